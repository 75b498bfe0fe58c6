import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { newToken, tokenHash } from './tokens.ts';

/** How long a reset link works (issue 10 §3). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Issues a single-use reset token for `customerId`; only its hash is stored. */
export function createResetToken(db: DatabaseSync, customerId: number, now: Date): string {
  const token = newToken();
  const expires = new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString();
  db.prepare('INSERT INTO password_resets (customer_id, token_hash, expires_at) VALUES (?, ?, ?)').run(customerId, tokenHash(token), expires);
  return token;
}

/**
 * Uses up a reset token: the customer id it was issued for, or `undefined` when it is unknown,
 * expired or already used. Marked used in the same transaction, so two requests cannot both win.
 */
export function consumeResetToken(db: DatabaseSync, token: string, now: Date): number | undefined {
  return transaction(db, () => {
    const at = now.toISOString();
    const row = typedQuery<{ id: number; customer_id: number }>(
      db,
      'SELECT id, customer_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    ).get(tokenHash(token), at);
    if (!row) return undefined;
    db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ?').run(at, row.id);
    return row.customer_id;
  });
}
