import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copyLimited } from './byte-limit.ts';
import { boundedRange, checkedKey, type FileStore } from './file-store.ts';

/** The embedded store: files under `root`, arriving in `root/.incoming` and renamed into place on commit. */
export function createLocalFileStore(root: string): FileStore {
  const incoming = join(root, '.incoming');
  const pathOf = (key: string) => join(root, checkedKey(key));
  const sizeOf = async (key: string) => {
    const found = await stat(pathOf(key)).catch(() => null);
    return found?.isFile() ? found.size : null;
  };
  return {
    async receive(source, maxBytes) {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      let bytes: number;
      try {
        bytes = await copyLimited(source, maxBytes, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return {
        bytes,
        async commit(key) {
          const target = pathOf(key);
          await mkdir(dirname(target), { recursive: true });
          await rename(temporary, target);
        },
        discard: () => rm(temporary, { force: true }),
      };
    },
    async read(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      if (!range) return { size, stream: createReadStream(pathOf(key)), range: null };
      const bounded = boundedRange(range, size);
      return { size, stream: createReadStream(pathOf(key), bounded), range: bounded };
    },
    async head(key) {
      const size = await sizeOf(key);
      return size === null ? null : { size, contentType: null };
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    direct: null,
  };
}
