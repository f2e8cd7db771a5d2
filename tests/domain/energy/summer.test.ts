import { describe, expect, it } from 'vitest';
import { PRIMARY_ENERGY_FACTOR_NREN } from '../../../domain/energy/carriers.ts';
import { lookupComune } from '../../../domain/energy/climate.ts';
import { homeFromAnswers } from '../../../domain/energy/home.ts';
import { simulateHome, siteClimateOf } from '../../../domain/energy/simulate.ts';
import { answers, estimate } from './fixtures.ts';

/** The case: a 2015 detached house of 140 m² in Palermo with a heat pump and no photovoltaics. */
const PALERMO_HOUSE = {
  typology: 'detached',
  floors: 2,
  floor: 0,
  sqm: 140,
  constructionYear: 2015,
  roomsNumber: 6,
  bathroomsNumber: 2,
  windowsNumber: 9,
  doorWindowsNumber: 3,
  windowType: 'doubleLowE',
  heatersType: 'heatPump',
  lift: false,
  photovoltaics: 'none',
} as const;

/** The cooling share of EPgl,nren (standard use) of a home: the certificate's own split of the index. */
function coolingShare(overrides: Parameters<typeof answers>[0], city: string): number {
  const a = answers(overrides, city);
  const lookup = lookupComune(a.address.city, a.address.province);
  if (lookup.status !== 'found') throw new Error('comune');
  const simulation = simulateHome(homeFromAnswers(a), siteClimateOf(lookup.comune));
  const primary = (endUses: readonly string[]) =>
    simulation.certifiedUses
      .filter((u) => endUses.includes(u.endUse))
      .reduce((s, u) => s + u.kWh * PRIMARY_ENERGY_FACTOR_NREN[u.carrier], 0);
  return primary(['cooling']) / primary(['heating', 'hotWater', 'cooling', 'auxiliaries']);
}

describe('summer without surprises', () => {
  it('gives the Palermo house less cooling share in its yearly cost than in its standard-use index', () => {
    const e = estimate(PALERMO_HOUSE, 'Palermo');
    const services = e.costSplitEurYear.heating + e.costSplitEurYear.hotWater + e.costSplitEurYear.cooling;
    expect(e.costSplitEurYear.cooling / services).toBeLessThan(coolingShare(PALERMO_HOUSE, 'Palermo'));
  });

  it('splits the yearly cost into heating, hot water, cooling and household uses that add up to it', () => {
    const e = estimate(PALERMO_HOUSE, 'Palermo');
    const split = e.costSplitEurYear;
    expect(split.heating + split.hotWater + split.cooling + split.household - e.pvExportEurYear).toBeCloseTo(
      e.costEurYear,
      -1,
    );
    // Typical bills: a cooled house in Palermo spends a few hundred euro a year on air conditioning, not thousands.
    expect(split.cooling).toBeGreaterThan(100);
    expect(split.cooling).toBeLessThan(600);
    expect(split.heating).toBeLessThan(400);
  });

  it('makes the class-A heat-pump house in Palermo cost less a year than a 1970s class F-G flat in Milano', () => {
    const palermo = estimate(PALERMO_HOUSE, 'Palermo');
    const milano = estimate({ constructionYear: 1975 });
    expect(palermo.energyClass).toBe('A');
    expect(palermo.costEurYear).toBeLessThan(milano.costEurYear);
  });

  it('cools a Palermo home more, as a share of its index, than the same home in Milano', () => {
    expect(coolingShare(PALERMO_HOUSE, 'Palermo')).toBeGreaterThan(coolingShare(PALERMO_HOUSE, 'Milano'));
  });
});
