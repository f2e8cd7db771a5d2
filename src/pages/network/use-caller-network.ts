import { networksApi } from '../../../domain/api/networks.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { usePermission } from '../../hooks/use-permission.ts';

/** The caller's network, and whether they may edit it (the server allows its hub head). */
export function useCallerNetwork() {
  const network = useApiQuery(networksApi.mine);
  const canEdit = usePermission(networkPolicy.editsOwnNetwork);
  return { network, canEdit };
}
