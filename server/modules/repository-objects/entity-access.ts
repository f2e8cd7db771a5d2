import { and, eq } from 'drizzle-orm';
import type { RepositoryEntityType } from '../../../domain/files/repository-objects.ts';
import type { UploadAllowance } from '../../../domain/files/upload-rules.ts';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { condominiums, profiles } from '../../db/schema/index.ts';
import { hasActiveRole, isBackOffice, type Caller } from '../../plugins/auth.ts';
import { condominiumVisibility, mayEditCondominiums } from '../condominiums/condominium-access.ts';
import { managesPeopleOf } from '../network/network-access.ts';
import { isProjectVisible } from '../projects/project-rows.ts';
import { isNewsPostVisible, mayWriteNewsPost } from '../news/news-visibility.ts';
import { isLessonVisible } from '../trainings/training-visibility.ts';

/** Who may see and who may add files of one kind of entity. */
export interface EntityAccess {
  canRead(db: Database, caller: Caller, entityId: string): Promise<boolean>;
  canWrite(db: Database, caller: Caller, entityId: string): Promise<boolean>;
  /** The 404 message when the caller may not see the entity. */
  notFound: string;
  /** What its files may be beyond documents (lessons take videos). */
  uploads?: UploadAllowance;
}

async function ownOrganization(db: Database, caller: Caller, organizationId: string): Promise<boolean> {
  const [profile] = await db
    .select({ organizationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, caller.profileId));
  return profile?.organizationId === organizationId;
}

async function isCondominiumVisible(db: Database, caller: Caller, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: condominiums.id })
    .from(condominiums)
    .where(and(eq(condominiums.id, id), condominiumVisibility(caller, db)));
  return row !== undefined;
}

const ownProfile = (_db: Database, caller: Caller, profileId: string) =>
  Promise.resolve(caller.profileId === profileId);

/**
 * The directories' Studio tab: a specialist reads any professional's files (the CV); those who manage a network's
 * people (its hub head, by the network policy) read theirs.
 */
async function directoryViewer(db: Database, caller: Caller, profileId: string): Promise<boolean> {
  if (hasActiveRole(caller, ['Specialist'])) return true;
  const [profile] = await db.select({ networkId: profiles.networkId }).from(profiles).where(eq(profiles.id, profileId));
  return profile?.networkId ? managesPeopleOf(caller, profile.networkId) : false;
}

/** The access rule of each entity type that holds files (an unknown type never gets here: the schemas refuse it). */
export const entityAccess: Record<RepositoryEntityType, EntityAccess> = {
  Project: { canRead: isProjectVisible, canWrite: isProjectVisible, notFound: 'Progetto non trovato' },
  Profile: {
    canRead: async (db, caller, id) =>
      isBackOffice(caller) || (await ownProfile(db, caller, id)) || directoryViewer(db, caller, id),
    canWrite: ownProfile,
    notFound: 'Profilo non trovato',
  },
  Organization: {
    canRead: async (db, caller, id) => isBackOffice(caller) || ownOrganization(db, caller, id),
    canWrite: ownOrganization,
    notFound: 'Organizzazione non trovata',
  },
  Lesson: {
    canRead: isLessonVisible,
    canWrite: (_db, caller) => Promise.resolve(isBackOffice(caller)),
    notFound: TRAINING_MESSAGES.lessonNotFound,
    uploads: { videos: true },
  },
  Condominium: {
    canRead: isCondominiumVisible,
    canWrite: async (db, caller, id) => mayEditCondominiums(caller) && isCondominiumVisible(db, caller, id),
    notFound: SITE_MESSAGES.condominiumNotFound,
  },
  NewsPost: { canRead: isNewsPostVisible, canWrite: mayWriteNewsPost, notFound: 'Notizia non trovata' },
};
