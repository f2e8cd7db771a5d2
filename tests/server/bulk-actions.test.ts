import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, projects, projectStatusChanges } from '../../server/db/schema/index.ts';
import { demoNetworkId, insertNetwork } from './support/network-fixtures.ts';
import { apiCallers, demoProjectPeople, insertProject, type ApiCaller } from './support/project-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface BulkResult {
  done: string[];
  refused: { id: string; title: string; network: string | null; message: string }[];
}

describe.each(testDrivers)('bulk actions of the generated lists on %s', (driver) => {
  let ctx: TestApp;
  let as: ApiCaller;
  let network: string;
  let otherNetwork: string;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    as = await apiCallers(ctx, demoProjectPeople);
    network = await demoNetworkId(ctx.database.db);
    otherNetwork = await insertNetwork(ctx.database.db, 'BULK2026', 'Rete Bulk');
  });
  afterAll(async () => ctx.close());

  const statusOf = async (id: string) =>
    (await ctx.database.db.select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0]?.status;

  it('moves, in one call, the rows the hub head may move and lists the others with the reason', async () => {
    const db = ctx.database.db;
    const movable = [
      await insertProject(db, { name: 'Bulk inviato 1', networkId: network, status: 'Submitted' }),
      await insertProject(db, { name: 'Bulk inviato 2', networkId: network, status: 'Submitted' }),
    ];
    const draft = await insertProject(db, { name: 'Bulk bozza', networkId: network, status: 'Draft' });
    const inProgress = await insertProject(db, { name: 'Bulk in corso', networkId: network, status: 'InProgress' });
    const hidden = await insertProject(db, { name: 'Bulk altra rete', networkId: otherNetwork, status: 'Submitted' });

    const response = await as('hubhead', 'POST', '/happyway/projects/bulk', {
      action: 'status',
      status: 'InProgress',
      selection: { ids: [...movable, draft, inProgress, hidden] },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BulkResult>();
    expect(result.done.sort()).toEqual([...movable].sort());
    expect(result.refused).toEqual(
      expect.arrayContaining([
        {
          id: draft,
          title: 'Bulk bozza',
          network: 'Rete Demo HappyWay',
          message: 'Transizione di stato non consentita: da Bozza a In corso',
        },
        {
          id: inProgress,
          title: 'Bulk in corso',
          network: 'Rete Demo HappyWay',
          message: 'Il progetto è già in questo stato',
        },
      ]),
    );
    expect(result.refused).toHaveLength(2);
    for (const id of movable) expect(await statusOf(id)).toBe('InProgress');
    expect(await statusOf(draft)).toBe('Draft');
    expect(await statusOf(hidden)).toBe('Submitted');
    const history = await db
      .select()
      .from(projectStatusChanges)
      .where(inArray(projectStatusChanges.projectId, movable));
    expect(history.map((entry) => entry.toStatus)).toEqual(['InProgress', 'InProgress']);
    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'projects'), inArray(auditEntries.recordId, movable)));
    expect(audit.map((entry) => entry.changes)).toEqual([
      { status: { from: 'Submitted', to: 'InProgress' } },
      { status: { from: 'Submitted', to: 'InProgress' } },
    ]);
  });

  it('names the network of each refused row, so equal titles of two networks are told apart', async () => {
    const db = ctx.database.db;
    const ours = await insertProject(db, { name: 'Bulk omonimo', networkId: network, status: 'Draft' });
    const theirs = await insertProject(db, { name: 'Bulk omonimo', networkId: otherNetwork, status: 'Draft' });
    const response = await as('backoffice', 'POST', '/happyway/projects/bulk', {
      action: 'status',
      status: 'InProgress',
      selection: { ids: [ours, theirs] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkResult>().refused.map(({ id, title, network: name }) => ({ id, title, name }))).toEqual(
      expect.arrayContaining([
        { id: ours, title: 'Bulk omonimo', name: 'Rete Demo HappyWay' },
        { id: theirs, title: 'Bulk omonimo', name: 'Rete Bulk' },
      ]),
    );
  });

  it('selects every row matching the list query across pages, within the caller visibility', async () => {
    const db = ctx.database.db;
    const names = ['Tutti 1', 'Tutti 2', 'Tutti 3'];
    const ids = [];
    for (const name of names)
      ids.push(await insertProject(db, { name: `Selezione ${name}`, networkId: network, status: 'Draft' }));
    const foreign = await insertProject(db, {
      name: 'Selezione Tutti altra rete',
      networkId: otherNetwork,
      status: 'Draft',
    });
    const response = await as('hubhead', 'POST', '/happyway/projects/bulk', {
      action: 'status',
      status: 'Submitted',
      selection: { query: { q: 'Selezione Tutti', status: 'Draft' } },
    });
    expect(response.json<BulkResult>()).toEqual({ done: expect.arrayContaining(ids) as unknown, refused: [] });
    expect(response.json<BulkResult>().done).toHaveLength(3);
    expect(await statusOf(foreign)).toBe('Draft');
  });

  it('refuses an unknown status and a delete the role may not make, changing nothing', async () => {
    const id = await insertProject(ctx.database.db, { name: 'Bulk stato ignoto', networkId: network, status: 'Draft' });
    const unknown = await as('hubhead', 'POST', '/happyway/projects/bulk', {
      action: 'status',
      status: 'Archiviato',
      selection: { ids: [id] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('Stato non valido.');
    const deletion = await as('hubhead', 'POST', '/happyway/projects/bulk', {
      action: 'delete',
      selection: { ids: [id] },
    });
    expect(deletion.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('Draft');
  });

  it('deletes the selected rows back office may delete, each through the same checks, in one call', async () => {
    const db = ctx.database.db;
    const ids = [
      await insertProject(db, { name: 'Da eliminare 1', networkId: network, status: 'Draft' }),
      await insertProject(db, { name: 'Da eliminare 2', networkId: otherNetwork, status: 'Draft' }),
    ];
    const response = await as('backoffice', 'POST', '/happyway/projects/bulk', {
      action: 'delete',
      selection: { ids },
    });
    expect(response.json<BulkResult>()).toEqual({ done: expect.arrayContaining(ids) as unknown, refused: [] });
    expect(await db.select().from(projects).where(inArray(projects.id, ids))).toEqual([]);
    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'delete'), inArray(auditEntries.recordId, ids)));
    expect(audit).toHaveLength(2);
  });

  it('exports the selected rows as the list CSV', async () => {
    const db = ctx.database.db;
    const id = await insertProject(db, { name: 'Esporta selezione', networkId: network, status: 'Draft' });
    const response = await as('hubhead', 'POST', '/happyway/projects/bulk/export.csv', { selection: { ids: [id] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Esporta selezione;');
  });
});
