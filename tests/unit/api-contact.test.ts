import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { createDeps } from '../../api/deps.ts';

// POST /api/contact/messages (issue 13 §1) on the real app and database, with an injected clock
// (to show the hourly limit lifting) and the client address a Node server would read off the socket.
const SHOP = 'http://127.0.0.1:4470';
const config = readConfig({}, { dbPath: ':memory:', port: 8787, siteUrl: 'https://shop.example', corsOrigins: [SHOP] });
const message = { name: 'Nusrat Jahan', contact: '01712-345678', subject: 'Bulk order', message: 'Do you give a price for 200 exercise books?' };

let db: DatabaseSync;
let now: number;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  now = Date.parse('2026-11-23T10:00:00Z');
  db = openDatabase(':memory:');
  app = createApp(createDeps(db, config, { clock: { now: () => new Date(now) } }));
});
afterEach(() => db.close());

const env = (from: string) => ({ incoming: { socket: { remoteAddress: from } } });
/** The page's script: JSON in, JSON out. No API key: the route is on the open router, like the form. */
const sendJson = (body: unknown, from = '203.0.113.7') =>
  app.request('/api/contact/messages', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP }, body: JSON.stringify(body) }, env(from));
/** A browser without JavaScript: the form's fields, urlencoded. */
const sendForm = (fields: Record<string, string>, from = '203.0.113.8', origin = SHOP) =>
  app.request('/api/contact/messages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  }, env(from));
const stored = () => db.prepare('SELECT reference, name, reply_to, subject, message, page, client FROM contact_messages').all();

describe('POST /api/contact/messages (JSON)', () => {
  it('stores a message and answers 201 with its reference', async () => {
    const response = await sendJson({ ...message, page: '/contact', website: '' });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    expect(reference).toMatch(/^CM-20261123-[A-Z2-9]{6}$/);
    expect(stored()).toEqual([{ reference, name: 'Nusrat Jahan', reply_to: '+8801712345678', subject: 'Bulk order', message: message.message, page: '/contact', client: '203.0.113.7' }]);
  });

  it('answers 422 with a field error per dotted path and stores nothing', async () => {
    const response = await sendJson({ name: '', contact: 'nobody', subject: 'Hi', message: 'short' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['contact', 'message', 'name']);
    expect(body.errors.message).toEqual(['Write at least 10 characters']);
    expect(stored()).toEqual([]);
  });

  it('answers 422, never 500, to malformed JSON or a body of the wrong kind', async () => {
    const malformed = await app.request('/api/contact/messages', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' }, env('203.0.113.9'));
    expect(malformed.status).toBe(422);
    expect((await sendJson([message])).status).toBe(422);
  });

  it('answers a filled honeypot like a message received, but stores and counts nothing', async () => {
    const response = await sendJson({ ...message, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect((await response.json()).reference).toMatch(/^CM-/);
    expect(stored()).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await sendJson(message)).status).toBe(201);
  });

  it('answers the 6th message from one address within an hour with 429 and Retry-After, then lets it through once the hour has passed', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendJson(message, '198.51.100.1')).status).toBe(201);
      now += 60 * 1000;
    }
    expect((await sendJson(message, '198.51.100.2')).status).toBe(201); // another address is not held up
    const refused = await sendJson(message, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(55 * 60));
    expect((await refused.json()).message).toBe('Too many messages from this address. Try again in 55 minutes.');
    expect(stored()).toHaveLength(6);
    now += 55 * 60 * 1000;
    expect((await sendJson(message, '198.51.100.1')).status).toBe(201);
  });
});

describe('POST /api/contact/messages (a form without JavaScript)', () => {
  it('stores the message and answers 303 back to the page it came from, with the reference', async () => {
    const response = await sendForm({ ...message, page: '/contactV1', website: '' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(SHOP);
    expect(location.pathname).toBe('/contactV1');
    expect(location.hash).toBe('#contact-sent');
    const [row] = stored() as { reference: string }[];
    expect(location.searchParams.get('sent')).toBe(row!.reference);
  });

  it('sends a form from a Bangla page back to that page (issue 24)', async () => {
    const response = await sendForm({ ...message, page: '/bn/contact', website: '' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/bn/contact');
  });

  it('sends an invalid form back with the fields to check, storing nothing', async () => {
    const response = await sendForm({ ...message, message: 'short', page: '/contact' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/contact?error=invalid&fields=message#contact-invalid');
    expect(stored()).toEqual([]);
  });

  it('sends a limited address back with the wait, in the query and in Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await sendForm(message, '198.51.100.3')).status).toBe(303);
    const response = await sendForm(message, '198.51.100.3');
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('limited');
    expect(location.searchParams.get('retry')).toBe('3600');
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(stored()).toHaveLength(5);
  });

  it('never sends a browser off the shop: an unknown page goes to the shop’s /contact', async () => {
    const response = await sendForm({ ...message, page: 'https://evil.example/' }, '198.51.100.4');
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(SHOP);
    expect(location.pathname).toBe('/contact');
  });

  it('refuses the form posted from another site: 403, nothing stored (issue 22 §8)', async () => {
    const response = await sendForm(message, '198.51.100.5', 'https://evil.example');
    expect(response.status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('answers a filled honeypot with the same 303 of a message received, storing nothing', async () => {
    const response = await sendForm({ ...message, website: 'spam' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('sent')).toMatch(/^CM-/);
    expect(stored()).toEqual([]);
  });
});
