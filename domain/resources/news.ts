import { z } from 'zod';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** Its image. */
    NewsPost: true;
  }
}

/** The roles a news post may be for. */
export const newsAudienceRoles = [
  'HubHead',
  'Designer',
  'HWDesigner',
  'Specialist',
  'LocalManager',
  'BackofficeUser',
] as const;

export const NEWS_MESSAGES = {
  audienceRequired: 'Scegli almeno un ruolo a cui è destinata la notizia',
  expiryBeforePublish: 'La scadenza deve essere successiva alla pubblicazione',
  linkInvalid: 'Il link deve essere un indirizzo http o https completo',
  otherNetwork: 'Puoi scrivere solo le notizie della tua rete',
} as const;

const title = requiredTextOf('Titolo', 160);
const body = requiredTextOf('Testo', 10_000);
const link = textOf('Link', 500)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: NEWS_MESSAGES.linkInvalid })
  .nullable()
  .default(null);
const instant = (field: string) => z.iso.datetime({ offset: true, error: `${field}: data e ora non valide` });

const input = z
  .object({
    title,
    body,
    link,
    networkId: z.uuid({ error: 'Rete non valida' }).nullable().default(null),
    audienceRoles: z
      .array(z.enum(newsAudienceRoles, { error: 'Ruolo non valido' }), { error: NEWS_MESSAGES.audienceRequired })
      .min(1, { error: NEWS_MESSAGES.audienceRequired }),
    /** Empty: published on save. */
    publishAt: instant('Pubblicazione').nullable().default(null),
    expiresAt: instant('Scadenza').nullable().default(null),
  })
  .refine(
    (post) =>
      post.expiresAt === null ||
      Date.parse(post.expiresAt) > (post.publishAt === null ? Date.now() : Date.parse(post.publishAt)),
    {
      error: NEWS_MESSAGES.expiryBeforePublish,
      path: ['expiresAt'],
    },
  );

/**
 * The network's news (issue 21; spec section 2, "Dashboard: includes a social news block"): back office writes for one
 * network or for every network (no network), a hub head for their own. Text in a small allow-listed markup (b, i, em,
 * strong, p, br, ul, ol, li, a), shown sanitised; the image is a repository object of the post.
 */
export const newsPosts = {
  name: 'news',
  apiPath: '/happyway/news',
  record: z.object({
    id: z.uuid(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    networkId: z.uuid().nullable(),
    networkName: z.string().nullable(),
    audienceRoles: z.array(z.enum(newsAudienceRoles)),
    publishAt: z.string(),
    expiresAt: z.string().nullable(),
    authorName: z.string().nullable(),
    imageUrl: z.string().nullable(),
    editable: z.boolean(),
    createdAt: z.string(),
  }),
  create: input,
  update: input,
  fields: [
    { name: 'title', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'publishAt', kind: 'dateTime', list: true, sortable: true, filter: 'range', form: true },
    { name: 'expiresAt', kind: 'dateTime', list: true, sortable: true, form: true },
    {
      name: 'networkId',
      kind: 'reference',
      reference: { source: 'networks', labelField: 'networkName' },
      list: true,
      filter: true,
      form: true,
      help: true,
    },
    {
      name: 'audienceRoles',
      kind: 'enum',
      options: newsAudienceRoles,
      multiple: true,
      list: true,
      form: true,
      required: true,
    },
    { name: 'link', kind: 'text', form: true },
    { name: 'body', kind: 'longText', form: true, required: true, help: true },
  ],
  computed: ['networkName', 'authorName', 'imageUrl', 'editable'],
  search: ['title', 'body'],
  defaultSort: { field: 'publishAt', order: 'desc' },
  access: {
    list: 'any',
    show: 'any',
    create: ['BackofficeUser', 'BackofficeAdmin', 'HubHead'],
    edit: ['BackofficeUser', 'BackofficeAdmin', 'HubHead'],
    delete: ['BackofficeUser', 'BackofficeAdmin', 'HubHead'],
  },
} as const satisfies ResourceDeclaration;
