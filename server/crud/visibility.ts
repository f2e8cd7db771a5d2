import type { SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import type { Caller } from '../plugins/auth.ts';
import type { ResourceTable } from './table-for.ts';

export type VisibilityRuleName = ResourceDeclaration['visibility'];

/** Builds the SQL condition of the rows a caller may see (undefined: no condition). */
export type VisibilityRule = (caller: Caller, resource: ResourceTable) => SQL | undefined;

/**
 * Row visibility by rule name (DESIGN.md, generated CRUD): every read, update, delete, count and export adds this
 * condition, so a hidden row is a 404 and never counted. A new rule (for example `own`: `createdBy = caller`) is one
 * entry here and one name in the declaration's `visibility` union.
 */
export const visibilityRules: Record<VisibilityRuleName, VisibilityRule> = {
  all: () => undefined,
};

export const visibleTo = (declaration: ResourceDeclaration, caller: Caller, resource: ResourceTable): SQL | undefined =>
  visibilityRules[declaration.visibility](caller, resource);
