/** What other modules may use of the skills: which of the skill ids a person chose exist in the catalogue. */
export { knownSkillIds } from './skills.repository.ts';
