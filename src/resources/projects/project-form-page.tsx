import { useParams } from 'react-router';
import { finalProjectStatuses } from '../../../domain/projects/catalogue.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import { ProjectForm } from './project-form.tsx';
import { ProjectLoader } from './project-loader.tsx';

/** /projects/edit: a new project. */
export function ProjectCreatePage() {
  return <ProjectForm mode="create" />;
}

/** /projects/edit/:id: the project as the server has it, then the form with what this caller may change. */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo="/projects">
      {(project) => (project.permissions.edit && !finalProjectStatuses.includes(project.status)
        ? <ProjectForm key={project.id} mode="edit" project={project} />
        : <ForbiddenNotice listPath="/projects" />)}
    </ProjectLoader>
  );
}
