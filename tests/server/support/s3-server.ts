import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../../server/config/env.ts';

export interface TestS3Server {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, pure JavaScript over a temporary directory) with one empty bucket:
 * the S3 store's tests run against it, since no MinIO binary can run on the build machines.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'happyway-s3-'));
  const bucket = 'happyway-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      publicEndpoint: endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
