import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts, notifications } from '../../server/db/schema/index.ts';
import { notifyPublishedNews } from '../../server/modules/news/news-notices.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Post {
  id: string;
  title: string;
  networkId: string | null;
  networkName: string | null;
  editable: boolean;
  authorName: string | null;
}

const backoffice = 'backoffice@demo.example';
const hub = 'hubhead@demo.example';
const designer = 'designer@demo.example';
const path = '/happyway/news';
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testDrivers)('news posts on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(backoffice, hub, designer);
  });
  afterAll(async () => ctx.close());

  const latest = async (email: string) =>
    (await people.of(email).get(`${path}/latest?limit=20`)).json<{ data: Post[] }>().data.map((post) => post.title);
  const noticesOf = async (email: string, title: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.profileId, await profileIdOf(ctx.database.db, email)), eq(notifications.body, title)),
      );

  it('publishes a back-office post to the hub heads of every network, notifying them in the same write', async () => {
    const title = 'Riunione straordinaria dei capohub';
    const response = await people.of(backoffice).post(path, {
      title,
      body: '<p>Ci vediamo <b>lunedì</b>.</p>',
      audienceRoles: ['HubHead'],
      publishAt: minutesFromNow(-1),
      networkId: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>()).toMatchObject({ title, networkId: null, editable: true, authorName: 'Luca Conti' });
    expect(await latest(hub)).toContain(title);
    expect(await latest(designer)).not.toContain(title);
    const [notice] = await noticesOf(hub, title);
    expect(notice).toMatchObject({
      kind: 'news.published',
      title: 'Nuova notizia dalla rete',
      link: `/news/show/${response.json<Post>().id}`,
    });
    expect(await noticesOf(designer, title)).toEqual([]);
    expect((await people.of(designer).get(`${path}/${response.json<Post>().id}`)).statusCode).toBe(404);
  });

  it("marks the caller's notice of a post read when they open the post, and nobody else's", async () => {
    const title = 'Nuovi bandi regionali';
    const created = await people
      .of(backoffice)
      .post(path, { title, body: 'Scadenze di maggio.', audienceRoles: ['HubHead', 'Specialist'], networkId: null });
    const link = `/news/show/${created.json<Post>().id}`;
    const unread = async (email: string) =>
      (await people.of(email).get('/notification/notification?read=false&limit=100')).json<{ unread: number }>().unread;
    const before = await unread(hub);
    const opened = await people.of(hub).post('/notification/notification/mark/readlink', { link });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ updated: 1 });
    expect(await unread(hub)).toBe(before - 1);
    expect((await noticesOf(hub, title))[0]?.readAt).not.toBeNull();
    expect((await noticesOf('specialist@demo.example', title))[0]?.readAt).toBeNull();
    expect((await people.of(hub).post('/notification/notification/mark/readlink', { link })).json()).toEqual({
      updated: 0,
    });
  });

  it('lets a hub head write only for their own network', async () => {
    const network = await demoNetworkId(ctx.database.db);
    const title = 'Cena di rete';
    const created = await people.of(hub).post(path, {
      title,
      body: 'Venerdì sera.',
      audienceRoles: ['Designer'],
      publishAt: minutesFromNow(-1),
      networkId: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Post>()).toMatchObject({
      networkId: network,
      networkName: 'Rete Demo HappyWay',
      editable: true,
    });
    expect(await latest(designer)).toContain(title);
    expect(await noticesOf(designer, title)).toHaveLength(1);

    const everyNetwork = (await people.of(hub).get(`${path}?q=capohub`))
      .json<{ data: Post[] }>()
      .data.find((post) => post.networkId === null);
    expect(everyNetwork?.editable).toBe(false);
    const edit = await people.of(hub).put(`${path}/${everyNetwork?.id ?? ''}`, {
      title: 'Cambiata',
      body: 'x',
      audienceRoles: ['HubHead'],
      publishAt: minutesFromNow(-1),
      networkId: network,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<{ message: string }>().message).toBe('Puoi scrivere solo le notizie della tua rete');
  });

  it('shows and notifies a post only from its publication time, and refuses an expiry before it', async () => {
    const title = 'Notizia programmata';
    const created = await people
      .of(backoffice)
      .post(path, { title, body: 'Presto.', audienceRoles: ['Designer'], publishAt: minutesFromNow(30) });
    expect(created.statusCode).toBe(201);
    expect(await latest(designer)).not.toContain(title);
    expect(await noticesOf(designer, title)).toEqual([]);
    await ctx.database.db.transaction((tx) => notifyPublishedNews(tx, new Date(Date.now() + 31 * 60_000)));
    expect(await noticesOf(designer, title)).toHaveLength(1);
    await ctx.database.db.transaction((tx) => notifyPublishedNews(tx, new Date(Date.now() + 32 * 60_000)));
    expect(await noticesOf(designer, title)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(newsPosts).where(eq(newsPosts.title, title));
    expect(row?.notifiedAt).not.toBeNull();

    const backwards = await people.of(backoffice).post(path, {
      title: 'Al contrario',
      body: 'x',
      audienceRoles: ['Designer'],
      publishAt: minutesFromNow(60),
      expiresAt: minutesFromNow(10),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: 'expiresAt',
      message: 'La scadenza deve essere successiva alla pubblicazione',
    });
    const noRoles = await people
      .of(backoffice)
      .post(path, { title: 'Nessuno', body: 'x', audienceRoles: [], publishAt: minutesFromNow(0) });
    expect(noRoles.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: 'audienceRoles',
      message: 'Scegli almeno un ruolo a cui è destinata la notizia',
    });
  });

  it('streams the unread count to the bell and again when a notice for the caller commits', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/notification/notification/stream`, {
      headers: { authorization: `Bearer ${people.of(hub).token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextUnread = async (): Promise<number> => {
      for (;;) {
        const match = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(buffer);
        if (match?.[1]) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]) as { unread: number }).unread;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextUnread();
    await people
      .of(backoffice)
      .post(path, { title: 'In diretta', body: 'x', audienceRoles: ['HubHead'], publishAt: minutesFromNow(-1) });
    expect(await nextUnread()).toBe(first + 1);
    controller.abort();
    const unauthenticated = await fetch(`${address}/api/notification/notification/stream`);
    expect(unauthenticated.status).toBe(401);
  });
});
