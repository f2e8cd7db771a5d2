import type { AuditAction, AuditEntry, FieldChanges } from '../../domain/schemas/audit.ts';
import type { Database } from '../db/client.ts';
import type { Row } from './store.ts';

/** One write to record, in the write's own transaction. */
export interface AuditRecord {
  resource: string;
  recordId: string;
  action: AuditAction;
  actorId: string | null;
  changes: FieldChanges;
}

/** Where the audit log lives (server/audit/audit-trail.ts): crud writes through it and reads a record's timeline. */
export interface AuditTrail {
  /** Writes one entry with `db`, the write's transaction, so it commits or rolls back with the write. */
  record(db: Database, entry: AuditRecord): Promise<void>;
  /** A record's entries, newest first. */
  timeline(db: Database, resource: string, recordId: string): Promise<AuditEntry[]>;
}

/** Keys a timeline never shows: the id and the timestamps every write moves. */
const UNTRACKED = new Set(['id', 'createdAt', 'updatedAt']);

const same = (left: unknown, right: unknown): boolean => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * The fields a write changed among `keys`, each with its value before and after; a create has no before (every set
 * field from null), a delete no after.
 */
export function fieldChanges(keys: readonly string[], before: Row | null, after: Row | null): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of keys) {
    if (UNTRACKED.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!same(from, to)) changes[key] = { from, to };
  }
  return changes;
}
