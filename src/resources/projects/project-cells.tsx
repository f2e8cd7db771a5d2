import type { CellRenderers } from '../generic/resource-unit.ts';
import { isProjectStatus, ProjectStatusChip } from './project-status-chip.tsx';

/** The cells the projects list draws itself: the status as a coloured chip. */
export const projectCells: CellRenderers = {
  status: (value) => (isProjectStatus(value) ? <ProjectStatusChip status={value} /> : null),
};
