/** What other modules may use of the uniqueness checks: the one check every write of a unique field runs. */
export { checkUniqueness, VAT_IN_USE } from './uniqueness.service.ts';
