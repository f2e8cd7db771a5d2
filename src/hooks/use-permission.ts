import { activeRoleNames } from '../../domain/auth/roles.ts';
import type { RoleRule } from '../../domain/policies/policy.ts';
import { useCurrentUser } from '../providers/session-context.tsx';

/**
 * Whether the logged-in user has this named permission of a unit's policy (domain/policies/), by their Active roles:
 * what decides which buttons and sections a screen offers; the server asks the same policy again.
 */
export function usePermission(permission: RoleRule): boolean {
  const user = useCurrentUser();
  return permission(user ? activeRoleNames(user.init.roles) : []);
}
