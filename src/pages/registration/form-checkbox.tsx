import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
}

/** A yes/no field bound to react-hook-form, with the schema's message under it. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, required = false }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined}>
          <FormControlLabel
            label={label}
            required={required}
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                }}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ref: field.ref, 'aria-invalid': fieldState.error !== undefined } }}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
