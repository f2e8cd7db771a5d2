import { z } from 'zod';
import { END_BEFORE_START, PARTICIPANT_INVALID, PROJECT_INVALID } from '../appointments/rules.ts';
import { requiredMessage } from '../rules/messages.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

declare module './declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** Enabled profiles, as an appointment's organiser and participants. */
    people: true;
  }
}

export const APPOINTMENT_PARTICIPANTS_MAX = 50;

/** A date and time with its offset (the screens send UTC); blank is "required". */
const instant = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? requiredMessage(label)
        : `Il campo ${label} deve essere una data e ora valida`,
  });

const optionalText = (label: string, max: number) => textOf(label, max).nullable().default(null);

/** What the organiser writes; the organiser is the caller and `attended` has its own call. */
export const appointmentInput = z
  .object({
    title: requiredTextOf('Titolo', 200),
    startsAt: instant('Inizio'),
    endsAt: instant('Fine'),
    place: optionalText('Luogo', 300),
    projectId: z.uuid({ error: PROJECT_INVALID }).nullable().default(null),
    participants: z
      .array(z.uuid({ error: PARTICIPANT_INVALID }), { error: PARTICIPANT_INVALID })
      .max(APPOINTMENT_PARTICIPANTS_MAX, {
        error: `Puoi invitare al massimo ${String(APPOINTMENT_PARTICIPANTS_MAX)} persone`,
      })
      .default([]),
    notes: optionalText('Note', 5000),
  })
  .refine(
    (input) => {
      const start = Date.parse(input.startsAt);
      const end = Date.parse(input.endsAt);
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    },
    { path: ['endsAt'], error: END_BEFORE_START },
  );

/**
 * Appointments (spec section 7: `GET /agenda/appointment?query`, writes under `/happyway/appointments/{id}`): times
 * stored in UTC and shown in Europe/Rome; whoever organises or takes part sees it, back office all; only the organiser
 * changes it; `overlaps` flags another appointment of the same organiser at the same time.
 */
export const appointments = {
  name: 'appointment',
  apiPath: '/happyway/appointments',
  listPath: '/agenda/appointment',
  record: z.object({
    id: z.uuid(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    place: z.string().nullable(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    notes: z.string().nullable(),
    attended: z.boolean().nullable(),
    organiserId: z.uuid(),
    organiserName: z.string(),
    participants: z.array(z.uuid()),
    participantNames: z.string(),
    overlaps: z.boolean(),
    editable: z.boolean(),
    createdAt: z.string(),
  }),
  create: appointmentInput,
  update: appointmentInput,
  fields: [
    { name: 'title', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'startsAt', kind: 'dateTime', list: true, sortable: true, filter: 'range', form: true, required: true },
    { name: 'endsAt', kind: 'dateTime', list: true, sortable: true, form: true, required: true },
    { name: 'place', kind: 'text', list: true, form: true },
    {
      name: 'organiserId',
      kind: 'reference',
      list: true,
      reference: { source: 'people', labelField: 'organiserName' },
    },
    {
      name: 'participants',
      kind: 'reference',
      form: true,
      reference: { source: 'people', labelField: 'participantNames', multiple: true },
    },
    { name: 'projectId', kind: 'reference', form: true, reference: { source: 'projects', labelField: 'projectName' } },
    { name: 'attended', kind: 'boolean', list: true, filter: true },
    { name: 'overlaps', kind: 'boolean', list: true },
    { name: 'notes', kind: 'longText', form: true },
  ],
  computed: ['projectName', 'organiserName', 'participants', 'participantNames', 'overlaps', 'editable'],
  search: ['title', 'place', 'notes'],
  defaultSort: { field: 'startsAt', order: 'desc' },
  access: { list: 'any', show: 'any', create: 'any', edit: 'any', delete: 'any' },
} as const satisfies ResourceDeclaration;
