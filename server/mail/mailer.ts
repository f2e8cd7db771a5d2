import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/env.ts';
import type { Transaction } from '../db/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; every mail has it. */
  text: string;
  html?: string;
}

/** Where a queued mail is recorded: inside this transaction, so it leaves only if the transaction commits. */
export interface SendOptions {
  transaction?: Transaction;
}

export interface Mailer {
  /**
   * Sends one mail. The app's mailer queues it as a job (resolving with the job id) that sends it, with retries,
   * through the transport; the transport itself resolves with the `.eml` path when written to the outbox, else null.
   */
  send(mail: OutgoingMail, options?: SendOptions): Promise<string | null>;
}

/** `2026-11-23T10-15-00-000Z-<uuid>.eml`: sorts by time, never collides. */
const outboxFileName = (now: Date) => `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;

/**
 * The product's mailer (DESIGN.md, mail): SMTP when SMTP_URL is set, otherwise each mail is rendered by nodemailer as a
 * real RFC 822 message and written as an `.eml` file under `<DATA_DIR>/outbox`, where a person or a test can open it.
 */
export function createMailer(config: Pick<AppConfig, 'mail'>): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        return null;
      },
    };
  }
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await renderer.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const path = join(outboxDir, outboxFileName(new Date()));
      await writeFile(path, info.message as Buffer);
      return path;
    },
  };
}
