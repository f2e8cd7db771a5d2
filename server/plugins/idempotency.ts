import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, isIdempotencyKey } from '../../domain/rules/idempotency.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { databaseFailureOf } from '../db/unavailable.ts';
import { apiError, HttpError } from '../http/http-error.ts';

/**
 * The methods whose requests may carry a key: every write. Creates and actions (POST, PATCH), and PUT and DELETE too:
 * a status move, an approval or a delete sent twice would otherwise answer its repeat 409 or 404 though it was done.
 */
const keyedMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** How long a repeat waits for the first request with its key to finish before it is told to retry. */
const PENDING_WAIT_MS = 5_000;
const PENDING_POLL_MS = 100;
/**
 * A `pending` row older than this is a request whose node died (or whose answer could not be stored): a repeat then
 * runs again. Longer than any request may last (pool wait plus statement timeout).
 */
const ABANDONED_AFTER_MS = 120_000;
/** How long a stored answer is replayed; the hourly job deletes older rows. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
export const REPLAYED_HEADER = 'idempotent-replayed';

interface Claim {
  caller: string;
  key: string;
  method: string;
  path: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency row this request claimed, which its answer completes. */
    idempotency: Claim | null;
  }
}

const fingerprintOf = (body: unknown): string =>
  createHash('sha256')
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest('hex');

/** The caller a key belongs to: the profile behind the token, else the client's address (public forms). */
const callerKeyOf = (request: FastifyRequest): string =>
  request.caller ? `profile:${request.caller.profileId}` : `address:${request.ip}`;

const whereClaim = (claim: Claim) =>
  and(
    eq(idempotencyKeys.caller, claim.caller),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.path, claim.path),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on every write (POST, PATCH, PUT, DELETE) of the API, once for all routes: the first request with a
 * key claims it (one row in the database, so across nodes, two at once make one claim), runs, and stores its answer; a
 * repeat by the same caller on the same method and path gets that answer again (`Idempotent-Replayed: true`) and
 * writes nothing. A key reused with another body is a 422; a repeat while the first still runs waits for its answer,
 * and past a few seconds is a 409 with `Retry-After`. A refused request (4xx, 5xx) frees its key, since it changed
 * nothing. The hook runs after the role check and the validation, so a refused caller or body claims no key.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotency', null);

  const replay = (reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect) => {
    reply.code(row.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
    if (row.contentType) reply.type(row.contentType);
    return reply.send(row.body === null ? null : row.body);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!keyedMethods.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined) return;
    if (typeof header !== 'string' || !isIdempotencyKey(header)) {
      throw new HttpError(400, IDEMPOTENCY_MESSAGES.keyInvalid, [
        { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_MESSAGES.keyInvalid },
      ]);
    }
    const claim: Claim = {
      caller: callerKeyOf(request),
      key: header,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
    };
    const fingerprint = fingerprintOf(request.body);
    for (const started = Date.now(); ;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ ...claim, fingerprint, state: 'pending' })
        .onConflictDoUpdate({
          target: [idempotencyKeys.caller, idempotencyKeys.key, idempotencyKeys.method, idempotencyKeys.path],
          set: { fingerprint, createdAt: sql`now()` },
          // Only an abandoned claim is taken over; a live or done one stays as it is and the insert returns nothing.
          setWhere: and(
            eq(idempotencyKeys.state, 'pending'),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_MS / 1000})`),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        request.idempotency = claim;
        return;
      }
      const [existing] = await db.select().from(idempotencyKeys).where(whereClaim(claim));
      if (!existing) continue;
      if (existing.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
      if (existing.state === 'done') return replay(reply, existing);
      if (Date.now() - started >= PENDING_WAIT_MS) {
        return reply.code(409).header('retry-after', '1').send(apiError(409, IDEMPOTENCY_MESSAGES.stillRunning));
      }
      await sleep(PENDING_POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const succeeded =
      reply.statusCode < 400 &&
      (payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload));
    const store = succeeded
      ? () =>
          db
            .update(idempotencyKeys)
            .set({
              state: 'done',
              statusCode: reply.statusCode,
              contentType: String(reply.getHeader('content-type') ?? '') || null,
              body: payload === null || payload === undefined ? null : payload.toString(),
            })
            .where(whereClaim(claim))
      : () => db.delete(idempotencyKeys).where(and(whereClaim(claim), eq(idempotencyKeys.state, 'pending')));
    // The answer goes out now, whatever happens to its record: the write it describes is committed (or was refused)
    // already. The record is written beside it, tried again while the database is busy; a repeat meanwhile waits for
    // it.
    void storeWithRetries(store).catch((error: unknown) => {
      request.log.error(
        { err: error, key: claim.key },
        'idempotency: the answer could not be stored, a repeat will wait for the claim to expire',
      );
    });
    return payload;
  });
}

/** Waits between the tries of storing an answer: the database may be saturated just after the write that filled it. */
const STORE_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

async function storeWithRetries(store: () => PromiseLike<unknown>): Promise<void> {
  for (const delay of [0, ...STORE_RETRY_DELAYS_MS]) {
    if (delay > 0) await sleep(delay);
    try {
      await store();
      return;
    } catch (error) {
      if (delay === STORE_RETRY_DELAYS_MS.at(-1) || !databaseFailureOf(error)) throw error;
    }
  }
}

/** Deletes the answers kept past the retention (the hourly job). */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`));
}
