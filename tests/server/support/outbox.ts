import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { MAIL_JOB } from '../../../server/mail/mail-jobs.ts';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value, joined across folded lines. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headerOf(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeHeader(line?.slice(name.length + 1).trim() ?? '');
}

/** Parses one `.eml` written by the mailer's outbox: recipient, subject and the plain-text body. */
export function parseEml(file: string, raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  let text = decodeBody(headers, body);
  if (boundary) {
    const plain = body.split(`--${boundary}`).find((part) => /content-type:\s*text\/plain/i.test(part));
    if (plain) {
      const partSplit = plain.indexOf('\n\n', 1);
      text = decodeBody(plain.slice(0, partSplit), plain.slice(partSplit + 2));
    }
  }
  return { file, to: headerOf(headers, 'To'), subject: headerOf(headers, 'Subject'), text };
}

/** Every mail in `<dataDir>/outbox`, oldest first (an empty list when nothing was sent yet). */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseEml(name, await readFile(join(outboxDir, name), 'utf8'))));
}

/** The newest mail to this address, if any. */
export async function lastMailTo(outboxDir: string, to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase())).at(-1);
}

/** The registration link an invitation mail carries. */
export const registrationLinkIn = (text: string): string | undefined =>
  /https?:\/\/\S+\/registrazione\/[a-z-]+\?token=[\w-]+/.exec(text)?.[0];

/**
 * Waits until every mail the app queued has been sent (mail leaves through a job, after the request answered); past
 * ten seconds it throws, so a mail that never leaves fails the test instead of passing unseen.
 */
export async function mailSettled(app: FastifyInstance): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if ((await app.jobs.pending(MAIL_JOB)) === 0) return;
    await sleep(50);
  }
  throw new Error('queued mail still unsent after 10 s');
}
