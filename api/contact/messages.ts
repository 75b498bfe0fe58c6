import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContactMessage } from '../../src/lib/contract/contact.ts';
import { dhakaDateAfter } from '../../src/lib/order-pricing.ts';
import type { Limit } from '../accounts/throttle.ts';

/**
 * Messages per client address in an hour: a shopper with a question, a follow-up and a correction
 * gets through; a script filling the shop's inbox is stopped after five. Past it: 429, `Retry-After`.
 */
export const CONTACT_MESSAGES_PER_CLIENT: Limit = { bucket: 'contact:client', max: 5, windowMs: 60 * 60 * 1000 };

// No 0/O or 1/I: a reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A reference a shopper quotes when they call about their message: `CM-{Dhaka date}-{6 random}`.
 * Random, not the row id, so references say nothing about how many messages the shop gets.
 */
export function newReference(now: Date): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `CM-${dhakaDateAfter(now, 0).replaceAll('-', '')}-${tail}`;
}

/** Stores a message; answers its reference. */
export function storeMessage(db: DatabaseSync, message: ContactMessage, client: string, now: Date): string {
  const insert = db.prepare(
    `INSERT INTO contact_messages (reference, name, reply_to, subject, message, page, client, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (reference) DO NOTHING`,
  );
  // One in a billion a day collides; try again rather than fail the shopper.
  for (;;) {
    const reference = newReference(now);
    const { changes } = insert.run(reference, message.name, message.contact, message.subject, message.message, message.page ?? null, client, now.toISOString());
    if (Number(changes) === 1) return reference;
  }
}
