import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FieldBase<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** A whole number; blank or unreadable text stays as typed so the schema refuses it with its Italian message. */
export function WholeNumberField<T extends FieldValues>({ control, name, label, required = false }: FieldBase<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required={required}
          fullWidth
          value={field.value ?? ''}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => {
            const text = event.target.value.trim();
            field.onChange(/^\d+$/.test(text) ? Number(text) : text);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One choice among labelled values; `emptyLabel` adds a blank choice stored as null. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  options,
  emptyLabel,
}: FieldBase<T> & {
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required={required}
          fullWidth
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value === '' ? null : event.target.value);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
