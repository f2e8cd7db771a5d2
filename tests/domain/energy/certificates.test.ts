import { describe, expect, it } from 'vitest';
import { compareWithCertificates, shareWithin } from '../../../domain/energy/certificate-check.ts';

// Checking cells within 20% of the register's mean: 44 of 48 with models 2.2.0, 2.3.0, 3.0.0 and 3.0.1 (38 with 2.1.0,
// 35 with 2.0.0), the second version's target of 90%. The misses: zone A 2006-2015 (25-27% above: two comuni, few
// certificates), C flats and D houses after 2015 (30% above, 27% below). Every checking cell is within 30%.
// `./node_modules/.bin/node scripts/energy-calibration-table.ts` prints the table, cell by cell.
const CHECKING_WITHIN_20 = 44 / 48;
const CHECKING_WITHIN_30 = 48 / 48;

describe('EPgl,nren against the means of the national certificate register (SIAPE)', () => {
  const rows = compareWithCertificates();
  const check = rows.filter((row) => row.set === 'check');
  const fit = rows.filter((row) => row.set === 'fit');

  it('keeps fitting and checking cells apart: every cell is in exactly one set', () => {
    expect(check.length + fit.length).toBe(rows.length);
    expect(check.length).toBe(48);
    expect(fit.length).toBe(24);
  });

  it('puts 44 of the 48 held-out zone x period x size cells (90%) within 20% of the certificate mean', () => {
    expect(shareWithin(check, 0.2)).toBeGreaterThanOrEqual(CHECKING_WITHIN_20);
  });

  it('puts every held-out cell within 30% of the certificate mean', () => {
    expect(shareWithin(check, 0.3)).toBeGreaterThanOrEqual(CHECKING_WITHIN_30);
  });

  it('puts every fitting cell (zones B and E) within 20% of the certificate mean', () => {
    expect(shareWithin(fit, 0.2)).toBe(1);
  });

  it('orders the flats of zone E by age as the certificates do: older never lower', () => {
    const flats = fit.filter((row) => row.zone === 'E' && row.area === '50-100').map((row) => row.modelEpglNren);
    for (let i = 1; i < flats.length; i++)
      expect(flats[i]).toBeLessThanOrEqual(flats[i - 1] ?? Number.POSITIVE_INFINITY);
  });
});
