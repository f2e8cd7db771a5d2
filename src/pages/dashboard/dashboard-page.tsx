import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { capohubProjectsWithStatus, projectsWithStatus } from '../../resources/projects/project-list-links.ts';
import { DESIGNER_APP_ROLE, HUB_HEAD_APP_ROLE } from '../../resources/projects/projects-api.ts';
import { NewsCard } from '../../resources/news/news-card.tsx';
import { MandatoryTrainingsCard } from '../../resources/trainings/mandatory-trainings-card.tsx';
import { ProjectsByStatusCard } from './projects-by-status-card.tsx';
import { SubscriptionExpiryNotice } from './subscription-expiry-notice.tsx';
import { SectionCard } from '../../components/section-card.tsx';

export type DashboardArea = 'capohub' | 'designer' | 'specialist' | 'backoffice';

/** The home of a role: who you are, the network's latest news, the roles you hold and your network. */
export function DashboardPage({ area }: { area: DashboardArea }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const { details, init } = user;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t(`dashboard.areas.${area}`)}
        </Typography>
        <Typography variant="h1">
          {t('dashboard.greeting', { name: `${details.firstName} ${details.lastName}` })}
        </Typography>
      </div>
      <SubscriptionExpiryNotice init={init} />
      <NewsCard />
      {area === 'capohub' && <MandatoryTrainingsCard />}
      {area === 'designer' && <ProjectsByStatusCard appRole={DESIGNER_APP_ROLE} linkFor={projectsWithStatus} />}
      {area === 'capohub' && <ProjectsByStatusCard appRole={HUB_HEAD_APP_ROLE} linkFor={capohubProjectsWithStatus} />}
      <SectionCard title={t('dashboard.rolesTitle')}>
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          flexWrap="wrap"
          spacing={1}
          aria-label={t('dashboard.rolesTitle')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {init.roles.map((role) => (
            <li key={role.roleId}>
              <Chip
                color={role.status === 'Active' ? 'primary' : 'default'}
                label={`${t(`status.roleLabels.${role.roleName}`)} · ${t(`dashboard.roleStatus.${role.status}`)}`}
              />
            </li>
          ))}
        </Stack>
      </SectionCard>
      {details.network && (
        <SectionCard title={t('dashboard.networkTitle')}>
          <Typography>{details.network.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.networkCode', { code: details.network.code })}
          </Typography>
        </SectionCard>
      )}
    </Stack>
  );
}
