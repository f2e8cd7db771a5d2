import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of the home-owner's link back to their result: 32 random bytes, base64url (43 characters). The link can
 * be opened again and again; only its hash is stored, so a leaked table hands out no working links.
 */
export const newLandingToken = (): string => randomBytes(32).toString('base64url');

export const hashLandingToken = (token: string): string => createHash('sha256').update(token).digest('hex');
