import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_TOLERANCE,
  clampRatioToClasses,
  classFromRatio,
  classIndex,
  ENERGY_CLASS_DESCRIPTIONS,
  ENERGY_CLASSES,
  possibleClasses,
  ratioRange,
  type EnergyClass,
} from '../../../domain/energy/classification.ts';

/** The national scale (DM 26/06/2015), written out independently of the module: class, inclusive upper ratio. */
const SCALE: [EnergyClass, number][] = [
  ['A', 1.0],
  ['B', 1.2],
  ['C', 1.5],
  ['D', 2.0],
  ['E', 2.6],
  ['F', 3.5],
];
const EPSILON = 1e-9;

describe('the energy class from the ratio to the reference building', () => {
  for (const [energyClass, upper] of SCALE) {
    const next = ENERGY_CLASSES[classIndex(energyClass) + 1];
    it(`gives ${energyClass} at exactly ${String(upper)} and ${String(next)} just above it`, () => {
      expect(classFromRatio(upper)).toBe(energyClass);
      expect(classFromRatio(upper - EPSILON)).toBe(energyClass);
      expect(classFromRatio(upper + EPSILON)).toBe(next);
    });
  }

  it('folds A1-A4 into A: any ratio up to 1.00 is A, down to zero', () => {
    for (const ratio of [0, 0.3, 0.4, 0.6, 0.8, 1]) expect(classFromRatio(ratio)).toBe('A');
  });

  it('gives G to any ratio above 3.5', () => {
    for (const ratio of [3.5 + EPSILON, 4, 10, 100]) expect(classFromRatio(ratio)).toBe('G');
  });

  it('never improves the class as the ratio grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(classIndex(classFromRatio(low))).toBeLessThanOrEqual(classIndex(classFromRatio(high)));
      }),
    );
  });

  it('has an Italian description for every class', () => {
    for (const energyClass of ENERGY_CLASSES) expect(ENERGY_CLASS_DESCRIPTIONS[energyClass].length).toBeGreaterThan(20);
  });
});

describe('the neighbour class near a boundary', () => {
  for (const [energyClass, upper] of SCALE) {
    const next = ENERGY_CLASSES[classIndex(energyClass) + 1] as EnergyClass;
    it(`reports ${energyClass} or ${next} within 5% of ${String(upper)}, and only one class beyond`, () => {
      expect(possibleClasses(upper)).toEqual([energyClass, next]);
      expect(possibleClasses(upper * (1 - BOUNDARY_TOLERANCE) + EPSILON)).toEqual([energyClass, next]);
      expect(possibleClasses(upper * (1 + BOUNDARY_TOLERANCE) - EPSILON)).toEqual([energyClass, next]);
      expect(possibleClasses(upper * 0.94)).not.toContain(next);
      expect(possibleClasses(upper * 1.06)).not.toContain(energyClass);
    });
  }

  it('reports a single class in the middle of a band and at the ends of the scale', () => {
    expect(possibleClasses(1.35)).toEqual(['C']);
    expect(possibleClasses(0.2)).toEqual(['A']);
    expect(possibleClasses(8)).toEqual(['G']);
  });
});

describe('keeping a ratio within some classes of an anchor', () => {
  it('keeps the ratio inside the anchor class and its neighbours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENERGY_CLASSES), fc.double({ min: 0, max: 20, noNaN: true }), (anchor, ratio) => {
        const clamped = classFromRatio(clampRatioToClasses(ratio, anchor, 1));
        expect(Math.abs(classIndex(clamped) - classIndex(anchor))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('leaves a ratio already within reach unchanged', () => {
    expect(clampRatioToClasses(2.3, 'D', 1)).toBe(2.3);
    expect(clampRatioToClasses(9, 'C', 1)).toBe(ratioRange('D').upper);
    expect(classFromRatio(clampRatioToClasses(0.5, 'D', 1))).toBe('C');
  });
});
