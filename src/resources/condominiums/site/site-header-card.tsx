import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { z } from 'zod';
import { constructionSiteApi } from '../../../../domain/api/condominiums.ts';
import { siteInputSchema, type SiteView } from '../../../../domain/construction-site/schemas.ts';
import { formatDay } from '../../../../domain/format.ts';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useApiWrite } from '../../../hooks/use-api.ts';
import { useServerForm } from '../use-server-form.ts';
import { SectionCard } from '../../../components/section-card.tsx';

function SiteForm({ view, onDone }: { view: SiteView; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof siteInputSchema>, unknown, z.output<typeof siteInputSchema>>({
    resolver: zodResolver(siteInputSchema),
    defaultValues: view.site
      ? { contractor: view.site.contractor, startDate: view.site.startDate, plannedEndDate: view.site.plannedEndDate }
      : { contractor: '', plannedEndDate: null },
  });
  const { failure, busy, onSubmit } = useServerForm(
    form,
    (values) =>
      write(view.site ? constructionSiteApi.update : constructionSiteApi.open, {
        params: { id: view.condominiumId },
        body: values,
      }),
    onDone,
  );
  return (
    <Stack component="form" aria-label={t('condominiums.site.formTitle')} noValidate spacing={2} onSubmit={onSubmit}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="contractor" label={t('condominiums.site.contractor')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={form.control} name="startDate" label={t('condominiums.site.startDate')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={form.control} name="plannedEndDate" label={t('condominiums.site.plannedEndDate')} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {view.site ? t('condominiums.save') : t('condominiums.site.open')}
        </Button>
        {view.site && <Button onClick={onDone}>{t('condominiums.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

/** The construction site itself: its contractor and dates; opened once (POST), then changed (PUT). */
export function SiteHeaderCard({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { site } = view;
  let content;
  if (!site)
    content = view.canEdit ? (
      <SiteForm
        view={view}
        onDone={() => {
          setEditing(false);
        }}
      />
    ) : (
      <Typography color="text.secondary">{t('condominiums.site.notOpen')}</Typography>
    );
  else if (editing)
    content = (
      <SiteForm
        view={view}
        onDone={() => {
          setEditing(false);
        }}
      />
    );
  else {
    content = (
      <Stack spacing={1}>
        <Typography>{`${t('condominiums.site.contractor')}: ${site.contractor}`}</Typography>
        <Typography>{`${t('condominiums.site.startDate')}: ${formatDay(site.startDate)} · ${t('condominiums.site.plannedEndDate')}: ${site.plannedEndDate ? formatDay(site.plannedEndDate) : '—'}`}</Typography>
        {view.canEdit && (
          <div>
            <Button
              size="small"
              onClick={() => {
                setEditing(true);
              }}
            >
              {t('condominiums.site.edit')}
            </Button>
          </div>
        )}
      </Stack>
    );
  }
  return (
    <SectionCard headingId="site-title" title={t('condominiums.site.title')}>
      {content}
    </SectionCard>
  );
}
