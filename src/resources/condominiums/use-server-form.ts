import { useState, type SyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';

/**
 * A form's submit through one write: the server's field messages land under their fields, any other refusal in
 * `failure`; `onDone` runs after a success (closing the form, resetting it).
 */
export function useServerForm<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  write: (values: TOutput) => Promise<unknown>,
  onDone?: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      await write(values);
      onDone?.();
    } catch (error) {
      for (const issue of fieldErrorsOf(error)) form.setError(issue.path as Path<TValues>, { message: issue.message });
      setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  });
  return {
    failure,
    busy,
    onSubmit: (event: SyntheticEvent) => {
      void submit(event);
    },
  };
}
