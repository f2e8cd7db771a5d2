/** What other modules may use of the agreements: which ones are required now and which a person has not accepted. */
export { currentRequiredAgreements, missingAgreements } from './agreements.service.ts';
