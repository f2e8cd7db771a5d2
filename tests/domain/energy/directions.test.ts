import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classIndex, homeFromAnswers, lookupComune, type WizardAnswersInput } from '../../../domain/energy/index.ts';
import { answers, estimate, homeArbitrary, SAMPLE_COMUNI, zipFor } from './fixtures.ts';

/**
 * Direction properties of the physics. Each precondition is where the physics of TABULA's seasonal method, not a
 * shortcut of the engine, would allow the opposite; the deterministic tests at the end show those cases.
 */

const RUNS = { numRuns: 80 };
const run = (input: WizardAnswersInput) => estimate(input);

/** Regulatory eras: no insulation law (≤1975), Law 373/1976 to 2005, DLgs 192/2005 onwards. */
const ERAS = [
  { from: 1850, to: 1975 },
  { from: 1976, to: 2005 },
  { from: 2006, to: 2025 },
];

describe('an older home is not better', () => {
  it('never gives a lower EPgl,nren or a better class to a home of an earlier regulatory era', () => {
    fc.assert(
      fc.property(
        homeArbitrary,
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 2 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (home, olderEra, gap, pickOld, pickNew) => {
          const older = ERAS[olderEra];
          const newer = ERAS[Math.min(2, olderEra + gap)];
          if (!older || !newer || older === newer) return;
          const yearOf = (era: { from: number; to: number }, pick: number) =>
            Math.round(era.from + pick * (era.to - era.from));
          const old = run({ ...home, constructionYear: yearOf(older, pickOld) });
          const recent = run({ ...home, constructionYear: yearOf(newer, pickNew) });
          expect(old.epglNren).toBeGreaterThanOrEqual(recent.epglNren);
          expect(classIndex(old.energyClass)).toBeGreaterThanOrEqual(classIndex(recent.energyClass));
        },
      ),
      RUNS,
    );
  });
});

describe('an older home is not cooler in summer', () => {
  // Found by the era and newer-envelope properties with model 2.2.0 and a first 2.3.0: a biomass generator makes
  // heating cheap in non-renewable energy, and the monthly cooling balance gave the 1976 envelope less cooling than the
  // better insulated 2006 one; the 1940 flat's newer bands were given its own (older) glazing, which lets in less
  // summer sun.
  it.each([
    [
      'air-conditioned small house in Napoli',
      1976,
      2006,
      'Napoli',
      {
        typology: 'detached',
        sqm: 30,
        floor: 0,
        floors: 2,
        windowsNumber: 3,
        doorWindowsNumber: 1,
        windowType: 'doubleLowE',
        coolingType: 'splitUnits',
      },
    ],
    [
      'flat in Cagliari with a reversible heat pump',
      1940,
      1946,
      'Cagliari',
      {
        typology: 'apartment',
        sqm: 30,
        floor: 0,
        floors: 4,
        windowsNumber: 0,
        doorWindowsNumber: 2,
        windowType: 'single',
        coolingType: 'heatPump',
      },
    ],
  ] as const)(
    'gives a biomass-heated %s of %i no lower EPgl,nren than the same home of %i',
    (_home, older, newer, city, home) => {
      const built = (constructionYear: number) =>
        estimate({ ...home, heatersType: 'biomass', constructionYear }, city).epglNren;
      expect(built(older)).toBeGreaterThanOrEqual(built(newer));
    },
  );
});

describe('more glass is not better', () => {
  it('never lowers EPgl,nren when glass beyond the typical share replaces a better-insulated wall', () => {
    fc.assert(
      fc.property(homeArbitrary, fc.integer({ min: 1, max: 8 }), (home, extra) => {
        const spec = homeFromAnswers(answers(home));
        fc.pre(spec.window.u >= spec.archetype.uWall);
        // The winter sun is the least favourable band's, each crediting glass up to its own typical share
        // (envelope.ts): beyond the largest of those shares, more glass earns nothing.
        const bands = [spec.archetype, ...spec.newerBands.map((band) => band.archetype)];
        fc.pre(bands.every((band) => spec.windowShare >= band.windowArea / band.aRef));
        const fewer = run(home);
        const more = run({ ...home, windowsNumber: home.windowsNumber + extra });
        expect(more.epglNren).toBeGreaterThanOrEqual(fewer.epglNren);
      }),
      RUNS,
    );
  });

  it('never lowers EPgl,nren when single-glazed windows are added in zones E and F', () => {
    fc.assert(
      fc.property(
        homeArbitrary,
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('Milano', 'Torino', 'Trento', 'Cuneo', 'Livigno'),
        (home, extra, city) => {
          const single = {
            ...home,
            windowType: 'single' as const,
            address: { ...home.address, city, zip: zipFor(city) },
          };
          const fewer = run(single);
          const more = run({ ...single, windowsNumber: home.windowsNumber + extra });
          expect(more.epglNren).toBeGreaterThanOrEqual(fewer.epglNren);
        },
      ),
      RUNS,
    );
  });
});

