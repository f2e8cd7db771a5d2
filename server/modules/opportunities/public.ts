/** What other modules may use of the opportunities: which rows the register, a second unit on their table, shows. */
export { registerVisibility } from './opportunity-visibility.ts';
