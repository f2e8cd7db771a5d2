import { z } from 'zod';
import { appRoleNames, type AppRoleName } from '../../domain/auth/roles.ts';
import { formatLongDay } from '../../domain/format.ts';
import { serverTexts } from './server-texts.ts';

/** Role names as the e-mails say them: the screens' `status.roleLabels` (locales/it/status.json), through i18next. */
export const mailRoleLabels: Readonly<Record<AppRoleName, string>> = serverTexts(
  'status.roleLabels',
  z.record(z.enum(appRoleNames), z.string()),
);

/** A day as the e-mails write it: "7 dicembre 2026", in Rome's calendar. */
export const mailDate = (date: Date): string => formatLongDay(date);
