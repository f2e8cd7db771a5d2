import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { FieldDeclaration } from '../../../../domain/resources/declaration.ts';
import type { FieldProps } from './field-props.ts';
import { ReferencePicker } from './reference-picker.tsx';

/** The current values of the fields a reference depends on, as query parameters (blank ones left out). */
function useDependsOn(control: Control, field: FieldDeclaration): Record<string, string> {
  const names = field.reference?.dependsOn ?? [];
  const values: unknown[] = useWatch({ control, name: [...names] });
  return Object.fromEntries(
    names.flatMap((name, index) => {
      const value = values[index];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
}

const idsOf = (value: unknown): string | null | string[] => {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  return typeof value === 'string' ? value : null;
};

/**
 * Kind `reference`: a choice searched on the server among the rows the caller may pick; the form value is the chosen
 * id or null, or, for a reference to several rows, the chosen ids. A change of a field it depends on clears it.
 */
export function ReferenceInput({ control, field, label, options, helperText }: FieldProps) {
  const { field: input, fieldState } = useController({ control, name: field.name });
  const multiple = field.reference?.multiple === true;
  const parameters = useDependsOn(control, field);
  const dependsKey = JSON.stringify(parameters);
  const shownKey = useRef(dependsKey);
  const { onChange } = input;
  useEffect(() => {
    if (shownKey.current === dependsKey) return;
    shownKey.current = dependsKey;
    onChange(multiple ? [] : null);
  }, [dependsKey, multiple, onChange]);
  return (
    <ReferencePicker
      path={options}
      label={label}
      parameters={parameters}
      multiple={multiple}
      required={field.required === true}
      value={idsOf(input.value)}
      onChange={onChange}
      onBlur={input.onBlur}
      name={input.name}
      inputRef={input.ref}
      error={fieldState.error?.message}
      helperText={helperText}
    />
  );
}
