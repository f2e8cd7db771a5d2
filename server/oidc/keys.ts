import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { issuerKeys } from '../db/schema/index.ts';

export interface IssuerKeys {
  signing: JWK;
  cookies: string[];
}

async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(issuerKeys).where(eq(issuerKeys.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(issuerKeys)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(issuerKeys).where(eq(issuerKeys.name, name));
  if (!stored) throw new Error(`Issuer key ${name} could not be stored`);
  return stored.value as T;
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The issuer's keys, generated on first start and kept in the database so restarts and other nodes share them. */
export async function loadIssuerKeys(db: Database): Promise<IssuerKeys> {
  const signing = await loadOrCreate(db, 'signing', createSigningKey);
  const cookies = await loadOrCreate(db, 'cookies', () =>
    Promise.resolve([randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')]),
  );
  return { signing, cookies };
}

/** The public half of a private JWK (what a JWKS publishes and the API verifies with). */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
