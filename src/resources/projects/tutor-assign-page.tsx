import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import { PersonPicker, type PersonOption } from './person-picker.tsx';
import { ProjectLoader } from './project-loader.tsx';
import { ProjectsTable } from './projects-table.tsx';
import { SlotHolderCard } from './slot-holder-card.tsx';

function TutorCandidates({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [person, setPerson] = useState<PersonOption | null>(null);
  if (!project.permissions.managePeople) return <ForbiddenNotice listPath="/tutor" />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('projects-screens.tutor.assignTitle')}</Typography>
      <SlotHolderCard project={project} slot="tutor" />
      <PersonPicker label={t('projects-screens.slots.pick', { slot: t('projects.peopleSlots.tutor') })} value={person} onChange={setPerson}
        helperText={t('projects-screens.tutor.pickHint')} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={!person} onClick={() => { if (person) void navigate(`/tutor/assign/${project.id}/profile/${person.id}`); }}>
          {t('projects-screens.tutor.seeProfile')}
        </Button>
        <Button component={Link} to={`/tutor/edit/${project.id}`}>{t('crud.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** /tutor/assign/:id?: without a project, choose one; with one, choose the candidate tutor and see their profile. */
export function TutorAssignPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id) return <ProjectLoader id={id} backTo="/tutor">{(project) => <TutorCandidates project={project} />}</ProjectLoader>;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('projects-screens.tutor.assignTitle')}</Typography>
        <Typography color="text.secondary">{t('projects-screens.tutor.pickProject')}</Typography>
      </div>
      <ProjectsTable label={t('projects-screens.tutor.assignTitle')} linkTo={(project) => `/tutor/assign/${project.id}`} />
    </Stack>
  );
}
