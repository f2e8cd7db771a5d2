import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_INCOMPLETE, isIncompleteDate } from '../../../domain/rules/calendar.ts';
import { DateInput } from './date-input.tsx';

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/**
 * A calendar day bound to react-hook-form through the Italian picker; the message of the form's zod schema shows under
 * it, and a day typed in part (`15/03/AAAA`) or impossible says so in the one message of every date field: the form
 * holds the text as typed, which its schema refuses, so a save never stores "no date" over the day it had.
 */
export function FormDateField<T extends FieldValues>({ control, name, label, required }: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const incomplete = isIncompleteDate(field.value) && (fieldState.isTouched || fieldState.error !== undefined);
        return (
          <DateInput
            label={label}
            required={required}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
            error={incomplete || fieldState.error !== undefined}
            helperText={incomplete ? DATE_INCOMPLETE : fieldState.error?.message}
          />
        );
      }}
    />
  );
}
