import type { z } from 'zod';
import type {
  memberAddResultSchema,
  memberAddSchema,
  memberRemovalSchema,
  networkMemberPageSchema,
  networkMemberReadQuery,
  networkMemberRecord,
} from '../schemas/directories.ts';
import type {
  memberListQuerySchema,
  memberListSchema,
  memberRejectionSchema,
  networkUpdateSchema,
  networkViewSchema,
  toApproveQuerySchema,
  waitingMemberListSchema,
} from '../schemas/network.ts';
import type { ReferenceOptions } from '../schemas/reference-options.ts';
import { endpoint } from './endpoint.ts';
import type { ResourceQuery } from './resources.ts';

/** A member of a network's designer list, by the field matrix, with the roles and their status. */
export type NetworkMember = z.output<typeof networkMemberRecord>;
type NetworkView = z.output<typeof networkViewSchema>;
type MemberRemoval = z.output<typeof memberRemovalSchema>;

/**
 * The networks of spec sections 2, 4 and 7 beyond their generated CRUD: the caller's own network, the members waiting
 * for approval and the decisions on them, and a network's designer list with its management.
 */
export const networksApi = {
  /** The caller's network and how many profiles belong to it. */
  mine: endpoint<NetworkView>()('GET', '/profile/network'),
  /** The hub head edits their network's name, code and description. */
  update: endpoint<NetworkView, undefined, z.input<typeof networkUpdateSchema>>()('PUT', '/profile/network/:id'),
  /** Who waits for the caller's approval: every network's for back office, their own for a hub head. */
  toApprove: endpoint<z.output<typeof waitingMemberListSchema>, z.input<typeof toApproveQuerySchema>>()(
    'GET',
    '/profile/networks/to-approve',
  ),
  /** Approves the member's waiting roles the caller may approve. */
  approveMember: endpoint<null>()('PUT', '/profile/network/:id/members/:profileId/approve'),
  /** Rejects the member's waiting roles, with the reason the member reads. */
  rejectMember: endpoint<null, undefined, z.input<typeof memberRejectionSchema>>()(
    'PUT',
    '/profile/network/:id/members/:profileId/reject',
  ),
  /** Back office approves a designer outside any network. */
  acceptDesigner: endpoint<null>()('PUT', '/profile/profile/:profileId/accept-designer'),
  /** The network's designer list, searched and paged. */
  members: endpoint<z.output<typeof networkMemberPageSchema>, z.input<typeof memberListQuerySchema>>()(
    'GET',
    '/profile/v2/network/:id/members',
  ),
  /** One member's professional profile; `extend=studio` adds the studio. */
  member: endpoint<NetworkMember, z.input<typeof networkMemberReadQuery>>()(
    'GET',
    '/profile/v2/network/:id/members/:profileId',
  ),
  /** Adds the people of an organisation to the network; their professional roles then wait for its approval. */
  addMembers: endpoint<z.output<typeof memberAddResultSchema>, undefined, z.input<typeof memberAddSchema>>()(
    'POST',
    '/profile/network/:id/members',
  ),
  /** The organisations the network may take new members from (the reference picker adds its search). */
  organizationOptions: endpoint<ReferenceOptions, ResourceQuery>()(
    'GET',
    '/profile/network/:id/members/options/organization',
  ),
  /** What removing the member would change on the network's projects. */
  memberRemoval: endpoint<MemberRemoval>()('GET', '/profile/network/:id/members/:profileId/removal'),
  /** Removes the member from the network, unassigning the network's projects assigned to them. */
  removeMember: endpoint<MemberRemoval>()('DELETE', '/profile/network/:id/members/:profileId'),
  /** The spec's member list of a network (the designer list above is its richer successor). */
  memberList: endpoint<z.output<typeof memberListSchema>, z.input<typeof memberListQuerySchema>>()(
    'GET',
    '/profile/network/:id/members',
  ),
};
