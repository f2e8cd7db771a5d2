import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ForbiddenNotice } from '../generic/forbidden-notice.tsx';
import type { ReferenceOption } from '../generic/use-reference-options.ts';
import { ProjectLoader } from './project-loader.tsx';
import { projectPeople } from './projects-api.ts';
import { SlotHolderCard } from './slot-holder-card.tsx';
import { useSlotAssignment } from './use-slot-assignment.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

function CandidateConfirmation({ project, profileId }: { project: ProjectDetails; profileId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useSlotAssignment('tutor', setFailure);
  const candidates = useApiQuery(projectPeople, { query: { ids: profileId } });
  const candidate = candidates.data?.data[0];
  if (!project.permissions.managePeople) return <ForbiddenNotice listPath="/tutor" />;
  const confirmTutor = async (person: ReferenceOption) => {
    if (await assign(project, person)) void navigate(`/tutor/edit/${project.id}`);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('projects-screens.tutor.candidateTitle')}</Typography>
      <SectionCard headingId="tutor-candidate-title" title={t('projects-screens.tutor.candidate')}>
        <QueryContent
          query={candidates}
          loadingLabel={t('projects-screens.tutor.loadingProfile')}
          empty={<Alert severity="error">{t('projects-screens.tutor.notCandidate')}</Alert>}
        >
          {() =>
            candidate && (
              <Typography sx={{ fontSize: '1.125rem' }}>
                {candidate.hint ? `${candidate.label} (${candidate.hint})` : candidate.label}
              </Typography>
            )
          }
        </QueryContent>
      </SectionCard>
      <SlotHolderCard project={project} slot="tutor" />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          disabled={!candidate}
          onClick={() => {
            if (candidate) void confirmTutor(candidate);
          }}
        >
          {t('projects-screens.tutor.confirm')}
        </Button>
        <Button component={Link} to={`/tutor/assign/${project.id}`}>
          {t('projects-screens.tutor.another')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /tutor/assign/:id/profile/:profileId: the candidate tutor's profile, and the confirmation that names them. */
export function TutorCandidatePage() {
  const { id = '', profileId = '' } = useParams();
  return (
    <ProjectLoader id={id} backTo="/tutor">
      {(project) => <CandidateConfirmation project={project} profileId={profileId} />}
    </ProjectLoader>
  );
}
