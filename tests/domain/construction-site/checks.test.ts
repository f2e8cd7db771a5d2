import { describe, expect, it } from 'vitest';
import { buildingReference, buildingTitle } from '../../../domain/construction-site/catalogue.ts';
import {
  numberedByDate,
  progressEntryProblems,
  validateSite,
  type ValidationInput,
} from '../../../domain/construction-site/checks.ts';
import { estimateBuilding } from '../../../domain/construction-site/energy.ts';
import { stairInputSchema, type Building } from '../../../domain/construction-site/schemas.ts';

const building: Building = {
  id: '00000000-0000-4000-8000-000000000001',
  condominiumId: '00000000-0000-4000-8000-000000000009',
  name: 'Edificio A',
  apeClassBefore: 'F',
  apeClassAfter: 'E',
  stairs: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      buildingId: '00000000-0000-4000-8000-000000000001',
      name: 'Scala A',
      units: 12,
      floors: 5,
      heatedAreaSqm: 960,
      constructionYear: 1968,
      typology: 'apartment',
    },
  ],
};
const salId = '00000000-0000-4000-8000-000000000003';
const complete: ValidationInput = {
  buildings: [building],
  site: { contractor: 'Edilnord', startDate: '2026-01-10', plannedEndDate: null },
  works: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      buildingId: building.id,
      stairId: null,
      category: 'wallInsulation',
      description: 'Cappotto',
      amount: 10_000_000,
    },
  ],
  progress: [{ id: salId, number: 1, date: '2026-02-01', amount: 10_000_000 }],
  uploaded: new Set([
    'bt:initial:apeBefore',
    'bt:initial:technicalReport',
    'bt:initial:photos',
    `bt:${salId}:progressReport`,
    `bt:${salId}:photos`,
    'bt:final:apeAfter',
    'bt:final:finalReport',
    'bt:final:photos',
  ]),
  today: '2026-03-01',
  estimates: new Map(),
};
const reasons = (input: ValidationInput, title: string) =>
  validateSite(input)
    .stages.find((stage) => stage.title === title)
    ?.checks.flatMap((check) => check.reasons);

describe('the technical validation of a construction site', () => {
  it('passes every stage but the end of works while the declared APE improves by one class only', () => {
    const result = validateSite(complete);
    expect(result.stages.map((stage) => [stage.title, stage.passed])).toEqual([
      ['Ante operam', true],
      ['SAL 1', true],
      ['Fine lavori', false],
    ]);
    expect(reasons(complete, 'Fine lavori')).toEqual(["L'Edificio A migliora di 1 classe: ne servono almeno 2"]);
    const improved = { ...complete, buildings: [{ ...building, apeClassAfter: 'C' as const }] };
    expect(validateSite(improved).passed).toBe(true);
  });

  it('refuses a SAL before the start of works or beyond the works amount, and a missing document', () => {
    const input: ValidationInput = {
      ...complete,
      progress: [
        { id: salId, number: 1, date: '2026-01-05', amount: 6_000_000 },
        { id: 'second', number: 2, date: '2026-02-01', amount: 5_000_000 },
      ],
    };
    expect(reasons(input, 'SAL 1')).toEqual(["La data del SAL precede l'inizio lavori (10/01/2026)"]);
    expect(reasons(input, 'SAL 2')).toEqual([
      "L'importo cumulato dei SAL (110.000,00\u00a0€) supera l'importo dei lavori (100.000,00\u00a0€)",
      'Manca il documento «Relazione sullo stato di avanzamento»',
      'Manca il documento «Documentazione fotografica»',
    ]);
  });

  it('flags a declared jump of classes the energy estimate does not back (F→C declared, E→E estimated)', () => {
    const declared = { ...complete, buildings: [{ ...building, apeClassAfter: 'C' as const }] };
    const gap = { ...declared, estimates: new Map([[building.id, { before: 'E' as const, after: 'E' as const }]]) };
    expect(reasons(gap, 'Fine lavori')).toEqual([
      "L'Edificio A dichiara un salto da F a C (3 classi), ma secondo la stima del motore energetico va da E a E (0 classi)",
    ]);
    const backed = { ...declared, estimates: new Map([[building.id, { before: 'F' as const, after: 'D' as const }]]) };
    expect(validateSite(backed).passed).toBe(true);
    const unknown = { ...declared, estimates: new Map([[building.id, { before: null, after: null }]]) };
    expect(validateSite(unknown).passed).toBe(true);
  });
});

