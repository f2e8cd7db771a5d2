import { z } from 'zod';
import { roleCatalogue } from '../auth/roles.ts';
import { repositoryObjectSchema } from '../files/repository-objects.ts';
import { moneyCents } from '../rules/money.ts';
import { requiredChoice } from '../rules/required-choice.ts';
import { projectStatuses, projectTypes } from './catalogue.ts';
import { PROJECT_MESSAGES } from './messages.ts';
import { professionalCategoryNames } from '../rules/user-types.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

export const PROJECT_NAME_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;

/** Integer cents, never negative; blank is null. */
const money = (label: string) => moneyCents(label).nullable().default(null);

/** A calendar day (YYYY-MM-DD, what the date input sends) or a full ISO date-time (what the record shows). */
const receivedAtError = { error: PROJECT_MESSAGES.receivedAtInvalid };
const receivedAt = z
  .union([z.iso.date(receivedAtError), z.iso.datetime({ offset: true, ...receivedAtError })], receivedAtError)
  .nullable()
  .default(null);

export const projectTypeSchema = requiredChoice(projectTypes, 'Tipo', PROJECT_MESSAGES.typeInvalid);
export const projectStatusSchema = z.enum(projectStatuses, { error: PROJECT_MESSAGES.statusInvalid });
export const professionalCategorySchema = z.enum(professionalCategoryNames, {
  error: PROJECT_MESSAGES.categoryInvalid,
});

/**
 * The create and update body (`POST /happyway/projects`, `POST /project/project`, `PUT /happyway/projects/{id}`): the
 * whole editable project. `networkId` left null means the caller's own network (a hub head's); `receivedAt` is a day.
 * The server adds the rest: status, creator, dates.
 */
export const projectInputSchema = z
  .object({
    name: requiredTextOf('Nome', PROJECT_NAME_MAX),
    description: textOf('Descrizione', PROJECT_DESCRIPTION_MAX, { error: 'Descrizione non valida' })
      .nullable()
      .default(null),
    type: projectTypeSchema,
    networkId: z.uuid({ error: PROJECT_MESSAGES.networkInvalid }).nullable().default(null),
    assigneeId: z.uuid({ error: PROJECT_MESSAGES.assigneeInvalid }).nullable().default(null),
    professionalCategory: professionalCategorySchema.nullable().default(null),
    apartmentTypeId: z.uuid({ error: PROJECT_MESSAGES.apartmentTypeInvalid }).nullable().default(null),
    amount: money('Importo'),
    financing: money('Finanziamento'),
    receivedAt,
  })
  .refine((project) => project.amount === null || project.financing === null || project.financing <= project.amount, {
    error: PROJECT_MESSAGES.financingAboveAmount,
    path: ['financing'],
  });

export type ProjectInputBody = z.input<typeof projectInputSchema>;
export type ProjectInput = z.output<typeof projectInputSchema>;

/** One project as every call returns it. Times are ISO-8601 UTC; `receivedAt` is midnight UTC of its day. */
export const projectRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: projectTypeSchema,
  status: projectStatusSchema,
  networkId: z.uuid().nullable(),
  /** Computed: the network's name. */
  networkName: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  /** Computed: 'Nome Cognome' of the assigned professional. */
  assigneeName: z.string().nullable(),
  /** Computed: the profile holding the project's `tutor` role, or null; its choices are the people a role may go to. */
  tutorId: z.uuid().nullable(),
  /** Computed: the tutor's name, or null. */
  tutorName: z.string().nullable(),
  professionalCategory: professionalCategorySchema.nullable(),
  apartmentTypeId: z.uuid().nullable(),
  /** Computed: the apartment type's name. */
  apartmentTypeName: z.string().nullable(),
  amount: z.number().nullable(),
  financing: z.number().nullable(),
  parentId: z.uuid().nullable(),
  /** The condominium a bank-service (TechValidation) project validates. */
  condominiumId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** One role held on a project (role: a `roleCatalogue` name; roleLabel its Italian description). */
export const projectRoleNames = roleCatalogue.map((role) => role.name);
export const projectRoleNameSchema = z.enum(
  projectRoleNames as [(typeof projectRoleNames)[number], ...typeof projectRoleNames],
  { error: PROJECT_MESSAGES.roleInvalid },
);
export const projectRoleEntrySchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: projectRoleNameSchema,
  roleLabel: z.string(),
  assignedAt: z.string(),
  assignedBy: personSchema.nullable(),
});
export type ProjectRoleEntry = z.infer<typeof projectRoleEntrySchema>;
export const projectRoleListSchema = z.object({ data: z.array(projectRoleEntrySchema) });

