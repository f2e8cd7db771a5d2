import type { AppRoleName } from '../../domain/auth/roles.ts';
import { formatLongDay } from '../../domain/format.ts';

/** Role names as the e-mails say them (the SPA's twin is `status.roleLabels` in locales/it/status.json). */
export const mailRoleLabels: Readonly<Record<AppRoleName, string>> = {
  FinalUser: 'Utente finale',
  Specialist: 'Specialista',
  LocalManager: 'Local Manager',
  Designer: 'Professionista',
  HWDesigner: 'Studio di progettazione',
  HubHead: 'Capo hub',
  BackofficeUser: 'Operatore back office',
  BackofficeAdmin: 'Amministratore back office',
};

/** A day as the e-mails write it: "7 dicembre 2026", in Rome's calendar. */
export const mailDate = (date: Date): string => formatLongDay(date);
