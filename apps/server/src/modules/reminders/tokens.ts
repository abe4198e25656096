import { createHash, randomBytes } from 'node:crypto';

/** A reminder link's token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so the table cannot be turned back into working links. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
