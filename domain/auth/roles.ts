/** The platform roles of spec section 6, with fixed ids (Designer 103 and HubHead 200 come from the spec). */
export const appRoles = {
  FinalUser: 100,
  Specialist: 101,
  /** Takes the home-owners' leads from the energy wizard in their network or province. */
  LocalManager: 102,
  Designer: 103,
  HWDesigner: 104,
  HubHead: 200,
  BackofficeUser: 300,
  BackofficeAdmin: 301,
} as const;

export type AppRoleName = keyof typeof appRoles;

/** The refusal of a role-restricted action, everywhere (the server's role guard and the workflows). */
export const ROLE_REFUSED = 'Operazione non consentita per il tuo ruolo.';

/** The back-office roles, which see and manage every network's rows. */
export const backOfficeRoles = ['BackofficeUser', 'BackofficeAdmin'] as const satisfies readonly AppRoleName[];

export const appRoleNames = Object.keys(appRoles) as AppRoleName[];

/**
 * The roles whose Active holders take a part in the network's work (a role, the tutor or a coach on a project, an
 * appointment's participant): every role but the final user's and the back-office admin's.
 */
export const partTakingRoles = [
  'Specialist',
  'LocalManager',
  'Designer',
  'HWDesigner',
  'HubHead',
  'BackofficeUser',
] as const satisfies readonly AppRoleName[];

export const roleStatuses = ['Active', 'Pending', 'Waiting', 'Suspended'] as const;
export type RoleStatus = (typeof roleStatuses)[number];

/** A role held by a user (spec section 3, "User role"). `page` is the account page a Pending role sends the user to. */
export interface UserRole {
  roleId: number;
  roleName: AppRoleName;
  status: RoleStatus;
  page: string | null;
}

export function isAppRoleName(value: string): value is AppRoleName {
  return Object.hasOwn(appRoles, value);
}

export function activeRoleNames(roles: readonly UserRole[]): AppRoleName[] {
  return roles.filter((role) => role.status === 'Active').map((role) => role.roleName);
}

/** The role catalogue of spec section 3 (GET /profile/admin/role): roles a professional can hold on a project. */
export const roleCatalogue = [
  { id: 1, name: 'manager', description: 'Gestore' },
  { id: 2, name: 'ntwmanager', description: 'Super gestore' },
  { id: 3, name: 'coach', description: 'Coach' },
  { id: 4, name: 'ufficiopratiche', description: 'Ufficio Pratiche' },
  { id: 5, name: 'personalassistant', description: 'Assistente Personale' },
  { id: 6, name: 'designer', description: 'Professionista' },
  { id: 7, name: 'administrator', description: 'Amministratore' },
] as const;

/** Role options of spec section 3. */
export const roleOptions = [
  { name: 'FinalUser', description: 'Utente Finale' },
  { name: 'Owner', description: 'Proprietario' },
  { name: 'LocalManager', description: 'Local Manager' },
  { name: 'DistrictManager', description: 'District Manager' },
] as const;
