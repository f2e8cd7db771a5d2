import { and, arrayOverlaps, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { newsPolicy } from '../../../domain/policies/news.ts';
import type { Visibility } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { allows, networkScope, rolesOf, type Caller } from '../../plugins/auth.ts';

const nothing = sql`false`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Published at `now` and not expired. */
export const publishedAt = (now: Date): SQL | undefined =>
  and(lte(newsPosts.publishAt, now), or(isNull(newsPosts.expiresAt), gt(newsPosts.expiresAt, now)));

/** Posts for this caller: for every network or theirs, for one of their Active roles, published now. */
export function publishedFor(caller: Caller, now: Date): SQL {
  const roles = rolesOf(caller);
  if (roles.length === 0) return nothing;
  const network = caller.networkId
    ? or(isNull(newsPosts.networkId), eq(newsPosts.networkId, caller.networkId))
    : isNull(newsPosts.networkId);
  return and(publishedAt(now), network, arrayOverlaps(newsPosts.audienceRoles, roles)) ?? nothing;
}

/**
 * Whether the caller writes this network's posts: back office any, a hub head their own network's (never all
 * networks').
 */
export const writesFor = (caller: Caller, networkId: string | null): boolean =>
  newsPolicy.mayWritePost(rolesOf(caller), networkScope(caller, networkId));

/**
 * The posts a caller sees: back office all; a hub head every post of their network (drafts and expired ones too, to
 * manage them) and the published ones for them; anyone else the published ones for them.
 */
export const newsVisibility: Visibility = (caller) => {
  if (allows(caller, newsPolicy.seesEveryPost)) return undefined;
  const published = publishedFor(caller, new Date());
  if (allows(caller, newsPolicy.managesNetworkPosts) && caller.networkId)
    return or(published, eq(newsPosts.networkId, caller.networkId)) ?? nothing;
  return published;
};

async function visiblePost(db: Database, caller: Caller, id: string) {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select({ networkId: newsPosts.networkId })
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), newsVisibility(caller, db)));
  return row;
}

/** Whether the caller sees this post (its image's read rule). */
export const isNewsPostVisible = async (db: Database, caller: Caller, id: string): Promise<boolean> =>
  (await visiblePost(db, caller, id)) !== undefined;

/** Whether the caller writes this post (its image's upload rule). */
export async function mayWriteNewsPost(db: Database, caller: Caller, id: string): Promise<boolean> {
  const row = await visiblePost(db, caller, id);
  return row !== undefined && writesFor(caller, row.networkId);
}
