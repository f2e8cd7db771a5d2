import { z } from 'zod';
import { pageQueryShape, pagedListSchema, strictQuery } from './paged-list.ts';
import { appRoleNames, roleStatuses } from '../auth/roles.ts';
import { NETWORK_CODE_INVALID, NETWORK_CODE_MAX_LENGTH, NETWORK_CODE_PATTERN } from '../network/network-code.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';
import { professionalCategoryNames } from '../rules/user-types.ts';

export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_MAX_PAGE_SIZE = 100;
export const NETWORK_NAME_MAX = 120;
export const NETWORK_DESCRIPTION_MAX = 2000;

const REASON_REQUIRED = 'Indica il motivo del rifiuto';

const networkRefSchema = z.object({ id: z.uuid(), name: z.string(), code: z.string() });

/** GET /profile/network: the caller's network and how many profiles belong to it. */
export const networkViewSchema = networkRefSchema.extend({
  description: z.string().nullable(),
  membersCount: z.number().int(),
  createdAt: z.iso.datetime(),
});

/**
 * PUT /profile/network/{id}: name (required), code (4-20 upper-case letters or digits, typed in any case), description.
 * A code another network holds is a 409 'Codice rete già in uso'.
 */
export const networkUpdateSchema = z.object({
  name: requiredTextOf('Nome', NETWORK_NAME_MAX),
  code: textOf('Codice', NETWORK_CODE_MAX_LENGTH, { error: NETWORK_CODE_INVALID, tooLong: NETWORK_CODE_INVALID })
    .toUpperCase()
    .regex(NETWORK_CODE_PATTERN, { error: NETWORK_CODE_INVALID }),
  description: textOf('Descrizione', NETWORK_DESCRIPTION_MAX).nullable().optional(),
});

/** GET /profile/network/validate/{code} (public): the network a registration joins with its code. */
export const networkCodeResultSchema = networkRefSchema;

export const memberRoleSchema = z.object({
  roleId: z.number().int(),
  roleName: z.enum(appRoleNames),
  status: z.enum(roleStatuses),
  statusReason: z.string().nullable(),
});

/** A profile of a network with its roles, as the members and to-approve lists show it. */
export const memberSchema = z.object({
  profileId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registeredAt: z.iso.datetime(),
  network: networkRefSchema.nullable(),
  roles: z.array(memberRoleSchema),
});

export const memberListSchema = pagedListSchema(memberSchema);

/**
 * What a registrant entered that whoever approves needs to decide: their company (name, VAT number, tax code, city,
 * province) and, for a designer, the professional category. Only the to-approve list carries it.
 */
export const registrantDetailsSchema = z.object({
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  professionalCategory: z.enum(professionalCategoryNames).nullable(),
});

/** A member of the to-approve list: the member with the registrant's details. */
export const waitingMemberSchema = memberSchema.extend({ details: registrantDetailsSchema });

export const waitingMemberListSchema = pagedListSchema(waitingMemberSchema);

/** Members lists: `status` keeps members holding a role in that status; `q` searches name and e-mail. */
export const memberListQuerySchema = strictQuery({
  status: z.enum(roleStatuses, { error: 'Stato non valido' }).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape(MEMBERS_PAGE_SIZE, MEMBERS_MAX_PAGE_SIZE),
});

export const toApproveQuerySchema = memberListQuerySchema.omit({ status: true });

/** PUT .../members/{profileId}/reject: the reason the member reads in the e-mail and on the suspended page. */
export const memberRejectionSchema = z.object({
  reason: textOf('Motivo', 500, { error: REASON_REQUIRED }).min(3, { error: REASON_REQUIRED }),
});

/** GET /profile/network/membership: the caller's own network and roles, with the reason of a suspension. */
export const membershipSchema = z.object({
  network: networkRefSchema.nullable(),
  roles: z.array(memberRoleSchema),
});

export const networkIdParamsSchema = z.object({ id: z.uuid({ error: 'Rete non valida' }) });
export const memberParamsSchema = networkIdParamsSchema.extend({ profileId: z.uuid({ error: 'Membro non valido' }) });
export const profileIdParamsSchema = z.object({ profileId: z.uuid({ error: 'Profilo non valido' }) });
export const networkCodeParamsSchema = z.object({ code: z.string().max(64) });

export type NetworkView = z.infer<typeof networkViewSchema>;
export type NetworkUpdate = z.output<typeof networkUpdateSchema>;
export type NetworkUpdateInput = z.input<typeof networkUpdateSchema>;
export type NetworkCodeResult = z.infer<typeof networkCodeResultSchema>;
export type Member = z.infer<typeof memberSchema>;
export type MemberRole = z.infer<typeof memberRoleSchema>;
export type MemberList = z.infer<typeof memberListSchema>;
export type RegistrantDetails = z.infer<typeof registrantDetailsSchema>;
export type WaitingMember = z.infer<typeof waitingMemberSchema>;
export type WaitingMemberList = z.infer<typeof waitingMemberListSchema>;
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type Membership = z.infer<typeof membershipSchema>;
