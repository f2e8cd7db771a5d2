import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { z } from 'zod';
import { constructionSiteApi } from '../../../../domain/api/condominiums.ts';
import { WORK_CATEGORIES } from '../../../../domain/construction-site/catalogue.ts';
import {
  workInputSchema,
  type Building,
  type SiteView,
  type Work,
} from '../../../../domain/construction-site/schemas.ts';
import { formatMoney } from '../../../../domain/format.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { useApiWrite } from '../../../hooks/use-api.ts';
import { ChoiceField } from '../form-fields.tsx';
import { useServerForm } from '../use-server-form.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { TableScroll } from '../../../components/table-scroll.tsx';
import { InlineEditList } from '../../../components/inline-edit-list.tsx';

function WorkForm({
  condominiumId,
  buildings,
  onDone,
}: {
  condominiumId: string;
  buildings: readonly Building[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof workInputSchema>, unknown, z.output<typeof workInputSchema>>({
    resolver: zodResolver(workInputSchema),
    defaultValues: { buildingId: buildings[0]?.id ?? '', stairId: null, category: 'wallInsulation', description: '' },
  });
  const buildingId = useWatch({ control: form.control, name: 'buildingId' });
  const stairs = buildings.find((building) => building.id === buildingId)?.stairs ?? [];
  const { failure, busy, onSubmit } = useServerForm(
    form,
    (values) => write(constructionSiteApi.addWork, { params: { id: condominiumId }, body: values }),
    onDone,
  );
  return (
    <Stack component="form" aria-label={t('condominiums.works.add')} noValidate spacing={2} onSubmit={onSubmit}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ChoiceField
            control={form.control}
            name="buildingId"
            label={t('condominiums.works.building')}
            required
            options={buildings.map((building) => ({ value: building.id, label: building.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ChoiceField
            control={form.control}
            name="stairId"
            label={t('condominiums.works.stair')}
            emptyLabel={t('condominiums.works.allStairs')}
            options={stairs.map((stair) => ({ value: stair.id, label: stair.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ChoiceField
            control={form.control}
            name="category"
            label={t('condominiums.works.category')}
            required
            options={WORK_CATEGORIES.map((value) => ({ value, label: t(`condominiums.workCategory.${value}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MoneyInput control={form.control} name="amount" label={t('condominiums.works.amount')} required />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            label={t('condominiums.works.description')}
            required
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('condominiums.works.addButton')}
        </Button>
        <Button onClick={onDone}>{t('condominiums.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** The works by building and stair, with their amounts and total; editors add and remove them. */
export function WorksCard({ view, buildings }: { view: SiteView; buildings: readonly Building[] }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const placeOf = (work: Work) => {
    const building = buildings.find((item) => item.id === work.buildingId);
    const stair = work.stairId
      ? building?.stairs.find((item) => item.id === work.stairId)?.name
      : t('condominiums.works.allStairs');
    return { building: building?.name ?? '—', stair: stair ?? '—' };
  };
  const total = view.works.reduce((sum, work) => sum + work.amount, 0);
  return (
    <InlineEditList
      headingId="works-title"
      title={t('condominiums.works.title')}
      items={view.works}
      canEdit={view.canEdit}
      addLabel={buildings.length > 0 ? t('condominiums.works.add') : undefined}
      empty={t('condominiums.works.empty')}
      form={(_work, done) => <WorkForm condominiumId={view.condominiumId} buildings={buildings} onDone={done} />}
      row={(work, controls) => {
        const place = placeOf(work);
        return (
          <TableRow>
            <TableCell>{place.building}</TableCell>
            <TableCell>{place.stair}</TableCell>
            <TableCell>{t(`condominiums.workCategory.${work.category}`)}</TableCell>
            <TableCell>{work.description}</TableCell>
            <TableCell align="right">{formatMoney(work.amount)}</TableCell>
            {view.canEdit && (
              <TableCell>
                {controls && (
                  <IconButton
                    aria-label={t('condominiums.works.deleteFor', { name: work.description })}
                    onClick={controls.remove}
                  >
                    <DeleteOutline />
                  </IconButton>
                )}
              </TableCell>
            )}
          </TableRow>
        );
      }}
      askDelete={(work) => ({
        title: t('condominiums.works.deleteTitle'),
        text: t('condominiums.works.deleteText', { name: work.description }),
      })}
      remove={(work) => write(constructionSiteApi.removeWork, { params: { id: view.condominiumId, workId: work.id } })}
      layout={(rows) => (
        <TableScroll label={t('condominiums.works.title')}>
          <Table size="small" aria-label={t('condominiums.works.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('condominiums.works.building')}</TableCell>
                <TableCell>{t('condominiums.works.stair')}</TableCell>
                <TableCell>{t('condominiums.works.category')}</TableCell>
                <TableCell>{t('condominiums.works.description')}</TableCell>
                <TableCell align="right">{t('condominiums.works.amount')}</TableCell>
                {view.canEdit && (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('condominiums.actions')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4}>{t('condominiums.works.total')}</TableCell>
                <TableCell align="right">{formatMoney(total)}</TableCell>
                {view.canEdit && <TableCell />}
              </TableRow>
            </TableFooter>
          </Table>
        </TableScroll>
      )}
    />
  );
}
