import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../../domain/leads/lead-status.ts';
import { LEADS_PAGE_SIZE } from '../../../domain/leads/leads-paging.ts';
import { leadPolicy } from '../../../domain/policies/leads.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { usePagedFilter } from '../../components/shell/use-paged-filter.ts';
import { usePermission } from '../../hooks/use-permission.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { LeadCard } from './lead-card.tsx';
import { useLeads } from './leads-api.ts';
import { useAdvanceLead } from './use-advance-lead.ts';

type Filter = LeadStatus | 'all';

/** Route /leads: the home-owners who left their contact in the wizard; a Local Manager sees theirs, back office all. */
export function LeadsPage() {
  const { t } = useTranslation();
  const { filter, narrow, page, setPage, settle } = usePagedFilter<Filter>('all', LEADS_PAGE_SIZE);
  const leads = useLeads({ page, limit: LEADS_PAGE_SIZE, status: filter === 'all' ? undefined : filter });
  const { advance, busyId, error } = useAdvanceLead();
  const showAssignee = usePermission(leadPolicy.seesEveryLead);
  const counts = leads.data?.counts;
  settle(leads.data?.total ?? 0, leads.isFetching);

  const content = (
    <QueryContent
      query={leads}
      loadingLabel={t('leads.loading')}
      empty={t(filter === 'all' ? 'leads.empty' : 'leads.emptyFiltered')}
      emptyLook="card"
    >
      {({ data }) => (
        <Stack spacing={2} component="section" aria-label={t('leads.listLabel')}>
          {data.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              showAssignee={showAssignee}
              busy={busyId === lead.id}
              onAdvance={(item) => void advance(item)}
            />
          ))}
        </Stack>
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">{t('leads.title')}</Typography>
        <Typography color="text.secondary">{t(showAssignee ? 'leads.introBackoffice' : 'leads.intro')}</Typography>
      </div>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => {
          narrow(value);
        }}
        aria-label={t('leads.filter')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="all" label={t('leads.all')} />
        {LEAD_STATUSES.map((status) => (
          <Tab
            key={status}
            value={status}
            label={
              counts
                ? t('leads.statusWithCount', { status: t(`leads.statusPlural.${status}`), count: counts[status] })
                : t(`leads.statusPlural.${status}`)
            }
          />
        ))}
      </Tabs>
      {error && <Alert severity="error">{userMessageOf(error)}</Alert>}
      {content}
      {leads.data && leads.data.total > 0 && (
        <ListPagination count={leads.data.total} page={page} pageSize={LEADS_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}
