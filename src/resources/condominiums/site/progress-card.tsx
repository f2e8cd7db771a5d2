import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { z } from 'zod';
import { constructionSiteApi } from '../../../../domain/api/condominiums.ts';
import { progressInputSchema, type Progress, type SiteView } from '../../../../domain/construction-site/schemas.ts';
import { formatDateTime, formatNumber } from '../../../../domain/format.ts';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { useApiWrite } from '../../../hooks/use-api.ts';
import { useServerForm } from '../use-server-form.ts';
import { InlineEditList, ItemActionButtons } from '../../../components/inline-edit-list.tsx';

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
  const worksTotal = view.works.reduce((sum, work) => sum + work.amount, 0);
  const cumulativeOf = (sal: Progress) =>
    view.progress.slice(0, view.progress.indexOf(sal) + 1).reduce((sum, other) => sum + other.amount, 0);
  const section = (sal: Progress, content: ReactNode) => (
    <Box
      component="section"
      aria-label={t('condominiums.progress.section', { number: sal.number })}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      {content}
    </Box>
  );
  return (
    <InlineEditList
      headingId="progress-title"
      title={t('condominiums.progress.title')}
      items={view.progress}
      canEdit={view.canEdit}
      addLabel={view.site ? t('condominiums.progress.add') : undefined}
      empty={t(view.site ? 'condominiums.progress.empty' : 'condominiums.progress.siteFirst')}
      form={(sal, done) => {
        const editor = <ProgressForm condominiumId={view.condominiumId} sal={sal} onDone={done} />;
        return sal ? section(sal, editor) : editor;
      }}
      row={(sal, controls) => {
        const cumulative = cumulativeOf(sal);
        const last = sal.history[0];
        const share = worksTotal > 0 ? formatNumber((cumulative / worksTotal) * 100, 1) : '—';
        return section(
          sal,
          <Stack spacing={0.5}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {t('condominiums.progress.name', { number: sal.number })}
            </Typography>
            <Typography>
              {t('condominiums.progress.line', { date: sal.date, amount: sal.amount, cumulative, share })}
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
            {controls && (
              <ItemActionButtons
                controls={controls}
                editLabel={t('condominiums.progress.editFor', { number: sal.number })}
                deleteLabel={t('condominiums.progress.deleteFor', { number: sal.number })}
              />
            )}
          </Stack>,
        );
      }}
      askDelete={(sal) => ({
        title: t('condominiums.progress.deleteTitle'),
        text: t('condominiums.progress.deleteText', { number: sal.number }),
      })}
      remove={(sal) => write(constructionSiteApi.removeProgress, { params: { id: view.condominiumId, salId: sal.id } })}
    />
  );
}
