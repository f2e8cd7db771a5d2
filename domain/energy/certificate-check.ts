import { wizardAnswersSchema } from './answers-schema.ts';
import { cellDwellings } from './calibration-dwellings.ts';
import { CERTIFICATE_CELLS, FIT_ZONES, type CertificateCell } from './certificate-statistics.ts';
import { estimateEnergy } from './estimate.ts';

/**
 * The model against the register's means: the modelled EPgl,nren of each certificate cell (the mean over its typical
 * dwellings, calibration-dwellings.ts) and its deviation from the certificate mean. Read by
 * tests/domain/energy/certificates.test.ts and printed by scripts/energy-calibration-table.ts.
 */

export type CellComparison = CertificateCell & {
  /** 'fit': the free parameters were chosen on it; 'check': held out, only compared. */
  set: 'fit' | 'check';
  modelEpglNren: number;
  /** modelled / certificate mean − 1. */
  deviation: number;
};

export function modelledEpglNren(cell: CertificateCell): number {
  const values = cellDwellings(cell).map((input) => {
    const result = estimateEnergy(wizardAnswersSchema.parse(input));
    if (!result.ok) throw new Error(result.error.message);
    return result.estimate.epglNren;
  });
  return values.reduce((sum, x) => sum + x, 0) / values.length;
}

export function compareWithCertificates(cells: readonly CertificateCell[] = CERTIFICATE_CELLS): CellComparison[] {
  return cells.map((cell) => {
    const modelEpglNren = modelledEpglNren(cell);
    return {
      ...cell,
      set: FIT_ZONES.includes(cell.zone) ? 'fit' : 'check',
      modelEpglNren,
      deviation: modelEpglNren / cell.meanEpglNren - 1,
    };
  });
}

/** Whether a deviation (modelled / certificate mean − 1) is within ±tolerance (e.g. 0.2 for 20%). */
export const isWithin = (deviation: number, tolerance: number): boolean => Math.abs(deviation) <= tolerance;

/** Share of the rows whose deviation is within ±tolerance. */
export function shareWithin(rows: readonly Pick<CellComparison, 'deviation'>[], tolerance: number): number {
  return rows.filter((row) => isWithin(row.deviation, tolerance)).length / rows.length;
}
