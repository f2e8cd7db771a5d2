import { z } from 'zod';
import { roleStatuses } from '../auth/roles.ts';
import { designerProfileViewSchema } from '../schemas/designer-profile.ts';
import { memberRoleSchema } from '../schemas/network.ts';
import { professionalCategoryNames } from '../rules/user-types.ts';
import type { FieldDeclaration, ResourceAccess, ResourceDeclaration } from './declaration.ts';

/** The roles that make a profile a professional of the directories (role filter of spec section 2). */
export const professionalRoleNames = ['Designer', 'HWDesigner', 'LocalManager'] as const;

/** The roles that make a profile one of the specialists' directory. */
export const specialistRoleNames = ['Specialist'] as const;

const nobody = [] as const;
const readOnly = (readers: ResourceAccess['list']): ResourceAccess => ({
  list: readers,
  show: readers,
  create: nobody,
  edit: nobody,
  delete: nobody,
});
const noInput = z.object({});

const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  website: z.string().nullable(),
  publicDescription: z.string().nullable(),
  /** Personal data of the matrix (domain/directories/personal-fields.ts): present only for viewers who see it. */
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  certifiedEmail: z.string().nullable().optional(),
});

/** `?extend=studio`: the professional's organisation, designer profile (CV to download) and public profile. */
export const studioSchema = z.object({
  organization: organizationSchema.nullable(),
  designerProfile: designerProfileViewSchema
    .omit({ taxCode: true })
    .extend({ taxCode: z.string().nullable().optional() }),
  bio: z.string().nullable(),
  skillDescription: z.string().nullable(),
});
export type Studio = z.infer<typeof studioSchema>;

/**
 * A person as the directories list them: name, organisation, city and province, category, skills, role and network
 * (labels filled on the server). `email`, `phone`, `fiscalCode` and `address` are there only for a caller whose roles
 * see them in that directory (the matrix); `studio` only with `?extend=studio`.
 */
export const directoryRecord = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  professionalCategory: z.enum(professionalCategoryNames).nullable(),
  skillId: z.array(z.uuid()),
  skillNames: z.string().nullable(),
  networkId: z.uuid().nullable(),
  networkName: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  fiscalCode: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  studio: studioSchema.optional(),
  createdAt: z.string(),
});
export type DirectoryRecord = z.infer<typeof directoryRecord>;

const personalComputed = ['email', 'phone', 'fiscalCode', 'address', 'studio'] as const;
const placeComputed = [
  'organizationName',
  'city',
  'province',
  'professionalCategory',
  'skillId',
  'skillNames',
  'networkName',
] as const;

const nameFields: readonly FieldDeclaration[] = [
  { name: 'lastName', kind: 'text', list: true, sortable: true },
  { name: 'firstName', kind: 'text', list: true, sortable: true },
];
const organizationField: FieldDeclaration = { name: 'organizationName', kind: 'text', list: true };
const categoryField: FieldDeclaration = {
  name: 'professionalCategory',
  kind: 'enum',
  options: professionalCategoryNames,
  list: true,
  filter: true,
};
const skillField: FieldDeclaration = {
  name: 'skillId',
  kind: 'reference',
  filter: true,
  list: true,
  reference: { source: 'skills', labelField: 'skillNames', multiple: true },
};
const provinceField: FieldDeclaration = { name: 'province', kind: 'text', list: true, filter: true };
const cityField: FieldDeclaration = { name: 'city', kind: 'text', list: true };
const networkField: FieldDeclaration = {
  name: 'networkId',
  kind: 'reference',
  list: true,
  filter: true,
  reference: { source: 'networks', labelField: 'networkName' },
};
const contactFields: readonly FieldDeclaration[] = [
  { name: 'email', kind: 'text', list: true },
  { name: 'phone', kind: 'text' },
];

const professionalRecord = directoryRecord.extend({ role: z.enum(professionalRoleNames).nullable() });
const roleField: FieldDeclaration = {
  name: 'role',
  kind: 'enum',
  options: professionalRoleNames,
  list: true,
  filter: true,
};

