import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/**
 * Kinds `text` (one line) and `longText` (several lines); an optional blank field is sent as null; typing stops at the
 * schema's maximum.
 */
export function TextInput({ control, field, label, maxLength, helperText }: FieldProps) {
  const required = field.required === true;
  const multiline = field.kind === 'longText';
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => {
            input.onChange(event.target.value === '' && !required ? null : event.target.value);
          }}
          label={label}
          required={required}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { maxLength } }}
        />
      )}
    />
  );
}
