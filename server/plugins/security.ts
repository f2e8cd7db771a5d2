import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { shellScriptHashes } from './spa-shells.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** What the CSP allows beyond our own origin and the issuer's, from the parts that need it. */
export interface AllowedSources {
  /** Hashes of the embedded issuer's inline scripts (its logout page's). */
  issuerScriptHashes: readonly string[];
  /** The bucket's origin, when the files live in S3: browsers PUT and GET files straight to it. */
  bucketOrigin: string | null;
}

/**
 * Security headers (CSP allowing only our own origin, the issuer, the bucket, the issuer's inline scripts and the page
 * shells') and rate limits shared by every node.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  db: Database,
  allowed: AllowedSources,
): Promise<void> {
  const issuerOrigin = new URL(config.issuer).origin;
  const self = "'self'";
  const sources = issuerOrigin === new URL(config.publicUrl).origin ? [self] : [self, issuerOrigin];
  const bucketOrigin = allowed.bucketOrigin === null ? [] : [allowed.bucketOrigin];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...allowed.issuerScriptHashes, ...shellScriptHashes],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        // Lesson videos stream from signed URLs (ours or the bucket's); back office's form reads a picked video's
        // length from a blob.
        mediaSrc: [self, 'blob:', ...bucketOrigin],
        connectSrc: [...sources, ...bucketOrigin],
        frameSrc: sources,
        formAction: sources,
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Counted in the database, so a limit holds across every node; a database error lets the request through to its own
  // 503.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db), skipOnError: true });
}