/**
 * The professionals (spec section 2, /professional; section 7, GET /profile/professionals): enabled profiles with an
 * Active Designer, HWDesigner or LocalManager role. A hub head sees their network's, a specialist and back office every
 * network's. Search over name and e-mail, filters by role, category, skill, province and network, in the URL.
 */
export const professionalDirectory = {
  name: 'professional',
  apiPath: '/profile/professionals',
  generatedScreens: false,
  record: professionalRecord,
  create: noInput,
  update: noInput,
  fields: [
    ...nameFields,
    roleField,
    organizationField,
    categoryField,
    skillField,
    cityField,
    provinceField,
    networkField,
    ...contactFields,
  ],
  computed: [...placeComputed, ...personalComputed, 'role'],
  search: ['lastName', 'firstName'],
  defaultSort: { field: 'lastName', order: 'asc' },
  access: readOnly(['HubHead', 'Specialist', 'BackofficeUser', 'BackofficeAdmin']),
  extend: ['studio'],
} as const satisfies ResourceDeclaration;

/** The account state back office reads: whether the account is enabled, each role with its status and reason. */
const accountRecord = professionalRecord.extend({
  enabled: z.boolean(),
  roles: z.array(memberRoleSchema),
  roleStatus: z.enum(roleStatuses).nullable(),
});

/**
 * Back office's view of every professional (spec section 2, /bo-professional; GET /profile/bo-professionals), whatever
 * the status of their roles: enabled, roles and statuses; accept designer and suspend with a reason act on it.
 */
export const backofficeProfessionalDirectory = {
  name: 'bo-professional',
  apiPath: '/profile/bo-professionals',
  generatedScreens: false,
  record: accountRecord,
  create: noInput,
  update: noInput,
  fields: [
    ...nameFields,
    roleField,
    { name: 'roleStatus', kind: 'enum', options: roleStatuses, list: true, filter: true },
    { name: 'enabled', kind: 'boolean', list: true, filter: true },
    organizationField,
    categoryField,
    skillField,
    provinceField,
    networkField,
    ...contactFields,
  ],
  computed: [...placeComputed, ...personalComputed, 'role', 'roles', 'roleStatus'],
  search: ['lastName', 'firstName'],
  defaultSort: { field: 'lastName', order: 'asc' },
  access: readOnly(['Specialist', 'BackofficeUser', 'BackofficeAdmin']),
  extend: ['studio'],
} as const satisfies ResourceDeclaration;

/**
 * The specialists (spec section 2, /specialist; GET /profile/specialists): Active Specialist roles, back office only.
 */
export const specialistDirectory = {
  name: 'specialist',
  apiPath: '/profile/specialists',
  generatedScreens: false,
  record: directoryRecord,
  create: noInput,
  update: noInput,
  fields: [
    ...nameFields,
    organizationField,
    categoryField,
    skillField,
    cityField,
    provinceField,
    networkField,
    ...contactFields,
  ],
  computed: [...placeComputed, ...personalComputed],
  search: ['lastName', 'firstName'],
  defaultSort: { field: 'lastName', order: 'asc' },
  access: readOnly(['BackofficeUser', 'BackofficeAdmin']),
  extend: ['studio'],
} as const satisfies ResourceDeclaration;

/** The agora permission (spec section 6: role 103, the Designer), and back office. */
const agoraReaders = ['Designer', 'BackofficeUser', 'BackofficeAdmin'] as const;

/**
 * The agora (spec section 2, /agora-professional; GET /profile/agora-professionals): the professionals of every network
 * who chose a public profile at registration, with that public profile only (no personal data). Open to the agora
 * permission (role 103, Designer; spec section 6) and back office.
 */
export const agoraDirectory = {
  name: 'agora-professional',
  apiPath: '/profile/agora-professionals',
  generatedScreens: false,
  record: directoryRecord.extend({ publicDescription: z.string().nullable(), website: z.string().nullable() }),
  create: noInput,
  update: noInput,
  fields: [...nameFields, organizationField, categoryField, skillField, cityField, provinceField, networkField],
  computed: [...placeComputed, ...personalComputed, 'publicDescription', 'website'],
  search: ['lastName', 'firstName'],
  defaultSort: { field: 'lastName', order: 'asc' },
  access: readOnly(agoraReaders),
  extend: ['studio'],
} as const satisfies ResourceDeclaration;
