import { CLIMATE_ZONES_PACKED } from './data/climate-zones.ts';

/**
 * Comune -> DPR 412/1993 climate zone and degree days (see the header of data/climate-zones.ts for the source).
 * Lookup keys fold case, accents, apostrophes, spaces and hyphens, so "L'Aquila", "l’aquila" and "LAQUILA" match.
 */

export const CLIMATE_ZONES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

export type ComuneClimate = {
  /** Official name as in the DPR table, upper case with accents (e.g. "AGLIÈ"). */
  name: string;
  /** Human-readable name for the interface (e.g. "Agliè", "Reggio nell'Emilia"). */
  displayName: string;
  /** Province code (ISTAT's current sigla, data/climate-zones.ts). */
  province: string;
  zone: ClimateZone;
  /** Gradi giorno, base 20 °C, DPR 412/1993 Allegato A (K·day/year). */
  degreeDays: number;
  /** Town-hall altitude (m). */
  altitude: number;
};

/**
 * Length of the legal heating season by zone (days), used for internal and solar gains.
 * A-D from the DPR 412/1993 art. 9 periods [V, energy-model.md §2.1]; E 183 (15 Oct-15 Apr) [U, dates to confirm];
 * F 200 [A, no legal limit]. Source of the list: energy-model.md §8.1.
 */
export const HEATING_SEASON_DAYS: Readonly<Record<ClimateZone, number>> = {
  A: 105,
  B: 121,
  C: 137,
  D: 166,
  E: 183,
  F: 200,
};

/**
 * Former province codes an address may still carry, with the current ones of the table (ISTAT's, see the header of
 * data/climate-zones.ts) that their comuni belong to now. Only used to choose among homonymous comuni and to filter
 * searches.
 */
const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  FO: ['FC', 'RN'],
  PS: ['PU', 'RN'],
  MR: ['MT'],
  CI: ['SU'],
  VS: ['SU'],
  OG: ['NU'],
  OT: ['SS'],
};

/** Common names that differ from the official one (normalised key -> official normalised key). */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  REGGIOEMILIA: 'REGGIONELLEMILIA',
  REGGIOCALABRIA: 'REGGIODICALABRIA',
  BOLZANOBOZEN: 'BOLZANO',
  BOZEN: 'BOLZANO',
};

/** Folds a comune name for comparison: no accents, upper case, letters and digits only. */
export function normalizeComuneName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const LOWER_PARTICLES = new Set([
  'DI',
  'DA',
  'DEL',
  'DELLA',
  'DELLO',
  'DEI',
  'DEGLI',
  'DELLE',
  'E',
  'ED',
  'IN',
  'NEL',
  'NELLA',
  'NEI',
  'NELL',
  'SUL',
  'SULLA',
  'SUI',
  'SULL',
  'AL',
  'ALLA',
  'ALLO',
  'AI',
  'ALL',
  'DELL',
  'DALL',
  'SU',
  'CON',
  'SOPRA',
  'SOTTO',
]);

