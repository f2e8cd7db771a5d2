/** What other modules may use of the profile: a designer's public profile, as the directories show it. */
export { designerProfileOf } from './designer-profile.service.ts';
