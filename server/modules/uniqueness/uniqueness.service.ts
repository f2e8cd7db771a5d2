import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isValidEmail } from '../../../domain/rules/email.ts';
import { isValidVat } from '../../../domain/rules/vat.ts';
import { isValidPhone } from '../../../domain/rules/phone.ts';
import {
  EMAIL_IN_USE,
  EMAIL_INVALID,
  FISCAL_CODE_INVALID,
  PHONE_FORMAT_INVALID,
  PHONE_IN_USE,
  VAT_INVALID,
} from '../../../domain/rules/messages.ts';
import type { UniquenessResult } from '../../../domain/schemas/uniqueness.ts';
import type { Database } from '../../db/client.ts';
import { condominiums, organizations, profiles } from '../../db/schema/index.ts';

export const VAT_IN_USE = 'Partita IVA già registrata';
export const CONDOMINIUM_FISCAL_CODE_IN_USE = 'Codice fiscale del condominio già registrato';

interface UniqueColumn {
  table: PgTable;
  id: PgColumn;
  value: PgColumn;
  /** Compare case-insensitively (e-mail addresses). */
  ignoreCase?: boolean;
}

async function isTaken(db: Database, column: UniqueColumn, value: string, excluding?: string): Promise<boolean> {
  const match: SQL = column.ignoreCase ? sql`lower(${column.value}) = lower(${value})` : eq(column.value, value);
  const rows = await db
    .select({ id: column.id })
    .from(column.table)
    .where(and(match, excluding ? ne(column.id, excluding) : undefined))
    .limit(1);
  return rows.length > 0;
}

interface Check {
  isWellFormed: (value: string) => boolean;
  malformed: string;
  column: UniqueColumn;
  taken: string;
}

const checks = {
  userUniqueEmail: {
    isWellFormed: isValidEmail,
    malformed: EMAIL_INVALID,
    taken: EMAIL_IN_USE,
    column: { table: profiles, id: profiles.id, value: profiles.email, ignoreCase: true },
  },
  userUniquePhone: {
    isWellFormed: isValidPhone,
    malformed: PHONE_FORMAT_INVALID,
    taken: PHONE_IN_USE,
    column: { table: profiles, id: profiles.id, value: profiles.phone },
  },
  organizationVat: {
    isWellFormed: isValidVat,
    malformed: VAT_INVALID,
    taken: VAT_IN_USE,
    column: { table: organizations, id: organizations.id, value: organizations.vatNumber },
  },
  condominiumFiscalCode: {
    isWellFormed: isValidVat,
    malformed: FISCAL_CODE_INVALID,
    taken: CONDOMINIUM_FISCAL_CODE_IN_USE,
    column: { table: condominiums, id: condominiums.id, value: condominiums.fiscalCode },
  },
} satisfies Record<string, Check>;

export type UniquenessCheck = keyof typeof checks;

/** Is this value well formed and free, leaving out the row `excluding`? The answer carries the spec's message. */
export async function checkUniqueness(
  db: Database,
  check: UniquenessCheck,
  rawValue: string,
  excluding?: string,
): Promise<UniquenessResult> {
  const { isWellFormed, malformed, column, taken } = checks[check];
  const value = rawValue.trim();
  if (!isWellFormed(value)) return { valid: false, message: malformed };
  return (await isTaken(db, column, value, excluding)) ? { valid: false, message: taken } : { valid: true };
}