/** POST /happyway/projects/{id}/roles. */
export const projectRoleAssignSchema = z.object({
  profileId: z.uuid({ error: PROJECT_MESSAGES.profileInvalid }),
  role: projectRoleNameSchema,
});
export type ProjectRoleAssign = z.infer<typeof projectRoleAssignSchema>;

/** PUT /happyway/projects/{id}/tutor, /coach, /networkcoach. */
export const projectPersonAssignSchema = z.object({ profileId: z.uuid({ error: PROJECT_MESSAGES.profileInvalid }) });
export type ProjectPersonAssign = z.infer<typeof projectPersonAssignSchema>;

/** One status change (the first one, from null, is the creation). */
export const projectStatusChangeSchema = z.object({
  id: z.uuid(),
  fromStatus: projectStatusSchema.nullable(),
  toStatus: projectStatusSchema,
  changedAt: z.string(),
  changedBy: personSchema.nullable(),
  note: z.string().nullable(),
});
export type ProjectStatusChange = z.infer<typeof projectStatusChangeSchema>;

/** The numbers of one project (projection `stats`). */
export const projectStatsSchema = z.object({
  files: z.number().int(),
  verificationFiles: z.number().int(),
  people: z.number().int(),
  statusChanges: z.number().int(),
  children: z.number().int(),
  /** Whole days since the last status change (or the creation). */
  daysInStatus: z.number().int(),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

/** A child project (projection `children`: the bank-service validations under a project). */
export const projectChildSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: projectTypeSchema,
  status: projectStatusSchema,
  createdAt: z.string(),
});

/** What this caller may do on this project now (the server checks every call again). */
export const projectPermissionsSchema = z.object({
  /** May save the form at all. */
  edit: z.boolean(),
  /**
   * May change every field (false: a designer, who edits only name, description, category, apartment type and received
   * date).
   */
  editAll: z.boolean(),
  delete: z.boolean(),
  /** May assign and remove roles, tutor, coach and network coach. */
  managePeople: z.boolean(),
  /** May confirm cmc now (Completed, back office); a verification document is still required by the call. */
  confirmCmc: z.boolean(),
});
export type ProjectPermissions = z.infer<typeof projectPermissionsSchema>;

export const projectProjections = ['roles', 'files', 'history', 'stats', 'children'] as const;
export type ProjectProjection = (typeof projectProjections)[number];

/** `?projections=roles,files,history,stats,children` (any subset, comma-separated; absent: none). */
export const projectDetailsQuerySchema = z.strictObject({
  projections: z
    .string()
    .optional()
    .transform((value, context) => {
      const names = (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const unknown = names.filter((name) => !(projectProjections as readonly string[]).includes(name));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: PROJECT_MESSAGES.projectionsInvalid });
        return z.NEVER;
      }
      return [...new Set(names)] as ProjectProjection[];
    }),
});

/**
 * GET /happyway/projects/{id}/details: the record, the requested projections (absent when not requested), the moves
 * this caller may make (`via: 'confirmcmc'` for Completed -> Verified) and what else they may do.
 */
export const projectDetailsSchema = projectRecordSchema.extend({
  roles: z.array(projectRoleEntrySchema).optional(),
  files: z.array(repositoryObjectSchema).optional(),
  history: z.array(projectStatusChangeSchema).optional(),
  stats: projectStatsSchema.optional(),
  children: z.array(projectChildSchema).optional(),
  allowedTransitions: z.array(z.object({ to: projectStatusSchema, via: z.enum(['status', 'confirmcmc']) })),
  permissions: projectPermissionsSchema,
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** `PUT /happyway/projects/{id}/status/{status}?skipNotification=true|false` (default false). */
export const projectStatusParamsSchema = z.object({
  id: z.uuid({ error: PROJECT_MESSAGES.notFound }),
  status: projectStatusSchema,
});
export const skipNotificationQuerySchema = z.strictObject({
  skipNotification: z
    .enum(['true', 'false'], { error: "skipNotification deve valere 'true' o 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
});

/** The answer of the status call and of confirmcmc: the project after the move, the recorded change, who was told. */
export const projectTransitionResultSchema = z.object({
  project: projectRecordSchema,
  change: projectStatusChangeSchema,
  /** How many people got a notification (0 with skipNotification). */
  notified: z.number().int(),
});
export type ProjectTransitionResult = z.infer<typeof projectTransitionResultSchema>;

/** GET /happyway/projects/stats: counts of the projects this caller sees (honours X-AppRole). */
export const projectCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(projectStatusSchema, z.number().int()),
  byType: z.record(projectTypeSchema, z.number().int()),
});
export type ProjectCounts = z.infer<typeof projectCountsSchema>;
