import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './byte-range.ts';

/** More bytes arrived than the upload may hold; the partial file is already gone. */
export class FileTooLargeError extends Error {
  constructor() {
    super('file larger than allowed');
  }
}

/** Passes bytes through and fails as soon as more than `max` went by. */
class ByteLimit extends Transform {
  bytes = 0;
  readonly max: number;

  constructor(max: number) {
    super();
    this.max = max;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(new FileTooLargeError());
    else callback(null, chunk);
  }
}

/** Bytes received into a temporary file: kept under a key with `commit`, or thrown away with `discard`. */
export interface ReceivedFile {
  bytes: number;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

export interface StoredFile {
  /** The whole file's size, whatever part the stream carries. */
  size: number;
  stream: Readable;
}

/** The bytes of repository objects on local disk (DESIGN.md, files), by storage key. */
export interface FileStore {
  /** Streams into a temporary file; rejects with FileTooLargeError past `maxBytes`, leaving nothing behind. */
  receive(source: Readable, maxBytes: number): Promise<ReceivedFile>;
  /**
   * The stored bytes (only `range`, both ends included, when given and within the file), streamed from the store and
   * never held in memory; null when the key holds none.
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

/** A fresh storage key: a random name in one of 256 folders (its first two characters). */
export function newStorageKey(): string {
  const name = randomUUID();
  return `${name.slice(0, 2)}/${name}`;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Consumes `source` without ever destroying it (a request must stay able to receive its answer): a read error or a
 * premature close of the source fails the counter instead.
 */
async function copyLimited(source: Readable, limit: ByteLimit, target: string): Promise<void> {
  const interrupted = (error?: Error) => { limit.destroy(error ?? new Error('upload interrupted')); };
  const onClose = () => { if (!source.readableEnded) interrupted(); };
  source.once('error', interrupted);
  source.once('close', onClose);
  source.pipe(limit);
  try {
    await pipeline(limit, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } finally {
    source.off('error', interrupted);
    source.off('close', onClose);
    source.unpipe(limit);
  }
}

export function createFileStore(root: string): FileStore {
  const incoming = join(root, '.incoming');
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`invalid storage key ${key}`);
    return join(root, key);
  };
  return {
    async receive(source, maxBytes) {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      const limit = new ByteLimit(maxBytes);
      try {
        await copyLimited(source, limit, temporary);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return {
        bytes: limit.bytes,
        async commit(key) {
          const target = pathOf(key);
          await mkdir(dirname(target), { recursive: true });
          await rename(temporary, target);
        },
        discard: () => rm(temporary, { force: true }),
      };
    },
    async open(key, range) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { size: found.size, stream: createReadStream(path, range && { start: range.start, end: range.end }) };
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
