import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { QueryContent } from '../../components/query-content.tsx';
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
  return (
    <QueryContent
      query={details}
      loadingLabel={t('projects-screens.detail.loading')}
      errorActions={
        <Button component={Link} to={backTo} variant="outlined">
          {t('projects-screens.back')}
        </Button>
      }
    >
      {children}
    </QueryContent>
  );
}
