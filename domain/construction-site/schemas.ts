import { z } from 'zod';
import { roleCatalogue } from '../auth/roles.ts';
import { formatNumber } from '../format.ts';
import { geolocationAddressSchema } from '../rules/address.ts';
import { FISCAL_CODE_INVALID, EMAIL_INVALID } from '../rules/messages.ts';
import { parseItalianDecimal } from '../rules/decimal.ts';
import { moneyCents } from '../rules/money.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';
import { isValidVat } from '../rules/vat.ts';
import { requiredText } from '../schemas/profile-fields.ts';
import { APE_CLASSES, DOCUMENT_KINDS, SITE_STAGE_KINDS, STAIR_TYPOLOGIES, WORK_CATEGORIES } from './catalogue.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';

/**
 * The API shapes of condominiums, their buildings and stairs and their construction site (spec section 7, issue 20).
 */

const text = requiredTextOf;
const optionalText = (label: string, max: number) =>
  textOf(label, max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));
const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const wholeBetween = (label: string, min: number, max: number) =>
  z
    .number({ error: `Il campo ${label} deve essere un numero` })
    .int({ error: `Il campo ${label} deve essere un numero intero` })
    .min(min, { error: `Il campo ${label} deve essere almeno ${String(min)}` })
    .max(max, { error: `Il campo ${label} non può superare ${String(max)}` });
/**
 * A measure (m²) with at most two decimals; a string is what the decimal input holds while the text does not read as an
 * Italian decimal, refused with `parseItalianDecimal`'s reason.
 */
const measureBetween = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) => {
        const parsed = typeof issue.input === 'string' ? parseItalianDecimal(issue.input) : undefined;
        return parsed !== undefined && 'error' in parsed ? parsed.error : `Il campo ${label} deve essere un numero`;
      },
    })
    .min(min, { error: `Il campo ${label} deve essere almeno ${formatNumber(min)}` })
    .max(max, { error: `Il campo ${label} non può superare ${formatNumber(max)}` })
    .refine(hasAtMostTwoDecimals, { error: `Il campo ${label} può avere al massimo due decimali` });
const day = (label: string) => z.iso.date({ error: `Il campo ${label} deve essere una data valida` });

/** A condominium's fiscal code: 11 digits with the check digit of a partita IVA (the uniqueness check's own rule). */
export const condominiumFiscalCodeSchema = requiredText('Codice fiscale', 16).refine(isValidVat, {
  error: FISCAL_CODE_INVALID,
});

/** The create and update body of a condominium: the address parts are the geolocation rules of spec section 5. */
export const condominiumInputSchema = z.object({
  name: text('Nome', 200),
  fiscalCode: condominiumFiscalCodeSchema,
  ...geolocationAddressSchema.shape,
  administratorName: text('Amministratore', 200),
  administratorEmail: textOf('Email amministratore', EMAIL_MAX_LENGTH)
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: EMAIL_INVALID })
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  networkId: z.uuid({ error: 'Rete non valida' }).nullable().default(null),
});

/** POST /happyway/condominiums: also the TechValidation project that names this condominium, when there is one. */
export const condominiumCreateSchema = condominiumInputSchema.extend({
  projectId: z.uuid({ error: 'Progetto non valido' }).nullable().default(null),
});

export const stairInputSchema = z.object({
  name: text('Nome della scala', 80),
  units: wholeBetween('unità immobiliari', 1, 500),
  floors: wholeBetween('numero di piani', 1, 30),
  heatedAreaSqm: measureBetween('superficie riscaldata', 20, 100000),
  constructionYear: wholeBetween('anno di costruzione', 1000, new Date().getFullYear() + 1),
  typology: z.enum(STAIR_TYPOLOGIES, { error: 'Tipologia non valida' }),
});
export const stairCreateSchema = stairInputSchema.extend({ buildingId: z.uuid({ error: 'Edificio non valido' }) });
export const stairSchema = stairInputSchema.extend({ id: z.uuid(), buildingId: z.uuid() });
export type Stair = z.infer<typeof stairSchema>;

const apeClass = z.enum(APE_CLASSES, { error: 'Classe energetica non valida' }).nullable().default(null);
export const buildingInputSchema = z.object({
  name: text("Nome dell'edificio", 120),
  apeClassBefore: apeClass,
  apeClassAfter: apeClass,
});
export const buildingCreateSchema = buildingInputSchema.extend({
  condominiumId: z.uuid({ error: 'Condominio non valido' }),
});
export const buildingSchema = z.object({
  id: z.uuid(),
  condominiumId: z.uuid(),
  name: z.string(),
  apeClassBefore: z.enum(APE_CLASSES).nullable(),
  apeClassAfter: z.enum(APE_CLASSES).nullable(),
  stairs: z.array(stairSchema),
});
export type Building = z.infer<typeof buildingSchema>;

