import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { BANK_SERVICE_PROJECT_TYPE, bankServicePath } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ProjectLoader } from './project-loader.tsx';
import { ProjectStatusActions } from './project-status-actions.tsx';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { formatAmount } from './project-format.ts';
import { isCompletion } from './transition-labels.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** The scopes a landing knows: where the user came from decides where 'Apri il progetto' leads. */
const scopes = ['designer', 'hub'] as const;
type LandingScope = (typeof scopes)[number];
const scopeOf = (value: string | undefined): LandingScope | null =>
  (scopes as readonly string[]).includes(value ?? '') ? (value as LandingScope) : null;

function projectPathFor(project: ProjectDetails, scope: LandingScope | null): string {
  if (project.type === BANK_SERVICE_PROJECT_TYPE) return bankServicePath(project);
  return scope === 'hub' ? `/capohubprojects/detail/${project.id}` : `/projects/show/${project.id}`;
}

function ProjectLanding({ project, scope }: { project: ProjectDetails; scope: LandingScope | null }) {
  const { t } = useTranslation();
  const next = project.allowedTransitions.some(isCompletion) ? 'complete' : project.status;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t(`projects-screens.landing.scope.${scope ?? 'any'}`)}
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ProjectStatusChip status={project.status} size="medium" />
          <Typography color="text.secondary">
            {[
              t(`projects.values.type.${project.type}`),
              project.networkName,
              project.assigneeName,
              project.amount === null ? null : formatAmount(project.amount),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
      </div>
      <SectionCard headingId="landing-next-title" title={t('projects-screens.landing.nextTitle')}>
        <Typography sx={{ mb: 2 }}>{t(`projects-screens.landing.next.${next}`)}</Typography>
        <Stack spacing={2}>
          <ProjectStatusActions project={project} />
          <div>
            <Button component={Link} to={projectPathFor(project, scope)} variant="outlined">
              {t('projects-screens.openProject')}
            </Button>
          </div>
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** /project-landing/:scope?/:id: where a notification leads, a project's summary and its next step. */
export function ProjectLandingPage() {
  const { scope, id = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo="/projects">
      {(project) => <ProjectLanding project={project} scope={scopeOf(scope)} />}
    </ProjectLoader>
  );
}
