import { and, eq } from 'drizzle-orm';
import { REPOSITORY_OBJECT_MESSAGES } from '../../../domain/files/repository-objects.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import type { WriteContext } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { projects, repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { deleteObjectsOfRecord, deleteRepositoryObject } from '../repository-objects/public.ts';
import { visibleProjectRow, type StoredProject } from './project-rows.ts';

const ofProject = (projectId: string) =>
  and(eq(repositoryObjects.entityType, 'Project'), eq(repositoryObjects.entityId, projectId));

/**
 * DELETE /happyway/projects/{id}/documents/{objectId}: a document of a visible project (404 for another project's or
 * a missing one), deleted through the repository objects' own rule (its uploader or back office, 403 otherwise).
 */
export async function deleteProjectDocument(
  db: Database,
  files: FileServices,
  attachments: AttachmentRules,
  caller: Caller,
  projectId: string,
  objectId: string,
): Promise<void> {
  await visibleProjectRow(db, caller, projectId);
  const [object] = await db
    .select({ id: repositoryObjects.id })
    .from(repositoryObjects)
    .where(and(ofProject(projectId), eq(repositoryObjects.id, objectId)));
  if (!object) throw new HttpError(404, REPOSITORY_OBJECT_MESSAGES.notFound);
  await deleteRepositoryObject(db, files, attachments, caller, objectId);
}

/**
 * Before back office deletes a project: refused while bank-service child projects hang on it (409); its documents go
 * with it, their metadata in the delete's transaction and their bytes once it committed.
 */
export async function beforeProjectDelete(
  { db, files, afterCommit }: WriteContext,
  current: StoredProject,
): Promise<void> {
  const [child] = await db.select({ id: projects.id }).from(projects).where(eq(projects.parentId, current.id)).limit(1);
  if (child) throw new HttpError(409, PROJECT_MESSAGES.hasChildren);
  afterCommit(await deleteObjectsOfRecord(db, files.store, ofProject(current.id)));
}
