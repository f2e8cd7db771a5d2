import type { z } from 'zod';
import type { contactRequestSchema, suspensionSchema } from '../schemas/directories.ts';
import type { ReferenceOptions } from '../schemas/reference-options.ts';
import { endpoint } from './endpoint.ts';
import type { ResourceQuery } from './resources.ts';

/**
 * The directories of spec section 2 beyond their generated lists and reads: the projects a professional may be put on,
 * a back-office suspension and the agora's request for contact.
 */
export const directoriesApi = {
  /** The projects the caller may put a professional on (the reference picker adds its search). */
  projectOptions: endpoint<ReferenceOptions, ResourceQuery>()('GET', '/profile/professionals/options/projectId'),
  /** Back office suspends every role of the account, with the reason the user reads. */
  suspend: endpoint<null, undefined, z.input<typeof suspensionSchema>>()('PUT', '/profile/profile/:profileId/suspend'),
  /** A member of the agora asks a professional to get in touch. */
  contact: endpoint<null, undefined, z.input<typeof contactRequestSchema>>()(
    'POST',
    '/profile/agora-professionals/:id/contact',
  ),
};
