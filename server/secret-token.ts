import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to a person or a browser (session cookies, reset and confirmation links):
 * 256 random bits, and only their SHA-256 is stored, so a read database hands out no
 * working token.
 */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
