import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { listenForNotices } from '../../server/notices/notification-signals.ts';
import { changesMissedAfterHeard } from './support/caller-changes.ts';

/** PGlite's side of `heard()` (the PostgreSQL side: notification-signals.postgres.test.ts). */
describe('the caller changes heard on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(async () => database.close());

  it('has heard every caller change committed before heard() was called, once it resolves', async () => {
    const signals = await listenForNotices(database, () => undefined);
    const missed = await changesMissedAfterHeard(database, signals, 100);
    await signals.close();
    expect(missed).toEqual([]);
  });
});
