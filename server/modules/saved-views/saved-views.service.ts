import { and, desc, eq, or } from 'drizzle-orm';
import type { SavedView, SavedViewState } from '../../../domain/schemas/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { profiles, savedViews } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { fullName } from '../../db/profile-name.ts';

const notFound = () => new HttpError(404, 'Vista non trovata');

const columns = {
  id: savedViews.id,
  listKey: savedViews.listKey,
  name: savedViews.name,
  state: savedViews.state,
  shared: savedViews.shared,
  ownerId: savedViews.ownerId,
  ownerName: fullName,
  createdAt: savedViews.createdAt,
};

type ViewRow = {
  id: string;
  listKey: string;
  name: string;
  state: unknown;
  shared: boolean;
  ownerId: string;
  ownerName: string;
  createdAt: Date;
};

const view = (row: ViewRow, profileId: string): SavedView => ({
  id: row.id,
  listKey: row.listKey,
  name: row.name,
  state: row.state as SavedViewState,
  shared: row.shared,
  owned: row.ownerId === profileId,
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

const select = (db: Database) =>
  db.select(columns).from(savedViews).innerJoin(profiles, eq(profiles.id, savedViews.ownerId));

/** The caller's own views of one list, newest first. */
export async function listSavedViews(db: Database, profileId: string, listKey: string): Promise<SavedView[]> {
  const rows = await select(db)
    .where(and(eq(savedViews.ownerId, profileId), eq(savedViews.listKey, listKey)))
    .orderBy(desc(savedViews.createdAt));
  return rows.map((row) => view(row, profileId));
}

/** One view: the caller's own, or another user's that is shared (its link); any other is not found. */
export async function findSavedView(db: Database, profileId: string, id: string): Promise<SavedView> {
  const [row] = await select(db).where(
    and(eq(savedViews.id, id), or(eq(savedViews.ownerId, profileId), eq(savedViews.shared, true))),
  );
  if (!row) throw notFound();
  return view(row, profileId);
}

export async function createSavedView(
  db: Database,
  profileId: string,
  input: { listKey: string; name: string; state: SavedViewState; shared: boolean },
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedViews)
      .values({ ...input, ownerId: profileId })
      .returning({ id: savedViews.id });
    if (!row) throw new Error('saved view not inserted');
    return findSavedView(tx, profileId, row.id);
  });
}

/** Renames, shares or unshares, or overwrites the state of one of the caller's views; another's is not found. */
export async function updateSavedView(
  db: Database,
  profileId: string,
  id: string,
  input: { name?: string; shared?: boolean; state?: SavedViewState },
  now: Date,
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(savedViews)
      .set({ ...input, updatedAt: now })
      .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, profileId)))
      .returning({ id: savedViews.id });
    if (rows.length === 0) throw notFound();
    return findSavedView(tx, profileId, id);
  });
}

export async function deleteSavedView(db: Database, profileId: string, id: string): Promise<void> {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, profileId)))
    .returning({ id: savedViews.id });
  if (rows.length === 0) throw notFound();
}
