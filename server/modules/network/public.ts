/** What other modules may use of the networks: the guard of who acts on which network, its members' roles and codes. */
export {
  managesPeopleOf,
  mayActOn,
  networkById,
  networkFor,
  networkNotFound,
  networkVisibility,
  organizationsMovableInto,
  type NetworkRow,
} from './network-access.ts';
export { rolesOfProfiles } from './members.repository.ts';
export { suspensionMessages } from './membership-mails.ts';
export { validateNetworkCode } from './network.service.ts';
