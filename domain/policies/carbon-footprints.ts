import type { AppRoleName } from '../auth/roles.ts';
import { backOffice, ownOrBackOffice } from './policy.ts';

/** Who sees and changes which carbon footprints. */
export const footprintPolicy = {
  /** Sees every footprint (anyone else their own and those of the projects they see). */
  seesEveryFootprint: backOffice,
  /** Edits and deletes this footprint: its author, or back office. */
  mayEditFootprint: (activeRoles: readonly AppRoleName[], { isAuthor }: { isAuthor: boolean }): boolean =>
    ownOrBackOffice(activeRoles, isAuthor),
};
