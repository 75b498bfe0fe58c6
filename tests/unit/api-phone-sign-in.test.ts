import { describe, expect, it } from 'vitest';
import { PHONE_CODE_REFUSED } from '../../api/accounts/phone-code-flow.ts';
import { useClockedApi } from './support/clocked-api.ts';

// Signing in with a phone and a one-time code (issue 26 §2), against the real app and database,
// reading each code from the text message the API sent.
const api = useClockedApi();
const PHONE = '+8801712345678';
const MINUTE = 60_000;

const askCode = (phone: string, from?: string, lang?: 'en' | 'bn') =>
  api.request('POST', '/api/phone-codes', { phone, ...(lang ? { lang } : {}) }, from ? { from } : {});
const signIn = (body: Record<string, unknown>, from?: string) => api.request('POST', '/api/signin/phone', body, from ? { from } : {});
/** The code of the last text message to `phone`. */
const lastCode = (phone = PHONE) => /\b(\d{6})\b/.exec(api.texts.filter((text) => text.to === phone).at(-1)!.text)![1]!;
const errorsOf = async (answer: Response) => ((await answer.json()) as { errors: Record<string, string[]> }).errors;

describe('POST /api/phone-codes', () => {
  it('answers 202 byte for byte the same for a number with an account and one without, and texts each a code', async () => {
    expect((await askCode(PHONE)).status).toBe(202);
    expect((await signIn({ phone: PHONE, code: lastCode(), name: 'Rina Akter' })).status).toBe(201);
    const known = await askCode(PHONE);
    const unknown = await askCode('+8801812345678');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());
    expect(api.texts.map((text) => text.to)).toEqual([PHONE, PHONE, '+8801812345678']);
  });

  it('writes the code with the WebOTP line of the shop, in English or in Bangla as asked', async () => {
    await askCode('01712-345678');
    const english = api.texts.at(-1)!;
    expect(english).toEqual({ to: PHONE, text: expect.stringMatching(/^Kolom: your code is (\d{6})\. It works for 5 minutes\. Never share it\.\n\n@shop\.example #\1$/) });
    await askCode('০১৮১২-৩৪৫৬৭৮', undefined, 'bn');
    expect(api.texts.at(-1)).toEqual({ to: '+8801812345678', text: expect.stringMatching(/^কলম: আপনার কোড (\d{6})। ৫ মিনিট কার্যকর।.*\n\n@shop\.example #\1$/) });
  });

  it('refuses what is not a Bangladeshi mobile number with a 422 on the field, sending nothing', async () => {
    const answer = await askCode('01012345678');
    expect(answer.status).toBe(422);
    expect(Object.keys(await errorsOf(answer))).toEqual(['phone']);
    expect(api.texts).toEqual([]);
  });

  it('sends at most 3 codes a number in 15 minutes, of 50 asked for at once, and 10 a day', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => askCode(PHONE, `198.51.100.${i}`)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(47);
    expect(Number(answers.find((answer) => answer.status === 429)!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(api.texts).toHaveLength(3);
    for (let round = 0; round < 5; round++) {
      api.now += 16 * MINUTE;
      await askCode(PHONE, `198.51.101.${round}`);
      await askCode(PHONE, `198.51.102.${round}`);
    }
    expect(api.texts).toHaveLength(10); // the day's 10 were reached in the fourth round
    expect((await askCode(PHONE, '198.51.103.1')).status).toBe(429);
  });

  it('sends 10 codes an hour from one client address, whatever the numbers', async () => {
    for (let i = 0; i < 10; i++) expect((await askCode(`+88017123456${String(i).padStart(2, '0')}`)).status).toBe(202);
    const refused = await askCode('+8801912345678');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    api.now += 60 * MINUTE + 1;
    expect((await askCode('+8801912345678')).status).toBe(202);
  });

  it('sends at most the shop-wide limit a minute, from any number of addresses', async () => {
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await askCode(`+88018123457${String(i).padStart(2, '0')}`, `203.0.113.${i}`)).status);
    expect(answers.filter((status) => status === 202)).toHaveLength(60);
    expect(answers.at(-1)).toBe(429);
  }, 60_000); // 61 codes, each hashed: seconds on a busy machine
});

describe('POST /api/signin/phone', () => {
  it('makes an account for a new number, asking its name once, and signs the same number in to it again', async () => {
    await askCode(PHONE);
    const code = lastCode();
    const nameless = await signIn({ phone: PHONE, code });
    expect(nameless.status).toBe(422);
    expect(await errorsOf(nameless)).toEqual({ name: ['Enter your name to create your account'] });
    const created = await signIn({ phone: PHONE, code, name: ' Rina Akter ' }); // the same code still works
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { user: { userId: number; email: string | null; name: string; authToken: string } };
    expect(answer.user).toMatchObject({ email: null, name: 'Rina Akter' });
    const profile = await api.request('GET', '/api/customers', undefined, { headers: { 'X-AUTH-TOKEN': answer.user.authToken } });
    expect(await profile.json()).toMatchObject({ email: null, phone: PHONE, signInPhone: PHONE, name: 'Rina Akter' });

    await askCode('+880 1712-345678');
    const again = await signIn({ phone: '০১৭১২৩৪৫৬৭৮', code: lastCode() }); // Bangla digits: the same number
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof answer).user.userId).toBe(answer.user.userId);
  });

  it('refuses a used, replaced or expired code with one message on the field', async () => {
    await askCode(PHONE);
    const first = lastCode();
    await askCode(PHONE);
    const second = lastCode();
    if (first !== second) expect(await errorsOf(await signIn({ phone: PHONE, code: first, name: 'R' }))).toEqual({ code: [PHONE_CODE_REFUSED] });
    expect((await signIn({ phone: PHONE, code: second, name: 'R' })).status).toBe(201);
    expect(await errorsOf(await signIn({ phone: PHONE, code: second }))).toEqual({ code: [PHONE_CODE_REFUSED] }); // used up
    await askCode(PHONE);
    api.now += 5 * MINUTE;
    expect((await signIn({ phone: PHONE, code: lastCode() })).status).toBe(422); // expired at 5 minutes
  });

  it('kills a code after 5 wrong tries: the right one after them signs nobody in', async () => {
    await askCode(PHONE);
    const code = lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await signIn({ phone: PHONE, code: wrong, name: 'R' })).status).toBe(422);
    expect(await errorsOf(await signIn({ phone: PHONE, code, name: 'R' }))).toEqual({ code: [PHONE_CODE_REFUSED] });
  });

  it('lets one of two requests with the same right code sign in, and makes one account', async () => {
    await askCode(PHONE);
    const code = lastCode();
    const answers = await Promise.all([signIn({ phone: PHONE, code, name: 'A' }), signIn({ phone: PHONE, code, name: 'B' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM customers WHERE sign_in_phone = ?').get(PHONE)).toEqual({ n: 1 });
  });

  it('never signs in under 10,000 guesses from 10,000 addresses, the right code among them after each code’s first 5', async () => {
    let signedIn = 0;
    let judged = 0;
    for (let round = 0; round < 100; round++) {
      await askCode(PHONE, `192.0.2.${round}`);
      const code = lastCode();
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const guesses = await Promise.all(Array.from({ length: 99 }, (_, i) => signIn({ phone: PHONE, code: wrong(i), name: 'X' }, `10.${round}.${i}.1`)));
      const right = await signIn({ phone: PHONE, code, name: 'X' }, `10.${round}.200.1`);
      for (const answer of [...guesses, right]) if (answer.status < 300) signedIn += 1;
      judged += guesses.filter((answer) => answer.status === 422).length;
      api.now += 5 * MINUTE; // over 8 hours: 10 codes a day are sent at most, every other ask is a 429
    }
    expect(signedIn).toBe(0);
    expect(judged).toBe(9_900); // every guess had its answer, none crashed
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual({ n: 0 });
  }, 120_000); // 10,000 requests: seconds on a busy machine

  it('stops one address after 20 wrong codes in 15 minutes, whatever the numbers', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn({ phone: `+88017000000${String(i).padStart(2, '0')}`, code: '123456' })).status).toBe(422);
    const refused = await signIn({ phone: PHONE, code: '123456' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('refuses a code that is not 6 digits before judging it, and an unknown field', async () => {
    expect(Object.keys(await errorsOf(await signIn({ phone: PHONE, code: '12345' })))).toEqual(['code']);
    expect((await signIn({ phone: PHONE, code: '123456', admin: true })).status).toBe(422);
  });
});
