import { activeRoleNames, type AppRoleName } from '../../../domain/auth/roles.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';

/** The logged-in user's Active roles (what decides which buttons a screen offers; the server checks again). */
export function useActiveRoles(): AppRoleName[] {
  const user = useCurrentUser();
  return user ? activeRoleNames(user.init.roles) : [];
}
