import { wizardAnswersSchema } from './answers-schema.ts';
import { cellDwellings } from './calibration-dwellings.ts';
import { isWithin } from './certificate-check.ts';
import type { CertificateFit, OpaqueFactors } from './certificate-fit.ts';
import { CERTIFICATE_CELLS, FIT_ZONES, type CertificateCell } from './certificate-statistics.ts';
import { lookupComune } from './climate.ts';
import { housingOf } from './envelope.ts';
import type { HousingKind } from './heat-balance.ts';
import { homeFromAnswers, type HomeSpec } from './home.ts';
import { simulateHome, siteClimateOf, type SiteClimate } from './simulate.ts';

/**
 * The search that chooses the model's free parameters (certificate-fit.ts) on the fitting cells alone: every summer
 * solar ratio and every pair of opaque factors of the grid, keeping the parameters that first put the most fitting
 * cells within 20% of the certificate mean and then give the least sum of squared log deviations; the first such
 * parameters in grid order on a tie. The two kinds of building are searched apart, which is exact: a dwelling's
 * envelope takes the factors of its own kind only (its archetype and the newer bands of the same type).
 */

/** The grid: opaque factors from 0.30 to 1.30 in steps of 0.05, summer solar ratios from 2 to 10 in steps of 0.5. */
export const FIT_GRID = {
  opaqueFactor: { from: 0.3, to: 1.3, step: 0.05 },
  summerSolarRatio: { from: 2, to: 10, step: 0.5 },
} as const;

/** How well parameters match cells: the cells within 20% and the sum of squared log deviations. */
export type FitScore = { within20: number; squaredLogDeviation: number };

export type FitResult = FitScore & { fit: CertificateFit; cells: number };

type FittingCell = {
  cell: CertificateCell;
  housing: HousingKind;
  dwellings: { home: HomeSpec; climate: SiteClimate }[];
};

const steps = ({ from, to, step }: { from: number; to: number; step: number }): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);

const better = (a: FitScore, b: FitScore | null): boolean =>
  b === null || a.within20 > b.within20 || (a.within20 === b.within20 && a.squaredLogDeviation < b.squaredLogDeviation);

const sum = (a: FitScore, b: FitScore): FitScore => ({
  within20: a.within20 + b.within20,
  squaredLogDeviation: a.squaredLogDeviation + b.squaredLogDeviation,
});

function fittingCell(cell: CertificateCell): FittingCell {
  const dwellings = cellDwellings(cell).map((input) => {
    const answers = wizardAnswersSchema.parse(input);
    const lookup = lookupComune(answers.address.city, answers.address.province);
    if (lookup.status !== 'found')
      throw new Error(`fit: comune of the typical dwelling not found: ${answers.address.city}`);
    return { home: homeFromAnswers(answers), climate: siteClimateOf(lookup.comune) };
  });
  const first = dwellings[0];
  if (!first) throw new Error('fit: a cell without dwellings');
  return { cell, housing: housingOf(first.home.archetype), dwellings };
}

function score(cells: readonly FittingCell[], fit: CertificateFit): FitScore {
  return cells.reduce<FitScore>(
    (total, { cell, dwellings }) => {
      const ratio =
        dwellings.reduce((s, d) => s + simulateHome(d.home, d.climate, 1, fit).epNren, 0) /
        dwellings.length /
        cell.meanEpglNren;
      return sum(total, { within20: isWithin(ratio - 1, 0.2) ? 1 : 0, squaredLogDeviation: Math.log(ratio) ** 2 });
    },
    { within20: 0, squaredLogDeviation: 0 },
  );
}

/** The opaque factors of one kind of building that score best with this summer solar ratio, with their score. */
function bestFactors(cells: readonly FittingCell[], summerSolarRatio: number): FitScore & { factors: OpaqueFactors } {
  let best: (FitScore & { factors: OpaqueFactors }) | null = null;
  for (const pre1976 of steps(FIT_GRID.opaqueFactor)) {
    for (const from1976 of steps(FIT_GRID.opaqueFactor)) {
      const factors = { pre1976, from1976 };
      // Only one kind's cells are scored, so giving both kinds these factors changes nothing.
      const result = score(cells, { summerSolarRatio, opaqueFactor: { singleUnit: factors, multiUnit: factors } });
      if (better(result, best)) best = { ...result, factors };
    }
  }
  if (!best) throw new Error('fit: the grid is empty');
  return best;
}

/** Runs the search on the fitting cells (zones FIT_ZONES) and returns the parameters it chooses with their score. */
export function searchCertificateFit(): FitResult {
  const cells = CERTIFICATE_CELLS.filter((cell) => FIT_ZONES.includes(cell.zone)).map(fittingCell);
  const ofKind = (kind: HousingKind) => cells.filter((c) => c.housing === kind);
  let best: FitResult | null = null;
  for (const summerSolarRatio of steps(FIT_GRID.summerSolarRatio)) {
    const singleUnit = bestFactors(ofKind('singleUnit'), summerSolarRatio);
    const multiUnit = bestFactors(ofKind('multiUnit'), summerSolarRatio);
    const result = {
      ...sum(singleUnit, multiUnit),
      fit: { summerSolarRatio, opaqueFactor: { singleUnit: singleUnit.factors, multiUnit: multiUnit.factors } },
      cells: cells.length,
    };
    if (better(result, best)) best = result;
  }
  if (!best) throw new Error('fit: the grid is empty');
  return best;
}
