import type { z } from 'zod';
import type { clientConfigSchema } from '../schemas/client-config.ts';
import type { membershipSchema } from '../schemas/network.ts';
import type {
  profileDetailsSchema,
  roleCatalogueEntrySchema,
  userInitSchema,
  userRoleSchema,
} from '../schemas/profile.ts';
import { endpoint } from './endpoint.ts';

/** The calls of the portal's startup (spec section 4) and of its logout. */
export const sessionApi = {
  /** What the SPA needs before anything else (public): the environment ribbon and the issuer to log in with. */
  config: endpoint<z.output<typeof clientConfigSchema>>()('GET', '/config'),
  /** The caller's roles, subscriptions, missing agreements and payments, for the navigation rules. */
  init: endpoint<z.output<typeof userInitSchema>>()('GET', '/profile/init'),
  /** The caller's own profile. */
  details: endpoint<z.output<typeof profileDetailsSchema>>()('GET', '/profile/details'),
  /** The roles the caller's token carries. */
  roles: endpoint<z.output<typeof userRoleSchema>[]>()('GET', '/profile/auth/roles'),
  /** Every role of the portal, with its name and description. */
  roleCatalogue: endpoint<z.output<typeof roleCatalogueEntrySchema>[]>()('GET', '/profile/admin/role'),
  /** The caller's network and their roles in it, each with its status and the reason of a suspension. */
  membership: endpoint<z.output<typeof membershipSchema>>()('GET', '/profile/network/membership'),
  /** Ends the session of the access token sent, so it is refused from now on. */
  logout: endpoint<null>()('POST', '/session/logout'),
};
