import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface DateInputProps {
  label: string;
  /**
   * A calendar day 'YYYY-MM-DD' (an ISO date-time is read as its day), the text of an incomplete typed date, or null.
   */
  value: unknown;
  /**
   * The day 'YYYY-MM-DD', null when emptied, or the text as typed while it is not a whole real day
   * (`isIncompleteDate`).
   */
  onChange: (value: string | null) => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

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
