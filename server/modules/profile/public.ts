export { activeWith, fullName, personSource, takesPart } from './person-choices.ts';
