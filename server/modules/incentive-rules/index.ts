import { incentiveRules as incentiveRuleResource } from '../../../domain/resources/incentive-rules.ts';
import { defineUnit } from '../../crud/unit.ts';
import { incentiveRules } from '../../db/schema/index.ts';

/** Incentive rules (domain/resources/incentive-rules.ts): a plain resource of back office, every row visible to it. */
export const incentiveRulesUnit = defineUnit({ declaration: incentiveRuleResource, table: incentiveRules });