describe('a SAL at entry', () => {
  const entry = { site: complete.site, works: complete.works, today: complete.today };

  it("is refused with the checks' own reasons when dated before the start of works or in the future", () => {
    expect(progressEntryProblems({ ...entry, sal: { date: '2023-05-02', amount: 100 }, others: [] })).toEqual([
      { path: 'date', message: "La data del SAL precede l'inizio lavori (10/01/2026)" },
    ]);
    expect(progressEntryProblems({ ...entry, sal: { date: '2026-03-02', amount: 100 }, others: [] })).toEqual([
      { path: 'date', message: 'La data del SAL (02/03/2026) è nel futuro' },
    ]);
  });

  it('is refused when it brings the SALs beyond the works (136%), and accepted up to 100%', () => {
    expect(
      progressEntryProblems({
        ...entry,
        sal: { date: '2026-02-01', amount: 3_600_000 },
        others: [{ amount: 10_000_000 }],
      }),
    ).toEqual([
      {
        path: 'amount',
        message: "L'importo cumulato dei SAL (136.000,00\u00a0€) supera l'importo dei lavori (100.000,00\u00a0€)",
      },
    ]);
    expect(
      progressEntryProblems({
        ...entry,
        sal: { date: '2026-02-01', amount: 4_000_000 },
        others: [{ amount: 6_000_000 }],
      }),
    ).toEqual([]);
  });

  it('is numbered by its date, SALs of the same day in the order they were entered', () => {
    const numbered = numberedByDate([
      { id: 'march', date: '2026-03-01', entrySequence: 1 },
      { id: 'january', date: '2026-01-20', entrySequence: 2 },
      { id: 'march-later', date: '2026-03-01', entrySequence: 3 },
      { id: 'february', date: '2026-02-01', entrySequence: 4 },
    ]);
    expect(numbered.map((sal) => [sal.number, sal.id])).toEqual([
      [1, 'january'],
      [2, 'february'],
      [3, 'march'],
      [4, 'march-later'],
    ]);
  });
});

describe('a stair and a building', () => {
  const stair = {
    name: 'Scala A',
    units: 12,
    floors: 5,
    heatedAreaSqm: 1200.5,
    constructionYear: 1968,
    typology: 'apartment',
  };

  it('takes a heated area with decimals, up to two, and says an ambiguous one in Italian', () => {
    expect(stairInputSchema.parse(stair).heatedAreaSqm).toBe(1200.5);
    expect(
      stairInputSchema.safeParse({ ...stair, heatedAreaSqm: 1200.555 }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Il campo superficie riscaldata può avere al massimo due decimali']);
    expect(
      stairInputSchema.safeParse({ ...stair, heatedAreaSqm: '2.70' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Scrivi i decimali con la virgola (ad esempio 2,70) e il punto solo per le migliaia (1.500)']);
    expect(stairInputSchema.safeParse({ ...stair, units: 1.5 }).success).toBe(false);
  });

  it('is titled once as a building, whether or not its name says "Edificio"', () => {
    expect(buildingTitle('Edificio A')).toBe('Edificio A');
    expect(buildingTitle('edificio nord')).toBe('edificio nord');
    expect(buildingTitle('Torre B')).toBe('Edificio «Torre B»');
    expect(buildingTitle('Edificiox')).toBe('Edificio «Edificiox»');
  });

  it('is named in a sentence with its article, once as a building', () => {
    expect(buildingReference('Edificio A')).toBe("l'Edificio A");
    expect(buildingReference('Edificio A', true)).toBe("L'Edificio A");
    expect(buildingReference('Torre B')).toBe("l'edificio «Torre B»");
    expect(buildingReference('Torre B', true)).toBe("L'edificio «Torre B»");
  });

  it('asks for buildings, stairs, works and an open site before the works', () => {
    const empty: ValidationInput = {
      ...complete,
      buildings: [{ ...building, stairs: [], apeClassBefore: null }],
      works: [],
      site: null,
      progress: [],
      uploaded: new Set(),
    };
    expect(reasons(empty, 'Ante operam')).toEqual([
      "L'Edificio A non ha scale",
      'Nessun lavoro indicato',
      'Il cantiere non è ancora aperto',
      "Classe APE ante operam non indicata per l'Edificio A",
      'Manca il documento «APE ante operam»',
      'Manca il documento «Relazione tecnica di progetto»',
      'Manca il documento «Documentazione fotografica»',
    ]);
  });
});

describe("the energy engine on a condominium's building", () => {
  const address = { nation: 'Italia', zip: '20121', houseNumber: '8', street: 'Via Manzoni', city: 'Milano' };

  it('estimates a 1968 block of flats and a better class after a deep renovation than after new windows alone', () => {
    const windows = estimateBuilding(address, building.stairs, new Set(['newWindows']));
    const deep = estimateBuilding(
      address,
      building.stairs,
      new Set(['wallInsulation', 'newWindows', 'roofAndFloorInsulation', 'heatPump']),
    );
    expect(windows.note).toBeNull();
    expect(deep.before).toBe(windows.before);
    expect('ABCDEFG'.indexOf(deep.after ?? 'G')).toBeLessThan('ABCDEFG'.indexOf(windows.after ?? 'G'));
    expect('ABCDEFG'.indexOf(windows.after ?? 'G')).toBeLessThanOrEqual('ABCDEFG'.indexOf(windows.before ?? 'A'));
  });

  it('says why there is no estimate without stairs or for a comune the engine does not know', () => {
    expect(estimateBuilding(address, [], new Set()).note).toBe(
      "Nessuna scala: aggiungi le scale dell'edificio per la stima",
    );
    expect(estimateBuilding({ ...address, city: 'Paperopoli' }, building.stairs, new Set()).note).toMatch(
      /^Stima non disponibile: /,
    );
  });
});
