/** What other modules may use of the file repository: a record's files, found, listed and deleted with the record. */
export {
  deleteObjects,
  deleteObjectsOfRecord,
  findObject,
  uploadedObjectsOf,
} from './repository-objects.repository.ts';
export { deleteRepositoryObject } from './repository-objects.service.ts';
