import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { CALLER_CHANNEL, listenForNotices } from '../../server/modules/notifications/notification-signals.ts';

/** PGlite's side of `heard()` (the PostgreSQL side: notification-signals.postgres.test.ts). */
describe('the caller changes heard on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(async () => database.close());

  it('has heard every caller change committed before heard() was called, once it resolves', async () => {
    const signals = await listenForNotices(database, () => undefined);
    const changed: (string | null)[] = [];
    signals.onCallerChange((id) => { changed.push(id); });
    const missed: number[] = [];
    for (let round = 0; round < 100; round += 1) {
      const id = `00000000-0000-4000-8000-${String(round).padStart(12, '0')}`;
      await database.db.transaction(async (tx) => { await tx.execute(sql`select pg_notify(${CALLER_CHANNEL}, ${id})`); });
      await signals.heard();
      if (!changed.includes(id)) missed.push(round);
    }
    await signals.close();
    expect(missed).toEqual([]);
  });
});
