import { z } from 'zod';
import { passwordConfirmationCheck } from '../rules/forms.ts';
import { requiredMessage } from '../rules/messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, newPasswordSchema } from '../rules/password.ts';

const CURRENT_LABEL = 'Password attuale';

const currentPasswordSchema = z
  .string({ error: requiredMessage(CURRENT_LABEL) })
  .min(1, { error: requiredMessage(CURRENT_LABEL) })
  .max(1024);

/** A check that the new password (under `newKey`) is not the current one; it runs as soon as both are strings. */
function differsFromCurrent<N extends string>(newKey: N) {
  const bothStrings = (value: unknown): value is Record<N | 'currentPassword', string> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[newKey] === 'string' &&
    typeof (value as Record<string, unknown>).currentPassword === 'string';
  return z.refine<Record<N | 'currentPassword', unknown>>(
    (value) => !bothStrings(value) || value[newKey] === '' || value[newKey] !== value.currentPassword,
    { error: PASSWORD_MESSAGES.sameAsCurrent, path: [newKey], when: (payload) => bothStrings(payload.value) },
  );
}

/** The password-change form: current password, a strong new one that differs from it, and its confirmation. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema(),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
  })
  .check(differsFromCurrent('newPassword'), passwordConfirmationCheck('newPassword', 'confirmPassword'));

export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;

/**
 * PUT /profile/profile/password: the spec's body `{ temporary: false, type: 'password', value }` plus the current
 * password, which the server checks before it changes anything.
 */
export const passwordUpdateSchema = z
  .object({
    temporary: z.literal(false, { error: 'Una password temporanea non può essere impostata da qui' }),
    type: z.literal('password', { error: 'Tipo di credenziale non valido' }),
    value: newPasswordSchema(),
    currentPassword: currentPasswordSchema,
  })
  .check(differsFromCurrent('value'));

export type PasswordUpdate = z.output<typeof passwordUpdateSchema>;

/** The request body for a filled-in form. */
export const passwordUpdateOf = (form: PasswordChangeForm): PasswordUpdate => ({
  temporary: false,
  type: 'password',
  value: form.newPassword,
  currentPassword: form.currentPassword,
});
