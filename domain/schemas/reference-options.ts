import { z } from 'zod';

/** One choice of a reference field: the row's id, its label and what tells apart rows with the same label. */
export const referenceOptionSchema = z.object({ id: z.uuid(), label: z.string(), hint: z.string().optional() });

/** What a reference field's options path answers: the rows the caller may choose, with their labels. */
export const referenceOptionsSchema = z.object({ data: z.array(referenceOptionSchema) });

export type ReferenceOption = z.infer<typeof referenceOptionSchema>;
export type ReferenceOptions = z.infer<typeof referenceOptionsSchema>;
