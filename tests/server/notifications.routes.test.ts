import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '../../domain/schemas/notifications.ts';
import { notifications, profiles } from '../../server/db/schema/index.ts';
import { notify } from '../../server/notices/notify.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const path = '/notification/notification';

describe.each(testDrivers)('notifications API on %s', (driver) => {
  let ctx: TestApp;
  let specialist: Session;
  let designer: Session;
  let specialistId: string;
  let designerId: string;

  const profileIdOf = async (email: string) =>
    (await ctx.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)))[0]?.id ?? '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    specialist = await session(ctx.app, 'specialist@demo.example');
    designer = await session(ctx.app, 'designer@demo.example');
    specialistId = await profileIdOf('specialist@demo.example');
    designerId = await profileIdOf('designer@demo.example');
  });
  afterAll(async () => ctx.close());

  /** notify(), then a creation time one minute apart per index (inserts in the same millisecond would tie). */
  const notifyAt = async (minute: number, profileId: string, input: Parameters<typeof notify>[2]) => {
    const notification = await notify(ctx.database.db, profileId, input);
    const createdAt = new Date(Date.UTC(2026, 0, 15, 9, minute));
    await ctx.database.db.update(notifications).set({ createdAt }).where(eq(notifications.id, notification.id));
    return { ...notification, createdAt: createdAt.toISOString() };
  };

  let mine: Notification[];
  let theirs: Notification;
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    mine = [];
    for (const index of [1, 2, 3]) {
      mine.push(
        await notifyAt(index, specialistId, {
          kind: 'welcome',
          title: `Avviso ${String(index)}`,
          body: `Testo ${String(index)}`,
          link: index === 1 ? '/projects' : undefined,
        }),
      );
    }
    theirs = await notifyAt(4, designerId, { kind: 'welcome', title: 'Avviso del progettista', body: 'Privato' });
  });

  const list = async (query = '', who = specialist) => who.get(`${path}${query}`);
  const listed = async (query = '', who = specialist) => (await list(query, who)).json<NotificationList>();
  const toggle = (id: string, payload: object, who = specialist) => who.put(`${path}/${id}`, payload);
  const remove = (id: string, who = specialist) => who.delete(`${path}/${id}`);

  it("lists only the caller's own notifications, newest first, with the unread count", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<NotificationList>();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20, unread: 3 });
    expect(body.data.map((item) => item.title)).toEqual(['Avviso 3', 'Avviso 2', 'Avviso 1']);
    expect(body.data[2]).toEqual({ ...mine[0], read: false, link: '/projects' });
    expect(body.data[0]?.link).toBeNull();
    expect(body.data.some((item) => item.id === theirs.id)).toBe(false);
    expect(await listed('', designer)).toMatchObject({ total: 1, unread: 1, data: [{ id: theirs.id }] });
  });

  it('pages the list and filters it by read state, always counting all unread', async () => {
    expect(await listed('?page=2&limit=2')).toMatchObject({
      total: 3,
      page: 2,
      limit: 2,
      unread: 3,
      data: [{ title: 'Avviso 1' }],
    });
    await toggle(mine[0]?.id ?? '', { read: true });
    expect(await listed('?read=true')).toMatchObject({
      total: 1,
      unread: 2,
      data: [{ title: 'Avviso 1', read: true }],
    });
    expect((await listed('?read=false')).data.map((item) => item.title)).toEqual(['Avviso 3', 'Avviso 2']);
  });

  it('toggles the read state of a notification back and forth', async () => {
    const id = mine[1]?.id ?? '';
    const read = await toggle(id, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, read: true });
    expect((await listed()).unread).toBe(2);
    expect((await toggle(id, { read: true })).json()).toMatchObject({ read: true });
    expect((await toggle(id, { read: false })).json()).toMatchObject({ id, read: false });
    expect((await listed()).unread).toBe(3);
  });

  it("marks all of the caller's notifications read, and nobody else's", async () => {
    const response = await specialist.post(`${path}/mark/readall`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    const after = await listed();
    expect(after.unread).toBe(0);
    expect(after.data.every((item) => item.read)).toBe(true);
    expect((await listed('', designer)).unread).toBe(1);
  });

  it('deletes a notification of the caller', async () => {
    const id = mine[2]?.id ?? '';
    const response = await remove(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await listed()).data.map((item) => item.id)).not.toContain(id);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it("answers 404 to PUT and DELETE on another user's notification and changes nothing", async () => {
    const put = await toggle(theirs.id, { read: true });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ statusCode: 404, message: 'Notifica non trovata' });
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect(await listed('', designer)).toMatchObject({ total: 1, unread: 1, data: [{ id: theirs.id, read: false }] });
  });

  it('refuses every call without a token', async () => {
    const id = mine[0]?.id ?? '';
    const calls = [
      ctx.app.inject({ method: 'GET', url: `/api${path}` }),
      ctx.app.inject({ method: 'PUT', url: `/api${path}/${id}`, payload: { read: true } }),
      ctx.app.inject({ method: 'POST', url: `/api${path}/mark/readall` }),
      ctx.app.inject({ method: 'DELETE', url: `/api${path}/${id}` }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect((await listed()).unread).toBe(3);
  });

  it.each([
    ['limit=0', 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    ['limit=101', 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    ['limit=dieci', 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    ['page=0', 'page', 'La pagina deve essere un numero intero maggiore di zero'],
    ['read=maybe', 'read', "Il filtro sullo stato di lettura deve valere 'true' o 'false'"],
    ['order=title:asc', '', 'Parametro non riconosciuto: order'],
  ])('refuses the query %s with 400 and an Italian message', async (query, field, message) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'Dati non validi',
      errors: [{ path: field, message }],
    });
  });

  it.each([
    ['a body without read', { id: 'mine', payload: {} }, 'read', 'Indica se la notifica è letta (true o false)'],
    [
      'a read that is no boolean',
      { id: 'mine', payload: { read: 'si' } },
      'read',
      'Indica se la notifica è letta (true o false)',
    ],
    ['an id that is no uuid', { id: '42', payload: { read: true } }, 'id', 'Notifica non valida'],
  ])('refuses a toggle with %s with 400 and changes nothing', async (_case, { id, payload }, field, message) => {
    const response = await toggle(id === 'mine' ? (mine[0]?.id ?? '') : id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: field, message }] });
    expect((await listed()).unread).toBe(3);
  });

  it('creates a notification inside a transaction only when the transaction commits', async () => {
    const { db } = ctx.database;
    await db
      .transaction(async (tx) => {
        await notify(tx, specialistId, { kind: 'test', title: 'Annullata', body: 'Mai vista' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await listed()).data.map((item) => item.title)).not.toContain('Annullata');
  });
});
