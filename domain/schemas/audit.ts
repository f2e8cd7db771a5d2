import { z } from 'zod';

/** What a write did to a record: created, changed, deleted, or moved to another status. */
export const auditActions = ['create', 'update', 'delete', 'status'] as const;
export type AuditAction = (typeof auditActions)[number];

/** Per field, its value before and after the write (null where it had none). */
export const fieldChangesSchema = z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }));
export type FieldChanges = z.infer<typeof fieldChangesSchema>;

/** One entry of a record's timeline: who, when, what changed. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(auditActions),
  at: z.iso.datetime(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  changes: fieldChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET <resource path>/{id}/timeline: the record's entries, newest first. */
export const auditTimelineSchema = z.object({ data: z.array(auditEntrySchema) });
export type AuditTimeline = z.infer<typeof auditTimelineSchema>;
