import type { FieldChanges } from '../../domain/schemas/audit.ts';
import type { Row } from './store.ts';

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
