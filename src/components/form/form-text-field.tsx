import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** A message from outside the schema (a server-side uniqueness check), shown when the field has no other error. */
  extraError?: string | null;
};

/** One text field bound to react-hook-form: the message of the shared zod schema (or the server) shows under it. */
export function FormTextField<T extends FieldValues>({ control, name, extraError, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          error={fieldState.error !== undefined || Boolean(extraError)}
          helperText={fieldState.error?.message ?? extraError ?? props.helperText}
          fullWidth
        />
      )}
    />
  );
}
