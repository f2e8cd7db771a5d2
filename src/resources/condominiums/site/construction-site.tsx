import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BANK_SERVICE_PROJECT_TYPE } from '../../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../../domain/projects/schemas.ts';
import { bothQueries } from '../../../components/both-queries.ts';
import { QueryContent } from '../../../components/query-content.tsx';
import { BuildingsCard } from '../buildings-card.tsx';
import { useCondominium, useSite } from '../condominium-api.ts';
import { CondominiumCreateCard } from '../condominium-create-card.tsx';
import { CondominiumSummary } from '../condominium-summary.tsx';
import { DocumentsCard } from './documents-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { ResultsCard } from './results-card.tsx';
import { SiteHeaderCard } from './site-header-card.tsx';
import { WorksCard } from './works-card.tsx';

/** The construction site of one condominium: registry, buildings, site, works, SALs, documents, checks and report. */
function CondominiumSite({ condominiumId }: { condominiumId: string }) {
  const { t } = useTranslation();
  const condominium = useCondominium(condominiumId);
  const site = useSite(condominiumId);
  return (
    <QueryContent query={bothQueries(condominium, site)} loadingLabel={t('condominiums.loading')}>
      {([registry, view]) => {
        const buildings = registry.buildings ?? [];
        return (
          <Stack spacing={3}>
            <CondominiumSummary condominium={registry} link />
            <BuildingsCard condominiumId={condominiumId} buildings={buildings} canEdit={registry.canEdit} />
            <SiteHeaderCard view={view} />
            <WorksCard view={view} buildings={buildings} />
            <ProgressCard view={view} />
            <DocumentsCard view={view} />
            <ResultsCard condominiumId={condominiumId} fiscalCode={registry.fiscalCode} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}

/** The cantiere part of the bank-service page: the project's condominium and its site, or the form to record it. */
export function ProjectConstructionSite({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  if (project.type !== BANK_SERVICE_PROJECT_TYPE) return null;
  return (
    <Stack component="section" aria-labelledby="construction-site-title" spacing={2}>
      <Typography id="construction-site-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('condominiums.site.sectionTitle')}
      </Typography>
      {project.condominiumId ? (
        <CondominiumSite condominiumId={project.condominiumId} />
      ) : project.permissions.edit ? (
        <CondominiumCreateCard projectId={project.id} />
      ) : (
        <Typography color="text.secondary">{t('condominiums.noCondominium')}</Typography>
      )}
    </Stack>
  );
}
