import { z } from 'zod';
import { appRoleNames, backOfficeRoles } from '../auth/roles.ts';
import { requiredChoice } from '../rules/required-choice.ts';
import { learningStates, moduleCategories, modulePublications, TRAINING_MESSAGES } from '../training/catalogue.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

declare module './declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** The training modules the caller sees. */
    trainingModules: true;
  }
}

const title = requiredTextOf('Titolo', 200);
/** Spec section 9: the trainings list answers every module on one page unless asked for a page. */
const EVERY_MODULE = 99_999;

/** What back office writes of a module. */
export const trainingInput = z.object({
  title,
  description: textOf('Descrizione', 5000, { error: 'Descrizione non valida' }).nullable().default(null),
  category: requiredChoice(moduleCategories, 'Categoria', 'Categoria non valida'),
  mandatory: z.boolean({ error: 'Indica se il modulo è obbligatorio' }).default(false),
  status: z.enum(modulePublications, { error: 'Stato non valido' }).default('draft'),
  roles: z
    .array(z.enum(appRoleNames as [string, ...string[]], { error: 'Ruolo non valido' }), {
      error: TRAINING_MESSAGES.rolesRequired,
    })
    .min(1, { error: TRAINING_MESSAGES.rolesRequired })
    .transform((roles) => [...new Set(roles)]),
});

/**
 * A module as the API answers it: its stored fields and the caller's progress (computed: "x di y lezioni", the
 * learner's state, the stored completion and its certificate code).
 */
export const trainingRecord = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(moduleCategories),
  mandatory: z.boolean(),
  status: z.enum(modulePublications),
  roles: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  state: z.enum(learningStates),
  allLessonsDone: z.boolean(),
  completedAt: z.string().nullable(),
  certificateCode: z.string().nullable(),
  /** With `?extend=lessons`: the module's lessons in order, with the caller's state of each. */
  lessons: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        position: z.number().int(),
        hasVideo: z.boolean(),
        state: z.enum(learningStates),
      }),
    )
    .optional(),
});

/**
 * Training modules (spec sections 2, 3, 6 and 7, /happyway/trainings): back office writes them; a learner sees the
 * published modules open to one of their Active roles, with their own progress.
 */
export const trainings = {
  name: 'trainings',
  apiPath: '/happyway/trainings',
  record: trainingRecord,
  create: trainingInput,
  update: trainingInput,
  fields: [
    { name: 'title', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'category',
      kind: 'enum',
      options: moduleCategories,
      list: true,
      filter: true,
      sortable: true,
      form: true,
      required: true,
    },
    { name: 'mandatory', kind: 'boolean', list: true, filter: true, sortable: true, form: true },
    { name: 'status', kind: 'enum', options: modulePublications, list: true, filter: true, sortable: true, form: true },
    { name: 'description', kind: 'longText', form: true },
    {
      name: 'roles',
      kind: 'enum',
      options: appRoleNames,
      multiple: true,
      checkboxes: true,
      form: true,
      required: true,
    },
    { name: 'createdAt', kind: 'date', list: true, sortable: true },
    { name: 'updatedAt', kind: 'date', sortable: true },
  ],
  computed: [
    'totalLessons',
    'completedLessons',
    'state',
    'allLessonsDone',
    'completedAt',
    'certificateCode',
    'lessons',
  ],
  search: ['title', 'description'],
  defaultSort: { field: 'createdAt', order: 'asc' },
  access: { list: 'any', show: 'any', create: backOfficeRoles, edit: backOfficeRoles, delete: backOfficeRoles },
  generatedScreens: false,
  paging: { defaultLimit: EVERY_MODULE, maxLimit: EVERY_MODULE },
  extend: ['lessons'],
} as const satisfies ResourceDeclaration;
