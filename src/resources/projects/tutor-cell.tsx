import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { projectPeopleSlots } from '../../../domain/projects/catalogue.ts';
import type { ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import { projectPaths } from './projects-api.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

/** The tutor of one project in a list row (its roles, fetched once and cached with the project's other calls). */
export function TutorCell({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const roles = useApiQuery<{ data: ProjectRoleEntry[] }>(projectPaths.roles(projectId));
  if (roles.isPending) return <Typography variant="body2" color="text.secondary">{t('crud.loading')}</Typography>;
  if (roles.isError) return <Typography variant="body2" color="error">{t('projects-screens.tutor.unknown')}</Typography>;
  const tutor = roles.data.data.find((entry) => entry.role === projectPeopleSlots.tutor);
  return tutor
    ? <Typography variant="body2">{tutor.name}</Typography>
    : <Typography variant="body2" color="text.secondary">{t('projects-screens.tutor.none')}</Typography>;
}
