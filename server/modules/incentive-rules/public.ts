/** What other modules may use of the incentive rules: the rules as stored, for the evaluations that apply them. */
export { storedIncentiveRules } from './incentive-rules.repository.ts';
