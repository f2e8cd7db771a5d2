import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, Navigate, useParams } from 'react-router';
import { projectsApi } from '../../../domain/api/projects.ts';
import { projectPeopleSlots } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { ProjectLoader } from './project-loader.tsx';
import { SlotHolderCard } from './slot-holder-card.tsx';
import { slotHolder } from './use-slot-assignment.ts';

function TutorEdit({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const write = useApiWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const tutor = slotHolder(project, 'tutor');
  const manage = project.permissions.managePeople;

  const remove = async () => {
    if (!tutor) return;
    setFailure(null);
    await confirm({
      title: t('projects-screens.tutor.removeTitle'),
      text: t('projects-screens.tutor.removeText', { person: tutor.name, project: project.name }),
      yesText: t('projects-screens.people.remove'),
      noText: t('projects-screens.actions.keep'),
      onConfirm: async () => {
        try {
          await write(projectsApi.removeRole, {
            params: { id: project.id, profileId: tutor.profileId, role: projectPeopleSlots.tutor },
          });
        } catch (error) {
          setFailure(userMessageOf(error));
          return;
        }
      },
    });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('projects-screens.tutor.editTitle')}</Typography>
      <SlotHolderCard project={project} slot="tutor" />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {manage && (
          <Button component={Link} to={`/tutor/assign/${project.id}`} variant="contained">
            {t(tutor ? 'projects-screens.tutor.change' : 'projects-screens.people.assign.tutor')}
          </Button>
        )}
        {manage && tutor && (
          <Button color="error" variant="outlined" onClick={() => void remove()}>
            {t('projects-screens.tutor.remove')}
          </Button>
        )}
        <Button component={Link} to={`/projects/show/${project.id}`}>
          {t('projects-screens.openProject')}
        </Button>
        <Button component={Link} to="/tutor">
          {t('crud.backToList')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /tutor/edit/:id: a project's tutor, with change and remove for back office and the network's hub head. */
export function TutorEditPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/tutor" replace />;
  return (
    <ProjectLoader id={id} backTo="/tutor">
      {(project) => <TutorEdit project={project} />}
    </ProjectLoader>
  );
}
