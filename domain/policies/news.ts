import { backOffice, everyNetworkOrOwn, hubHead } from './policy.ts';

/** Who sees and writes which news posts. */
export const newsPolicy = {
  /** Sees every post, drafts and expired ones too. */
  seesEveryPost: backOffice,
  /** Sees every post of their own network, to manage them. */
  managesNetworkPosts: hubHead,
  /** Writes this network's posts: back office any network's (and those for all networks), a hub head their own's. */
  mayWritePost: everyNetworkOrOwn(hubHead),
};
