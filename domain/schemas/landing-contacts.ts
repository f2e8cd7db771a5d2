import { z } from 'zod';
import { pageQueryShape, pagedListSchema, strictQuery } from './paged-list.ts';
import { wizardAnswersSchema, type WizardAnswers } from '../energy/answers-schema.ts';
import { ENERGY_CLASSES } from '../energy/classification.ts';
import type { EnergyEstimate } from '../energy/estimate-types.ts';
import { LEAD_STATUSES } from '../leads/lead-status.ts';
import { LEADS_MAX_PAGE_SIZE, LEADS_PAGE_SIZE } from '../leads/leads-paging.ts';
import { landingContactFieldsSchema } from './landing-contact-fields.ts';
import { textOf } from '../rules/text.ts';

/**
 * The home-owner's handoff at the end of the wizard and the Local Manager's leads (issue 7; spec section 7, landing
 * contact).
 */

export {
  landingContactFieldsSchema,
  NAME_MAX_LENGTH,
  PRIVACY_CONSENT_REQUIRED,
  type LandingContactField,
} from './landing-contact-fields.ts';

const STATUS_INVALID = "Lo stato deve essere 'New', 'Contacted' o 'Closed'";

/**
 * POST /profile/landingcontact/: the wizard answers (the estimate call's body, recomputed on the server: a class or a
 * figure sent by the client is ignored), the contact fields and the network code of a landing link.
 */
export const landingContactInputSchema = landingContactFieldsSchema.extend({
  answers: wizardAnswersSchema,
  networkCode: textOf('Codice rete', 40).toUpperCase().optional(),
});

export type LandingContactInput = z.input<typeof landingContactInputSchema>;

/** GET /profile/landingcontact/network/{code}: the network a landing link belongs to. */
export const landingNetworkSchema = z.object({ name: z.string(), code: z.string() });
export type LandingNetwork = z.infer<typeof landingNetworkSchema>;

/** Who takes a lead, as the home-owner sees them (no ids, no contact details). */
export const assigneeSchema = z.object({ firstName: z.string(), lastName: z.string() });

export type Assignee = z.infer<typeof assigneeSchema>;

/** The 201 of POST /profile/landingcontact/: the estimate the server computed, who will call, through which network. */
export type LandingContactCreated = {
  result: EnergyEstimate;
  localManager: Assignee | null;
  network: LandingNetwork | null;
};

/** GET /profile/landingcontact/token/{token}: the saved estimate and the answers it came from. */
export type LandingResult = LandingContactCreated & { answers: WizardAnswers; createdAt: string };

/** GET /profile/organization/localmanager/{propertyId}: the Local Manager a home went to. */
export const localManagerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  network: landingNetworkSchema.nullable(),
});
export type LocalManager = z.infer<typeof localManagerSchema>;

const leadPropertySchema = z.object({
  id: z.uuid(),
  energyClass: z.enum(ENERGY_CLASSES),
  co2KgYear: z.number(),
  costEurYear: z.number(),
  epglNren: z.number(),
  typology: z.string(),
  sqm: z.number(),
  constructionYear: z.number(),
  comune: z.string(),
  province: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zip: z.string(),
});

/** One lead in the Local Manager's list: the contact, the home and its estimate, who has it and where it came from. */
export const leadSchema = z.object({
  id: z.uuid(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.iso.datetime(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  property: leadPropertySchema,
  localManager: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  network: landingNetworkSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /profile/landingcontact: one page of the leads the caller may see, newest first, and how many per status. */
export const leadListSchema = pagedListSchema(leadSchema).extend({
  counts: z.object({ New: z.number().int(), Contacted: z.number().int(), Closed: z.number().int() }),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadListQuerySchema = strictQuery({
  ...pageQueryShape(LEADS_PAGE_SIZE, LEADS_MAX_PAGE_SIZE),
  status: z.enum(LEAD_STATUSES, { error: STATUS_INVALID }).optional(),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** PUT /profile/landingcontact/{id}/status. */
export const leadStatusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: STATUS_INVALID }) });

export const leadIdParamsSchema = z.object({ id: z.uuid({ error: 'Contatto non valido' }) });
export const propertyIdParamsSchema = z.object({ propertyId: z.uuid({ error: 'Immobile non valido' }) });
