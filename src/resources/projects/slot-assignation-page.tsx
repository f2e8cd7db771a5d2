import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';
import type { ReferenceOption } from '../generic/use-reference-options.ts';
import { projectPeople } from './projects-api.ts';
import { ProjectLoader } from './project-loader.tsx';
import { SlotHolderCard } from './slot-holder-card.tsx';
import { useSlotAssignment } from './use-slot-assignment.ts';

function SlotAssignation({ project, slot }: { project: ProjectDetails; slot: ProjectPeopleSlot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [person, setPerson] = useState<ReferenceOption | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useSlotAssignment(slot, setFailure);
  const slotName = t(`projects.peopleSlots.${slot}`).toLocaleLowerCase('it-IT');
  const detailPath = `/projects/show/${project.id}`;
  if (!project.permissions.managePeople) return <ForbiddenNotice listPath={detailPath} />;
  const save = async () => {
    if (person && (await assign(project, person))) void navigate(detailPath);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('projects-screens.slots.title', { slot: slotName })}</Typography>
      <SlotHolderCard project={project} slot={slot} />
      <ReferencePicker
        path={projectPeople}
        label={t('projects-screens.slots.pick', { slot: slotName })}
        value={person?.id ?? null}
        onChosen={setPerson}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={!person} onClick={() => void save()}>
          {t('projects-screens.slots.assign', { slot: slotName })}
        </Button>
        <Button component={Link} to={detailPath}>
          {t('crud.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /coach-assignation/:id and /networkcoach-assignation/:id: pick the project's coach or network coach and confirm. */
export function SlotAssignationPage({ slot }: { slot: ProjectPeopleSlot }) {
  const { id = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo="/projects">
      {(project) => <SlotAssignation project={project} slot={slot} />}
    </ProjectLoader>
  );
}
