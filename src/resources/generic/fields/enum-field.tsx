import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { CheckboxGroupInput, selectedOf } from './checkbox-group-field.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * Kind `enum`: a select over the declared options with their translated labels; none chosen is null. A `multiple` enum
 * holds several options (an array, empty when none is chosen); declared `checkboxes`, it shows them all as checkboxes.
 */
export function EnumInput(props: FieldProps) {
  if (props.field.checkboxes === true) return <CheckboxGroupInput {...props} />;
  return <EnumSelect {...props} />;
}

function EnumSelect({ control, field, label, optionLabel, helperText }: FieldProps) {
  const multiple = field.multiple === true;
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <TextField
          select
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          value={multiple ? selectedOf(input.value) : typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => {
            const value: unknown = event.target.value;
            if (multiple) input.onChange(typeof value === 'string' ? value.split(',') : selectedOf(value));
            else input.onChange(value === '' ? null : value);
          }}
          slotProps={
            multiple
              ? { select: { multiple: true, renderValue: (value) => selectedOf(value).map(optionLabel).join(', ') } }
              : undefined
          }
          label={label}
          required={field.required === true}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        >
          {(field.options ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
