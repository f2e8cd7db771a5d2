import { isOpportunityStatus } from '../../../domain/opportunities/statuses.ts';
import type { CellRenderers } from '../generic/resource-unit.ts';
import { OpportunityStatusChip } from './opportunity-status-chip.tsx';

/** The cells the opportunities list and the register draw themselves: the status as its chip. */
export const opportunityCells: CellRenderers = {
  status: (value) =>
    typeof value === 'string' && isOpportunityStatus(value) ? <OpportunityStatusChip status={value} /> : null,
};
