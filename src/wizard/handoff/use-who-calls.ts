import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { Assignee } from '../../../domain/schemas/landing-contacts.ts';

/**
 * Who will call, in one sentence: the Local Manager by name when one was found. When no Local Manager covers the
 * province nobody is promised: the request waits with the network's back office.
 */
export function useWhoCalls(localManager: Assignee | null, networkName: string | null): string {
  const { t } = usePublicTexts();
  const network = networkName ?? t('brand.name');
  return localManager
    ? t('handoff.sent.namedManager', { name: `${localManager.firstName} ${localManager.lastName}`, network })
    : t('handoff.sent.noManager', { network });
}
