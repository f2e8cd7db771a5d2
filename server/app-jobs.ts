import type { FastifyBaseLogger } from 'fastify';
import { purgeEndedSessions } from './auth/session-revocation.ts';
import type { AppConfig } from './config/env.ts';
import { moduleJobsOf } from './crud/contributions.ts';
import type { ServerModule } from './crud/module.ts';
import type { Database } from './db/client.ts';
import type { AttachmentRules } from './files/attachment-rules.ts';
import type { FileServices } from './files/file-services.ts';
import { failedMailJob, mailJob } from './mail/mail-jobs.ts';
import type { Mailer } from './mail/mailer.ts';
import { pruneIdempotencyKeys } from './plugins/idempotency.ts';
import { pruneRateLimitCounters } from './plugins/rate-limit-store.ts';
import type { JobDefinition } from './jobs/job-queue.ts';

export interface AppJobsDeps {
  db: Database;
  files: FileServices;
  /** Who reads each entity type's files and which table holds its records (the sweeps look for orphans there). */
  attachments: AttachmentRules;
  /** How a mail leaves (SMTP or the outbox): the mail job's transport. */
  transport: Mailer;
  /** The queued mailer the modules' scheduled notices send through. */
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Every kind of background work of the product, each run once across all nodes: the platform's and the modules'. */
export const appJobs = (
  { db, files, attachments, transport, mailer, config, log }: AppJobsDeps,
  modules: readonly ServerModule[],
): JobDefinition[] => [
  mailJob(transport),
  failedMailJob(db, log),
  ...moduleJobsOf(modules, { db, files, attachments, mailer, config }),
  { name: 'rate-limits.prune', cron: '17 * * * *', run: () => pruneRateLimitCounters(db) },
  { name: 'ended-sessions.prune', cron: '23 * * * *', run: () => purgeEndedSessions(db) },
  { name: 'idempotency-keys.prune', cron: '29 * * * *', run: () => pruneIdempotencyKeys(db) },
];
