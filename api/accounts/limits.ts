import type { Check, Limit, Slow, Slowdown } from './throttle.ts';

/*
 * The account routes' rate limits. A client address may be shared (a family's router, an office, a
 * mobile operator's NAT), so limits per address are looser than limits per e-mail. Answers past a
 * limit are 429 with `Retry-After`.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins per e-mail **and** client address in 15 minutes (issue 22 §2, OWASP ASVS 5.0
 * §6.3): typos get through, guessing from one address stalls, and nobody elsewhere is locked out
 * by it: the owner, signing in from their own address, is counted apart.
 */
export const SIGN_IN_FAILURES_PER_PAIR: Limit = { bucket: 'sign-in:pair', max: 5, windowMs: 15 * MINUTE };
/** Failed sign-ins per client address in 15 minutes: one address spraying one password over many accounts. */
export const SIGN_IN_FAILURES_PER_CLIENT: Limit = { bucket: 'sign-in:client', max: 20, windowMs: 15 * MINUTE };
/**
 * Failed sign-ins per e-mail from anywhere in 15 minutes: past 10 (guessing from several
 * addresses), each next try waits 1 s, 2 s, 4 s … up to a minute after the last one. Guessing from
 * any number of addresses stays at about one try a minute; the owner waits a minute at worst, and
 * a password reset always works.
 */
export const SIGN_IN_SLOWDOWN_PER_EMAIL: Slowdown = { bucket: 'sign-in:email', free: 10, windowMs: 15 * MINUTE, firstDelayMs: 1000, capMs: MINUTE };

/** The sign-in limits on the e-mail tried and the address it came from (a password change counts against them too). */
export const signInChecks = (email: string, client: string): Check[] => [
  [SIGN_IN_FAILURES_PER_PAIR, pairKey(email, client)],
  [SIGN_IN_FAILURES_PER_CLIENT, client],
];
/** The slow-down of the e-mail tried, whatever the address. */
export const signInSlows = (email: string): Slow[] => [[SIGN_IN_SLOWDOWN_PER_EMAIL, email]];

/** The key of an (account, address) pair: a line break cannot occur in either. */
export const pairKey = (account: string, client: string): string => `${account}\n${client}`;

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
 * Reset-link requests per e-mail and client address in an hour: a shopper whose mail is slow asks
 * again once or twice. Counted for addresses without an account too, so a 429 tells nothing about
 * which addresses have one; and per address, so a stranger asking for someone's links does not
 * stop the owner asking for theirs (issue 22 §2: a password reset always works).
 */
export const RESET_REQUESTS_PER_PAIR: Limit = { bucket: 'forgot:pair', max: 3, windowMs: HOUR };
/** Reset-link requests per e-mail from anywhere in an hour: nobody can bury someone's inbox in reset mails. */
export const RESET_REQUESTS_PER_EMAIL: Limit = { bucket: 'forgot:email', max: 10, windowMs: HOUR };
/**
 * Reset-link requests per client address in an hour, by default: one address cannot spread mails
 * over many inboxes. `ApiConfig` may raise it (`API_RESETS_PER_HOUR`) behind a proxy, or for test
 * runs that ask for dozens of links from one address.
 */
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 10;

/** The reset-link limits of a request for `email` from `client`, at `perClient` an hour for the address. */
export const resetChecks = (email: string, client: string, perClient = RESET_REQUESTS_PER_CLIENT_PER_HOUR): Check[] => [
  [RESET_REQUESTS_PER_PAIR, pairKey(email, client)],
  [RESET_REQUESTS_PER_EMAIL, email],
  [{ bucket: 'forgot:client', max: perClient, windowMs: HOUR }, client],
];

/*
 * One-time codes by text message (issue 26 §2). Every code sent costs money and lands on
 * somebody's phone, and "SMS bomber" lists name Bangladeshi shops' code endpoints: sending is
 * limited per number, per client address and for the whole shop, counted whether or not the
 * number has an account.
 */
const DAY = 24 * HOUR;
/** Codes per number in 15 minutes: a slow network, a second try, a third. */
export const PHONE_CODES_PER_PHONE: Limit = { bucket: 'phone-code:phone', max: 3, windowMs: 15 * MINUTE };
/** Codes per number in a day: nobody's phone is buried in codes by a patient script. */
export const PHONE_CODES_PER_PHONE_PER_DAY: Limit = { bucket: 'phone-code:phone-day', max: 10, windowMs: DAY };
/** Codes per client address in an hour, by default (`API_PHONE_CODES_PER_HOUR` raises it behind a proxy, or for test runs). */
export const PHONE_CODES_PER_CLIENT_PER_HOUR = 10;
/** Codes the whole shop sends in a minute, by default (`API_PHONE_CODES_PER_MINUTE`): a ceiling on the SMS bill under attack from many addresses. */
export const PHONE_CODES_PER_MINUTE = 60;

/** The limits on a code sent to `phone` for `client`. */
export const phoneCodeChecks = (phone: string, client: string, perClientPerHour: number, shopPerMinute: number): Check[] => [
  [PHONE_CODES_PER_PHONE, phone],
  [PHONE_CODES_PER_PHONE_PER_DAY, phone],
  [{ bucket: 'phone-code:client', max: perClientPerHour, windowMs: HOUR }, client],
  [{ bucket: 'phone-code:shop', max: shopPerMinute, windowMs: MINUTE }, 'shop'],
];

/**
 * Wrong codes per client address in 15 minutes: each code dies after 5 wrong tries, and this stops
 * one address from spending the tries of many numbers' codes.
 */
export const PHONE_CODE_FAILURES_PER_CLIENT: Limit = { bucket: 'phone-code:failures', max: 20, windowMs: 15 * MINUTE };