/** The condominium projections of `GET /happyway/condominiums/{id}?projections=buildings`. */
export const CONDOMINIUM_PROJECTIONS = ['buildings'] as const;

/** One role held on a condominium (role: a `roleCatalogue` name), as on projects. */
const roleNames = roleCatalogue.map((role) => role.name);
export const condominiumRoleNameSchema = z.enum(roleNames as [(typeof roleNames)[number], ...typeof roleNames], {
  error: 'Ruolo non valido',
});
export const condominiumRoleEntrySchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: condominiumRoleNameSchema,
  roleLabel: z.string(),
  assignedAt: z.string(),
});
export type CondominiumRoleEntry = z.infer<typeof condominiumRoleEntrySchema>;
export const condominiumRoleListSchema = z.object({ data: z.array(condominiumRoleEntrySchema) });
export const condominiumRoleAssignSchema = z.object({
  profileId: z.uuid({ error: 'Persona non valida' }),
  role: condominiumRoleNameSchema,
});

/** POST and PUT /happyway/cantiere/condominiums/{id}: the site itself. */
export const siteInputSchema = z.object({
  contractor: text('Impresa esecutrice', 200),
  startDate: day('Data di inizio lavori'),
  plannedEndDate: day('Fine lavori prevista').nullable().default(null),
});
export const siteSchema = siteInputSchema.extend({ updatedAt: z.string() });
export type SiteData = z.infer<typeof siteInputSchema>;

/** A work of the site, on a building and optionally one of its stairs; its amount in integer cents. */
export const workInputSchema = z.object({
  buildingId: z.uuid({ error: 'Edificio non valido' }),
  stairId: z.uuid({ error: 'Scala non valida' }).nullable().default(null),
  category: z.enum(WORK_CATEGORIES, { error: 'Tipo di intervento non valido' }),
  description: text('Descrizione', 500),
  amount: moneyCents('Importo'),
});
export const workSchema = workInputSchema.extend({ id: z.uuid() });
export type Work = z.infer<typeof workSchema>;

/** A state of progress (SAL): its day (Rome) and the amount of works it certifies, in cents. */
export const progressInputSchema = z.object({
  date: day('Data del SAL'),
  amount: moneyCents('Importo del SAL'),
  note: optionalText('Nota', 1000),
});
export const progressChangeSchema = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  date: z.string(),
  amount: z.number().int(),
  changedAt: z.string(),
  changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ProgressChange = z.infer<typeof progressChangeSchema>;
export const progressSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  history: z.array(progressChangeSchema),
});
export type Progress = z.infer<typeof progressSchema>;

export const siteFileSchema = z.object({ id: z.uuid(), name: z.string(), uploadedAt: z.string() });
export const siteDocumentSchema = z.object({
  stageKey: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  category: z.string(),
  files: z.array(siteFileSchema),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/**
 * GET /happyway/cantiere/condominiums/{id}: the site, its works, its SALs with their history, its documents by stage.
 */
export const siteViewSchema = z.object({
  condominiumId: z.uuid(),
  site: siteSchema.nullable(),
  works: z.array(workSchema),
  progress: z.array(progressSchema),
  documents: z.array(siteDocumentSchema),
  canEdit: z.boolean(),
});
export type SiteView = z.infer<typeof siteViewSchema>;

export const checkResultSchema = z.object({
  code: z.string(),
  label: z.string(),
  passed: z.boolean(),
  reasons: z.array(z.string()),
});
export type CheckResult = z.infer<typeof checkResultSchema>;
export const stageResultSchema = z.object({
  key: z.string(),
  kind: z.enum(SITE_STAGE_KINDS),
  title: z.string(),
  passed: z.boolean(),
  checks: z.array(checkResultSchema),
});
export type StageResult = z.infer<typeof stageResultSchema>;
export const buildingEnergySchema = z.object({
  buildingId: z.uuid(),
  name: z.string(),
  declaredBefore: z.enum(APE_CLASSES).nullable(),
  declaredAfter: z.enum(APE_CLASSES).nullable(),
  estimatedBefore: z.enum(APE_CLASSES).nullable(),
  estimatedAfter: z.enum(APE_CLASSES).nullable(),
  /** Why there is no estimate (no stairs, a comune the engine does not know), in Italian. */
  note: z.string().nullable(),
});
export type BuildingEnergy = z.infer<typeof buildingEnergySchema>;

/**
 * GET /happyway/cantiere/condominiums/{id}/bt-results: the technical validation, stage by stage, and the energy
 * classes.
 */
export const validationResultSchema = z.object({
  passed: z.boolean(),
  stages: z.array(stageResultSchema),
  energy: z.array(buildingEnergySchema),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;
