import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import { backOfficeProfileIds } from '../notices/back-office.ts';
import { notify } from '../notices/notify.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const MAIL_JOB = 'mail.send';
export const FAILED_MAIL_JOB = 'mail.failed';

/** Six tries in all: at once, then after about 30 s, 1, 2, 4 and 8 minutes (pg-boss's backoff). */
export const MAIL_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/**
 * The app's mailer: each mail becomes a job, so it survives a restart and a failing server gets retried. Sent inside a
 * transaction, the job is written by that transaction: no mail for a change that rolled back.
 */
export const createQueuedMailer = (queue: JobQueue): Mailer => ({
  send: (mail, options) => queue.enqueue(MAIL_JOB, mail, { transaction: options?.transaction }),
});

/** Sends one queued mail through the transport (SMTP or the outbox); a throw makes pg-boss retry it. */
export const mailJob = (transport: Mailer): JobDefinition<OutgoingMail> => ({
  name: MAIL_JOB,
  retry: MAIL_RETRY,
  deadLetter: FAILED_MAIL_JOB,
  async run(mail) {
    await transport.send(mail);
  },
});

/**
 * A mail that failed every try: logged as an error, and back office gets a notice naming recipient and subject, so it
 * is seen and can be followed up (the job also stays in pg-boss as `failed`, with its last error).
 */
export const failedMailJob = (db: Database, log: FastifyBaseLogger): JobDefinition<OutgoingMail> => ({
  name: FAILED_MAIL_JOB,
  async run(mail, job) {
    log.error({ job: job.id, to: mail.to, subject: mail.subject }, 'mail not delivered after every retry');
    for (const profileId of await backOfficeProfileIds(db)) {
      await notify(db, profileId, {
        kind: 'mail.failed',
        title: 'E-mail non recapitata',
        body: `Non è stato possibile inviare l'e-mail «${mail.subject}» a ${mail.to} dopo ${String(MAIL_RETRY.retryLimit + 1)} tentativi.`,
      });
    }
  },
});
