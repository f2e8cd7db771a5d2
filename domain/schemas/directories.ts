import { z } from 'zod';
import { directoryRecord } from '../resources/directories.ts';
import { textOf } from '../rules/text.ts';
import { memberRoleSchema } from './network.ts';
import { pagedListSchema } from './paged-list.ts';

export const DIRECTORY_MESSAGES = {
  reasonRequired: 'Indica il motivo della sospensione',
  contactMessageRequired: 'Scrivi un messaggio per il professionista',
  nothingToSuspend: 'Nessun ruolo da sospendere per questo profilo',
  professionalNotFound: 'Professionista non trovato',
} as const;

/**
 * PUT /profile/profile/{profileId}/suspend: back office suspends every role of the account, with the reason the user
 * reads.
 */
export const suspensionSchema = z.object({
  reason: textOf('Motivo', 500, { error: DIRECTORY_MESSAGES.reasonRequired }).min(3, {
    error: DIRECTORY_MESSAGES.reasonRequired,
  }),
});

/** POST /profile/agora-professionals/{id}/contact: a member asks a professional of the agora to get in touch. */
export const contactRequestSchema = z.object({
  message: textOf('Messaggio', 1000, { error: DIRECTORY_MESSAGES.contactMessageRequired }).min(3, {
    error: DIRECTORY_MESSAGES.contactMessageRequired,
  }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * POST /profile/network/{id}/members: the organisation whose people join the network (spec section 7, organization_id).
 */
export const memberAddSchema = z.object({
  organization_id: z.uuid({ error: 'Organizzazione non valida' }),
});

export const memberAddResultSchema = z.object({
  added: z.array(z.object({ profileId: z.uuid(), firstName: z.string(), lastName: z.string() })),
});

/** What removing a member does to the network's projects: the confirmation states it before, the answer after. */
export const memberRemovalSchema = z.object({
  assignedProjects: z.number().int(),
  projectRoles: z.number().int(),
});
export type MemberRemoval = z.infer<typeof memberRemovalSchema>;

/**
 * A member as the network's designer list shows them: the directory's record (by the matrix) with the roles and their
 * status.
 */
export const networkMemberRecord = directoryRecord.extend({ roles: z.array(memberRoleSchema) });
export const networkMemberPageSchema = pagedListSchema(networkMemberRecord);
/** GET /profile/v2/network/{id}/members/{profileId}: `?extend=studio` adds the member's studio. */
export const networkMemberReadQuery = z.strictObject({
  extend: z.literal('studio', { error: 'Estensione non prevista' }).optional(),
});

export const MEMBER_MESSAGES = {
  organizationNotFound: 'Organizzazione non trovata',
  organizationEmpty:
    "Nessun profilo di questa organizzazione da aggiungere: sono già membri della rete o l'organizzazione non ha profili",
  memberNotFound: 'Membro non trovato',
} as const;
