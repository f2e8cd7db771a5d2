import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** Kind `date`: an ISO calendar date (YYYY-MM-DD) from the browser's date input; blank is null. */
export function DateInput({ control, field, label }: FieldProps) {
  return (
    <Controller control={control} name={field.name} render={({ field: input, fieldState }) => (
      <TextField
        name={input.name} inputRef={input.ref} onBlur={input.onBlur} type="date"
        value={typeof input.value === 'string' ? input.value.slice(0, 10) : ''}
        onChange={(event) => { input.onChange(event.target.value === '' ? null : event.target.value); }}
        label={label} required={field.required === true} fullWidth slotProps={{ inputLabel: { shrink: true } }}
        error={fieldState.error !== undefined} helperText={fieldState.error?.message}
      />
    )} />
  );
}
