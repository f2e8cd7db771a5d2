import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { BANK_SERVICE_PROJECT_TYPE, bankServicePath } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { RecordTimeline } from '../generic/record-timeline.tsx';
import { ProjectDocuments } from './project-documents.tsx';
import { ProjectHeaderActions } from './project-header-actions.tsx';
import { ProjectPeopleCard } from './project-people-card.tsx';
import { ProjectStatusActions } from './project-status-actions.tsx';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { ProjectStatusHistory } from './project-status-history.tsx';
import { ProjectLoader } from './project-loader.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { RecordTitle } from '../../components/record-title.tsx';

/**
 * One project: summary, status with its history and the moves the server allows, people and roles, attachments and
 * end-of-project verification documents, and its timeline of audited changes. `listPath` is where 'Torna all'elenco'
 * leads (/projects or /capohubprojects).
 */
export function ProjectDetailPage({ listPath }: { listPath: string }) {
  const { id = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo={listPath}>
      {(project) => <ProjectDetail project={project} listPath={listPath} />}
    </ProjectLoader>
  );
}

function ProjectDetail({ project, listPath }: { project: ProjectDetails; listPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <div>
          <RecordTitle kind={t('projects.titles.show')} name={project.name} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Typography component="span" color="text.secondary">
              {t('projects.fields.status')}:
            </Typography>
            <ProjectStatusChip status={project.status} size="medium" />
          </Stack>
        </div>
        <ProjectHeaderActions project={project} listPath={listPath} />
      </Stack>
      <ProjectStatusActions project={project} />
      {project.type === BANK_SERVICE_PROJECT_TYPE && (
        <div>
          <Button component={Link} to={bankServicePath(project)} variant="text">
            {t('projects-screens.detail.bankService')}
          </Button>
        </div>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProjectSummary project={project} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProjectStatusHistory history={project.history ?? []} />
        </Grid>
      </Grid>
      <ProjectPeopleCard project={project} />
      <ProjectDocuments project={project} />
      {project.permissions.edit && <RecordTimeline declaration={projectsResource} id={project.id} />}
      <div>
        <Button component={Link} to={listPath} variant="outlined">
          {t('crud.backToList')}
        </Button>
      </div>
    </Stack>
  );
}
