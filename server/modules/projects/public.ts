export { projectCandidates } from './project-choices.ts';
export { projectVisibility } from './project-visibility.ts';
