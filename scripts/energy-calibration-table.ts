/**
 * `./node_modules/.bin/node scripts/energy-calibration-table.ts`: prints the energy model against the means of the
 * national certificate register (SIAPE), cell by cell: zone, period, floor area, certificate mean EPgl,nren, the model
 * before this calibration (version 2.0.0, recorded below), the model now and its deviation, then how many cells are
 * within 20% and 30%. Checking cells (held out) first, fitting cells after. Measures and prints, never asserts: the
 * guard is tests/domain/energy/certificates.test.ts.
 */
import { compareWithCertificates, shareWithin, type CellComparison } from '../domain/energy/certificate-check.ts';
import { ENERGY_MODEL_VERSION } from '../domain/energy/estimate.ts';

/** EPgl,nren of each cell's typical dwellings under model 2.0.0 (before the second calibration), kWh/m² year. */
const MODEL_2_0_0: Readonly<Record<string, number>> = {
  'A pre1945 50-100': 156.4,
  'A pre1945 100-200': 140.6,
  'A 1945to1972 50-100': 154.4,
  'A 1945to1972 100-200': 138.3,
  'A 1973to1991 50-100': 134.8,
  'A 1973to1991 100-200': 121.6,
  'A 1992to2005 50-100': 129.9,
  'A 1992to2005 100-200': 114.3,
  'A 2006to2015 50-100': 112.0,
  'A 2006to2015 100-200': 99.9,
  'A from2016 50-100': 82.0,
  'A from2016 100-200': 69.5,
  'B pre1945 50-100': 159.9,
  'B pre1945 100-200': 143.8,
  'B 1945to1972 50-100': 157.3,
  'B 1945to1972 100-200': 140.9,
  'B 1973to1991 50-100': 135.1,
  'B 1973to1991 100-200': 122.4,
  'B 1992to2005 50-100': 128.8,
  'B 1992to2005 100-200': 112.8,
  'B 2006to2015 50-100': 107.7,
  'B 2006to2015 100-200': 96.4,
  'B from2016 50-100': 78.8,
  'B from2016 100-200': 66.6,
  'C pre1945 50-100': 173.3,
  'C pre1945 100-200': 157.3,
  'C 1945to1972 50-100': 169.7,
  'C 1945to1972 100-200': 153.2,
  'C 1973to1991 50-100': 142.3,
  'C 1973to1991 100-200': 130.8,
  'C 1992to2005 50-100': 133.7,
  'C 1992to2005 100-200': 117.1,
  'C 2006to2015 50-100': 106.5,
  'C 2006to2015 100-200': 96.6,
  'C from2016 50-100': 77.1,
  'C from2016 100-200': 65.6,
  'D pre1945 50-100': 176.9,
  'D pre1945 100-200': 166.3,
  'D 1945to1972 50-100': 171.9,
  'D 1945to1972 100-200': 160.5,
  'D 1973to1991 50-100': 137.5,
  'D 1973to1991 100-200': 132.8,
  'D 1992to2005 50-100': 125.9,
  'D 1992to2005 100-200': 113.8,
  'D 2006to2015 50-100': 86.7,
  'D 2006to2015 100-200': 85.1,
  'D from2016 50-100': 49.3,
  'D from2016 100-200': 47.5,
  'E pre1945 50-100': 259.1,
  'E pre1945 100-200': 250.7,
  'E 1945to1972 50-100': 250.1,
  'E 1945to1972 100-200': 240.3,
  'E 1973to1991 50-100': 193.7,
  'E 1973to1991 100-200': 194.9,
  'E 1992to2005 50-100': 174.6,
  'E 1992to2005 100-200': 160.2,
  'E 2006to2015 50-100': 109.3,
  'E 2006to2015 100-200': 112.9,
  'E from2016 50-100': 59.2,
  'E from2016 100-200': 60.0,
  'F pre1945 50-100': 297.3,
  'F pre1945 100-200': 290.9,
  'F 1945to1972 50-100': 285.8,
  'F 1945to1972 100-200': 277.5,
  'F 1973to1991 50-100': 216.7,
  'F 1973to1991 100-200': 222.2,
  'F 1992to2005 50-100': 193.0,
  'F 1992to2005 100-200': 177.5,
  'F 2006to2015 50-100': 112.6,
  'F 2006to2015 100-200': 119.6,
  'F from2016 50-100': 58.8,
  'F from2016 100-200': 61.4,
};

const keyOf = (row: CellComparison): string => `${row.zone} ${row.period} ${row.area}`;
const percent = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;
const column = (text: string, width: number): string => text.padStart(width);

function print(title: string, rows: readonly CellComparison[]): void {
  console.log(`\n${title}`);
  console.log(
    [
      'zone',
      'period    ',
      'area m² ',
      column('certif.', 8),
      column('2.0.0', 7),
      column('dev.', 5),
      column(ENERGY_MODEL_VERSION, 7),
      column('dev.', 5),
    ].join(' '),
  );
  for (const row of rows) {
    const before = MODEL_2_0_0[keyOf(row)] ?? Number.NaN;
    console.log(
      [
        row.zone.padEnd(4),
        row.period.padEnd(10),
        row.area.padEnd(8),
        column(row.meanEpglNren.toFixed(1), 8),
        column(before.toFixed(1), 7),
        column(percent(before / row.meanEpglNren - 1), 5),
        column(row.modelEpglNren.toFixed(1), 7),
        column(percent(row.deviation), 5),
        Math.abs(row.deviation) > 0.2 ? ' >20%' : '',
      ].join(' '),
    );
  }
  const beforeRows = rows.map((row) => ({ deviation: (MODEL_2_0_0[keyOf(row)] ?? Number.NaN) / row.meanEpglNren - 1 }));
  const count = (share: number): string => `${String(Math.round(share * rows.length))}/${String(rows.length)}`;
  console.log(
    `within 20%: ${count(shareWithin(beforeRows, 0.2))} before, ${count(shareWithin(rows, 0.2))} now; ` +
      `within 30%: ${count(shareWithin(beforeRows, 0.3))} before, ${count(shareWithin(rows, 0.3))} now`,
  );
}

const rows = compareWithCertificates();
print(
  'Checking cells (zones A, C, D, F: held out, never fitted)',
  rows.filter((row) => row.set === 'check'),
);
print(
  'Fitting cells (zones B, E: the free parameters were chosen on these)',
  rows.filter((row) => row.set === 'fit'),
);
