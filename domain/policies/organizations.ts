import { backOffice } from './policy.ts';

/** Who reaches which organisations (firms). */
export const organizationPolicy = {
  /** Reaches every organisation (anyone else the one of their own profile). */
  reachesEveryOrganization: backOffice,
};
