import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh token for an e-mailed link (an invitation, a home-owner's result): 32 random bytes, base64url, 43 characters.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored: a leaked table hands out no working links. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
