import { networksApi } from '../../../domain/api/networks.ts';
import type { Member } from '../../../domain/schemas/network.ts';
import { useApiMutation } from '../../hooks/use-api.ts';

export const memberName = (member: Member): string => `${member.firstName} ${member.lastName}`;

/**
 * The approval of a member's waiting roles: through their network, or (a designer outside any network) by back office;
 * one state for both, the last approval's.
 */
export function useMemberApproval() {
  const inNetwork = useApiMutation(networksApi.approveMember);
  const designer = useApiMutation(networksApi.acceptDesigner);
  const approve = (member: Member, onSuccess: () => void) => {
    inNetwork.reset();
    designer.reset();
    if (member.network)
      inNetwork.mutate({ params: { id: member.network.id, profileId: member.profileId } }, { onSuccess });
    else designer.mutate({ params: { profileId: member.profileId } }, { onSuccess });
  };
  return { approve, isPending: inNetwork.isPending || designer.isPending, error: inNetwork.error ?? designer.error };
}
