import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as v from 'valibot';
import type { SignInAnswer } from '../lib/contract/account.ts';
import { forgetKept } from '../lib/site.ts';
import { currentUserSchema, profileSchema, type CurrentUser, type Profile } from '../lib/contract/profile.ts';
import { $sessionToken, endSession, startSession } from './session.ts';
import './storage.ts';

/*
 * The auth state of spec §3 (currentUser, token, profile, isAuthenticated), persisted to
 * localStorage (spec §4: `token`, `user`, `profile`) and in sync across tabs. No network code here:
 * every page's header reads this store; signing in and out through the API is `auth-actions.ts`,
 * loaded only by the screens and the account menu when used.
 */

/** Reads stored JSON with `schema`: anything else (junk, another shape) is nobody, never a throw. */
function storedAs<T>(schema: v.GenericSchema<unknown, T>) {
  return {
    encode: (value: T | null) => (value === null ? undefined : JSON.stringify(value)) as string,
    decode: (raw: string | undefined): T | null => {
      if (!raw) return null;
      try {
        const parsed = v.safeParse(schema, JSON.parse(raw));
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    },
  };
}

/** The signed-in customer, or null for a guest. */
export const $currentUser = persistentAtom<CurrentUser | null>('user', null, storedAs(currentUserSchema));
/** What the shop shows of the customer (name, userId, imageUrl, subscriptionStatus), or null. */
export const $profile = persistentAtom<Profile | null>('profile', null, storedAs(profileSchema));

/** The auth state of spec §3: a customer's session, or a guest's. */
export type AuthState =
  | { isAuthenticated: true; currentUser: CurrentUser; token: string; profile: Profile }
  | { isAuthenticated: false; currentUser: null; token: null; profile: null };

const GUEST: AuthState = { isAuthenticated: false, currentUser: null, token: null, profile: null };

/** The auth state of spec §3; signed in only when the token, the user and the profile agree. */
export const $auth = computed([$currentUser, $sessionToken, $profile], (currentUser, token, profile): AuthState =>
  token && currentUser && profile && profile.userId === currentUser.userId
    ? { isAuthenticated: true, currentUser, token, profile }
    : GUEST);

/** Stores a session as sign-in or sign-up answered it (spec §4). */
export function signedIn(answer: SignInAnswer): void {
  const { authToken, ...user } = answer.user;
  $currentUser.set(user);
  $profile.set(answer.profile);
  startSession(authToken);
}

/** Whether the shopper chose to sign out while this page was open (`signedOut({ chosen: true })`). */
let choseToSignOut = false;

/**
 * Forgets the session on this device: token, user and profile; the cart stays (spec §4). `chosen`:
 * the shopper pressed Sign out here, which a private screen waking only after it must know (it then
 * sends them home, as the press does, rather than to sign in: the two would race).
 */
export function signedOut({ chosen = false } = {}): void {
  if (chosen) choseToSignOut = true;
  endSession();
  // What this customer keeps is theirs: not left on a device they signed out of.
  forgetKept();
  $currentUser.set(null);
  $profile.set(null);
}

/** Whether the shopper chose to sign out on this page, since it loaded. */
export function choseToSignOutHere(): boolean {
  return choseToSignOut;
}

/** Where a session refused by the API (401) is remembered until the header has said so, once. */
const SESSION_ENDED_KEY = 'session-ended';

/**
 * The API refused this device's token (expired, revoked by a password change elsewhere): the
 * session ends here too, and the next page the shopper sees says so once (`takeSessionEndedNotice`).
 */
export function sessionRefused(): void {
  signedOut();
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // storage blocked: the shopper is signed out all the same, only the notice is lost
  }
}

/** Whether a refused session is still to be told of; telling it forgets it. */
export function takeSessionEndedNotice(): boolean {
  try {
    const pending = sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return pending;
  } catch {
    return false;
  }
}

/** Whether a refused session is still to be told of, without forgetting it (a screen choosing where to go). */
export function sessionEndedNoticePending(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Replaces the stored profile after the customer changed it, and the name the header greets by. */
export function profileChanged(profile: Profile): void {
  $profile.set(profile);
  // The header greets by the stored user's name: a renamed customer is greeted by the new one.
  const user = $currentUser.get();
  if (user && user.userId === profile.userId && user.name !== profile.name) $currentUser.set({ ...user, name: profile.name });
}

/** "Rahim" of "Rahim Uddin": what the header greets a customer by. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
