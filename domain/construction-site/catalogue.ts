import { ENERGY_CLASSES } from '../energy/classification.ts';
import { TYPOLOGIES } from '../energy/answer-choices.ts';

/**
 * The construction site (cantiere) of a condominium under technical validation for a bank (issue 20): its stages, the
 * documents each stage requires, the kinds of works and the Italian labels the screens, the API and the report share.
 */

/** Before the works (ante operam), each state of progress (SAL), end of works. */
export const SITE_STAGE_KINDS = ['initial', 'progress', 'final'] as const;
export type SiteStageKind = (typeof SITE_STAGE_KINDS)[number];

export const DOCUMENT_KINDS = [
  'apeBefore',
  'apeAfter',
  'technicalReport',
  'progressReport',
  'finalReport',
  'photos',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The checklist of each stage: what the bank wants to see before it releases money. */
export const REQUIRED_DOCUMENTS: Readonly<Record<SiteStageKind, readonly DocumentKind[]>> = {
  initial: ['apeBefore', 'technicalReport', 'photos'],
  progress: ['progressReport', 'photos'],
  final: ['apeAfter', 'finalReport', 'photos'],
};

export const DOCUMENT_LABELS: Readonly<Record<DocumentKind, string>> = {
  apeBefore: 'APE ante operam',
  apeAfter: 'APE post operam',
  technicalReport: 'Relazione tecnica di progetto',
  progressReport: 'Relazione sullo stato di avanzamento',
  finalReport: 'Relazione tecnica di fine lavori',
  photos: 'Documentazione fotografica',
};

/**
 * The `meta.category` a repository object of the condominium carries for one document of one stage:
 * `bt:initial:photos`, `bt:<SAL id>:photos`, `bt:final:apeAfter` (at most 64 characters, the repository's limit).
 */
export const stageKeyOf = (stage: { kind: SiteStageKind; salId?: string }): string =>
  stage.kind === 'progress' ? (stage.salId ?? '') : stage.kind;
/** What every document category of a stage starts with (a SAL's documents go with it). */
export const stageCategoryPrefix = (stageKey: string): string => `bt:${stageKey}:`;
export const documentCategory = (stageKey: string, kind: DocumentKind): string =>
  `${stageCategoryPrefix(stageKey)}${kind}`;

/** Works by building and stair: the measures the energy engine knows, and anything else. */
export const WORK_CATEGORIES = [
  'wallInsulation',
  'newWindows',
  'roofAndFloorInsulation',
  'heatPump',
  'condensingBoiler',
  'solarHotWater',
  'other',
] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];

export const WORK_CATEGORY_LABELS: Readonly<Record<WorkCategory, string>> = {
  wallInsulation: 'Cappotto termico',
  newWindows: 'Sostituzione infissi',
  roofAndFloorInsulation: 'Isolamento copertura e solaio',
  heatPump: 'Pompa di calore',
  condensingBoiler: 'Caldaia a condensazione',
  solarHotWater: 'Solare termico',
  other: 'Altro intervento',
};

/** A stair's typology: the wizard's own (a block of flats, terraced houses, a detached house). */
export const STAIR_TYPOLOGIES = TYPOLOGIES;
export type StairTypology = (typeof STAIR_TYPOLOGIES)[number];
export const STAIR_TYPOLOGY_LABELS: Readonly<Record<StairTypology, string>> = {
  apartment: 'Edificio in linea o a torre (appartamenti)',
  semiDetached: 'Villette a schiera',
  detached: 'Edificio isolato',
};

export const APE_CLASSES = ENERGY_CLASSES;

/** The least the declared APE class must improve by at the end of the works (two classes, as the incentives ask). */
export const MIN_CLASS_IMPROVEMENT = 2;
/** How many classes the declared jump may gain beyond the energy engine's estimate before the checks flag the gap. */
export const MAX_ESTIMATE_GAP = 1;

export const SITE_MESSAGES = {
  condominiumNotFound: 'Condominio non trovato',
  buildingNotFound: 'Edificio non trovato',
  stairNotFound: 'Scala non trovata',
  workNotFound: 'Lavoro non trovato',
  progressNotFound: 'SAL non trovato',
  editForbidden: 'Non puoi modificare questo condominio',
  peopleForbidden: 'Solo il back office e il capo hub della rete possono gestire i ruoli sul condominio',
  siteExists: 'Il cantiere di questo condominio è già aperto',
  siteMissing: 'Apri prima il cantiere del condominio',
  stairOfOtherBuilding: "La scala indicata non appartiene all'edificio",
  buildingOfOtherCondominium: "L'edificio indicato non appartiene al condominio",
  projectNotFound: 'Progetto non trovato',
  projectNotTechValidation: 'Solo un progetto di validazione tecnica (servizio bancario) può indicare un condominio',
  endBeforeStart: 'La fine lavori prevista non può precedere la data di inizio',
  roleAlreadyHeld: 'La persona ha già questo ruolo sul condominio',
  roleNotHeld: 'La persona non ha questo ruolo sul condominio',
  profileNotEligible: 'Questa persona non può avere un ruolo sul condominio',
  namedByProject: 'Il condominio è indicato da un progetto: scollegalo prima di eliminarlo',
} as const;

const NAMED_AS_BUILDING = /^edificio(?:\s|$)/i;

/** True when a building's name already says it is one ("Edificio A"), so a text names it without "edificio" again. */
export const namedAsBuilding = (name: string): boolean => NAMED_AS_BUILDING.test(name.trim());

/**
 * A building's title: "Edificio «Nord»", or the name alone when it already says so ("Edificio A", never "Edificio
 * «Edificio A»").
 */
export function buildingTitle(name: string): string {
  return namedAsBuilding(name) ? name.trim() : `Edificio «${name}»`;
}

/**
 * A building named inside a sentence, with its article: "l'edificio «Nord»", or "l'Edificio A" when the name already
 * says so. `atStart` capitalises the article for a sentence that opens with it.
 */
export function buildingReference(name: string, atStart = false): string {
  const article = atStart ? "L'" : "l'";
  return namedAsBuilding(name) ? `${article}${name.trim()}` : `${article}edificio «${name}»`;
}
