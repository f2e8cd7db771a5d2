import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The SQL statements one list request costs, counted on the database driver: the caller (cached), the page with its
 * total and its reference labels, and what the resource adds (a project's tutors).
 */
describe('statements per list request', () => {
  let ctx: TestApp;
  let people: Record<'designer' | 'backoffice', Session>;
  let statements: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    people = await sessions(ctx.app, { designer: 'designer@demo.example', backoffice: 'backoffice@demo.example' });
    const { client } = ctx.database;
    if (client.kind !== 'pglite') throw new Error('PGlite only');
    const { pglite } = client;
    const query = pglite.query.bind(pglite);
    pglite.query = ((text: string, ...rest: unknown[]) => {
      statements.push(text);
      return (query as (...parameters: unknown[]) => unknown)(text, ...rest);
    }) as typeof pglite.query;
  });
  afterAll(async () => ctx.close());

  const count = async (person: Session, url: string) => {
    await person.get(url);
    statements = [];
    const response = await person.get(url);
    expect(response.statusCode, url).toBe(200);
    return statements.length;
  };

  it.each([
    ['designer', '/happyway/projects'],
    ['backoffice', '/happyway/projects'],
    ['designer', '/happyway/condominiums'],
    ['backoffice', '/happyway/news'],
  ] as const)('%s GET %s costs at most 3 statements', async (who, url) => {
    const used = await count(people[who], url);
    console.log(`${who} GET ${url}: ${String(used)} statements`);
    expect(used).toBeLessThanOrEqual(3);
  });
});
