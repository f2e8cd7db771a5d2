import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** The PostgreSQL channel a new notice is announced on; its payload is the recipient's profile id. */
export const NOTIFICATION_CHANNEL = 'happyway_notifications';

/**
 * The channel a change to a profile or its roles is announced on (a trigger, migration 0016), with the profile's id:
 * every node forgets its cached copy of that caller.
 */
export const CALLER_CHANNEL = 'happyway_callers';

/** How long the PostgreSQL listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 2_000;
/** How long a write's answer waits, at most, for this node to hear its own changes (a hung listening connection). */
const HEARD_WAIT_MS = 1_000;

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
  /**
   * Calls `listener` with the profile id whenever a change to a profile or its roles committed, on any node, and with
   * null when changes may have been missed (the listening connection was lost and is back).
   */
  onCallerChange(listener: (profileId: string | null) => void): void;
  /** Whether this node hears the changes now (false while its listening connection is lost). */
  listening(): boolean;
  /**
   * Resolves once this node has heard every change committed before the call (at most `HEARD_WAIT_MS` later; never
   * rejects): a write's answer waits for it, so the node that made a change never serves the caller as before it.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

/**
 * This node's one LISTEN on the notices channel, fanned out to its open streams by profile: PGlite's own `listen`, or
 * one dedicated connection of the PostgreSQL pool that reconnects after an outage.
 */
export async function listenForNotices(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<NotificationSignals> {
  const listeners = new Map<string, Set<() => void>>();
  const callerListeners: ((profileId: string | null) => void)[] = [];
  const deliver = (channel: string, payload: string | null) => {
    if (channel === CALLER_CHANNEL) {
      for (const listener of callerListeners) listener(payload);
      return;
    }
    for (const listener of listeners.get(payload ?? '') ?? []) listener();
  };
  let stop: () => Promise<void>;
  let listening: () => boolean;
  let heard: () => Promise<void>;
  if (database.client.kind === 'pglite') {
    const { pglite } = database.client;
    const unlisten = await Promise.all(
      [NOTIFICATION_CHANNEL, CALLER_CHANNEL].map((channel) =>
        pglite.listen(channel, (payload) => {
          deliver(channel, payload);
        }),
      ),
    );
    stop = async () => {
      await Promise.all(unlisten.map((each) => each()));
    };
    listening = () => true;
    // PGlite hands the notifications a statement's answer carries to the listeners in microtasks queued before that
    // statement's promise settles: once a commit resolved, its notifications were delivered
    // (caller-changes-heard.test.ts).
    heard = () => Promise.resolve();
  } else {
    const pooled = listenOnPool(database.client.pool, deliver, onError);
    stop = () => pooled.stop();
    listening = () => pooled.listening();
    heard = () => pooled.heard();
  }
  return {
    onCallerChange(listener) {
      callerListeners.push(listener);
    },
    listening: () => listening(),
    heard: () => heard(),
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

const channels = [NOTIFICATION_CHANNEL, CALLER_CHANNEL];

function listenOnPool(
  pool: pg.Pool,
  deliver: (channel: string, payload: string | null) => void,
  onError: (error: unknown) => void,
) {
  let isListening = false;
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
        if (channels.includes(message.channel)) deliver(message.channel, message.payload ?? null);
      };
      const onConnectionError = (error: Error) => {
        isListening = false;
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
      for (const channel of channels) await connection.query(`listen ${channel}`);
      isListening = true;
      // Whatever changed while nobody listened is unknown: every cached caller is forgotten.
      deliver(CALLER_CHANNEL, null);
    } catch (error) {
      if (closed) return;
      onError(error);
      reconnectLater();
    }
  };
  void connect();
  return {
    listening: () => isListening,
    /**
     * A round trip on the listening connection itself: PostgreSQL sends a listener every notification committed before
     * its statement ends ahead of the statement's answer, so once the answer is in, those notifications were delivered.
     */
    async heard() {
      const current = listener;
      if (!current || !isListening) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, HEARD_WAIT_MS);
      });
      await Promise.race([
        current.connection.query('select 1').then(
          () => undefined,
          () => undefined,
        ),
        waited,
      ]);
      clearTimeout(timer);
    },
    async stop() {
      closed = true;
      isListening = false;
      if (retry) clearTimeout(retry);
      const current = listener;
      if (current) {
        await current.connection.query('unlisten *').catch(() => undefined);
        current.release(false);
      }
    },
  };
}
