import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import type { DateInputProps } from './date-input-props.ts';

/** MUI X loads with the first date field on screen, not with every page. */
const LazyPicker = lazy(() =>
  import('./italian-date-picker.tsx').then((module) => ({ default: module.ItalianDatePicker })),
);

/**
 * The one input of a calendar day everywhere (forms, filters, profile, registration): the Italian picker, GG/MM/AAAA.
 */
export function DateInput(props: DateInputProps) {
  const placeholder = (
    <TextField
      label={props.label}
      size={props.size}
      fullWidth={props.fullWidth ?? true}
      sx={props.sx}
      disabled
      value=""
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyPicker {...props} />
    </Suspense>
  );
}
