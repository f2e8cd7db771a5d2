import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';

export interface SectionOutcome {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The save of one profile section: the success text, or the server's field errors put on their fields (`renames`
 * maps an API path onto a form field) with 'Correggi i campi evidenziati.', or the Italian message of the failure.
 */
export function useSectionSave<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  renames: Partial<Record<string, Path<T>>> = {},
) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SectionOutcome | null>(null);

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setOutcome(null);
    try {
      setOutcome({ severity: 'success', text: await action() });
      return true;
    } catch (error) {
      const onFields = fieldErrorsOf(error).flatMap(({ path, message }) => {
        const field = renames[path] ?? (path as Path<T>);
        return fields.includes(field) ? [{ field, message }] : [];
      });
      for (const { field, message } of onFields) setError(field, { type: 'server', message }, { shouldFocus: true });
      setOutcome({ severity: 'error', text: onFields.length > 0 ? t('profile.fixFields') : userMessageOf(error) });
      return false;
    }
  };

  return {
    outcome,
    run,
    clearOutcome: () => {
      setOutcome(null);
    },
  };
}
