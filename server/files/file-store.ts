import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** More bytes arrived than the upload may hold; the partial file is already gone. */
export class FileTooLargeError extends Error {
  constructor() {
    super('file larger than allowed');
  }
}

/** Bytes received into a temporary place: kept under a key with `commit`, or thrown away with `discard`. */
export interface ReceivedFile {
  bytes: number;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

/** Inclusive byte offsets, as an HTTP `Range: bytes=start-end` names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The whole object's size, whatever part `stream` carries. */
  size: number;
  stream: Readable;
  /** The part `stream` carries when a range was asked for, else null (the whole object). */
  range: ByteRange | null;
}

export interface StoredObject {
  size: number;
  /** The type the bytes were stored with; null where the store keeps none (local disk). */
  contentType: string | null;
}

/** Presigned URLs straight to the storage service, so browsers move the bytes without the app in the way (S3). */
export interface DirectTransfer {
  /** A PUT URL that takes exactly `size` bytes of `contentType` under `key`, until `ttlSeconds` from now. */
  uploadUrl(key: string, file: { contentType: string; size: number }, ttlSeconds: number): Promise<string>;
  /**
   * A GET URL that answers the bytes (videos inline, the rest as an attachment named `name`), with range requests, for
   * `ttlSeconds`.
   */
  downloadUrl(key: string, file: { name: string; contentType: string }, ttlSeconds: number): Promise<string>;
}

/** Where uploaded bytes live (DESIGN.md, files), by storage key: local disk or an S3 bucket, one contract. */
export interface FileStore {
  /** Streams into a temporary place; rejects with FileTooLargeError past `maxBytes`, leaving nothing behind. */
  receive(source: Readable, maxBytes: number): Promise<ReceivedFile>;
  /**
   * The stored bytes, or null when the key holds none. With `range` only those bytes (its end is cut to the last
   * byte); a range that starts past the end rejects with RangeNotSatisfiableError.
   */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Size and stored type of the key's bytes, or null when it holds none. */
  head(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Presigned URLs to the service itself, when the store has them (S3); null on local disk (the app signs its own). */
  direct: DirectTransfer | null;
}

/** A range whose first byte lies past the end of the object (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  readonly size: number;

  constructor(size: number) {
    super('range not satisfiable');
    this.size = size;
  }
}

/** A fresh storage key: a random name in one of 256 folders (its first two characters). */
export function newStorageKey(): string {
  const name = randomUUID();
  return `${name.slice(0, 2)}/${name}`;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses anything but a key `newStorageKey` makes, so no key can reach outside the store. */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/** The range cut to the object's last byte; RangeNotSatisfiableError when it starts past it. */
export function boundedRange(range: ByteRange, size: number): ByteRange {
  if (range.start >= size || range.start > range.end) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
