import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** Kind `boolean`: a checkbox. */
export function BooleanInput({ control, field, label }: FieldProps) {
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <FormControl error={fieldState.error !== undefined}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={input.name}
                slotProps={{ input: { ref: input.ref } }}
                onBlur={input.onBlur}
                checked={input.value === true}
                onChange={(event) => {
                  input.onChange(event.target.checked);
                }}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
