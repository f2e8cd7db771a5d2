import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { CALLER_CHANNEL, type NotificationSignals } from '../../../server/notices/notification-signals.ts';

/**
 * Commits `rounds` caller changes one after the other, each followed by `signals.heard()`, and answers the rounds whose
 * change had not been heard when `heard()` resolved (none, if it keeps its promise).
 */
export async function changesMissedAfterHeard(
  database: DatabaseHandle,
  signals: NotificationSignals,
  rounds: number,
): Promise<number[]> {
  const changed: (string | null)[] = [];
  signals.onCallerChange((id) => {
    changed.push(id);
  });
  const missed: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const id = `00000000-0000-4000-8000-${String(round).padStart(12, '0')}`;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${CALLER_CHANNEL}, ${id})`);
    });
    await signals.heard();
    if (!changed.includes(id)) missed.push(round);
  }
  return missed;
}
