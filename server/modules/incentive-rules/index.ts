import { incentiveRules as incentiveRuleResource } from '../../../domain/resources/incentive-rules.ts';
import { defineUnit } from '../../crud/unit.ts';
import { incentiveRules } from '../../db/schema/index.ts';
import { seedIncentiveRules } from './incentive-rules.repository.ts';

/**
 * Incentive rules (domain/resources/incentive-rules.ts): a plain resource of back office, every row visible to it; the
 * evaluator's rules are seeded at every start.
 */
export const incentiveRulesUnit = defineUnit({
  declaration: incentiveRuleResource,
  table: incentiveRules,
  prepare: seedIncentiveRules,
});
