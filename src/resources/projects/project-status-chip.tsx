import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../i18n/use-translation.ts';
import { projectStatuses, type ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { StatusChip, type StatusTone } from '../../components/status-chip.tsx';

/**
 * One colour per status, so a list reads at a glance: grey draft, blue on its way, amber under way, green done, red
 * cancelled.
 */
export const statusColors: Record<ProjectStatus, StatusTone> = {
  Draft: 'default',
  Submitted: 'info',
  InProgress: 'warning',
  Completed: 'success',
  Verified: 'primary',
  Cancelled: 'error',
};

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  typeof value === 'string' && (projectStatuses as readonly string[]).includes(value);

/** A project's status as a coloured chip with its Italian label. */
export function ProjectStatusChip({ status, size = 'small' }: { status: ProjectStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return <StatusChip size={size} tone={statusColors[status]} label={t(`projects.values.status.${status}`)} />;
}
