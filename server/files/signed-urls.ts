import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_BASE } from '../../domain/api/base.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';

/** How long a signed URL works: the upload URL the POST returns, and the download URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export type SignedMethod = 'GET' | 'PUT';

/**
 * Where the bytes of an object go (PUT) and come from (GET), below the public origin; the query carries the signature.
 */
export const fileContentPath = (id: string) => `${API_BASE}/files/${id}/content`;

export interface SignedUrl {
  url: string;
  expiresAt: string;
}

export interface SignedFileUrls {
  /** A URL that allows `method` on the content of object `id` until `now` + `ttlSeconds`, and nothing else. */
  sign(method: SignedMethod, id: string, now: Date, ttlSeconds: number): SignedUrl;
  /** Whether `expires` and `signature` (the URL's query) allow `method` on object `id` at `now`. */
  verify(
    method: SignedMethod,
    id: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): boolean;
}

const expiresPattern = /^[0-9]{1,12}$/;
/** A SHA-256 HMAC in base64url: 32 bytes, 43 characters. */
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** Signed URLs in the manner of S3: an HMAC-SHA256 over method, object id and expiry (seconds since the epoch). */
export function createSignedFileUrls(secret: string, publicUrl: string): SignedFileUrls {
  const mac = (method: SignedMethod, id: string, expires: string) =>
    createHmac('sha256', secret).update(`${method}\n${id}\n${expires}`).digest('base64url');
  return {
    sign(method, id, now, ttlSeconds) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: mac(method, id, String(expires)) });
      return {
        url: `${publicUrl}${fileContentPath(id)}?${query.toString()}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(method, id, expires, signature, now) {
      if (!expires || !signature || !expiresPattern.test(expires) || !signaturePattern.test(signature)) return false;
      if (Number(expires) * 1000 <= now.getTime()) return false;
      return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(method, id, expires)));
    },
  };
}

const secretKey = 'file_url_secret';

/**
 * The signing secret: FILE_URL_SECRET when set, else one generated on first start and kept in app_meta for every node.
 */
export async function fileUrlSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, secretKey));
  if (!stored) throw new Error('file URL secret could not be stored');
  return stored.value;
}
