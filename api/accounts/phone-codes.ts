import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PHONE_CODE_LENGTH } from '../../src/lib/contract/account.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/*
 * One-time codes sent by text message (issue 26 §2). A code is 6 random digits, kept only as a
 * salted scrypt hash (a copy of the database does not hand out a million-guess table), valid for
 * 5 minutes, one live code per phone (a new one replaces the last), and dead after 5 wrong tries.
 * Every try is counted before it is judged, in one write transaction, so a burst of guesses sent
 * at once is judged 5 at most, whatever the concurrency.
 */

/** How long a code works. */
export const PHONE_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries a code survives. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** A new random code of `PHONE_CODE_LENGTH` digits, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * Stores `code` (hashed) as `phone`'s one live code, replacing any other asked for before `now`:
 * hashing takes a while, and of two codes asked for at once, the one asked last must win, as its
 * message is the one that arrives last.
 */
export async function storePhoneCode(db: DatabaseSync, phone: string, code: string, now: Date): Promise<void> {
  const codeHash = await hashPassword(code);
  db.prepare(
    `INSERT INTO phone_codes (phone, code_hash, expires_at, attempts, created_at) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0, created_at = excluded.created_at
     WHERE excluded.created_at >= phone_codes.created_at`,
  ).run(phone, codeHash, new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString(), now.toISOString());
}

/** A try at `phone`'s code, counted before it is judged. */
export interface CodeTry {
  /** Whether `typed` is the live code. A right try does not use the code up: `useUp` does. */
  matches(typed: string): Promise<boolean>;
  /** Uses the code up: `true` for the one caller that does, `false` when another try already did. */
  useUp(): boolean;
  /** Gives back the try (the code was right but the request could not finish: a name is missing). */
  forgive(): void;
}

interface CodeRow {
  code_hash: string;
  created_at: string;
}

/**
 * Counts a try at `phone`'s code: `undefined` when the phone has no live code (none sent, expired,
 * used, or out of tries), else the try to judge. A code is identified by its `created_at`, so a
 * try at one code never uses up or forgives on the code that replaced it.
 */
export function tryPhoneCode(db: DatabaseSync, phone: string, now: Date): CodeTry | undefined {
  const row = transaction(
    db,
    () =>
      typedQuery<CodeRow>(
        db,
        `UPDATE phone_codes SET attempts = attempts + 1 WHERE phone = ? AND expires_at > ? AND attempts < ?
         RETURNING code_hash, created_at`,
      ).get(phone, now.toISOString(), PHONE_CODE_MAX_ATTEMPTS),
    { immediate: true },
  );
  if (!row) return undefined;
  return {
    matches: (typed) => verifyPassword(typed, row.code_hash),
    useUp: () => Number(db.prepare('DELETE FROM phone_codes WHERE phone = ? AND created_at = ?').run(phone, row.created_at).changes) === 1,
    forgive: () => void db.prepare('UPDATE phone_codes SET attempts = attempts - 1 WHERE phone = ? AND created_at = ? AND attempts > 0').run(phone, row.created_at),
  };
}

/** Deletes codes past their time (housekeeping). */
export function deleteExpiredPhoneCodes(db: DatabaseSync, now: Date): number {
  return Number(db.prepare('DELETE FROM phone_codes WHERE expires_at <= ?').run(now.toISOString()).changes);
}
