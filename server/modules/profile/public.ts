/** What other modules may use of the profile: a designer's public profile, and who may be chosen for a part. */
export { designerProfileOf } from './designer-profile.service.ts';
export { activeWith, personSource, takesPart } from './person-choices.ts';
