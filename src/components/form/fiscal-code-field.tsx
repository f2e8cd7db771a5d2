import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/**
 * A codice fiscale: shown in capitals however it is typed (a phone offers capitals), at most 16 characters, so a
 * company's 11 digits fit too; the shared schema checks its form.
 */
export function FiscalCodeField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'slotProps'>) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        htmlInput: {
          maxLength: 16,
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { textTransform: 'uppercase' },
        },
      }}
    />
  );
}
