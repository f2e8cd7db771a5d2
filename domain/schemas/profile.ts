import { z } from 'zod';
import { appRoleNames, roleStatuses } from '../auth/roles.ts';
import type { SubscriptionItem } from '../rules/subscriptions.ts';

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** A designer's CV and the profile's own documents. */
    Profile: true;
  }
}

const subscriptionItemSchema = z.object({
  status: z.string(),
  expirationDate: z.string().nullable(),
  entityType: z.string(),
  entity_id: z.union([z.number(), z.string()]),
}) satisfies z.ZodType<SubscriptionItem>;

export const userRoleSchema = z.object({
  roleId: z.number().int(),
  roleName: z.enum(appRoleNames),
  status: z.enum(roleStatuses),
  page: z.string().nullable(),
});

/** GET /profile/init: what the SPA needs at startup to apply the rules of spec section 4. */
export const userInitSchema = z.object({
  roles: z.array(userRoleSchema),
  subscriptions: z.array(subscriptionItemSchema),
  missingAgreements: z.array(z.string()),
  payments: z.array(z.object({ id: z.string(), status: z.string(), amount: z.string() })),
  mandatorySubscriptionRequired: z.boolean(),
});

export const profileDetailsSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  userType: z.string(),
  platformId: z.string(),
  bio: z.string().nullable(),
  dob: z.string().nullable(),
  avatar: z.string().nullable(),
  enabled: z.boolean(),
  network: z.object({ id: z.uuid(), name: z.string(), code: z.string() }).nullable(),
  /** The organization (company data, legal representatives) the user belongs to, if any. */
  organizationId: z.uuid().nullable(),
  identity: z.object({ subject: z.string(), issuer: z.string() }).optional(),
});

export const roleCatalogueEntrySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

export type UserInit = z.infer<typeof userInitSchema>;
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
export type RoleCatalogueEntry = z.infer<typeof roleCatalogueEntrySchema>;
