import { Writable, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/env.ts';
import { copyLimited } from './byte-limit.ts';
import { dispositionOf } from './content-disposition.ts';
import { boundedRange, checkedKey, RangeNotSatisfiableError, type FileStore } from './file-store.ts';

/** Collects the chunks of a bounded upload in memory (at most the upload limit, 25 MB). */
class Chunks extends Writable {
  readonly parts: Buffer[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.parts.push(chunk);
    callback();
  }
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

function clientOf(config: S3Config, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Presigned PUTs from browsers carry no checksum; S3 would refuse the one the SDK otherwise signs in.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3 bucket through the AWS SDK v3 (DESIGN.md, files). Browsers PUT and GET the bytes straight to the
 * bucket with presigned URLs whose signature covers the content type and the exact length, so the bucket refuses any
 * other body; the app checks both again (`head`) before it counts an upload as arrived.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = clientOf(config, config.endpoint);
  const signer = config.publicEndpoint === config.endpoint ? client : clientOf(config, config.publicEndpoint);
  const Bucket = config.bucket;
  return {
    async receive(source, maxBytes) {
      const chunks = new Chunks();
      const bytes = await copyLimited(source, maxBytes, chunks);
      return {
        bytes,
        async commit(key) {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: checkedKey(key),
              Body: Buffer.concat(chunks.parts),
              ContentLength: bytes,
            }),
          );
        },
        discard: () => {
          chunks.parts.length = 0;
          return Promise.resolve();
        },
      };
    },
    async read(key, range) {
      try {
        const size = range ? (await this.head(key))?.size : undefined;
        if (range && size === undefined) return null;
        const bounded = range && size !== undefined ? boundedRange(range, size) : null;
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkedKey(key),
            ...(bounded && { Range: `bytes=${String(bounded.start)}-${String(bounded.end)}` }),
          }),
        );
        return { size: size ?? answer.ContentLength ?? 0, stream: answer.Body as Readable, range: bounded };
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          throw new RangeNotSatisfiableError(0);
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    direct: {
      uploadUrl: (key, file, ttlSeconds) =>
        getSignedUrl(
          signer,
          new PutObjectCommand({
            Bucket,
            Key: checkedKey(key),
            ContentType: file.contentType,
            ContentLength: file.size,
          }),
          { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
        ),
      downloadUrl: (key, file, ttlSeconds) =>
        getSignedUrl(
          signer,
          new GetObjectCommand({
            Bucket,
            Key: checkedKey(key),
            ResponseContentType: file.contentType,
            ResponseContentDisposition: dispositionOf(file),
            ResponseCacheControl: 'private, no-store',
          }),
          { expiresIn: ttlSeconds },
        ),
    },
  };
}

/**
 * The origin the presigned URLs point browsers to (for the CSP): path style keeps the endpoint's host, else the
 * bucket's own.
 */
export function bucketOriginOf(config: S3Config): string {
  const endpoint = new URL(config.publicEndpoint ?? `https://s3.${config.region}.amazonaws.com`);
  if (!config.forcePathStyle) endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}
