import { DEFAULT_INCENTIVE_RULES, type IncentiveRule } from '../../../domain/energy/incentives.ts';
import { SCENARIO_IDS, type ScenarioId } from '../../../domain/energy/measures.ts';
import { incentiveRuleOf } from '../../../domain/resources/incentive-rules.ts';
import type { Database } from '../../db/client.ts';
import { incentiveRules } from '../../db/schema/index.ts';

const percent = (share: number): number => Math.round(share * 10000) / 100;
const isMeasure = (value: string): value is ScenarioId => (SCENARIO_IDS as readonly string[]).includes(value);

/**
 * The default rules (domain/energy/incentives.ts) on an installation that has none yet: production too, once, so that
 * back office's later edits and deletions stay.
 */
export async function seedIncentiveRules(db: Database): Promise<void> {
  const [existing] = await db.select({ id: incentiveRules.id }).from(incentiveRules).limit(1);
  if (existing) return;
  await db.insert(incentiveRules).values(
    DEFAULT_INCENTIVE_RULES.map((rule) => ({
      name: rule.name,
      kind: rule.kind,
      measures: [...rule.measures],
      mainHomeRatePercent: percent(rule.mainHomeRate),
      otherHomeRatePercent: percent(rule.otherHomeRate),
      years: rule.years,
      maxSpendEur: rule.maxSpendEur,
      validFrom: rule.validFrom,
      validTo: rule.validTo,
      legalSource: rule.legalSource,
      certain: rule.certain,
      note: rule.note,
    })),
  );
}

/** Every stored rule, for the estimate (which keeps those valid on its day). */
export async function storedIncentiveRules(db: Database): Promise<IncentiveRule[]> {
  const rows = await db.select().from(incentiveRules);
  return rows.map((row) =>
    incentiveRuleOf({
      ...row,
      kind: row.kind === 'contoTermico' ? 'contoTermico' : 'taxDeduction',
      measures: row.measures.filter(isMeasure),
    }),
  );
}
