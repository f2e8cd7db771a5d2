import type { z } from 'zod';
import { answersSchemaWith } from './answers-rules.ts';
import { lookupComune } from './climate.ts';

export * from './answers-rules.ts';

/** The home wizard's answers as the server checks them: the CAP against the comune found in the whole table. */
export const wizardAnswersSchema = answersSchemaWith((city, province) => {
  const found = lookupComune(city, province);
  return found.status === 'found' ? found.comune : undefined;
});

export type WizardAnswers = z.infer<typeof wizardAnswersSchema>;
export type WizardAnswersInput = z.input<typeof wizardAnswersSchema>;
