import { createHash, randomBytes } from 'node:crypto';

/** A new secret token: 32 random bytes, base64url (43 characters), safe in a header or a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, the only form of it the database keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
