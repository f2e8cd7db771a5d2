import { z } from 'zod';

export const agreementKinds = ['privacy', 'terms'] as const;

export const agreementSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  required: z.boolean(),
});

export const agreementAcceptanceSchema = z.object({ agreementId: z.uuid({ error: 'Accordo non valido' }) });

export type Agreement = z.infer<typeof agreementSchema>;
