import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database.ts';
import {
  announceNotice,
  CALLER_CHANNEL,
  listenForNotices,
  NOTIFICATION_CHANNEL,
} from '../../server/notices/notification-signals.ts';
import { changesMissedAfterHeard } from './support/caller-changes.ts';

/** Only run with PostgreSQL: vite.config.ts leaves `*.postgres.test.ts` out without TEST_DATABASE_URL. */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const profileId = '00000000-0000-4000-8000-0000000000aa';

/** The server ends the connection that LISTENs on the notices channel, as a restart or an administrator would. */
async function terminateListener(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      // The node's one listening connection: its last statement is the LISTEN of one of its channels.
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike any ($1)`,
      [[`%listen ${NOTIFICATION_CHANNEL}%`, `%listen ${CALLER_CHANNEL}%`]],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await pause(50);
  }
};

describe('the notices listener on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'happyway_signals');
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it(
    'delivers a committed notice, listens again after losing its connection, and leaves a closed listener alone',
    { timeout: 20_000 },
    async () => {
      const errors: unknown[] = [];
      const signals = await listenForNotices(database, (error) => {
        errors.push(error);
      });
      let delivered = 0;
      signals.subscribe(profileId, () => {
        delivered += 1;
      });
      await pause(300);
      await announceNotice(database.db, profileId);
      await waitFor(() => delivered === 1, 2_000);

      expect(await terminateListener(scratch.url)).toBe(1);
      await waitFor(() => errors.length === 1, 2_000);
      // The listener connects again after RECONNECT_MS (2 s).
      await pause(3_000);
      await announceNotice(database.db, profileId);
      await waitFor(() => delivered === 2, 2_000);

      await signals.close();
      await terminateListener(scratch.url);
      await pause(300);
      await announceNotice(database.db, profileId);
      await pause(300);
      expect(delivered).toBe(2);
      expect(errors).toHaveLength(1);
    },
  );

  it(
    'has heard every caller change committed before heard() was called, once it resolves',
    { timeout: 20_000 },
    async () => {
      const signals = await listenForNotices(database, () => undefined);
      await waitFor(() => signals.listening(), 2_000);
      const missed = await changesMissedAfterHeard(database, signals, 200);
      await signals.close();
      expect(missed).toEqual([]);
    },
  );
});
