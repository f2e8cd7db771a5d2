import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectRecord } from '../../../domain/projects/schemas.ts';
import { formatAmount, formatDay } from './project-format.ts';
import { SectionCard } from '../../components/section-card.tsx';

function Entry({ label, children }: { label: string; children: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 220 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * What a project is: type, network, who carries it out and with which category, the apartment type, money and dates,
 * its description.
 */
export function ProjectSummary({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const field = (name: string) => textFromData(t, `projects.fields.${name}`);
  return (
    <SectionCard headingId="project-summary-title" title={t('projects-screens.detail.summary')}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Entry label={field('type')}>{t(`projects.values.type.${project.type}`)}</Entry>
        <Entry label={field('networkId')}>{project.networkName ?? '—'}</Entry>
        <Entry label={field('assigneeId')}>{project.assigneeName ?? t('projects-screens.detail.unassigned')}</Entry>
        <Entry label={field('professionalCategory')}>
          {project.professionalCategory
            ? t(`projects.values.professionalCategory.${project.professionalCategory}`)
            : '—'}
        </Entry>
        <Entry label={field('apartmentTypeId')}>{project.apartmentTypeName ?? '—'}</Entry>
        <Entry label={field('amount')}>{formatAmount(project.amount)}</Entry>
        <Entry label={field('financing')}>{formatAmount(project.financing)}</Entry>
        <Entry label={field('createdAt')}>{formatDay(project.createdAt)}</Entry>
        <Entry label={field('receivedAt')}>{formatDay(project.receivedAt)}</Entry>
      </Stack>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {field('description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={project.description ? 'text.primary' : 'text.secondary'}>
        {project.description ?? t('projects-screens.detail.noDescription')}
      </Typography>
    </SectionCard>
  );
}
