import { eq } from 'drizzle-orm';
import { directoryPolicy } from '../../../domain/policies/directories.ts';
import { profilePolicy } from '../../../domain/policies/profile.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { EntityAccess } from '../../files/attachment-rules.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { managesPeopleOf } from '../network/public.ts';

const ownProfile = (_db: Database, caller: Caller, profileId: string) =>
  Promise.resolve(caller.profileId === profileId);

/**
 * The directories' Studio tab: a specialist reads any professional's files (the CV); those who manage a network's
 * people (its hub head, by the network policy) read theirs.
 */
async function directoryViewer(db: Database, caller: Caller, profileId: string): Promise<boolean> {
  if (allows(caller, directoryPolicy.readsEveryProfessionalsFiles)) return true;
  const [profile] = await db.select({ networkId: profiles.networkId }).from(profiles).where(eq(profiles.id, profileId));
  return profile?.networkId ? managesPeopleOf(caller, profile.networkId) : false;
}

/** A profile's files (the CV, the documents): its owner adds them; back office, the owner and the directories read. */
export const profileFiles: EntityAccess = {
  record: { table: profiles, id: profiles.id },
  canRead: async (db, caller, id) =>
    allows(caller, profilePolicy.readsEveryProfilesFiles) ||
    (await ownProfile(db, caller, id)) ||
    directoryViewer(db, caller, id),
  canWrite: ownProfile,
  notFound: 'Profilo non trovato',
};