/** Title case for display: "SAN GIORGIO DI PESARO" -> "San Giorgio di Pesaro", "L'AQUILA" -> "L'Aquila". */
export function formatComuneName(name: string): string {
  let first = true;
  return name.toLowerCase().replace(/[\p{L}\p{N}]+/gu, (word) => {
    const upper = word.toUpperCase();
    const keepLower = !first && LOWER_PARTICLES.has(upper);
    first = false;
    return keepLower ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}

type Index = { entries: ComuneClimate[]; keys: string[]; byKey: Map<string, number[]>; words: string[][] };
let index: Index | undefined;

function buildIndex(): Index {
  const entries: ComuneClimate[] = [];
  const keys: string[] = [];
  const words: string[][] = [];
  const byKey = new Map<string, number[]>();
  for (const line of CLIMATE_ZONES_PACKED.split('\n')) {
    const [name = '', province = '', zone = '', gg = '', alt = ''] = line.split(';');
    if (!CLIMATE_ZONES.includes(zone as ClimateZone)) continue;
    const entry: ComuneClimate = {
      name,
      displayName: formatComuneName(name),
      province,
      zone: zone as ClimateZone,
      degreeDays: Number(gg),
      altitude: Number(alt),
    };
    const key = normalizeComuneName(name);
    const position = entries.push(entry) - 1;
    keys.push(key);
    words.push(
      name
        .split(/[\s'’\-/]+/)
        .map(normalizeComuneName)
        .filter((w) => w !== ''),
    );
    byKey.set(key, [...(byKey.get(key) ?? []), position]);
  }
  return { entries, keys, byKey, words };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

function provinceCodes(province: string | undefined): readonly string[] | undefined {
  const code = province?.trim().toUpperCase();
  if (!code) return undefined;
  return PROVINCE_ALIASES[code] ?? [code];
}

/** Splits "Milano (MI)" into name and province; other strings are returned as the name. */
function splitProvinceSuffix(city: string): { name: string; province?: string } {
  const match = /^(.*?)\s*\(\s*([A-Za-z]{2})\s*\)\s*$/.exec(city);
  return match?.[1] && match[2] ? { name: match[1], province: match[2] } : { name: city };
}

export type ComuneLookup =
  | { status: 'found'; comune: ComuneClimate }
  | { status: 'ambiguous'; candidates: ComuneClimate[] }
  | { status: 'notFound' };

/**
 * Finds a comune by name (folded) and optional province. A province narrows homonyms (e.g. CASTRO in BG and LE);
 * a single name match is returned even when its 1993 province code differs from a modern one.
 */
export function lookupComune(city: string, province?: string): ComuneLookup {
  const { entries, byKey } = getIndex();
  const split = splitProvinceSuffix(city);
  const normalized = normalizeComuneName(split.name);
  const key = NAME_ALIASES[normalized] ?? normalized;
  const matches = (byKey.get(key) ?? []).map((i) => entries[i]).filter((e): e is ComuneClimate => e !== undefined);
  if (matches.length === 0) return { status: 'notFound' };
  if (matches.length === 1 && matches[0]) return { status: 'found', comune: matches[0] };
  const codes = provinceCodes(province ?? split.province);
  const narrowed = codes ? matches.filter((m) => codes.includes(m.province)) : matches;
  if (narrowed.length === 1 && narrowed[0]) return { status: 'found', comune: narrowed[0] };
  return { status: 'ambiguous', candidates: narrowed.length > 0 ? narrowed : matches };
}

/**
 * Autocomplete: the comune named exactly as the query, then those whose folded name starts with it, then those with a
 * later word starting with it ("aquila" finds L'AQUILA), alphabetical within each group, at most `limit`. An optional
 * province filters.
 */
export function searchComuni(query: string, limit = 10, province?: string): ComuneClimate[] {
  const q = normalizeComuneName(query);
  if (q === '' || limit <= 0) return [];
  const { entries, keys, words } = getIndex();
  const codes = provinceCodes(province);
  const starts: ComuneClimate[] = [];
  const wordStarts: ComuneClimate[] = [];
  entries.forEach((entry, i) => {
    if (codes && !codes.includes(entry.province)) return;
    if ((keys[i] ?? '').startsWith(q)) starts.push(entry);
    else if ((words[i] ?? []).slice(1).some((w) => w.startsWith(q))) wordStarts.push(entry);
  });
  const byName = (a: ComuneClimate, b: ComuneClimate): number =>
    Number(normalizeComuneName(b.name) === q) - Number(normalizeComuneName(a.name) === q) ||
    a.name.localeCompare(b.name, 'it') ||
    a.province.localeCompare(b.province);
  return [...starts.sort(byName), ...wordStarts.sort(byName)].slice(0, limit);
}

/** Zone from degree days by the DPR 412/1993 art. 2 ranges (upper bounds inclusive); the table's own zone wins. */
export function zoneForDegreeDays(degreeDays: number): ClimateZone {
  if (degreeDays <= 600) return 'A';
  if (degreeDays <= 900) return 'B';
  if (degreeDays <= 1400) return 'C';
  if (degreeDays <= 2100) return 'D';
  if (degreeDays <= 3000) return 'E';
  return 'F';
}
