import { describe, expect, it } from 'vitest';
import { cellDwellings } from '../../../domain/energy/calibration-dwellings.ts';
import { CERTIFICATE_CELLS, CHECK_ZONES, FIT_ZONES, type CertificateCell } from '../../../domain/energy/certificate-statistics.ts';
import { estimateEnergy, wizardAnswersSchema } from '../../../domain/energy/index.ts';

function modelled(cell: CertificateCell): number {
  const values = cellDwellings(cell).map((input) => {
    const result = estimateEnergy(wizardAnswersSchema.parse(input));
    if (!result.ok) throw new Error(result.error.message);
    return result.estimate.epglNren;
  });
  return values.reduce((sum, x) => sum + x, 0) / values.length;
}

const within = (cells: readonly CertificateCell[], tolerance: number): number =>
  cells.filter((cell) => Math.abs(modelled(cell) / cell.meanEpglNren - 1) <= tolerance).length / cells.length;

// The target (90% of held-out cells within 20%) is not reached yet: these bounds hold the level reached
// (35 of the 48 held-out cells within 20%, 44 within 30%) so that it cannot slip back unnoticed.
describe('EPgl,nren against the means of the national certificate register (SIAPE)', () => {
  const check = CERTIFICATE_CELLS.filter((c) => CHECK_ZONES.includes(c.zone));
  const fit = CERTIFICATE_CELLS.filter((c) => FIT_ZONES.includes(c.zone));

  it('keeps fitting and checking cells apart: every cell is in exactly one set', () => {
    expect(check.length + fit.length).toBe(CERTIFICATE_CELLS.length);
    expect(check.length).toBe(48);
  });

  it('puts at least 70% of the held-out zone x period x size cells within 20% of the certificate mean', () => {
    expect(within(check, 0.2)).toBeGreaterThanOrEqual(0.7);
  });

  it('puts at least 90% of the held-out cells within 30% of the certificate mean', () => {
    expect(within(check, 0.3)).toBeGreaterThanOrEqual(0.9);
  });

  it('orders the flats of zone E by age as the certificates do: older never lower', () => {
    const flats = CERTIFICATE_CELLS.filter((c) => c.zone === 'E' && c.area === '50-100').map(modelled);
    for (let i = 1; i < flats.length; i++) expect(flats[i]).toBeLessThanOrEqual(flats[i - 1] ?? Number.POSITIVE_INFINITY);
  });
});
