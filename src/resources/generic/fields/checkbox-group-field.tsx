import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';

/** The options a `multiple` enum's value holds (its strings). */
export const selectedOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A `multiple` enum declared `checkboxes`: a group of checkboxes under the field's label, one per option with its
 * translated label, the chosen ones in the value (in the options' order).
 */
export function CheckboxGroupInput({ control, field, label, optionLabel, helperText }: FieldProps) {
  const options = field.options ?? [];
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const chosen = selectedOf(input.value);
        const toggle = (option: string, checked: boolean) => {
          input.onChange(options.filter((candidate) => (candidate === option ? checked : chosen.includes(candidate))));
        };
        return (
          <FormControl
            component="fieldset"
            required={field.required === true}
            error={fieldState.error !== undefined}
            onBlur={input.onBlur}
          >
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option}
                  label={optionLabel(option)}
                  control={
                    <Checkbox
                      name={input.name}
                      value={option}
                      slotProps={index === 0 ? { input: { ref: input.ref } } : undefined}
                      checked={chosen.includes(option)}
                      onChange={(event) => {
                        toggle(option, event.target.checked);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {(fieldState.error?.message ?? helperText) !== undefined && (
              <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
