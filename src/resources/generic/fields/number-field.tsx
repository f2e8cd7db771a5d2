import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** Kind `number`: blank is null, anything else a number (the schema names a non-number). */
export function NumberInput({ control, field, label, helperText }: FieldProps) {
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          type="number"
          value={typeof input.value === 'number' && !Number.isNaN(input.value) ? input.value : ''}
          onChange={(event) => {
            input.onChange(event.target.value === '' ? null : Number(event.target.value));
          }}
          label={label}
          required={field.required === true}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
