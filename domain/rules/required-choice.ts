import { z } from 'zod';
import { requiredMessage } from './messages.ts';

const isMissing = (input: unknown): boolean => input === undefined || input === null || input === '';

/**
 * A required choice among `values`: nothing chosen gets the spec's required message ('Il campo {label} è richiesto',
 * section 5), a value outside the list gets `invalid`.
 */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  invalid: string,
) => z.enum(values, { error: (issue) => (isMissing(issue.input) ? requiredMessage(label) : invalid) });
