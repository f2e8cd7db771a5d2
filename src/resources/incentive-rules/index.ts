import { createElement } from 'react';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import type { incentiveRules } from '../../../domain/resources/incentive-rules.ts';
import { resourceUnit } from '../generic/resource-unit.ts';

/** Incentive rules of the wizard's scenarios: every screen generated. */
export const incentiveRulesUnit = resourceUnit<typeof incentiveRules>({
  name: 'incentive-rules',
  icon: createElement(SavingsOutlined),
});
