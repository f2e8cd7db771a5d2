import { describe, expect, it } from 'vitest';
import { similarHomes } from '../../../domain/energy/similar-homes.ts';
import { estimate } from './fixtures.ts';

describe('"case simili": the home against the certificates of similar homes', () => {
  it('compares with the cell of its zone, period and size', () => {
    expect(similarHomes('E', 1972, 90, 300)).toMatchObject({
      period: '1945to1972',
      areaBand: '50-100',
      meanEpglNren: 215.57,
      comparison: 'worse',
    });
    expect(similarHomes('B', 2019, 140, 40)).toMatchObject({
      period: 'from2016',
      areaBand: '100-200',
      comparison: 'better',
      sizeInBand: true,
    });
    expect(similarHomes('D', 1944, 250, 185)).toMatchObject({
      period: 'pre1945',
      sizeInBand: false,
      comparison: 'inLine',
    });
  });

  it('is part of the estimate, with the index the estimate shows', () => {
    const e = estimate();
    expect(e.similarHomes).toMatchObject({ zone: 'E', period: '1945to1972', years: { from: 1945, to: 1972 } });
    expect(e.similarHomes?.deviation).toBeCloseTo(e.epglNren / (e.similarHomes?.meanEpglNren ?? 1) - 1, 2);
  });
});
