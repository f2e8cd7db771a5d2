import type { ServerModule } from '../../crud/module.ts';
import { avatarContentRoutes } from './avatar.routes.ts';
import { profileFiles } from './profile-files.ts';
import { profileRoutes } from './profile.routes.ts';

/** The caller's own profile (spec section 3): its routes, the public avatars and who reads a profile's files. */
export const profileModule: ServerModule = {
  publicRoutes: avatarContentRoutes,
  routes: profileRoutes,
  attachments: { Profile: profileFiles },
};
