import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from './date-input.tsx';

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** A calendar day bound to react-hook-form through the Italian picker; the message of the form's zod schema shows under it. */
export function FormDateField<T extends FieldValues>({ control, name, label, required }: FormDateFieldProps<T>) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <DateInput
        label={label} required={required} name={field.name} inputRef={field.ref} onBlur={field.onBlur}
        value={field.value} onChange={field.onChange}
        error={fieldState.error !== undefined} helperText={fieldState.error?.message}
      />
    )} />
  );
}
