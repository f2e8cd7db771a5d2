import Alert from '@mui/material/Alert';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import { finalProjectStatuses } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import { ResourceForm } from '../generic/resource-form.tsx';
import { designerEditableFields, projectFormLayout } from './project-form-fields.ts';
import { ProjectLoader } from './project-loader.tsx';
import { ProjectSummary } from './project-summary.tsx';

/** The generated form over a loaded project: the assigned designer changes only their fields and sees the rest. */
function ProjectEditForm({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const designerOnly = !project.permissions.editAll;
  return (
    <ResourceForm
      declaration={projectsResource}
      mode="edit"
      record={project}
      layout={projectFormLayout}
      returnPath={`/projects/show/${project.id}`}
      editable={designerOnly ? designerEditableFields : undefined}
      intro={
        designerOnly && (
          <>
            <Alert severity="info">{t('projects-screens.form.designerOnly')}</Alert>
            <ProjectSummary project={project} />
          </>
        )
      }
    />
  );
}

/** /projects/edit/:id: the project as the server has it, then the form with what this caller may change. */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo="/projects">
      {(project) =>
        project.permissions.edit && !finalProjectStatuses.includes(project.status) ? (
          <ProjectEditForm key={project.id} project={project} />
        ) : (
          <ForbiddenNotice listPath="/projects" />
        )
      }
    </ProjectLoader>
  );
}
