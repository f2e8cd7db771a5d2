import { lazy, Suspense, type ComponentType } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import type { FieldKind } from '../../../../domain/resources/declaration.ts';
import { BooleanInput } from './boolean-field.tsx';
import { DateInput } from './date-field.tsx';
import { EnumInput } from './enum-field.tsx';
import type { FieldProps } from './field-props.ts';
import { MoneyField } from './money-field.tsx';
import { NumberInput } from './number-field.tsx';
import { ReferenceInput } from './reference-field.tsx';
import { TextInput } from './text-field.tsx';

/** The date-time picker (MUI X) loads with the first form that has a date-time field, not with every form. */
const LazyDateTimeInput = lazy(() =>
  import('./date-time-field.tsx').then((module) => ({ default: module.DateTimeInput })),
);

function DateTimeInput(props: FieldProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={props.label} />}>
      <LazyDateTimeInput {...props} />
    </Suspense>
  );
}

/** The one field component of each kind. */
export const fieldComponents: Record<FieldKind, ComponentType<FieldProps>> = {
  text: TextInput,
  longText: TextInput,
  number: NumberInput,
  money: MoneyField,
  date: DateInput,
  dateTime: DateTimeInput,
  enum: EnumInput,
  boolean: BooleanInput,
  reference: ReferenceInput,
};

/** Renders a declared field with the component of its kind. */
export function FieldInput(props: FieldProps) {
  const Component = fieldComponents[props.field.kind];
  return <Component {...props} />;
}
