import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../date-time/rome-dayjs.ts';
import type { DateInputProps } from './date-input.tsx';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;
const ISO_DAY = 'YYYY-MM-DD';

/** The picker's value: a calendar day 'YYYY-MM-DD' (or the start of an ISO date-time), an incomplete typed date, or none. */
const pickerValue = (value: unknown): Dayjs | null => {
  if (dayjs.isDayjs(value)) return value;
  return typeof value === 'string' && value !== '' ? dayjs(value.slice(0, 10), ISO_DAY) : null;
};

/**
 * The Italian date picker (GG/MM/AAAA, the appointments' MUI X picker with the it locale): typing `15031985` is
 * 15 March 1985. It hands back the day as 'YYYY-MM-DD', null when cleared, or the incomplete date while one is being
 * typed (a form's schema refuses it with the field's own message).
 */
export function ItalianDatePicker({ label, value, onChange, name, inputRef, onBlur, required, error, helperText, size, fullWidth = true, sx }: DateInputProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <DatePicker
        label={label} format="DD/MM/YYYY" inputRef={inputRef} value={pickerValue(value)}
        onChange={(day) => { onChange(day === null ? null : day.isValid() ? day.format(ISO_DAY) : day); }}
        slotProps={{ textField: { name, required, fullWidth, onBlur, error, helperText, size, sx } }}
      />
    </LocalizationProvider>
  );
}
