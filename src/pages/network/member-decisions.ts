import type { Member } from '../../../domain/schemas/network.ts';

export const memberName = (member: Member): string => `${member.firstName} ${member.lastName}`;

/** Where a member's waiting roles are approved: through their network, or (a designer outside any network) by back office. */
export const approvePath = (member: Member): string => (member.network
  ? `/profile/network/${member.network.id}/members/${member.profileId}/approve`
  : `/profile/profile/${member.profileId}/accept-designer`);

export const rejectPath = (member: Member & { network: NonNullable<Member['network']> }): string =>
  `/profile/network/${member.network.id}/members/${member.profileId}/reject`;
