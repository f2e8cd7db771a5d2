import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { leadsApi } from '../../../domain/api/leads.ts';
import { nextLeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead } from '../../../domain/schemas/landing-contacts.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiMutation } from '../../hooks/use-api.ts';

/** Asks before moving a lead to its next status (a step that cannot be undone), then moves it. */
export function useAdvanceLead() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const change = useApiMutation(leadsApi.changeStatus);
  const advance = async (lead: Lead) => {
    const next = nextLeadStatus(lead.status);
    if (!next) return;
    const name = `${lead.firstName} ${lead.lastName}`;
    const confirmed = await confirm({
      title: textFromData(t, `leads.advance.${next}Title`, { name }),
      text: textFromData(t, `leads.advance.${next}Text`, { name }),
      yesText: textFromData(t, `leads.advance.${next}`),
    });
    if (confirmed) change.mutate({ params: { id: lead.id }, body: { status: next } });
  };
  return { advance, busyId: change.isPending ? String(change.variables.params.id) : null, error: change.error };
}
