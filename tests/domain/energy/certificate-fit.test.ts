import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FIT } from '../../../domain/energy/certificate-fit.ts';
import { searchCertificateFit } from '../../../domain/energy/certificate-fit-search.ts';
import { CERTIFICATE_CELLS, FIT_ZONES } from '../../../domain/energy/certificate-statistics.ts';

describe("the model's free parameters", () => {
  const result = searchCertificateFit();

  it('are the ones the search chooses on the fitting cells, so none of them was set by hand', () => {
    expect(result.fit).toEqual(CERTIFICATE_FIT);
  });

  it('are searched on the cells of zones B and E only, all 24 of them, and put each within 20% of its mean', () => {
    expect(FIT_ZONES).toEqual(['B', 'E']);
    expect(result.cells).toBe(CERTIFICATE_CELLS.filter((cell) => cell.zone === 'B' || cell.zone === 'E').length);
    expect(result.cells).toBe(24);
    expect(result.within20).toBe(24);
  });
});
