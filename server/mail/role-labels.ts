import { readFileSync } from 'node:fs';
import type { AppRoleName } from '../../domain/auth/roles.ts';
import { formatLongDay } from '../../domain/format.ts';

/**
 * Role names as the portal says them everywhere (one voice): `status.roleLabels` of locales/it/status.json, which the
 * screens show too; the e-mails and the roles table's descriptions read them here.
 */
export const mailRoleLabels: Readonly<Record<AppRoleName, string>> = (JSON.parse(
  readFileSync(new URL('../../locales/it/status.json', import.meta.url), 'utf8'),
) as { roleLabels: Record<AppRoleName, string> }).roleLabels;

/** A day as the e-mails write it: "7 dicembre 2026", in Rome's calendar. */
export const mailDate = (date: Date): string => formatLongDay(date);
