import { readdir, readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newCustomer, resetLinkFromOutbox, send, tempOutbox } from './support/accounts.ts';
import { useSeparateApi } from './support/separate-api.ts';

/*
 * Whether an e-mail or a phone number has an account must not show in the time its request takes
 * (issue 22 §6, issue 26 §2): over real HTTP to the real API, in a process of its own as a client
 * elsewhere meets it, which writes real e-mails and text messages to its outbox.
 *
 * Both kinds are timed alternately, each once the last one's work is done, and the order swaps
 * every round, so neither kind always comes first after a wait.
 */
const outbox = tempOutbox();
// 60 links and 60 codes from 127.0.0.1 in a minute: the limits per address and for the shop are
// raised here (api-rate-limits and api-phone-sign-in test the real ones).
const api = useSeparateApi({
  outboxDir: outbox,
  siteUrl: 'https://shop.example',
  resetsPerHour: 1000,
  phoneCodes: { perClientPerHour: 1000, perMinute: 1000 },
});
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

const ROUNDS = 30;
const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** The medians of `ask` timing the known and the unknown of each round, the order alternating; `ask` waits for its request's work before it returns. */
async function timeBoth(
  rounds: number,
  ask: (kind: 'known' | 'unknown', round: number) => Promise<number>,
): Promise<{ known: number; unknown: number }> {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) times[kind].push(await ask(kind, round));
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

async function timed(path: string, body: unknown, status: number): Promise<number> {
  const started = performance.now();
  const answer = await send(api, 'POST', path, { body });
  const took = performance.now() - started;
  expect(answer.status).toBe(status);
  return took;
}

describe('POST /api/forgot timing', () => {
  it('answers in the same time whether or not the e-mail has an account: medians of 30 within 1 ms', async () => {
    const customers = await Promise.all(Array.from({ length: ROUNDS }, () => newCustomer(api)));
    const medians = await timeBoth(ROUNDS, async (kind, round) => {
      if (kind === 'unknown') return timed('/api/forgot', { email: `nobody-${round}-${Date.now()}@example.com` }, 200);
      const { email } = customers[round]!;
      const took = await timed('/api/forgot', { email }, 200);
      await resetLinkFromOutbox(outbox, email); // its e-mail written before the next is timed
      return took;
    });
    console.log(`[forgot timing] median known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms`);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(1);
  }, 60_000);
});

const smsDir = join(outbox, 'sms');
const read = new Set<string>();
/** The code of the next text message to `phone` not read yet, once the API has written it. */
async function codeSentTo(phone: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    for (const name of (await readdir(smsDir).catch(() => [])).sort()) {
      if (read.has(name) || !name.endsWith('.json')) continue;
      const message = JSON.parse(await readFile(join(smsDir, name), 'utf8')) as { to: string; text: string };
      if (message.to !== phone) continue;
      read.add(name);
      return /\b(\d{6})\b/.exec(message.text)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no text message to ${phone}`);
}

describe('POST /api/phone-codes timing', () => {
  it('answers in the same time for numbers with and without an account: medians of 30 within 1 ms', async () => {
    const number = (kind: 'known' | 'unknown', round: number) => `+88017${kind === 'known' ? 1 : 2}${String(round).padStart(7, '0')}`;
    // 30 numbers with an account, each made by phone.
    for (let round = 0; round < ROUNDS; round++) {
      const phone = number('known', round);
      expect((await send(api, 'POST', '/api/phone-codes', { body: { phone } })).status).toBe(202);
      const made = await send(api, 'POST', '/api/signin/phone', { body: { phone, code: await codeSentTo(phone), name: `Shopper ${round}` } });
      expect(made.status).toBe(201);
    }
    const medians = await timeBoth(ROUNDS, async (kind, round) => {
      const phone = number(kind, round);
      const took = await timed('/api/phone-codes', { phone }, 202);
      await codeSentTo(phone); // its work done before the next is timed
      return took;
    });
    console.log(`[phone code timing] median known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms`);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(1);
  }, 60_000);
});
