import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { Controller } from 'react-hook-form';
import { dayjs, ROME } from '../../../components/date-time/rome-dayjs.ts';
import type { FieldProps } from './field-props.ts';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

/** The picker's value: the form keeps an ISO UTC string (or, while a typed date is incomplete, the invalid dayjs). */
const pickerValue = (value: unknown): Dayjs | null => {
  if (dayjs.isDayjs(value)) return value;
  return typeof value === 'string' && value !== '' ? dayjs.utc(value) : null;
};

/**
 * Kind `dateTime`: an Italian date-time picker (dd/mm/yyyy hh:mm, 24 hours) in Rome time whatever the browser's zone;
 * the form value is the instant in ISO UTC, or null. Loaded with the first date-time field, never before.
 */
export function DateTimeInput({ control, field, label, helperText }: FieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <Controller
        control={control}
        name={field.name}
        render={({ field: input, fieldState }) => (
          <DateTimePicker
            label={label}
            timezone={ROME}
            ampm={false}
            inputRef={input.ref}
            value={pickerValue(input.value)}
            onChange={(value) => {
              input.onChange(value === null ? null : value.isValid() ? value.toISOString() : value);
            }}
            slotProps={{
              textField: {
                name: input.name,
                required: field.required === true,
                fullWidth: true,
                onBlur: input.onBlur,
                error: fieldState.error !== undefined,
                helperText: fieldState.error?.message ?? helperText,
              },
            }}
          />
        )}
      />
    </LocalizationProvider>
  );
}
