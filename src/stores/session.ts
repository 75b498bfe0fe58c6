import { persistentAtom } from '@nanostores/persistent';
import './storage.ts';

/**
 * The signed-in customer's token (spec §4: the session lives in localStorage under `token`), kept
 * in sync across tabs; undefined for a guest. The one place the API client reads it from; the
 * accounts issue grows this into `$auth`.
 */
export const $sessionToken = persistentAtom<string | undefined>('token', undefined, {
  encode: (token) => token || undefined, // an empty token is no session: the key is removed
  decode: (raw) => raw || undefined,
});

/** Starts a session with the token the API issued. */
export function startSession(token: string): void {
  $sessionToken.set(token);
}

/** Ends the session (signed out, or a call made with the token was refused with 401). */
export function endSession(): void {
  $sessionToken.set(undefined);
}
