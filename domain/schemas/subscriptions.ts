import { z } from 'zod';
import { textOf } from '../rules/text.ts';

export const subscriptionStatuses = ['Pending', 'Confirmed', 'Rejected'] as const;

export const subscriptionTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  entityType: z.string(),
  entityId: z.number().int(),
  unitCostCents: z.number().int(),
  vatPercentage: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  costType: z.string(),
  expirationIntervalMonths: z.number().int().nullable(),
  mandatory: z.boolean(),
  agreements: z.array(z.object({ id: z.uuid(), title: z.string(), body: z.string() })),
});

export const bankTransferSchema = z.object({ beneficiary: z.string(), iban: z.string(), reference: z.string() });

export const subscriptionSchema = z.object({
  id: z.uuid(),
  templateName: z.string(),
  status: z.enum(subscriptionStatuses),
  entityType: z.string(),
  entityId: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  expirationDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  bankTransfer: bankTransferSchema,
  subscriber: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});

/** The checkout: a template and the acceptance of every agreement it carries. */
export const checkoutSchema = z.object({
  templateId: z.uuid({ error: 'Scegli un abbonamento' }),
  acceptedAgreementIds: z.array(z.uuid()),
});

/** GET /subscription/subscriptions (back office): the subscriptions in one status, or all of them. */
export const subscriptionListQuerySchema = z.object({
  status: z.enum(subscriptionStatuses, { error: 'Stato non valido' }).optional(),
});

export const rejectionSchema = z.object({
  reason: textOf('Motivo', 500, { error: 'Indica il motivo del rifiuto' }).min(3, {
    error: 'Indica il motivo del rifiuto',
  }),
});

export type SubscriptionTemplate = z.infer<typeof subscriptionTemplateSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Checkout = z.infer<typeof checkoutSchema>;
