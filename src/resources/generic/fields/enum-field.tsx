import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** Kind `enum`: a select over the declared options with their translated labels; none chosen is null. */
export function EnumInput({ control, field, label, optionLabel }: FieldProps) {
  return (
    <Controller control={control} name={field.name} render={({ field: input, fieldState }) => (
      <TextField
        select name={input.name} inputRef={input.ref} onBlur={input.onBlur}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(event) => { input.onChange(event.target.value === '' ? null : event.target.value); }}
        label={label} required={field.required === true} fullWidth
        error={fieldState.error !== undefined} helperText={fieldState.error?.message}
      >
        {(field.options ?? []).map((option) => <MenuItem key={option} value={option}>{optionLabel(option)}</MenuItem>)}
      </TextField>
    )} />
  );
}
