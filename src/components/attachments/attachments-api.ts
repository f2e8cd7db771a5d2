import axios, { type AxiosProgressEvent } from 'axios';
import type {
  RepositoryEntityType, RepositoryObjectCreateBody, RepositoryObjectCreated, RepositoryObjectDownload,
} from '../../../domain/files/repository-objects.ts';
import { httpClient } from '../../providers/http-client.ts';

const basePath = '/happyway/repository-objects';

/** A bare client for the signed URLs: none of our API's interceptors, headers or token. */
export const uploadClient = axios.create({ timeout: 0 });

/** The list of an entity's files (below the API base), also the react-query key of `useApiQuery`. */
export function attachmentsListPath(entityType: RepositoryEntityType, entityId: string, category?: string): string {
  const query = new URLSearchParams({ entity_id: entityId, entityType });
  if (category) query.set('category', category);
  return `${basePath}?${query.toString()}`;
}

/** Records the file's metadata; the answer says where to PUT its bytes. */
export const createAttachment = async (body: RepositoryObjectCreateBody) =>
  (await httpClient.post<RepositoryObjectCreated>(basePath, body)).data;

/**
 * The bytes go straight to the signed URL, without our API's headers or bearer token (the signature is the
 * authorisation), with the declared content type.
 */
export const sendAttachmentBytes = async (uploadUrl: string, file: Blob, contentType: string, onProgress: (event: AxiosProgressEvent) => void) => {
  await uploadClient.put(uploadUrl, file, { headers: { 'Content-Type': contentType }, onUploadProgress: onProgress });
};

export const attachmentDownloadUrl = async (id: string) =>
  (await httpClient.get<RepositoryObjectDownload>(`${basePath}/${id}/download`)).data.url;

export const deleteAttachment = async (id: string) => {
  await httpClient.delete(`${basePath}/${id}`);
};
