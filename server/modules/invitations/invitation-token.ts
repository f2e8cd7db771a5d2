import { createHash, randomBytes } from 'node:crypto';

/** A fresh single-use token: 32 random bytes, base64url (43 characters), safe in a link. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored: a leaked table does not hand out working links. */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');
