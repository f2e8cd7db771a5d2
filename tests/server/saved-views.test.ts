import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface View {
  id: string;
  name: string;
  shared: boolean;
  owned: boolean;
  ownerName: string;
  state: unknown;
}

const hub = 'hubhead@demo.example';
const designer = 'designer@demo.example';
const path = '/happyway/saved-views';
const state = {
  filters: { status: 'InProgress' },
  sort: { field: 'createdAt', order: 'desc' },
  columns: ['name', 'status'],
  pageSize: 50,
};

describe.each(testDrivers)('saved views of the lists on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(hub, designer);
  });
  afterAll(async () => ctx.close());

  const save = async (name: string, shared = false) => {
    const response = await people.of(hub).post(path, { listKey: 'capohubprojects', name, state, shared });
    expect(response.statusCode).toBe(201);
    return response.json<View>();
  };

  it('keeps a view private to its owner until it is shared, then opens it by its link for anyone', async () => {
    const view = await save('In corso');
    expect(view).toMatchObject({ name: 'In corso', shared: false, owned: true, ownerName: 'Giulia Ferri', state });
    expect(
      (await people.of(hub).get(`${path}?listKey=capohubprojects`)).json<{ data: View[] }>().data.map((row) => row.id),
    ).toEqual([view.id]);

    expect((await people.of(designer).get(`${path}/${view.id}`)).statusCode).toBe(404);
    expect((await people.of(designer).get(`${path}?listKey=capohubprojects`)).json<{ data: View[] }>().data).toEqual(
      [],
    );

    const shared = await people.of(hub).put(`${path}/${view.id}`, { shared: true });
    expect(shared.json<View>().shared).toBe(true);
    const opened = await people.of(designer).get(`${path}/${view.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<View>()).toMatchObject({ id: view.id, owned: false, state });
    // Shared by link: it still is not among the designer's own views, and only its owner changes or deletes it.
    expect((await people.of(designer).get(`${path}?listKey=capohubprojects`)).json<{ data: View[] }>().data).toEqual(
      [],
    );
    expect((await people.of(designer).put(`${path}/${view.id}`, { name: 'Mia' })).statusCode).toBe(404);
    expect((await people.of(designer).delete(`${path}/${view.id}`)).statusCode).toBe(404);

    await people.of(hub).put(`${path}/${view.id}`, { shared: false });
    expect((await people.of(designer).get(`${path}/${view.id}`)).statusCode).toBe(404);
    expect((await people.of(hub).delete(`${path}/${view.id}`)).statusCode).toBe(204);
    expect((await people.of(hub).get(`${path}/${view.id}`)).statusCode).toBe(404);
  });

  it('refuses a view without a name or with a page size past the list limit', async () => {
    const nameless = await people.of(hub).post(path, { listKey: 'projects', name: '  ', state });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: 'name',
      message: 'Il campo Nome è richiesto',
    });
    const huge = await people
      .of(hub)
      .post(path, { listKey: 'projects', name: 'Enorme', state: { ...state, pageSize: 1000 } });
    expect(huge.statusCode).toBe(400);
  });
});
