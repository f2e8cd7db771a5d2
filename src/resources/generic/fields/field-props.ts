import type { Control } from 'react-hook-form';
import type { ReferenceOptionsEndpoint } from '../../../../domain/api/references.ts';
import type { FieldDeclaration } from '../../../../domain/resources/declaration.ts';

/** What every field component gets: the form, the declared field, its translated label and enum value labels. */
export interface FieldProps {
  control: Control;
  field: FieldDeclaration;
  label: string;
  optionLabel: (value: string) => string;
  /** Where a `reference` field's choices are served (`referenceOptionsEndpoint`). */
  options: ReferenceOptionsEndpoint;
  /** The longest text the field's schema takes (`fieldMaxLength`). */
  maxLength?: number;
  /** The declared help text (`help`), shown under the field while it shows no error. */
  helperText?: string;
}
