import { useCallback, useEffect, useRef, useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { formatIsoDate, isIncompleteDate, isRealDate } from '../../../domain/rules/calendar.ts';
import { dayjs } from '../date-time/rome-dayjs.ts';
import type { DateInputProps } from './date-input-props.ts';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;
const ISO_DAY = 'YYYY-MM-DD';
const ITALIAN_DAY = 'DD/MM/YYYY';

/** The picker's day for a form value: a calendar day 'YYYY-MM-DD' (or the start of an ISO date-time), or none. */
const pickerValue = (value: unknown): Dayjs | null =>
  typeof value === 'string' && value !== '' && !isIncompleteDate(value) ? dayjs(value.slice(0, 10), ISO_DAY) : null;

/**
 * The form value of what the field shows (GG/MM/AAAA, placeholders where nothing is typed): null when empty, the day
 * 'YYYY-MM-DD' when it is a real one, else the text as typed (`15/03/AAAA`, `31/02/2026`), which every form refuses.
 */
function formValueOf(shown: string): string | null {
  if (shown === '') return null;
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown);
  const date = parts ? { year: Number(parts[3]), month: Number(parts[2]), day: Number(parts[1]) } : null;
  return date && isRealDate(date) ? formatIsoDate(date) : shown;
}

/** The day a form value stands for ('YYYY-MM-DD', the typed text, or null for none). */
const dayKey = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null;
  return isIncompleteDate(value) ? value : value.slice(0, 10);
};

/**
 * The Italian date picker (GG/MM/AAAA, the appointments' MUI X picker with the it locale): typing `15031985` is
 * 15 March 1985. It hands back the day as 'YYYY-MM-DD', null when emptied, or the text as typed while it is not a
 * whole real day: MUI's field says nothing of a half-typed date (or says "no date" when a part of a stored one is
 * cleared), so the form would save "no date" over the stored one; the text as typed makes the save refuse instead.
 */
export function ItalianDatePicker({
  label,
  value,
  onChange,
  name,
  inputRef,
  onBlur,
  required,
  error,
  helperText,
  size,
  fullWidth = true,
  sx,
}: DateInputProps) {
  const [shown, setShown] = useState<Dayjs | null>(() => pickerValue(value));
  const field = useRef<HTMLInputElement | null>(null);
  const sent = useRef<unknown>(value);
  const received = useRef<unknown>(value);
  // A value the form sets itself (a reset, a loaded record) is shown; one this picker sent is already on screen.
  useEffect(() => {
    if (value === received.current) return;
    received.current = value;
    if (value !== sent.current) setShown(pickerValue(value));
  }, [value]);
  const send = useCallback(
    (next: string | null) => {
      if (next === dayKey(sent.current)) return;
      sent.current = next;
      onChange(next);
    },
    [onChange],
  );
  /**
   * The form gets what the field shows once MUI has drawn it: on every key, paste and blur (before any click on Save).
   */
  const sync = useCallback(() => {
    send(formValueOf(field.current?.value ?? ''));
  }, [send]);
  const changed = (day: Dayjs | null) => {
    setShown(day);
    // A whole day goes at once; "none" may be a half-typed day, told by the sections once they are drawn.
    if (day?.isValid()) send(day.format(ISO_DAY));
    else setTimeout(sync, 0);
  };
  const refs = useForkRef(field, inputRef);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <DatePicker
        label={label}
        format={ITALIAN_DAY}
        inputRef={refs}
        value={shown}
        onChange={changed}
        slotProps={{
          textField: {
            name,
            required,
            fullWidth,
            error,
            helperText,
            size,
            sx,
            onKeyUp: sync,
            onPaste: () => {
              setTimeout(sync, 0);
            },
            onBlur: () => {
              sync();
              onBlur?.();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
