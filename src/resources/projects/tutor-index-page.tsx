import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProjectsTable } from './projects-table.tsx';
import { TutorCell } from './tutor-cell.tsx';

/** /tutor: the projects the caller sees, each with its tutor; a project opens its tutor page. */
export function TutorIndexPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('projects-screens.tutor.title')}</Typography>
        <Typography color="text.secondary">{t('projects-screens.tutor.intro')}</Typography>
      </div>
      <ProjectsTable
        label={t('projects-screens.tutor.title')}
        linkTo={(project) => `/tutor/edit/${project.id}`}
        extra={{ header: t('projects.peopleSlots.tutor'), cell: (project) => <TutorCell projectId={project.id} /> }}
      />
    </Stack>
  );
}
