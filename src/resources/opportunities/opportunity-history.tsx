import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { opportunitiesApi } from '../../../domain/api/opportunities.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { OpportunityStatusChip } from './opportunity-status-chip.tsx';
import { formatDateTime } from '../../../domain/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** Every status change of the opportunity, oldest first: when, who, from and to, and the note. */
export function OpportunityHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useApiQuery(opportunitiesApi.history, { params: { id } });
  let body;
  if (query.isLoading) body = <CircularProgress aria-label={t('opportunity.history.loading')} />;
  else if (query.isError) body = <Alert severity="error">{t('opportunity.history.failed')}</Alert>;
  else if ((query.data?.data ?? []).length === 0)
    body = <Typography color="text.secondary">{t('opportunity.history.empty')}</Typography>;
  else {
    body = (
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }} aria-label={t('opportunity.history.title')}>
        {(query.data?.data ?? []).map((entry) => (
          <li key={entry.id}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
                {formatDateTime(entry.changedAt)}
              </Typography>
              <OpportunityStatusChip status={entry.toStatus} />
              <Typography variant="body2">
                {entry.fromStatus === null
                  ? t('opportunity.history.created')
                  : t('opportunity.history.moved', {
                      from: t(`opportunity.values.status.${entry.fromStatus}`),
                      to: t(`opportunity.values.status.${entry.toStatus}`),
                    })}
                {entry.changedByName !== null && ` ${t('opportunity.history.by', { name: entry.changedByName })}`}
              </Typography>
            </Stack>
            {entry.note !== null && (
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                {t('opportunity.history.note', { note: entry.note })}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    );
  }
  return <SectionCard title={t('opportunity.history.title')}>{body}</SectionCard>;
}
