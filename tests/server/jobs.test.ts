import { attachmentRulesOf } from '../../server/crud/contributions.ts';
import { serverRegistry } from '../../server/modules/units.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, notifications, repositoryObjects, subscriptions } from '../../server/db/schema/index.ts';
import { newStorageKey } from '../../server/files/file-store.ts';
import { createFileServices } from '../../server/files/file-services.ts';
import { createJobQueue, type JobQueue } from '../../server/jobs/job-queue.ts';
import { sweepAbandonedUploads } from '../../server/modules/repository-objects/abandoned-uploads.ts';
import { sendInvitationExpiryNotices } from '../../server/modules/invitations/invitation-expiry.ts';
import { sendSubscriptionExpiryNotices } from '../../server/modules/subscriptions/subscription-expiry.ts';
import { failedMailJob } from '../../server/mail/mail-jobs.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { mailSettled, readOutbox } from './support/outbox.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const DAY_MS = 24 * 60 * 60_000;
const until = async (check: () => Promise<boolean>) => {
  for (let waited = 0; waited < 10_000 && !(await check()); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

describe.each(testDrivers)('background jobs on %s', (driver) => {
  let ctx: TestApp;
  let queue: JobQueue;
  const runs: string[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    queue = createJobQueue(ctx.database, { onError: () => undefined });
    await queue.start([
      {
        name: 'test.count',
        async run(data) {
          runs.push((data as { label: string }).label);
          return Promise.resolve();
        },
      },
      {
        name: 'test.fail',
        retry: { retryLimit: 1, retryDelay: 0 },
        deadLetter: 'test.failed',
        run: () => Promise.reject(new Error('server down')),
      },
      {
        name: 'test.failed',
        async run(data) {
          failures.push((data as { label: string }).label);
          return Promise.resolve();
        },
      },
    ]);
  });
  afterAll(async () => {
    await queue.stop(1000);
    await ctx.close();
  });

  it('runs a job enqueued twice under one key once', async () => {
    const first = await queue.enqueue('test.count', { label: 'first' }, { key: 'once' });
    const second = await queue.enqueue('test.count', { label: 'second' }, { key: 'once' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await until(async () => (await queue.pending('test.count')) === 0);
    expect(runs).toEqual(['first']);
    expect(await queue.enqueue('test.count', { label: 'again' }, { key: 'once' })).toBeNull();
  });

  it('retries a failing job, then hands it to its dead-letter queue', async () => {
    await queue.enqueue('test.fail', { label: 'lost' });
    await until(async () => failures.length > 0);
    expect(failures).toEqual(['lost']);
    expect((await queue.counts()).find((counts) => counts.name === 'test.fail')?.failed).toBe(1);
  });

  it('sends queued mail to the outbox after the request has answered', async () => {
    await ctx.app.jobs.enqueue('mail.send', { to: 'coda@example.it', subject: 'Prova della coda', text: 'Ciao' });
    await mailSettled(ctx.app);
    expect(
      (await readOutbox(ctx.config.mail.outboxDir))
        .filter((mail) => mail.to === 'coda@example.it')
        .map((mail) => mail.subject),
    ).toEqual(['Prova della coda']);
  });

  it('tells back office about a mail that failed every try', async () => {
    const log = ctx.app.log;
    await failedMailJob(ctx.database.db, log).run(
      { to: 'perso@example.it', subject: 'Benvenuto', text: '...' },
      { id: randomUUID(), retryCount: 5 },
    );
    const backOffice = await profileIdOf(ctx.database.db, 'backoffice@demo.example');
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, backOffice), eq(notifications.kind, 'mail.failed')));
    expect(notice?.title).toBe('E-mail non recapitata');
    expect(notice?.body).toBe(
      "Non è stato possibile inviare l'e-mail «Benvenuto» a perso@example.it dopo 6 tentativi.",
    );
  });

  it('sweeps uploads whose bytes never arrived within an hour, and keeps the rest', async () => {
    const { db } = ctx.database;
    const files = await createFileServices(db, ctx.config);
    const now = new Date();
    const owner = await profileIdOf(db, 'designer@demo.example');
    const row = (name: string, createdAt: Date, uploadedAt: Date | null) => ({
      entityType: 'Profile',
      entityId: owner,
      name,
      meta: {},
      contentType: 'application/pdf',
      size: 10,
      storageKey: newStorageKey(),
      createdAt,
      uploadedAt,
    });
    await db
      .insert(repositoryObjects)
      .values([
        row('abbandonato.pdf', new Date(now.getTime() - 61 * 60_000), null),
        row('in-corso.pdf', new Date(now.getTime() - 10 * 60_000), null),
        row('caricato.pdf', new Date(now.getTime() - 2 * DAY_MS), now),
      ]);
    expect(await sweepAbandonedUploads(db, files, attachmentRulesOf(serverRegistry), now)).toBe(1);
    const left = await db
      .select({ name: repositoryObjects.name })
      .from(repositoryObjects)
      .where(eq(repositoryObjects.entityId, owner));
    expect(left.map((entry) => entry.name).sort()).toEqual(['caricato.pdf', 'in-corso.pdf']);
  });

  it('notices and mails a subscription 30 days before it expires, once', async () => {
    const { db } = ctx.database;
    const hubHead = await profileIdOf(db, 'hubhead@demo.example');
    const now = new Date();
    const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    await db
      .update(subscriptions)
      .set({ expirationDate: inDays(40) })
      .where(eq(subscriptions.profileId, hubHead));
    const mailer = {
      sent: [] as string[],
      send(mail: { subject: string }) {
        this.sent.push(mail.subject);
        return Promise.resolve(null);
      },
    };
    expect(await sendSubscriptionExpiryNotices(db, mailer, ctx.config.publicUrl, now)).toBe(0);
    await db
      .update(subscriptions)
      .set({ expirationDate: inDays(29) })
      .where(eq(subscriptions.profileId, hubHead));
    expect(await sendSubscriptionExpiryNotices(db, mailer, ctx.config.publicUrl, now)).toBe(1);
    expect(await sendSubscriptionExpiryNotices(db, mailer, ctx.config.publicUrl, now)).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatch(/^Il tuo abbonamento HappyWay scade il \d{1,2} \w+ \d{4}$/);
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, hubHead), eq(notifications.kind, 'subscription.expiring')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Abbonamento in scadenza');
  });

  it("claims a subscription's notice only with its mail queued: a mail that cannot be queued leaves it to the next run", async () => {
    const { db } = ctx.database;
    const hubHead = await profileIdOf(db, 'hubhead@demo.example');
    const now = new Date();
    await db
      .update(subscriptions)
      .set({ expirationDate: new Date(now.getTime() + 20 * DAY_MS).toISOString().slice(0, 10) })
      .where(eq(subscriptions.profileId, hubHead));
    const noticesOf = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.profileId, hubHead), eq(notifications.kind, 'subscription.expiring')))
      ).length;
    const before = await noticesOf();
    const failing = { send: () => Promise.reject(new Error('mail queue unavailable')) };
    await expect(sendSubscriptionExpiryNotices(db, failing, ctx.config.publicUrl, now)).rejects.toThrow(
      'mail queue unavailable',
    );
    expect(await noticesOf()).toBe(before);
    const mailer = {
      sent: [] as string[],
      send(mail: { subject: string }) {
        this.sent.push(mail.subject);
        return Promise.resolve(null);
      },
    };
    expect(await sendSubscriptionExpiryNotices(db, mailer, ctx.config.publicUrl, now)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(await noticesOf()).toBe(before + 1);
  });

  it('tells the inviter once when an invitation expired unused', async () => {
    const { db } = ctx.database;
    const hubHead = await profileIdOf(db, 'hubhead@demo.example');
    const now = new Date();
    await db.insert(invitations).values({
      networkId: await demoNetworkId(db),
      email: 'scaduto@example.it',
      roleName: 'Designer',
      tokenHash: randomUUID(),
      invitedBy: hubHead,
      expiresAt: new Date(now.getTime() - DAY_MS),
    });
    expect(await sendInvitationExpiryNotices(db, now)).toBe(1);
    expect(await sendInvitationExpiryNotices(db, now)).toBe(0);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, hubHead), eq(notifications.kind, 'invitation.expired')));
    expect(notice?.body).toMatch(
      /^L'invito inviato a scaduto@example\.it è scaduto il .+ senza essere usato: puoi inviarne uno nuovo\.$/,
    );
  });
});
