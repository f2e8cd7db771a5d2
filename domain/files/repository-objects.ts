import { z } from 'zod';
import { strictQuery } from '../schemas/paged-list.ts';
import { textOf } from '../rules/text.ts';
import { MAX_FILE_NAME_LENGTH } from './upload-rules.ts';

/**
 * The API shapes of repository objects (spec section 7): file metadata attached to an entity (`entityType` +
 * `entity_id`), whose bytes arrive afterwards through a PUT to a signed URL.
 */

/**
 * The kinds of entity that hold files, by name. The domain file of the unit that owns one adds it here by declaration
 * merging, and the unit's server module gives its access rule (`attachments`):
 *
 *   declare module '../files/repository-objects.ts' {
 *     interface FileHoldingEntities { Project: true }
 *   }
 *
 * (a Lesson: its video and attachments; a Condominium: its construction site's documents by stage, `meta.category` as
 * in domain/construction-site; a NewsPost: its image). The server refuses a type no module gives.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each owner's domain file adds its entity type
export interface FileHoldingEntities {}
export type RepositoryEntityType = keyof FileHoldingEntities;

export const REPOSITORY_OBJECT_MESSAGES = {
  notFound: 'Documento non trovato',
  linkInvalid: 'Link non valido o scaduto',
  rangeNotSatisfiable: 'La parte del file richiesta non esiste',
  alreadyUploaded: 'Il file è già stato caricato',
  largerThanDeclared: 'Il file inviato supera la dimensione dichiarata',
  smallerThanDeclared: 'Il file inviato è incompleto: riprova il caricamento',
  typeMismatch: 'Il tipo del file inviato non corrisponde a quello dichiarato',
  deleteForbidden: 'Solo chi ha caricato il documento o il back office può modificarlo o eliminarlo',
  writeForbidden: 'Non puoi caricare documenti su questo elemento',
  entityTypeInvalid: 'Tipo di elemento non valido',
  entityIdInvalid: "Identificativo dell'elemento non valido",
  idInvalid: 'Documento non valido',
  metaTooLarge: 'Le informazioni aggiuntive del documento sono troppo grandi',
  nothingToUpdate: 'Indica il nuovo nome o le informazioni aggiuntive del documento',
  recordGone: "L'elemento a cui era destinato il file non esiste più: il caricamento non è più possibile",
} as const;

export const MAX_META_JSON_LENGTH = 4096;
export const MAX_CATEGORY_LENGTH = 64;

const categorySchema = z.string().trim().min(1).max(MAX_CATEGORY_LENGTH);

/** Free metadata of a file; `category` groups the files of one entity (for example 'attachment', 'verification'). */
export const repositoryObjectMetaSchema = z
  .looseObject({ category: categorySchema.optional() })
  .refine((meta) => JSON.stringify(meta).length <= MAX_META_JSON_LENGTH, {
    error: REPOSITORY_OBJECT_MESSAGES.metaTooLarge,
  });

/** A file's name as typed or sent; `uploadProblemOf` holds the rest of its rules. */
const fileName = textOf('Nome del file', MAX_FILE_NAME_LENGTH, { error: 'Il nome del file è richiesto' });

/** An entity type's shape (a name such as `Project`); whether a module holds files of it the server tells. */
const entityTypeSchema = z
  .string({ error: REPOSITORY_OBJECT_MESSAGES.entityTypeInvalid })
  .regex(/^[A-Z][A-Za-z]{0,63}$/, { error: REPOSITORY_OBJECT_MESSAGES.entityTypeInvalid });
const entityIdSchema = z.uuid({ error: REPOSITORY_OBJECT_MESSAGES.entityIdInvalid });

/**
 * POST /happyway/repository-objects: the upload payload of spec section 3 without the bytes (name, meta, entity_id,
 * entityType) plus the type and size the PUT will send. Type and size rules: `uploadProblemOf` in upload-rules.ts.
 */
export const repositoryObjectCreateSchema = z.object({
  name: fileName,
  meta: repositoryObjectMetaSchema.default({}),
  entity_id: entityIdSchema,
  entityType: entityTypeSchema,
  contentType: z.string({ error: 'Il tipo del file è richiesto' }).max(255),
  size: z.number({ error: 'La dimensione del file è richiesta' }).int().min(0),
});

/** One file as the API shows it. Times are ISO-8601 UTC; `uploadedAt` is null until the bytes arrived. */
export const repositoryObjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  meta: z.record(z.string(), z.unknown()),
  entityId: z.string(),
  entityType: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  uploadedAt: z.iso.datetime().nullable(),
});

/** The answer to the POST: the metadata row and where to PUT the bytes (with `Content-Type` = the declared type). */
export const repositoryObjectCreatedSchema = z.object({
  object: repositoryObjectSchema,
  uploadUrl: z.url(),
  expiresAt: z.iso.datetime(),
});

/** GET /happyway/repository-objects?entity_id=&entityType=[&category=]: the uploaded files, newest first. */
export const repositoryObjectListQuerySchema = strictQuery({
  entity_id: entityIdSchema,
  entityType: entityTypeSchema,
  category: categorySchema.optional(),
});

export const repositoryObjectListSchema = z.object({ data: z.array(repositoryObjectSchema) });

/** PUT /happyway/repository-objects/{id}: a new name (same type of file) and/or new metadata (replaces the old). */
export const repositoryObjectUpdateSchema = z
  .object({ name: fileName.optional(), meta: repositoryObjectMetaSchema.optional() })
  .refine((body) => body.name !== undefined || body.meta !== undefined, {
    error: REPOSITORY_OBJECT_MESSAGES.nothingToUpdate,
  });

/** GET /happyway/repository-objects/{id}/download: a short-lived signed URL that streams the file as an attachment. */
export const repositoryObjectDownloadSchema = z.object({ url: z.url(), expiresAt: z.iso.datetime() });

/**
 * POST /happyway/repository-objects/upload (multipart, spec section 7): these fields, then the file part; the name
 * defaults to the file's own and `meta` is a JSON object as text.
 */
export const repositoryObjectUploadFieldsSchema = z.strictObject(
  {
    entity_id: entityIdSchema,
    entityType: entityTypeSchema,
    name: fileName.optional(),
    meta: textOf('Metadati', MAX_META_JSON_LENGTH).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo non riconosciuto: ${issue.keys.join(', ')}` : 'Dati non validi',
  },
);

export const repositoryObjectIdParamsSchema = z.object({ id: z.uuid({ error: REPOSITORY_OBJECT_MESSAGES.idInvalid }) });

export type RepositoryObject = z.infer<typeof repositoryObjectSchema>;
/** What a client sends to the POST (`meta` may be left out). */
export type RepositoryObjectCreateBody = z.input<typeof repositoryObjectCreateSchema>;
export type RepositoryObjectCreate = z.output<typeof repositoryObjectCreateSchema>;
export type RepositoryObjectCreated = z.infer<typeof repositoryObjectCreatedSchema>;
export type RepositoryObjectList = z.infer<typeof repositoryObjectListSchema>;
export type RepositoryObjectListQuery = z.output<typeof repositoryObjectListQuerySchema>;
export type RepositoryObjectUpdate = z.output<typeof repositoryObjectUpdateSchema>;
export type RepositoryObjectDownload = z.infer<typeof repositoryObjectDownloadSchema>;
export type RepositoryObjectUploadFields = z.output<typeof repositoryObjectUploadFieldsSchema>;
