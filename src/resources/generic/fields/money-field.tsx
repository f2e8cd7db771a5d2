import { MoneyInput } from '../../../components/form/money-input.tsx';
import type { FieldProps } from './field-props.ts';

/** Kind `money`: integer cents, typed and shown it-IT. */
export function MoneyField({ control, field, label }: FieldProps) {
  return <MoneyInput control={control} name={field.name} label={label} required={field.required === true} />;
}
