import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../domain/energy/envelope.ts';
import {
  computeHeatBalance,
  gainUtilisationFactor,
  temperatureReductionFactor,
} from '../../../domain/energy/heat-balance.ts';
import {
  TABULA_ARCHETYPES,
  TABULA_ZONE_E_CLIMATE,
  archetypeByCode,
  archetypeHTr,
  type Archetype,
} from '../../../domain/energy/tabula.ts';

/**
 * The TABULA rows of energy-model.md §3 (existing state, zone E): q_h,nd in kWh/m² year, written here by hand from the
 * document, independently of the data module, so a wrong transcription in tabula.ts makes these tests fail too.
 */
const TABULA_EXISTING_STATE: Record<string, { hTr: number; hVe: number; qHnd: number }> = {
  'SFH.01': { hTr: 5.23, hVe: 0.68, qHnd: 266.6 },
  'SFH.02': { hTr: 5.63, hVe: 0.68, qHnd: 286.4 },
  'SFH.03': { hTr: 5.44, hVe: 0.68, qHnd: 277.1 },
  'SFH.04': { hTr: 4.9, hVe: 0.68, qHnd: 250.3 },
  'SFH.05': { hTr: 5.35, hVe: 0.68, qHnd: 272.7 },
  'SFH.06': { hTr: 2.54, hVe: 0.51, qHnd: 136.4 },
  'SFH.07': { hTr: 1.89, hVe: 0.51, qHnd: 105.5 },
  'SFH.08': { hTr: 0.98, hVe: 0.43, qHnd: 56.1 },
  'MFH.01': { hTr: 3.7, hVe: 0.68, qHnd: 206.4 },
  'MFH.02': { hTr: 2.53, hVe: 0.68, qHnd: 157.9 },
  'MFH.03': { hTr: 3.53, hVe: 0.68, qHnd: 200.0 },
  'MFH.04': { hTr: 3.06, hVe: 0.68, qHnd: 176.8 },
  'MFH.05': { hTr: 2.91, hVe: 0.68, qHnd: 172.2 },
  'MFH.06': { hTr: 2.11, hVe: 0.51, qHnd: 125.9 },
  'MFH.07': { hTr: 1.59, hVe: 0.51, qHnd: 97.7 },
  'MFH.08': { hTr: 0.79, hVe: 0.43, qHnd: 50.3 },
  'AB.01': { hTr: 2.08, hVe: 0.68, qHnd: 132.6 },
  'AB.02': { hTr: 3.39, hVe: 0.68, qHnd: 189.0 },
  'AB.03': { hTr: 2.8, hVe: 0.68, qHnd: 166.3 },
  'AB.04': { hTr: 2.82, hVe: 0.68, qHnd: 168.5 },
  'AB.05': { hTr: 2.55, hVe: 0.68, qHnd: 155.7 },
  'AB.06': { hTr: 1.36, hVe: 0.51, qHnd: 88.7 },
  'AB.07': { hTr: 1.48, hVe: 0.51, qHnd: 90.0 },
  'AB.08': { hTr: 0.71, hVe: 0.43, qHnd: 46.2 },
};

const existingRow = (key: string): Archetype => {
  const [type, band] = key.split('.');
  return archetypeByCode(`IT.MidClim.${String(type)}.${String(band)}.Gen.ReEx.001.001`);
};

/** The archetype as a whole building, its own windows, in TABULA's zone-E climate. */
const tabulaNeed = (archetype: Archetype): number => {
  const envelope = buildEnvelope({
    archetype,
    position: { kind: 'average' },
    windowShare: archetype.windowArea / archetype.aRef,
    window: { u: archetype.uWindow, g: archetype.gWindow },
  });
  return computeHeatBalance({
    hTr: envelope.hTr,
    hVe: envelope.hVe,
    qSol: envelope.qSolZoneE,
    ...TABULA_ZONE_E_CLIMATE,
    housing: envelope.housing,
  }).qHnd;
};

describe('the physics core against TABULA Italy, existing state, zone E', () => {
  for (const [key, row] of Object.entries(TABULA_EXISTING_STATE)) {
    it(`reproduces the ${key} heating need of ${String(row.qHnd)} kWh/m² year within 5%`, () => {
      const archetype = existingRow(key);
      expect(archetypeHTr(archetype)).toBeCloseTo(row.hTr, 1);
      expect(archetype.hVe).toBe(row.hVe);
      expect(Math.abs(tabulaNeed(archetype) / row.qHnd - 1)).toBeLessThanOrEqual(0.05);
    });
  }

  it('reproduces every stored existing-state row, terraced houses included, within 5%', () => {
    for (const archetype of TABULA_ARCHETYPES.filter((a) => a.code.endsWith('.001.001'))) {
      expect(Math.abs(tabulaNeed(archetype) / archetype.qHndTabula - 1), archetype.code).toBeLessThanOrEqual(0.05);
    }
  });

  // The source spreadsheet let F_red exceed its h_tr = 1 value for very insulated buildings (0.99 for AB.08.002);
  // the current TABULA method caps it, so these rows come out a few percent lower.
  it('reproduces the improved-standard rows used as reference envelopes within 6%', () => {
    for (const archetype of TABULA_ARCHETYPES.filter((a) => a.code.endsWith('.001.002'))) {
      expect(Math.abs(tabulaNeed(archetype) / archetype.qHndTabula - 1), archetype.code).toBeLessThanOrEqual(0.06);
    }
  });

  it('reaches the TABULA SFH.01 transmission loss of 258 kWh/m² (5.23 × 0.024 × 2575 × 0.80)', () => {
    const balance = computeHeatBalance({ hTr: 5.23, hVe: 0, qSol: 0, ...TABULA_ZONE_E_CLIMATE, housing: 'singleUnit' });
    expect(Math.abs(balance.qHt - 258)).toBeLessThan(1);
  });
});

describe('the heat-balance factors', () => {
  it('interpolates the temperature reduction between h_tr 1 and 4 and holds it constant outside', () => {
    expect(temperatureReductionFactor(0.5, 'multiUnit')).toBe(0.95);
    expect(temperatureReductionFactor(2.5, 'multiUnit')).toBeCloseTo(0.9, 10);
    expect(temperatureReductionFactor(6, 'singleUnit')).toBe(0.8);
  });

  it('uses all gains when they are small and fewer as they approach the losses', () => {
    expect(gainUtilisationFactor(0.05, 1.5)).toBeGreaterThan(0.98);
    expect(gainUtilisationFactor(1, 1.5)).toBeCloseTo(0.6, 10);
    expect(gainUtilisationFactor(2, 1.5)).toBeLessThan(0.5);
  });

  it('never returns a negative heating need when gains exceed the losses', () => {
    const balance = computeHeatBalance({
      hTr: 0.2,
      hVe: 0.1,
      qSol: 80,
      degreeDays: 500,
      heatingDays: 100,
      housing: 'multiUnit',
    });
    expect(balance.qHnd).toBeGreaterThanOrEqual(0);
  });
});
