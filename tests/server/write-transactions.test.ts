import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, opportunities, projects } from '../../server/db/schema/index.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/**
 * A write and its effects commit together or not at all: a constraint added for new rows only makes the effect fail
 * (the first history row, the participants), and the write itself must be gone too.
 */
describe.each(testDrivers)('a write and its effects in one transaction on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'designer' | 'hubhead', Session>;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, {
      backoffice: 'backoffice@demo.example',
      designer: 'designer@demo.example',
      hubhead: 'hubhead@demo.example',
    });
  });
  afterAll(async () => ctx.close());

  const rows = async (condition: ReturnType<typeof eq>, table: typeof projects | typeof opportunities) =>
    (await ctx.database.db.select({ value: count() }).from(table).where(condition))[0]?.value ?? 0;

  it('leaves no project when its first history entry cannot be written, and no notice to the assignee', async () => {
    const { db } = ctx.database;
    const noticesBefore = (await db.select({ value: count() }).from(notifications))[0]?.value ?? 0;
    await db.execute(
      sql`alter table project_status_changes add constraint history_refused check (from_status is not null) not valid`,
    );
    const response = await people.backoffice.post('/project/project', {
      name: 'Progetto senza storia',
      type: 'Condominium',
      networkId: await demoNetworkId(db),
      assigneeId: await profileIdOf(db, 'designer@demo.example'),
    });
    await db.execute(sql`alter table project_status_changes drop constraint history_refused`);
    expect(response.statusCode).toBe(500);
    expect(await rows(eq(projects.name, 'Progetto senza storia'), projects)).toBe(0);
    expect((await db.select({ value: count() }).from(notifications))[0]?.value ?? 0).toBe(noticesBefore);
  });

  it('leaves no opportunity when its first history entry cannot be written', async () => {
    const { db } = ctx.database;
    await db.execute(
      sql`alter table opportunity_status_changes add constraint history_refused check (from_status is not null) not valid`,
    );
    const response = await people.designer.post('/happyway/opportunities', {
      title: 'Opportunità senza storia',
      value: 1000,
      financingRequest: 500,
    });
    await db.execute(sql`alter table opportunity_status_changes drop constraint history_refused`);
    expect(response.statusCode).toBe(500);
    expect(await rows(eq(opportunities.title, 'Opportunità senza storia'), opportunities)).toBe(0);
  });

  it('keeps an appointment as it was when its new participants cannot be written', async () => {
    const { db } = ctx.database;
    const hubheadId = await profileIdOf(db, 'hubhead@demo.example');
    const body = {
      title: 'Riunione di rete',
      startsAt: '2031-05-04T08:00:00.000Z',
      endsAt: '2031-05-04T09:00:00.000Z',
    };
    const created = await people.designer.post('/happyway/appointments', body);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    await db.execute(
      sql`alter table appointment_participants add constraint participants_refused check (false) not valid`,
    );
    const response = await people.designer.put(`/happyway/appointments/${id}`, {
      ...body,
      title: 'Riunione spostata',
      participants: [hubheadId],
    });
    await db.execute(sql`alter table appointment_participants drop constraint participants_refused`);
    expect(response.statusCode).toBe(500);
    const [stored] = await db.select({ title: appointments.title }).from(appointments).where(eq(appointments.id, id));
    expect(stored?.title).toBe('Riunione di rete');
  });
});
