import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import {
  createSignedFileUrls,
  DOWNLOAD_URL_TTL_SECONDS,
  fileUrlSecret,
  UPLOAD_URL_TTL_SECONDS,
  type SignedFileUrls,
  type SignedUrl,
} from './signed-urls.ts';

/** What an upload or download URL is for: the object's id and key, and what its bytes must be. */
export interface FileObject {
  id: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
}

/** What the file routes share: where the bytes live and how their URLs are signed. */
export interface FileServices {
  store: FileStore;
  urls: SignedFileUrls;
  /** Where the browser PUTs the bytes: the bucket itself (S3) or the app's own signed URL (local disk). */
  uploadUrl(object: FileObject, now: Date): Promise<SignedUrl>;
  /** Where the browser GETs the bytes, the same way. */
  downloadUrl(object: FileObject, now: Date): Promise<SignedUrl>;
}

/** The configured store: the S3 bucket when S3_BUCKET is set, else `<DATA_DIR>/files`. */
export const configuredFileStore = (config: Pick<AppConfig, 's3' | 'filesDir'>): FileStore =>
  config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.filesDir);

const expiry = (now: Date, ttlSeconds: number) =>
  new Date(Math.floor(now.getTime() / 1000) * 1000 + ttlSeconds * 1000).toISOString();

export async function createFileServices(
  db: Database,
  config: AppConfig,
  store = configuredFileStore(config),
): Promise<FileServices> {
  const urls = createSignedFileUrls(await fileUrlSecret(db, config.fileUrlSecret), config.publicUrl);
  const { direct } = store;
  return {
    store,
    urls,
    async uploadUrl(object, now) {
      if (!direct) return urls.sign('PUT', object.id, now, UPLOAD_URL_TTL_SECONDS);
      return {
        url: await direct.uploadUrl(object.storageKey, object, UPLOAD_URL_TTL_SECONDS),
        expiresAt: expiry(now, UPLOAD_URL_TTL_SECONDS),
      };
    },
    async downloadUrl(object, now) {
      if (!direct) return urls.sign('GET', object.id, now, DOWNLOAD_URL_TTL_SECONDS);
      return {
        url: await direct.downloadUrl(object.storageKey, object, DOWNLOAD_URL_TTL_SECONDS),
        expiresAt: expiry(now, DOWNLOAD_URL_TTL_SECONDS),
      };
    },
  };
}
