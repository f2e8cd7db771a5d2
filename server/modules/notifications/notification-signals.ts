import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client.ts';

/** The PostgreSQL channel a new notice is announced on; its payload is the recipient's profile id. */
export const NOTIFICATION_CHANNEL = 'happyway_notifications';

/** How long the PostgreSQL listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 2_000;

/**
 * Announces a notice to every app node: `pg_notify` inside the write's transaction, so PostgreSQL delivers it only
 * once that transaction committed (and never when it rolled back).
 */
export async function announceNotice(db: Database, profileId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${profileId})`);
}

export interface NotificationSignals {
  /** Calls `listener` whenever a notice for `profileId` committed, on any node; answers the unsubscribe. */
  subscribe(profileId: string, listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * This node's one LISTEN on the notices channel, fanned out to its open streams by profile: PGlite's own `listen`, or
 * one dedicated connection of the PostgreSQL pool that reconnects after an outage.
 */
export async function listenForNotices(database: DatabaseHandle, onError: (error: unknown) => void): Promise<NotificationSignals> {
  const listeners = new Map<string, Set<() => void>>();
  const deliver = (profileId: string | undefined) => {
    for (const listener of listeners.get(profileId ?? '') ?? []) listener();
  };
  let stop: () => Promise<void>;
  if (database.client.kind === 'pglite') {
    const unlisten = await database.client.pglite.listen(NOTIFICATION_CHANNEL, deliver);
    stop = () => unlisten();
  } else {
    stop = listenOnPool(database.client.pool, deliver, onError);
  }
  return {
    subscribe(profileId, listener) {
      const set = listeners.get(profileId) ?? new Set();
      set.add(listener);
      listeners.set(profileId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(profileId);
      };
    },
    close: () => stop(),
  };
}

function listenOnPool(pool: pg.Pool, deliver: (payload: string | undefined) => void, onError: (error: unknown) => void): () => Promise<void> {
  let closed = false;
  let client: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    try {
      const connection = await pool.connect();
      if (closed) {
        connection.release();
        return;
      }
      client = connection;
      connection.on('notification', (message) => {
        if (message.channel === NOTIFICATION_CHANNEL) deliver(message.payload);
      });
      connection.on('error', (error) => {
        onError(error);
        connection.release(true);
        client = null;
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await connection.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      onError(error);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const connection = client;
    client = null;
    if (connection) {
      await connection.query(`unlisten ${NOTIFICATION_CHANNEL}`).catch(() => undefined);
      connection.release();
    }
  };
}
