import { FormDateField } from '../../../components/form/form-date-field.tsx';
import type { FieldProps } from './field-props.ts';

/** Kind `date`: a calendar day (YYYY-MM-DD) through the Italian picker, GG/MM/AAAA; blank is null. */
export function DateInput({ control, field, label }: FieldProps) {
  return <FormDateField control={control} name={field.name} label={label} required={field.required === true} />;
}
