import type { Database } from '../db/client.ts';
import { sentNotices } from '../db/schema/index.ts';

/** Claims the right to send one notice: true for the first caller on any node, false for every later one. */
export async function claimNotice(db: Database, kind: string, subjectKey: string): Promise<boolean> {
  const claimed = await db
    .insert(sentNotices)
    .values({ kind, subjectKey })
    .onConflictDoNothing()
    .returning({ kind: sentNotices.kind });
  return claimed.length > 0;
}
