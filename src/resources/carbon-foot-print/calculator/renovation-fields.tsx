import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { MEASURE_TYPES, type MeasureType } from '../../../../domain/carbon/input.ts';
import { MATERIALS } from '../../../../domain/energy/emission-factors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { materialLine, measureLine, type CalculatorValues, type MeasureValues } from './calculator-values.ts';

const k = 'carbon-foot-print';

const MEASURE_FIELDS: Record<MeasureType, readonly (keyof MeasureValues)[]> = {
  wallInsulation: ['heatingCutPercent'],
  roofInsulation: ['heatingCutPercent'],
  newWindows: ['heatingCutPercent'],
  heatPump: ['scop', 'replacedEfficiencyPercent'],
  photovoltaic: ['kWp', 'yieldKwhPerKwp', 'selfConsumptionPercent'],
  manual: ['label', 'savedKgCo2ePerYear'],
};

type Props = { control: Control<CalculatorValues> };

function MeasureLine({ control, index, onRemove }: Props & { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: `measures.${index}.type` });
  const title = t(`${k}.values.measure.${type}`);
  return (
    <Grid container spacing={1.5} alignItems="flex-start">
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name={`measures.${index}.type`}
          render={({ field }) => (
            <TextField {...field} select fullWidth size="small" label={t(`${k}.renovation.measures`)}>
              {MEASURE_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`${k}.values.measure.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      {MEASURE_FIELDS[type].map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 'grow' }}>
          <FormTextField
            control={control}
            name={`measures.${index}.${name}` as FieldPath<CalculatorValues>}
            size="small"
            label={textFromData(t, `${k}.renovation.${name}`)}
            slotProps={{ htmlInput: { 'aria-label': `${title}: ${textFromData(t, `${k}.renovation.${name}`)}` } }}
          />
        </Grid>
      ))}
      <Grid size="auto">
        <IconButton aria-label={`${t(`${k}.renovation.removeMeasure`)}: ${title}`} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Grid>
    </Grid>
  );
}

function MaterialLine({ control, index, onRemove }: Props & { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const kind = useWatch({ control, name: `materials.${index}.kind` });
  return (
    <Grid container spacing={1.5} alignItems="flex-start">
      {kind === 'material' ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={`materials.${index}.material`}
              render={({ field }) => (
                <TextField {...field} select fullWidth size="small" label={t(`${k}.renovation.material`)}>
                  {MATERIALS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`${k}.values.material.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 10, sm: 'grow' }}>
            <FormTextField
              control={control}
              name={`materials.${index}.kg`}
              size="small"
              label={t(`${k}.renovation.kg`)}
            />
          </Grid>
        </>
      ) : (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={`materials.${index}.label`}
              size="small"
              label={t(`${k}.renovation.product`)}
            />
          </Grid>
          <Grid size={{ xs: 10, sm: 'grow' }}>
            <FormTextField
              control={control}
              name={`materials.${index}.kgCo2e`}
              size="small"
              label={t(`${k}.renovation.kgCo2e`)}
            />
          </Grid>
        </>
      )}
      <Grid size="auto">
        <IconButton aria-label={t(`${k}.renovation.removeMaterial`)} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Grid>
    </Grid>
  );
}

/** The renovation planned: the wizard's measures (or one entered by hand) and the main materials of the works. */
export function RenovationFields({ control }: Props) {
  const { t } = useTranslation();
  const measures = useFieldArray({ control, name: 'measures' });
  const materials = useFieldArray({ control, name: 'materials' });
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{t(`${k}.renovation.measures`)}</Typography>
      {measures.fields.map((field, index) => (
        <MeasureLine
          key={field.id}
          control={control}
          index={index}
          onRemove={() => {
            measures.remove(index);
          }}
        />
      ))}
      <Button
        startIcon={<AddOutlined />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          measures.append(measureLine('heatPump'));
        }}
      >
        {t(`${k}.renovation.addMeasure`)}
      </Button>
      <Typography variant="subtitle2">{t(`${k}.renovation.materials`)}</Typography>
      {materials.fields.map((field, index) => (
        <MaterialLine
          key={field.id}
          control={control}
          index={index}
          onRemove={() => {
            materials.remove(index);
          }}
        />
      ))}
      <Stack direction="row" spacing={1} flexWrap="wrap">
        <Button
          startIcon={<AddOutlined />}
          onClick={() => {
            materials.append(materialLine('material'));
          }}
        >
          {t(`${k}.renovation.addMaterial`)}
        </Button>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => {
            materials.append(materialLine('epd'));
          }}
        >
          {t(`${k}.renovation.addEpd`)}
        </Button>
      </Stack>
    </Stack>
  );
}
