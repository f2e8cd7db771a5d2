import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { dayjs, ROME } from '../date-time/rome-dayjs.ts';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DayPickerProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** The form keeps a calendar day (YYYY-MM-DD); while a typed day is incomplete, the invalid dayjs the schema refuses. */
const pickerValue = (value: unknown): Dayjs | null => {
  if (dayjs.isDayjs(value)) return value;
  return typeof value === 'string' && value !== '' ? dayjs.tz(value, ROME) : null;
};

/**
 * A calendar day with the Italian MUI X picker (GG/MM/AAAA) in Rome time, the appointments' own picker without the
 * hour: the form value is `YYYY-MM-DD`, or null when blank.
 */
export function DayPicker<T extends FieldValues>({ control, name, label, required = false }: DayPickerProps<T>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <Controller control={control} name={name} render={({ field: input, fieldState }) => (
        <DatePicker
          label={label} timezone={ROME} inputRef={input.ref} format="DD/MM/YYYY"
          value={pickerValue(input.value)}
          onChange={(value) => { input.onChange(value === null ? null : value.isValid() ? value.format('YYYY-MM-DD') : value); }}
          slotProps={{
            textField: {
              name: input.name, required, fullWidth: true, onBlur: input.onBlur,
              error: fieldState.error !== undefined, helperText: fieldState.error?.message,
            },
          }}
        />
      )} />
    </LocalizationProvider>
  );
}
