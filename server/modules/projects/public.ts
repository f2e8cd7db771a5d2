/** What other modules may use of the projects: which projects a caller sees, for records that hang on a project. */
export { isProjectVisible, visibleProjectRow } from './project-rows.ts';
export { projectVisibility } from './project-visibility.ts';
