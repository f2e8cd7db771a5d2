import { z } from 'zod';
import { textOf } from '../rules/text.ts';

/** POST /profile/validate (spec section 7): is this e-mail or phone free, leaving out the profile `excluding`? */
export const uniquenessRequestSchema = z.object({
  type: z.enum(['userUniqueEmail', 'userUniquePhone'], { error: 'Tipo di verifica non valido' }),
  value: textOf('Valore', 320, { error: 'Valore mancante' }).min(1, { error: 'Valore mancante' }),
  excluding: z.uuid({ error: 'Identificativo da escludere non valido' }).optional(),
});

/** The answer of every uniqueness check: `valid` false carries the spec's message (for example 'Email già in uso'). */
export const uniquenessResultSchema = z.object({ valid: z.boolean(), message: z.string().optional() });

export const excludeQuerySchema = z.object({
  exclude: z.uuid({ error: 'Identificativo da escludere non valido' }).optional(),
});

export type UniquenessRequest = z.infer<typeof uniquenessRequestSchema>;
export type UniquenessResult = z.infer<typeof uniquenessResultSchema>;
