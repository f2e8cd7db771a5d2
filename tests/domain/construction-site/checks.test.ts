import { describe, expect, it } from 'vitest';
import { validateSite, type ValidationInput } from '../../../domain/construction-site/checks.ts';
import { estimateBuilding } from '../../../domain/construction-site/energy.ts';
import type { Building } from '../../../domain/construction-site/schemas.ts';

const building: Building = {
  id: '00000000-0000-4000-8000-000000000001', condominiumId: '00000000-0000-4000-8000-000000000009', name: 'Edificio A', apeClassBefore: 'F', apeClassAfter: 'E',
  stairs: [{ id: '00000000-0000-4000-8000-000000000002', buildingId: '00000000-0000-4000-8000-000000000001', name: 'Scala A', units: 12, floors: 5,
    heatedAreaSqm: 960, constructionYear: 1968, typology: 'apartment' }],
};
const salId = '00000000-0000-4000-8000-000000000003';
const complete: ValidationInput = {
  buildings: [building],
  site: { contractor: 'Edilnord', startDate: '2026-01-10', plannedEndDate: null },
  works: [{ id: '00000000-0000-4000-8000-000000000004', buildingId: building.id, stairId: null, category: 'wallInsulation', description: 'Cappotto', amount: 10_000_000 }],
  progress: [{ id: salId, number: 1, date: '2026-02-01', amount: 10_000_000 }],
  uploaded: new Set(['bt:initial:apeBefore', 'bt:initial:technicalReport', 'bt:initial:photos', `bt:${salId}:progressReport`, `bt:${salId}:photos`,
    'bt:final:apeAfter', 'bt:final:finalReport', 'bt:final:photos']),
  today: '2026-03-01',
};
const reasons = (input: ValidationInput, title: string) => validateSite(input).stages.find((stage) => stage.title === title)?.checks.flatMap((check) => check.reasons);

describe('the technical validation of a construction site', () => {
  it('passes every stage but the end of works while the declared APE improves by one class only', () => {
    const result = validateSite(complete);
    expect(result.stages.map((stage) => [stage.title, stage.passed])).toEqual([['Ante operam', true], ['SAL 1', true], ['Fine lavori', false]]);
    expect(reasons(complete, 'Fine lavori')).toEqual(["L'edificio «Edificio A» migliora di 1 classe: ne servono almeno 2"]);
    const improved = { ...complete, buildings: [{ ...building, apeClassAfter: 'C' as const }] };
    expect(validateSite(improved).passed).toBe(true);
  });

  it('refuses a SAL before the start of works, before the previous one or beyond the works amount, and a missing document', () => {
    const input: ValidationInput = {
      ...complete,
      progress: [{ id: salId, number: 1, date: '2026-02-01', amount: 6_000_000 }, { id: 'second', number: 2, date: '2026-01-05', amount: 5_000_000 }],
    };
    expect(reasons(input, 'SAL 2')).toEqual([
      "La data del SAL precede l'inizio lavori (10/01/2026)", 'La data del SAL precede quella del SAL 1 (01/02/2026)',
      "L'importo cumulato dei SAL (110.000,00\u00a0€) supera l'importo dei lavori (100.000,00\u00a0€)",
      'Manca il documento «Relazione sullo stato di avanzamento»', 'Manca il documento «Documentazione fotografica»',
    ]);
  });

  it('asks for buildings, stairs, works and an open site before the works', () => {
    const empty: ValidationInput = { ...complete, buildings: [{ ...building, stairs: [], apeClassBefore: null }], works: [], site: null, progress: [], uploaded: new Set() };
    expect(reasons(empty, 'Ante operam')).toEqual([
      "L'edificio «Edificio A» non ha scale", 'Nessun lavoro indicato', 'Il cantiere non è ancora aperto',
      "Classe APE ante operam non indicata per l'edificio «Edificio A»", 'Manca il documento «APE ante operam»',
      'Manca il documento «Relazione tecnica di progetto»', 'Manca il documento «Documentazione fotografica»',
    ]);
  });
});

describe("the energy engine on a condominium's building", () => {
  const address = { nation: 'Italia', zip: '20121', houseNumber: '8', street: 'Via Manzoni', city: 'Milano' };

  it('estimates a 1968 block of flats and a better class after a deep renovation than after new windows alone', () => {
    const windows = estimateBuilding(address, building.stairs, new Set(['newWindows']));
    const deep = estimateBuilding(address, building.stairs, new Set(['wallInsulation', 'newWindows', 'roofAndFloorInsulation', 'heatPump']));
    expect(windows.note).toBeNull();
    expect(deep.before).toBe(windows.before);
    expect('ABCDEFG'.indexOf(deep.after ?? 'G')).toBeLessThan('ABCDEFG'.indexOf(windows.after ?? 'G'));
    expect('ABCDEFG'.indexOf(windows.after ?? 'G')).toBeLessThanOrEqual('ABCDEFG'.indexOf(windows.before ?? 'A'));
  });

  it('says why there is no estimate without stairs or for a comune the engine does not know', () => {
    expect(estimateBuilding(address, [], new Set()).note).toBe("Nessuna scala: aggiungi le scale dell'edificio per la stima");
    expect(estimateBuilding({ ...address, city: 'Paperopoli' }, building.stairs, new Set()).note).toMatch(/^Stima non disponibile: /);
  });
});
