import { backOffice, designer } from './policy.ts';

/** What of their own profile a user has. */
export const profilePolicy = {
  /** Has a designer profile (spec section 3): the profile's professional data. */
  hasDesignerProfile: designer,
  /** Reads the files of every profile (anyone else their own, or those the directories show them). */
  readsEveryProfilesFiles: backOffice,
};
