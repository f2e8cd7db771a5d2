import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { projectsApi } from '../../../domain/api/projects.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import type { AppRoleId } from '../../resources/projects/projects-api.ts';
import { ProjectStatusChart } from './project-status-chart.tsx';
import { useApiQuery } from '../../hooks/use-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

interface ProjectsByStatusCardProps {
  /** The role the dashboard speaks as (`X-AppRole`): the designer's or the hub head's own projects. */
  appRole: AppRoleId;
  linkFor: (status: ProjectStatus) => string;
}

/** A dashboard's projects by status (`GET /happyway/projects/stats`), each bar leading to the filtered list. */
export function ProjectsByStatusCard({ appRole, linkFor }: ProjectsByStatusCardProps) {
  const { t } = useTranslation();
  const counts = useApiQuery(projectsApi.stats, {}, { appRole });
  let content;
  if (counts.isPending) content = <CircularProgress aria-label={t('projects-screens.chart.loading')} />;
  else if (counts.isError) content = <Alert severity="error">{userMessageOf(counts.error)}</Alert>;
  else if (counts.data.total === 0)
    content = <Typography color="text.secondary">{t('projects-screens.chart.empty')}</Typography>;
  else content = <ProjectStatusChart byStatus={counts.data.byStatus} linkFor={linkFor} />;
  return (
    <SectionCard headingId="projects-by-status-title" title={t('projects-screens.chart.title')}>
      {content}
    </SectionCard>
  );
}
