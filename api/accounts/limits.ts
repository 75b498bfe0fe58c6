import type { Check, Limit } from './throttle.ts';

/*
 * The account routes' rate limits. A client address may be shared (a family's router, an office, a
 * mobile operator's NAT), so limits per address are looser than limits per e-mail. Answers past a
 * limit are 429 with `Retry-After`.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Failed sign-ins per e-mail in 15 minutes (issue 10 §3): typos get through, password guessing stalls. */
export const SIGN_IN_FAILURES_PER_EMAIL: Limit = { bucket: 'sign-in:email', max: 5, windowMs: 15 * MINUTE };
/** Failed sign-ins per client address in 15 minutes: one address spraying one password over many accounts. */
export const SIGN_IN_FAILURES_PER_CLIENT: Limit = { bucket: 'sign-in:client', max: 20, windowMs: 15 * MINUTE };

/** Both sign-in limits, on the e-mail tried and the address it came from (a password change counts against them too). */
export const signInChecks = (email: string, client: string): Check[] => [
  [SIGN_IN_FAILURES_PER_EMAIL, email],
  [SIGN_IN_FAILURES_PER_CLIENT, client],
];

/**
 * Sign-ups per client address in an hour, by default: a household or an office makes a few
 * accounts; a script is slowed to a crawl, both making accounts (each costs an scrypt hash) and
 * probing which e-mails have one (the 409 of a duplicate says so, as spec §8 needs). `ApiConfig`
 * may raise it (`API_SIGNUPS_PER_HOUR`) for test runs that sign up dozens of shoppers from one address.
 */
export const SIGN_UPS_PER_CLIENT_PER_HOUR = 10;

/** The sign-up limit per client address, at `max` an hour. */
export const signUpsPerClient = (max: number): Limit => ({ bucket: 'sign-up:client', max, windowMs: HOUR });

/**
 * Reset-link requests per e-mail in an hour: a shopper whose mail is slow asks again once or twice;
 * nobody can bury someone's inbox in reset mails. Counted for addresses without an account too, so
 * a 429 tells nothing about which addresses have one.
 */
export const RESET_REQUESTS_PER_EMAIL: Limit = { bucket: 'forgot:email', max: 3, windowMs: HOUR };
/** Reset-link requests per client address in an hour: one address cannot spread mails over many inboxes, 3 each. */
export const RESET_REQUESTS_PER_CLIENT: Limit = { bucket: 'forgot:client', max: 10, windowMs: HOUR };
