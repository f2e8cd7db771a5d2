import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** Kinds `number` and `money` (euro with cents): blank is null, anything else a number (the schema names a non-number). */
export function NumberInput({ control, field, label }: FieldProps) {
  const money = field.kind === 'money';
  return (
    <Controller control={control} name={field.name} render={({ field: input, fieldState }) => (
      <TextField
        name={input.name} inputRef={input.ref} onBlur={input.onBlur} type="number"
        value={typeof input.value === 'number' && !Number.isNaN(input.value) ? input.value : ''}
        onChange={(event) => { input.onChange(event.target.value === '' ? null : Number(event.target.value)); }}
        label={label} required={field.required === true} fullWidth
        slotProps={money ? { htmlInput: { step: '0.01' }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } } : undefined}
        error={fieldState.error !== undefined} helperText={fieldState.error?.message}
      />
    )} />
  );
}
