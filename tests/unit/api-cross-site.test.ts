import { describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';

// Form posts from other sites (issue 22 §8): a plain HTML form on any site can post to the API's
// open routes, so they are refused unless they come from the shop or the API itself. The gateway's
// returns come from the gateway's site by design and stay open.
const SHOP = 'https://shop.example';
const api = useReferenceApi({ demoProducts: 5, siteUrl: SHOP, corsOrigins: [SHOP] });

const message = { name: 'Rina Akter', contact: 'rina@example.com', subject: 'A question', message: 'Do you sell fountain pens?', page: '/contact' };
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${api.origin}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' });
const stored = () => api.withDatabase((db) => Number(db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()!['n']));

describe('form posts from other sites', () => {
  it.each([
    ['a forged Origin', { Origin: 'https://evil.example' }],
    ['Origin null (a sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another site on the same registrable domain', { Origin: 'https://evil.shop.example', 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses the contact form posted with %s: 403, nothing stored', async (_, headers) => {
    const before = stored();
    const answer = await postForm('/api/contact/messages', message, headers);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: 'Form posts from other sites are refused' });
    expect(stored()).toBe(before);
  });

  it('takes the contact form from the shop’s own pages (303 back, stored)', async () => {
    const before = stored();
    const answer = await postForm('/api/contact/messages', message, { Origin: SHOP, 'Sec-Fetch-Site': 'same-site' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^https:\/\/shop\.example\/contact\?sent=CM-/);
    expect(stored()).toBe(before + 1);
  });

  it('refuses a cross-site multipart post to the upload service', async () => {
    const form = new FormData();
    form.set('UPLOADCARE_PUB_KEY', api.running.config.uploads.publicKey);
    form.set('file', new Blob(['%PDF-1.4 forged']), 'receipt.pdf');
    const answer = await fetch(`${api.origin}/upload/base/`, { method: 'POST', body: form, headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
  });

  it('lets the gateway’s returns through from the gateway’s own site (their signature is what is checked)', async () => {
    const answer = await postForm('/payments/return/cancel', { tran_id: 'KL-20000101-000001-1', status: 'CANCELLED' }, { Origin: 'https://sandbox.sslcommerz.com', 'Sec-Fetch-Site': 'cross-site' });
    expect(answer.status).toBe(303);
    const ipn = await postForm('/payments/ipn', { tran_id: 'KL-20000101-000001-1', status: 'FAILED' }, { Origin: 'https://sandbox.sslcommerz.com' });
    expect(ipn.status).toBe(200);
  });
});
