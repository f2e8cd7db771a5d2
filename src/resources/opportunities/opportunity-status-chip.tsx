import { useTranslation } from '../../i18n/use-translation.ts';
import type { OpportunityStatus } from '../../../domain/opportunities/statuses.ts';
import { StatusChip, type StatusTone } from '../../components/status-chip.tsx';

const tones: Record<OpportunityStatus, StatusTone> = {
  Draft: 'default',
  Submitted: 'info',
  UnderReview: 'warning',
  Approved: 'success',
  Rejected: 'error',
};

export function OpportunityStatusChip({ status }: { status: OpportunityStatus }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`opportunity.values.status.${status}`)} tone={tones[status]} />;
}
