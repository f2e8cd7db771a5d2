import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import { ResourceList } from '../generic/resource-list.tsx';
import type { ResourceView } from '../generic/resource-unit.ts';
import { projectCells } from './project-cells.tsx';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';
import type { ReferenceOption } from '../generic/use-reference-options.ts';
import { projectPeople } from './projects-api.ts';
import { ProjectLoader } from './project-loader.tsx';
import { SlotHolderCard } from './slot-holder-card.tsx';

function TutorCandidates({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [person, setPerson] = useState<ReferenceOption | null>(null);
  if (!project.permissions.managePeople) return <ForbiddenNotice listPath="/tutor" />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('projects-screens.tutor.assignTitle')}</Typography>
      <SlotHolderCard project={project} slot="tutor" />
      <ReferencePicker
        path={projectPeople}
        label={t('projects-screens.slots.pick', { slot: t('projects.peopleSlots.tutor') })}
        value={person?.id ?? null}
        onChosen={setPerson}
        helperText={t('projects-screens.tutor.pickHint')}
      />
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          disabled={!person}
          onClick={() => {
            if (person) void navigate(`/tutor/assign/${project.id}/profile/${person.id}`);
          }}
        >
          {t('projects-screens.tutor.seeProfile')}
        </Button>
        <Button component={Link} to={`/tutor/edit/${project.id}`}>
          {t('crud.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The projects to choose from: the generated list, each name leading to its tutor choice. */
const pickProjectView: ResourceView = {
  route: 'tutor',
  title: 'projects-screens.tutor.assignTitle',
  intro: 'projects-screens.tutor.pickProject',
  columns: ['name', 'status', 'type', 'assigneeId', 'createdAt'],
  filters: ['status'],
  rowLink: (row) => `/tutor/assign/${String(row.id)}`,
};

/** /tutor/assign/:id?: without a project, choose one; with one, choose the candidate tutor and see their profile. */
export function TutorAssignPage() {
  const { id } = useParams();
  if (id)
    return (
      <ProjectLoader id={id} backTo="/tutor">
        {(project) => <TutorCandidates project={project} />}
      </ProjectLoader>
    );
  return <ResourceList declaration={projectsResource} cells={projectCells} view={pickProjectView} />;
}
