import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '../../../domain/leads/lead-status.ts';

const colors = { New: 'warning', Contacted: 'info', Closed: 'success' } as const satisfies Record<LeadStatus, 'warning' | 'info' | 'success'>;

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colors[status]} label={t(`leads.status.${status}`)} />;
}