describe('single glazing is not better', () => {
  it('never gives single glazing a lower EPgl,nren or a better class than any other glazing', () => {
    fc.assert(
      fc.property(homeArbitrary, fc.constantFrom('double', 'doubleLowE', 'triple'), (home, better) => {
        const single = run({ ...home, windowType: 'single' });
        const other = run({ ...home, windowType: better });
        expect(single.epglNren).toBeGreaterThanOrEqual(other.epglNren);
        expect(classIndex(single.energyClass)).toBeGreaterThanOrEqual(classIndex(other.energyClass));
      }),
      RUNS,
    );
  });
});

describe('a colder comune is not better', () => {
  const degreeDays = (city: string): { gg: number; zone: string } => {
    const found = lookupComune(city);
    if (found.status !== 'found') throw new Error(city);
    return { gg: found.comune.degreeDays, zone: found.comune.zone };
  };

  it('never lowers EPgl,nren, CO2 or cost of an uncooled home in a colder comune of the same zone or with 300 degree days more', () => {
    fc.assert(
      fc.property(
        homeArbitrary.map((h) => ({ ...h, coolingType: 'none' as const })),
        fc.constantFrom(...SAMPLE_COMUNI),
        fc.constantFrom(...SAMPLE_COMUNI),
        (home, a, b) => {
          const [mild, cold] = degreeDays(a).gg <= degreeDays(b).gg ? [a, b] : [b, a];
          const sameZone = degreeDays(mild).zone === degreeDays(cold).zone;
          fc.pre(mild !== cold && (sameZone || degreeDays(cold).gg - degreeDays(mild).gg >= 300));
          const warm = run({ ...home, address: { ...home.address, city: mild, zip: zipFor(mild) } });
          const chilly = run({ ...home, address: { ...home.address, city: cold, zip: zipFor(cold) } });
          expect(chilly.epglNren).toBeGreaterThanOrEqual(warm.epglNren);
          expect(chilly.co2KgYear).toBeGreaterThanOrEqual(warm.co2KgYear);
          expect(chilly.costEurYear).toBeGreaterThanOrEqual(warm.costEurYear);
        },
      ),
      RUNS,
    );
  });
});

describe('a heat pump emits less CO2 than a standard gas boiler', () => {
  // Under the renewables law a boiler home is a hybrid, but its boiler always makes part of the heat
  // (HYBRID_MAX_HEAT_PUMP_PART), so the heat-pump home emits less there too.
  it('gives less CO2 for the same heating and hot-water need, in any home and comune, law-built homes included', () => {
    fc.assert(
      fc.property(homeArbitrary, (home) => {
        const common = { ...home, hotWaterType: 'sameAsHeating' as const };
        const pump = run({ ...common, heatersType: 'heatPump' });
        const boiler = run({ ...common, heatersType: 'gasBoiler' });
        expect(pump.heatingNeedKwhM2).toBe(boiler.heatingNeedKwhM2);
        expect(pump.co2KgYear).toBeLessThan(boiler.co2KgYear);
      }),
      RUNS,
    );
  });
});

describe('where the physics allows the opposite', () => {
  it('lets a little more glass below the typical share lower the heating need in a mild climate (solar gains)', () => {
    const palermo = {
      windowType: 'doubleLowE',
      windowsNumber: 1,
      doorWindowsNumber: 1,
      constructionYear: 1970,
    } as const;
    const fewer = estimate(palermo, 'Palermo');
    const more = estimate({ ...palermo, windowsNumber: 2 }, 'Palermo');
    expect(more.heatingNeedKwhM2).toBeLessThan(fewer.heatingNeedKwhM2);
  });
});
