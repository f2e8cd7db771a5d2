import { activeRoleNames } from '../../../domain/auth/roles.ts';
import type { NetworkView } from '../../../domain/schemas/network.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';

export const CALLER_NETWORK_PATH = '/profile/network';

/** The caller's network, and whether they may edit it (the server allows its hub head). */
export function useCallerNetwork() {
  const user = useCurrentUser();
  const network = useApiQuery<NetworkView>(CALLER_NETWORK_PATH);
  const canEdit = activeRoleNames(user?.state.roles ?? []).includes('HubHead');
  return { network, canEdit };
}
