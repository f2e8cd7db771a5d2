import { eq } from 'drizzle-orm';
import type { RepositoryEntityType } from '../../../domain/files/repository-objects.ts';
import type { UploadAllowance } from '../../../domain/files/upload-rules.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';
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
  const [profile] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, caller.profileId));
  return profile?.organizationId === organizationId;
}

const ownProfile = (_db: Database, caller: Caller, profileId: string) => Promise.resolve(caller.profileId === profileId);

/** The access rule of each entity type that holds files (an unknown type never gets here: the schemas refuse it). */
export const entityAccess: Record<RepositoryEntityType, EntityAccess> = {
  Project: { canRead: isProjectVisible, canWrite: isProjectVisible, notFound: 'Progetto non trovato' },
  Profile: {
    canRead: async (db, caller, id) => isBackOffice(caller) || ownProfile(db, caller, id),
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
  NewsPost: { canRead: isNewsPostVisible, canWrite: mayWriteNewsPost, notFound: 'Notizia non trovata' },
};
