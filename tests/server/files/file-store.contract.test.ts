import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  newStorageKey,
  RangeNotSatisfiableError,
  type FileStore,
} from '../../../server/files/file-store.ts';
import { createLocalFileStore } from '../../../server/files/local-file-store.ts';
import { createS3FileStore } from '../../../server/files/s3-file-store.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const localStore = (): Promise<StoreUnderTest> => {
  const root = mkdtempSync(join(tmpdir(), 'happyway-files-'));
  return Promise.resolve({
    store: createLocalFileStore(root),
    close: () => rm(root, { recursive: true, force: true }),
  });
};

const s3Store = async (): Promise<StoreUnderTest> => {
  const server = await startS3Server();
  return { store: createS3FileStore(server.config), close: () => server.close() };
};

async function put(store: FileStore, content: string): Promise<string> {
  const key = newStorageKey();
  const received = await store.receive(Readable.from([Buffer.from(content)]), 1024);
  await received.commit(key);
  return key;
}

/** One contract, both stores: what the file routes and the training videos rely on. */
describe.each([
  ['local disk', localStore],
  ['s3 bucket', s3Store],
] as const)('file store on %s', (_name, open) => {
  let subject: StoreUnderTest;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());

  it('keeps committed bytes under their key and reads them back whole', async () => {
    const key = await put(subject.store, 'Relazione tecnica');
    const stored = await subject.store.read(key);
    expect(stored?.size).toBe(17);
    expect(stored?.range).toBeNull();
    expect(await text(stored?.stream ?? Readable.from([]))).toBe('Relazione tecnica');
    expect((await subject.store.head(key))?.size).toBe(17);
  });

  it('reads a byte range, cutting its end to the last byte', async () => {
    const key = await put(subject.store, '0123456789');
    const middle = await subject.store.read(key, { start: 2, end: 5 });
    expect(middle?.range).toEqual({ start: 2, end: 5 });
    expect(middle?.size).toBe(10);
    expect(await text(middle?.stream ?? Readable.from([]))).toBe('2345');
    const tail = await subject.store.read(key, { start: 7, end: 99 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect(await text(tail?.stream ?? Readable.from([]))).toBe('789');
  });

  it('refuses a range that starts past the end', async () => {
    const key = await put(subject.store, 'abc');
    await expect(subject.store.read(key, { start: 3, end: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it('answers null for a key that holds nothing, and after removal', async () => {
    const key = await put(subject.store, 'da eliminare');
    await subject.store.remove(key);
    expect(await subject.store.read(key)).toBeNull();
    expect(await subject.store.head(key)).toBeNull();
    expect(await subject.store.read(newStorageKey(), { start: 0, end: 1 })).toBeNull();
  });

  it('rejects more bytes than allowed and keeps nothing of them', async () => {
    const key = newStorageKey();
    await expect(
      subject.store.receive(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await subject.store.head(key)).toBeNull();
  });

  it('keeps nothing of discarded bytes', async () => {
    const key = newStorageKey();
    const received = await subject.store.receive(Readable.from([Buffer.from('scartato')]), 100);
    expect(received.bytes).toBe(8);
    await received.discard();
    expect(await subject.store.head(key)).toBeNull();
  });

  it('refuses a key it did not make', async () => {
    await expect(subject.store.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('s3 store presigned URLs', () => {
  let server: TestS3Server;
  let store: FileStore;
  beforeAll(async () => {
    server = await startS3Server();
    store = createS3FileStore(server.config);
  });
  afterAll(() => server.close());

  it('takes the bytes straight from the browser and serves them back as a named attachment with ranges', async () => {
    const key = newStorageKey();
    const direct = store.direct;
    if (!direct) throw new Error('the S3 store signs URLs');
    const uploadUrl = await direct.uploadUrl(key, { contentType: 'application/pdf', size: 9 }, 60);
    expect(uploadUrl).toContain('X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost');
    expect(uploadUrl).not.toContain('x-amz-checksum');
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: '%PDF-1.4\n',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect(await store.head(key)).toEqual({ size: 9, contentType: 'application/pdf' });

    const downloadUrl = await direct.downloadUrl(key, { name: 'Relazione è.pdf', contentType: 'application/pdf' }, 60);
    const whole = await fetch(downloadUrl);
    expect(whole.headers.get('content-disposition')).toBe(
      'attachment; filename="Relazione _.pdf"; filename*=UTF-8\'\'Relazione%20%C3%A8.pdf',
    );
    expect(await whole.text()).toBe('%PDF-1.4\n');
    const part = await fetch(downloadUrl, { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-3/9');
    expect(await part.text()).toBe('PDF');
  });
});
