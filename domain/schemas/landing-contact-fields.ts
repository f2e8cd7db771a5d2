import { z } from 'zod';
import { emailSchema } from '../rules/forms.ts';
import { EMAIL_INVALID } from '../rules/messages.ts';
import { phoneSchema } from '../rules/phone.ts';
import { requiredTextOf } from '../rules/text.ts';

/**
 * The handoff form's contact fields (issue 7), apart from the rest of landing-contacts.ts so the public wizard loads
 * them without the answers schema and its table of comuni.
 */

export const PRIVACY_CONSENT_REQUIRED = "Per inviare i tuoi recapiti devi accettare l'informativa sulla privacy";
export const NAME_MAX_LENGTH = 100;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const personName = (label: string) => requiredTextOf(label, NAME_MAX_LENGTH);

/** Who to contact and the privacy consent: the handoff form of the wizard, validated alike on both sides. */
export const landingContactFieldsSchema = z.object({
  firstName: personName('Nome'),
  lastName: personName('Cognome'),
  email: z
    .preprocess(trimmed, emailSchema)
    .refine((value) => value.length <= 320, { error: EMAIL_INVALID })
    .transform((value) => value.toLowerCase()),
  phone: z.preprocess(trimmed, phoneSchema()),
  privacyAccepted: z.literal(true, { error: PRIVACY_CONSENT_REQUIRED }),
});
export type LandingContactField = keyof z.input<typeof landingContactFieldsSchema>;
