/** A role as the init and roles calls return it: only its id (`id`, or `roleId` of a user role) is compared. */
export type RoleRef = { readonly id: number | string } | { readonly roleId: number | string };

const roleKey = (role: RoleRef): string => String('id' in role ? role.id : role.roleId);

/** The internal error raised when the user init misses roles that the roles call returns. */
export class UserInitError extends Error {
  override readonly name = 'UserInitError';
  readonly missingRoleIds: readonly string[];

  constructor(missingRoleIds: readonly string[]) {
    super(`User init is missing roles returned by the roles call: ${missingRoleIds.join(', ')}`);
    this.missingRoleIds = missingRoleIds;
  }
}

/** Throws a UserInitError listing every role of the roles call that init lacks (ids compared as strings). */
export function assertInitHasRoles(initRoles: readonly RoleRef[], rolesCallRoles: readonly RoleRef[]): void {
  const initIds = new Set(initRoles.map(roleKey));
  const missing = rolesCallRoles.map(roleKey).filter((id) => !initIds.has(id));
  if (missing.length > 0) throw new UserInitError([...new Set(missing)]);
}
