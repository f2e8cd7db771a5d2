import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import { createSignedFileUrls, fileUrlSecret, type SignedFileUrls } from './signed-urls.ts';

/** What the file routes share: where the bytes live and how their URLs are signed. */
export interface FileServices {
  store: FileStore;
  urls: SignedFileUrls;
}

export async function createFileServices(db: Database, config: AppConfig): Promise<FileServices> {
  const secret = await fileUrlSecret(db, config.fileUrlSecret);
  return { store: createFileStore(config.filesDir), urls: createSignedFileUrls(secret, config.publicUrl) };
}
