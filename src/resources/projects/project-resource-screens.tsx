import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { ResourceList } from '../generic/resource-list.tsx';
import { projectCells } from './project-cells.tsx';
import { ProjectDetailPage } from './project-detail-page.tsx';

/** /projects: the generated list, with the status as a coloured chip. */
export function ProjectListScreen({ declaration }: { declaration: ResourceDeclaration }) {
  return <ResourceList declaration={declaration} cells={projectCells} />;
}

/** /projects/show/:id: the project's own detail page. */
export function ProjectShowScreen() {
  return <ProjectDetailPage listPath="/projects" />;
}
