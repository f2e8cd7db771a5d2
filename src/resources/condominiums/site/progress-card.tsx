import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { z } from 'zod';
import { constructionSiteApi } from '../../../../domain/api/condominiums.ts';
import { progressInputSchema, type Progress, type SiteView } from '../../../../domain/construction-site/schemas.ts';
import { formatDateTime, formatNumber } from '../../../../domain/format.ts';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { useConfirm } from '../../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { useServerForm } from '../use-server-form.ts';
import { SectionCard } from '../../../components/section-card.tsx';

function ProgressForm({ condominiumId, sal, onDone }: { condominiumId: string; sal?: Progress; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof progressInputSchema>, unknown, z.output<typeof progressInputSchema>>({
    resolver: zodResolver(progressInputSchema),
    defaultValues: sal ? { date: sal.date, amount: sal.amount, note: sal.note } : { note: null },
  });
  const { failure, busy, onSubmit } = useServerForm(
    form,
    (values) =>
      sal
        ? write(constructionSiteApi.updateProgress, { params: { id: condominiumId, salId: sal.id }, body: values })
        : write(constructionSiteApi.addProgress, { params: { id: condominiumId }, body: values }),
    onDone,
  );
  return (
    <Stack
      component="form"
      aria-label={sal ? t('condominiums.progress.editTitle', { number: sal.number }) : t('condominiums.progress.add')}
      noValidate
      spacing={2}
      onSubmit={onSubmit}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={form.control} name="date" label={t('condominiums.progress.date')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MoneyInput control={form.control} name="amount" label={t('condominiums.progress.amount')} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="note" label={t('condominiums.progress.note')} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {sal ? t('condominiums.save') : t('condominiums.progress.addButton')}
        </Button>
        <Button onClick={onDone}>{t('condominiums.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** The states of progress (SAL): day, amount, the share of the works they reach, and who changed each last. */
export function ProgressCard({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const worksTotal = view.works.reduce((sum, work) => sum + work.amount, 0);
  const remove = async (sal: Progress) => {
    setFailure(null);
    await confirm({
      title: t('condominiums.progress.deleteTitle'),
      text: t('condominiums.progress.deleteText', { number: sal.number }),
      yesText: t('condominiums.delete'),
      noText: t('condominiums.cancel'),
      onConfirm: async () => {
        try {
          await write(constructionSiteApi.removeProgress, { params: { id: view.condominiumId, salId: sal.id } });
        } catch (error) {
          setFailure(userMessageOf(error));
        }
      },
    });
  };
  const cumulatives = view.progress.map((_, index) =>
    view.progress.slice(0, index + 1).reduce((sum, sal) => sum + sal.amount, 0),
  );
  return (
    <SectionCard
      headingId="progress-title"
      title={t('condominiums.progress.title')}
      actions={
        view.canEdit &&
        view.site &&
        editing === null && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => {
              setEditing('new');
            }}
          >
            {t('condominiums.progress.add')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {editing === 'new' && (
          <ProgressForm
            condominiumId={view.condominiumId}
            onDone={() => {
              setEditing(null);
            }}
          />
        )}
        {view.progress.length === 0 && (
          <Typography color="text.secondary">
            {t(view.site ? 'condominiums.progress.empty' : 'condominiums.progress.siteFirst')}
          </Typography>
        )}
        {view.progress.map((sal, index) => {
          const cumulative = cumulatives[index] ?? 0;
          const last = sal.history[0];
          const share = worksTotal > 0 ? formatNumber((cumulative / worksTotal) * 100, 1) : '—';
          return (
            <Box
              component="section"
              key={sal.id}
              aria-label={t('condominiums.progress.section', { number: sal.number })}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
            >
              {editing === sal.id ? (
                <ProgressForm
                  condominiumId={view.condominiumId}
                  sal={sal}
                  onDone={() => {
                    setEditing(null);
                  }}
                />
              ) : (
                <Stack spacing={0.5}>
                  <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                    {t('condominiums.progress.name', { number: sal.number })}
                  </Typography>
                  <Typography>
                    {t('condominiums.progress.line', {
                      date: sal.date,
                      amount: sal.amount,
                      cumulative: cumulative,
                      share,
                    })}
                  </Typography>
                  {sal.note && <Typography variant="body2">{sal.note}</Typography>}
                  {last && (
                    <Typography variant="body2" color="text.secondary">
                      {t(`condominiums.progress.change.${last.action}`, {
                        name: last.changedBy?.name ?? '—',
                        date: formatDateTime(last.changedAt),
                      })}
                    </Typography>
                  )}
                  {view.canEdit && editing === null && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(sal.id);
                        }}
                      >
                        {t('condominiums.progress.editFor', { number: sal.number })}
                      </Button>
                      <Button size="small" color="error" onClick={() => void remove(sal)}>
                        {t('condominiums.progress.deleteFor', { number: sal.number })}
                      </Button>
                    </Stack>
                  )}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
