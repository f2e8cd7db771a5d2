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

/**
 * The listening connection, handed back to the pool once and without our handlers: an error on a connection already
 * handed back (the database going away later) is then the pool's to handle, not ours.
 */
interface Listener {
  connection: pg.PoolClient;
  release: (destroy: boolean) => void;
}

function listenOnPool(pool: pg.Pool, deliver: (payload: string | undefined) => void, onError: (error: unknown) => void): () => Promise<void> {
  let closed = false;
  let listener: Listener | null = null;
  let retry: NodeJS.Timeout | null = null;
  const reconnectLater = () => {
    if (!closed) retry ??= setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    retry = null;
    try {
      const connection = await pool.connect();
      if (closed) {
        connection.release();
        return;
      }
      const onNotification = (message: pg.Notification) => {
        if (message.channel === NOTIFICATION_CHANNEL) deliver(message.payload);
      };
      const onConnectionError = (error: Error) => {
        current.release(true);
        onError(error);
        reconnectLater();
      };
      const current: Listener = {
        connection,
        release: (destroy) => {
          if (listener === current) listener = null;
          connection.off('notification', onNotification);
          connection.off('error', onConnectionError);
          connection.release(destroy);
        },
      };
      listener = current;
      connection.on('notification', onNotification);
      connection.on('error', onConnectionError);
      await connection.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      if (closed) return;
      onError(error);
      reconnectLater();
    }
  };
  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = listener;
    if (current) {
      await current.connection.query(`unlisten ${NOTIFICATION_CHANNEL}`).catch(() => undefined);
      current.release(false);
    }
  };
}
