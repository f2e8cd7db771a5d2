import type { ReactNode, Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/** What a date field takes: the form's value and handlers, and how it looks. */
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
