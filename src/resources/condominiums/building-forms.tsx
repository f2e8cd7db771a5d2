import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { APE_CLASSES, STAIR_TYPOLOGIES } from '../../../domain/construction-site/catalogue.ts';
import {
  buildingInputSchema,
  stairInputSchema,
  type Building,
  type Stair,
} from '../../../domain/construction-site/schemas.ts';
import { DecimalInput } from '../../components/form/decimal-input.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useApiWrite } from '../../hooks/use-api.ts';
import { ChoiceField, WholeNumberField } from './form-fields.tsx';
import { useServerForm } from './use-server-form.ts';

const apeOptions = APE_CLASSES.map((value) => ({ value, label: value }));

/**
 * Adds a building to a condominium, or changes one: its name and the APE classes declared before and after the works.
 */
export function BuildingForm({
  condominiumId,
  building,
  onDone,
}: {
  condominiumId: string;
  building?: Building;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof buildingInputSchema>, unknown, z.output<typeof buildingInputSchema>>({
    resolver: zodResolver(buildingInputSchema),
    defaultValues: building
      ? { name: building.name, apeClassBefore: building.apeClassBefore, apeClassAfter: building.apeClassAfter }
      : { name: '', apeClassBefore: null, apeClassAfter: null },
  });
  const { failure, busy, onSubmit } = useServerForm(
    form,
    (values) =>
      building
        ? write(condominiumsApi.updateBuilding, { params: { id: building.id }, body: values })
        : write(condominiumsApi.createBuilding, { body: { ...values, condominiumId } }),
    onDone,
  );
  const title = building
    ? t('condominiums.buildings.editTitle', { name: building.name })
    : t('condominiums.buildings.add');
  return (
    <Stack component="form" aria-label={title} noValidate spacing={2} onSubmit={onSubmit}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="name" label={t('condominiums.buildings.name')} required />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <ChoiceField
            control={form.control}
            name="apeClassBefore"
            label={t('condominiums.buildings.apeBefore')}
            options={apeOptions}
            emptyLabel={t('condominiums.notGiven')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <ChoiceField
            control={form.control}
            name="apeClassAfter"
            label={t('condominiums.buildings.apeAfter')}
            options={apeOptions}
            emptyLabel={t('condominiums.notGiven')}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {building ? t('condominiums.save') : t('condominiums.buildings.addButton')}
        </Button>
        <Button onClick={onDone}>{t('condominiums.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** Adds a stair to a building, or changes one: units, floors, heated area, year of construction and typology. */
export function StairForm({ building, stair, onDone }: { building: Building; stair?: Stair; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof stairInputSchema>, unknown, z.output<typeof stairInputSchema>>({
    resolver: zodResolver(stairInputSchema),
    defaultValues: stair
      ? {
          name: stair.name,
          units: stair.units,
          floors: stair.floors,
          heatedAreaSqm: stair.heatedAreaSqm,
          constructionYear: stair.constructionYear,
          typology: stair.typology,
        }
      : { name: '', typology: 'apartment' },
  });
  const { failure, busy, onSubmit } = useServerForm(
    form,
    (values) =>
      stair
        ? write(condominiumsApi.updateStair, { params: { id: stair.id }, body: values })
        : write(condominiumsApi.createStair, { body: { ...values, buildingId: building.id } }),
    onDone,
  );
  const title = stair
    ? t('condominiums.stairs.editTitle', { name: stair.name })
    : t('condominiums.stairs.addTo', { name: building.name });
  return (
    <Stack component="form" aria-label={title} noValidate spacing={2} onSubmit={onSubmit}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={form.control} name="name" label={t('condominiums.stairs.name')} required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <WholeNumberField control={form.control} name="units" label={t('condominiums.stairs.units')} required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <WholeNumberField control={form.control} name="floors" label={t('condominiums.stairs.floors')} required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <DecimalInput
            control={form.control}
            name="heatedAreaSqm"
            label={t('condominiums.stairs.heatedArea')}
            required
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <WholeNumberField
            control={form.control}
            name="constructionYear"
            label={t('condominiums.stairs.year')}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ChoiceField
            control={form.control}
            name="typology"
            label={t('condominiums.stairs.typology')}
            required
            options={STAIR_TYPOLOGIES.map((value) => ({ value, label: t(`condominiums.typology.${value}`) }))}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {stair ? t('condominiums.save') : t('condominiums.stairs.addButton')}
        </Button>
        <Button onClick={onDone}>{t('condominiums.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
