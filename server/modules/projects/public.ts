/** What other modules may use of the projects: which projects a caller sees, and who may take a part in one. */
export { isProjectVisible, visibleProjectRow } from './project-rows.ts';
export { projectCandidates } from './project-choices.ts';
export { projectVisibility } from './project-visibility.ts';
