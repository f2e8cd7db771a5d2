import { and, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry, FieldChanges } from '../../domain/schemas/audit.ts';
import type { Database } from '../db/client.ts';
import { auditEntries, profiles } from '../db/schema/index.ts';
import { fullNameOf } from '../db/profile-name.ts';

/** One write to record, in the write's own transaction. */
export interface AuditRecord {
  resource: string;
  recordId: string;
  action: AuditAction;
  actorId: string | null;
  changes: FieldChanges;
}

/** The audit log's contract: crud writes through it and reads a record's timeline. */
export interface AuditTrail {
  /** Writes one entry with `db`, the write's transaction, so it commits or rolls back with the write. */
  record(db: Database, entry: AuditRecord): Promise<void>;
  /** A record's entries, newest first. */
  timeline(db: Database, resource: string, recordId: string): Promise<AuditEntry[]>;
}

const actorName = fullNameOf<string | null>();

/** Writes one audit entry; pass the write's transaction as `db`. */
export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

/** The audit log over `audit_entries`, with each entry's author by name. */
export const auditTrail: AuditTrail = {
  record: recordAudit,
  async timeline(db, resource, recordId) {
    const rows = await db
      .select({
        id: auditEntries.id,
        action: auditEntries.action,
        at: auditEntries.at,
        changes: auditEntries.changes,
        actorId: auditEntries.actorId,
        actorName,
      })
      .from(auditEntries)
      .leftJoin(profiles, eq(profiles.id, auditEntries.actorId))
      .where(and(eq(auditEntries.resource, resource), eq(auditEntries.recordId, recordId)))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id));
    return rows.map((row): AuditEntry => ({
      id: row.id,
      action: row.action as AuditEntry['action'],
      at: row.at.toISOString(),
      actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
      changes: row.changes as AuditEntry['changes'],
    }));
  },
};
