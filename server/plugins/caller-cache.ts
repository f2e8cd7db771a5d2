import type { FastifyInstance } from 'fastify';

/** Where a cache hears that a caller changed: the node's LISTEN on the callers channel (notification-signals.ts). */
export interface CallerChanges {
  /** `profileId` changed, or, with null, anything may have changed. */
  onCallerChange(listener: (profileId: string | null) => void): void;
  /** Whether changes are heard now; while not, the cache is not used. */
  listening(): boolean;
  /** Resolves once every change committed before the call was heard here (bounded in time, never rejects). */
  heard(): Promise<void>;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A successful write's answer leaves once this node heard the caller changes it committed (a suspension, an approval),
 * so the next request here sees them; other nodes hear them moments later.
 */
export function registerOwnChangesHeard(scope: FastifyInstance, changes: Pick<CallerChanges, 'heard'>): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!readMethods.has(request.method) && reply.statusCode < 400) await changes.heard();
    return payload;
  });
}

export interface CallerCacheOptions {
  /** How long an entry is trusted even without a change heard: a safety net, not the way changes arrive. */
  ttlMs?: number;
  maxEntries?: number;
}

/** What the cache needs of a caller: whose profile it is, so a change heard of that profile drops it. */
interface CachedCaller {
  profileId: string;
}

interface Entry<C extends CachedCaller> {
  caller: C;
  storedAt: number;
  /** Tokens of this caller (by `jti` or `sid`) already found not revoked: forgotten with the entry. */
  clearedTokens: Set<string>;
}

/**
 * This node's copy of each caller's profile and roles by token subject, so a request costs no query for them. Any
 * change to a profile or its roles, on any node, is announced by PostgreSQL on commit (a trigger and LISTEN/NOTIFY;
 * PGlite in process) and drops that caller's entry, so a suspension applies from the next request; while the node
 * does not hear the announcements (its listening connection is lost), every request loads the caller afresh.
 */
export function createCallerCache<C extends CachedCaller>(
  load: (subject: string) => Promise<C | null>,
  changes: CallerChanges,
  options: CallerCacheOptions = {},
) {
  const { ttlMs = 60_000, maxEntries = 10_000 } = options;
  const entries = new Map<string, Entry<C>>();
  /** Bumped by every change heard: a load that saw an older generation does not store what it read. */
  let generation = 0;

  changes.onCallerChange((profileId) => {
    generation += 1;
    if (profileId === null) {
      entries.clear();
      return;
    }
    for (const [subject, entry] of entries) if (entry.caller.profileId === profileId) entries.delete(subject);
  });

  /** The entry of `subject` while it may be trusted: young enough, and changes are heard. */
  const freshEntry = (subject: string): Entry<C> | undefined => {
    const cached = entries.get(subject);
    return cached && Date.now() - cached.storedAt < ttlMs && changes.listening() ? cached : undefined;
  };

  /** A copy the request may add to (its `X-AppRole`), never the cached one. */
  const copyOf = (caller: C): C => structuredClone(caller);

  return {
    /** Forgets `subject` on this node at once (its own logout): other nodes hear it from the announcement. */
    forget(subject: string): void {
      generation += 1;
      entries.delete(subject);
    },

    async caller(subject: string): Promise<C | null> {
      if (!changes.listening()) return load(subject);
      const cached = freshEntry(subject);
      if (cached) return copyOf(cached.caller);
      const seen = generation;
      const loaded = await load(subject);
      if (loaded && seen === generation && changes.listening()) {
        entries.delete(subject);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(subject, { caller: copyOf(loaded), storedAt: Date.now(), clearedTokens: new Set() });
      }
      return loaded;
    },

    /**
     * Whether the token `tokenKey` of `subject` is revoked, asking `isRevoked` only when this node has not already
     * found it valid since the caller last changed: a logout or an ended session announces a change of its profile,
     * which forgets the entry with its cleared tokens.
     */
    async revoked(subject: string, tokenKey: string | undefined, isRevoked: () => Promise<boolean>): Promise<boolean> {
      if (tokenKey !== undefined && freshEntry(subject)?.clearedTokens.has(tokenKey)) return false;
      const seen = generation;
      const revoked = await isRevoked();
      if (!revoked && tokenKey !== undefined && seen === generation && changes.listening())
        entries.get(subject)?.clearedTokens.add(tokenKey);
      return revoked;
    },
  };
}

export type CallerCache<C extends CachedCaller> = ReturnType<typeof createCallerCache<C>>;
