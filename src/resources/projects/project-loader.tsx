import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useProjectDetails } from './projects-api.ts';

interface ProjectLoaderProps {
  id: string;
  /** Where the way back of the error state leads. */
  backTo: string;
  children: (project: ProjectDetails) => ReactNode;
}

/**
 * A screen about one project: its spinner while it loads, the server's message (404: 'Progetto non trovato') if it
 * cannot.
 */
export function ProjectLoader({ id, backTo, children }: ProjectLoaderProps) {
  const { t } = useTranslation();
  const details = useProjectDetails(id);
  if (details.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('projects-screens.detail.loading')} />
      </Stack>
    );
  if (details.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="error">{userMessageOf(details.error)}</Alert>
        <div>
          <Button component={Link} to={backTo} variant="outlined">
            {t('projects-screens.back')}
          </Button>
        </div>
      </Stack>
    );
  }
  return children(details.data);
}
