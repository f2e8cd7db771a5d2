export { managesPeopleOf } from './network-access.ts';
