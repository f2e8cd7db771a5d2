import type { CarrierUse, EndUse } from './carriers.ts';
import type { CarrierYear } from './operational.ts';

/**
 * The yearly cost by what it pays for: heating (with the pumps and fans of its plant), hot water, cooling and the
 * household's own uses (appliances, lighting, cooking), which the estimate models but the certificate leaves out. Each
 * carrier's cost (the tariff's or the bill's) is shared among its uses in proportion to their kWh.
 */
export const COST_PARTS = ['heating', 'hotWater', 'cooling', 'household'] as const;
export type CostPart = (typeof COST_PARTS)[number];

const PART_OF: Readonly<Record<EndUse, CostPart>> = {
  heating: 'heating',
  auxiliaries: 'heating',
  hotWater: 'hotWater',
  cooling: 'cooling',
  appliances: 'household',
  cooking: 'household',
};

export function costSplit(uses: readonly CarrierUse[], carriers: readonly CarrierYear[]): Record<CostPart, number> {
  const split: Record<CostPart, number> = { heating: 0, hotWater: 0, cooling: 0, household: 0 };
  for (const year of carriers) {
    if (year.kWh <= 0) continue;
    for (const use of uses) {
      if (use.carrier === year.carrier) split[PART_OF[use.endUse]] += (year.costEur * use.kWh) / year.kWh;
    }
  }
  return split;
}
