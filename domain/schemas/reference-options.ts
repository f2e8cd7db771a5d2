import { z } from 'zod';

/** What a reference field's options path answers: the rows the caller may choose, with their labels. */
export const referenceOptionsSchema = z.object({ data: z.array(z.object({ id: z.uuid(), label: z.string() })) });

export type ReferenceOptions = z.infer<typeof referenceOptionsSchema>;
