import Grid from '@mui/material/Grid2';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BUILDING_KINDS } from '../../../../domain/carbon/input.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { CalculatorValues } from './calculator-values.ts';

const k = 'carbon-foot-print';

/**
 * The building: a home or a condominium, its heated area, occupants and dwellings, two a line (the form shares a wide
 * screen with its result, where four a line cut their labels short).
 */
export function BuildingFields({ control }: { control: Control<CalculatorValues> }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="buildingKind"
          render={({ field }) => (
            <TextField {...field} select fullWidth size="small" label={t(`${k}.fields.buildingKind`)}>
              {BUILDING_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`${k}.values.buildingKind.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="heatedAreaSqm"
          size="small"
          inputMode="decimal"
          label={t(`${k}.building.heatedAreaSqm`)}
        />
      </Grid>
      <Grid size={6}>
        <FormTextField
          control={control}
          name="occupants"
          size="small"
          inputMode="numeric"
          label={t(`${k}.building.occupants`)}
        />
      </Grid>
      <Grid size={6}>
        <FormTextField
          control={control}
          name="dwellings"
          size="small"
          inputMode="numeric"
          label={t(`${k}.building.dwellings`)}
        />
      </Grid>
    </Grid>
  );
}
