import { describe, expect, it } from 'vitest';
import { send } from '../support/accounts.ts';
import { burst, tally } from '../support/burst.ts';
import { useReferenceApi } from '../support/reference-api.ts';

// Concurrency (issue 22, first test layer): the sign-up limit per address (10 an hour, the
// shop's default) holds against a burst sent at once; every answer past it is a 429.
const api = useReferenceApi({ demoProducts: 3, signUpsPerHour: 10 });

describe('30 sign-ups at once from one address', () => {
  it('makes at most 10 accounts', async () => {
    const answers = await burst(30, (i) => send(api, 'POST', '/api/signup', { body: { name: 'Rina', email: `burst${i}@example.com`, password: 'long enough' } }));
    expect(tally(answers)).toEqual({ 201: 10, 429: 20 });
  });
});
