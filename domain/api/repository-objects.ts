import type { z } from 'zod';
import type {
  repositoryObjectCreatedSchema,
  repositoryObjectCreateSchema,
  repositoryObjectDownloadSchema,
  repositoryObjectListQuerySchema,
  repositoryObjectListSchema,
  repositoryObjectSchema,
  repositoryObjectUpdateSchema,
} from '../files/repository-objects.ts';
import { endpoint } from './endpoint.ts';

type RepositoryObject = z.output<typeof repositoryObjectSchema>;

/**
 * Repository objects (spec section 7): the files attached to an entity, their metadata posted first and their bytes
 * PUT to the signed URL the answer gives, or sent in one multipart upload.
 */
export const repositoryObjectsApi = {
  /** The uploaded files of one entity (of one `category`, when given), newest first. */
  list: endpoint<z.output<typeof repositoryObjectListSchema>, z.input<typeof repositoryObjectListQuerySchema>>()(
    'GET',
    '/happyway/repository-objects',
  ),
  /** A file's metadata; the answer says where to PUT its bytes. */
  create: endpoint<
    z.output<typeof repositoryObjectCreatedSchema>,
    undefined,
    z.input<typeof repositoryObjectCreateSchema>
  >()('POST', '/happyway/repository-objects'),
  /** A file and its fields in one multipart body (`repositoryObjectUploadFieldsSchema`, then the file part). */
  upload: endpoint<RepositoryObject, undefined, FormData>()('POST', '/happyway/repository-objects/upload'),
  /** A short-lived signed URL that streams the file as an attachment. */
  download: endpoint<z.output<typeof repositoryObjectDownloadSchema>>()(
    'GET',
    '/happyway/repository-objects/:id/download',
  ),
  /** A new name and/or new metadata of a file. */
  update: endpoint<RepositoryObject, undefined, z.input<typeof repositoryObjectUpdateSchema>>()(
    'PUT',
    '/happyway/repository-objects/:id',
  ),
  /** Deletes a file, its metadata and its bytes. */
  remove: endpoint<null>()('DELETE', '/happyway/repository-objects/:id'),
};
