import { networksApi } from '../../../domain/api/networks.ts';
import { activeRoleNames } from '../../../domain/auth/roles.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';

/** The caller's network, and whether they may edit it (the server allows its hub head). */
export function useCallerNetwork() {
  const user = useCurrentUser();
  const network = useApiQuery(networksApi.mine);
  const canEdit = activeRoleNames(user?.state.roles ?? []).includes('HubHead');
  return { network, canEdit };
}
