import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { projectsApi } from '../../../domain/api/projects.ts';
import type { AppRoleId } from '../../resources/projects/projects-api.ts';
import { ProjectStatusChart } from './project-status-chart.tsx';
import { useApiQuery } from '../../hooks/use-api.ts';
import { QueryContent } from '../../components/query-content.tsx';
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
  return (
    <SectionCard headingId="projects-by-status-title" title={t('projects-screens.chart.title')}>
      <QueryContent
        query={counts}
        loadingLabel={t('projects-screens.chart.loading')}
        isEmpty={({ total }) => total === 0}
        empty={t('projects-screens.chart.empty')}
      >
        {({ byStatus }) => <ProjectStatusChart byStatus={byStatus} linkFor={linkFor} />}
      </QueryContent>
    </SectionCard>
  );
}
