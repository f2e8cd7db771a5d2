import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LEAD_STATUSES } from '../../../domain/leads/lead-status.ts';
import { NewsCard } from '../../resources/news/news-card.tsx';
import { SubscriptionExpiryNotice } from '../dashboard/subscription-expiry-notice.tsx';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { LeadCard } from './lead-card.tsx';
import { useLeads } from './leads-api.ts';
import { useAdvanceLead } from './use-advance-lead.ts';
import { QueryContent } from '../../components/query-content.tsx';

/** How many of the latest leads the dashboard shows. */
const LATEST = 5;

/**
 * Route /local-manager-dashboard: the Local Manager's home, with the network's news and their leads counted by status
 * and the latest ones.
 */
export function LocalManagerDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const leads = useLeads({ page: 1, limit: LATEST });
  const { advance, busyId, error } = useAdvanceLead();
  if (!user) return null;
  const { details, init } = user;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t('leads.dashboard.area')}
        </Typography>
        <Typography variant="h1">
          {t('dashboard.greeting', { name: `${details.firstName} ${details.lastName}` })}
        </Typography>
      </div>
      <SubscriptionExpiryNotice init={init} />
      <NewsCard />
      {error && <Alert severity="error">{userMessageOf(error)}</Alert>}
      <QueryContent query={leads} loadingLabel={t('leads.loading')}>
        {({ counts, data }) => (
          <>
            <Stack
              component="dl"
              direction="row"
              spacing={{ xs: 1, sm: 2 }}
              aria-label={t('leads.dashboard.countsLabel')}
              sx={{ m: 0 }}
            >
              {LEAD_STATUSES.map((status) => (
                <Box
                  key={status}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    p: { xs: 1.5, sm: 2 },
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Typography component="dt" color="text.secondary">
                    {t(`leads.statusPlural.${status}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 700 }}>
                    {counts[status]}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {t('leads.dashboard.latest')}
              </Typography>
              <Button component={Link} to="/leads">
                {t('leads.dashboard.all')}
              </Button>
            </Stack>
            {data.length === 0 ? (
              <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('leads.empty')}</Typography>
              </Card>
            ) : (
              data.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  showAssignee={false}
                  busy={busyId === lead.id}
                  onAdvance={(item) => void advance(item)}
                />
              ))
            )}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
