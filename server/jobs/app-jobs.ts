import type { FastifyBaseLogger } from 'fastify';
import { purgeEndedSessions } from '../auth/session-revocation.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { FileServices } from '../files/file-services.ts';
import { failedMailJob, mailJob } from '../mail/mail-jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import { pruneIdempotencyKeys } from '../plugins/idempotency.ts';
import { pruneRateLimitCounters } from '../plugins/rate-limit-store.ts';
import type { JobDefinition } from './job-queue.ts';
import { abandonedUploadSweep } from './scheduled/abandoned-uploads.ts';
import { invitationExpiryNotices } from './scheduled/invitation-expiry.ts';
import { newsPublicationNotices } from './scheduled/news-publication.ts';
import { orphanedFileSweep } from './scheduled/orphaned-files.ts';
import { subscriptionExpiryNotices } from './scheduled/subscription-expiry.ts';

export interface AppJobsDeps {
  db: Database;
  files: FileServices;
  /** How a mail leaves (SMTP or the outbox): the mail job's transport. */
  transport: Mailer;
  /** The queued mailer the scheduled notices send through. */
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Every kind of background work of the product, each run once across all nodes. */
export const appJobs = ({ db, files, transport, mailer, config, log }: AppJobsDeps): JobDefinition[] => [
  mailJob(transport),
  failedMailJob(db, log),
  abandonedUploadSweep(db, files),
  orphanedFileSweep(db, files),
  subscriptionExpiryNotices(db, mailer, config.publicUrl),
  invitationExpiryNotices(db),
  newsPublicationNotices(db),
  { name: 'rate-limits.prune', cron: '17 * * * *', run: () => pruneRateLimitCounters(db) },
  { name: 'ended-sessions.prune', cron: '23 * * * *', run: () => purgeEndedSessions(db) },
  { name: 'idempotency-keys.prune', cron: '29 * * * *', run: () => pruneIdempotencyKeys(db) },
];
