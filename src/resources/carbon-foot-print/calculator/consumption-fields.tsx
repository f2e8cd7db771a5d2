import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { sourceUnit } from '../../../../domain/carbon/sources.ts';
import { ENERGY_SOURCES } from '../../../../domain/energy/emission-factors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { consumptionLine, type CalculatorValues } from './calculator-values.ts';

const k = 'carbon-foot-print';

function ConsumptionLine({
  control,
  index,
  onRemove,
}: {
  control: Control<CalculatorValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const line = useWatch({ control, name: `consumption.${index}` });
  const unit = sourceUnit(line.source);
  const sourceLabel = t(`${k}.values.source.${line.source}`);
  return (
    <Grid container spacing={1.5} alignItems="flex-start" data-testid={`consumption-${line.source}`}>
      {/* On a line of its own while the form shares the screen with its result ("Energia elettrica dalla rete"). */}
      <Grid size={{ xs: 12, sm: 5, lg: 12, xl: 5 }}>
        <Controller
          control={control}
          name={`consumption.${index}.source`}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              fullWidth
              size="small"
              label={t(`${k}.use.source`)}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {ENERGY_SOURCES.map((source) => (
                <MenuItem key={source} value={source}>
                  {t(`${k}.values.source.${source}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 'auto' }}>
        <Controller
          control={control}
          name={`consumption.${index}.entry`}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={field.value}
              aria-label={t(`${k}.use.entry`)}
              onChange={(_, value: 'units' | 'euro' | null) => {
                if (value) field.onChange(value);
              }}
            >
              <ToggleButton value="units">{t(`${k}.use.units`)}</ToggleButton>
              <ToggleButton value="euro">{t(`${k}.use.euro`)}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </Grid>
      {line.entry === 'units' ? (
        <Grid size="grow">
          <FormTextField
            control={control}
            name={`consumption.${index}.quantity`}
            size="small"
            inputMode="decimal"
            label={t(`${k}.use.quantity`, { unit: unit.unit })}
            slotProps={{
              htmlInput: { 'aria-label': `${sourceLabel}: ${t(`${k}.use.quantity`, { unit: unit.unit })}` },
            }}
          />
        </Grid>
      ) : (
        <>
          <Grid size={{ xs: 12, sm: 'grow' }}>
            <FormTextField
              control={control}
              name={`consumption.${index}.amountEur`}
              size="small"
              inputMode="decimal"
              label={t(`${k}.use.amount`)}
              slotProps={{ htmlInput: { 'aria-label': `${sourceLabel}: ${t(`${k}.use.amount`)}` } }}
            />
          </Grid>
          <Grid size="grow">
            <FormTextField
              control={control}
              name={`consumption.${index}.centsPerUnit`}
              size="small"
              inputMode="decimal"
              label={t(`${k}.use.tariff`, { unit: unit.unit })}
              helperText={t(`${k}.use.tariffHint`, { source: unit.tariffSource })}
              slotProps={{
                htmlInput: { 'aria-label': `${sourceLabel}: ${t(`${k}.use.tariff`, { unit: unit.unit })}` },
              }}
            />
          </Grid>
        </>
      )}
      <Grid size="auto">
        <IconButton aria-label={t(`${k}.use.remove`, { source: sourceLabel })} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Grid>
    </Grid>
  );
}

/** The yearly use, one line per source, as units from the bills or as euro with the editable tariff. */
export function ConsumptionFields({ control }: { control: Control<CalculatorValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'consumption' });
  const lines = useWatch({ control, name: 'consumption' });
  const unused = ENERGY_SOURCES.filter((source) => !lines.some((line) => line.source === source));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(`${k}.use.hint`)}
      </Typography>
      {fields.map((field, index) => (
        <ConsumptionLine
          key={field.id}
          control={control}
          index={index}
          onRemove={() => {
            remove(index);
          }}
        />
      ))}
      {unused[0] && (
        <Button
          startIcon={<AddOutlined />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            if (unused[0]) append(consumptionLine(unused[0]));
          }}
        >
          {t(`${k}.use.add`)}
        </Button>
      )}
      <FormTextField
        control={control}
        name="photovoltaicKwh"
        size="small"
        inputMode="decimal"
        label={t(`${k}.use.photovoltaicKwh`)}
        helperText={t(`${k}.use.photovoltaicHint`)}
      />
    </Stack>
  );
}
