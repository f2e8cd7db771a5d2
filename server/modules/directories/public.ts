/** What other modules may use of the directories: the conditions and rows a list of people is built from. */
export { holdsRole, nameAndEmail, nameOnly, professionalRoleIds } from './directory-conditions.ts';
export { directoryRows, personalFieldsFor } from './directory-rows.ts';
