import { useTranslation } from '../../i18n/use-translation.ts';
import type { LeadStatus } from '../../../domain/leads/lead-status.ts';
import { StatusChip, type StatusTone } from '../../components/status-chip.tsx';

const tones = { New: 'warning', Contacted: 'info', Closed: 'success' } as const satisfies Record<
  LeadStatus,
  StatusTone
>;

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={tones[status]} label={t(`leads.status.${status}`)} />;
}
