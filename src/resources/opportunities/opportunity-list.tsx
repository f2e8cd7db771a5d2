import { isOpportunityStatus } from '../../../domain/opportunities/statuses.ts';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import type { CellRenderers } from '../generic/resource-columns.ts';
import { ResourceList } from '../generic/resource-list.tsx';
import { OpportunityStatusChip } from './opportunity-status-chip.tsx';

const cells: CellRenderers = {
  status: (value) => (typeof value === 'string' && isOpportunityStatus(value) ? <OpportunityStatusChip status={value} /> : null),
};

/** The generated list of opportunities (and of the register), each status as its chip. */
export function OpportunityList({ declaration }: { declaration: ResourceDeclaration }) {
  return <ResourceList declaration={declaration} cells={cells} />;
}
