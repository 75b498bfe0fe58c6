import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { outletListSchema } from '../../src/lib/contract/outlets.ts';
import { contentBulletListSchema, contentPageListSchema, qrListSchema, shopTextListSchema } from '../../src/lib/contract/site-content.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The content routes of spec §7 and the outlets (issue 13), on the real reference API and its seeded demo content.
const api = useReferenceApi({ demoProducts: 5 });
const get = (path: string, headers?: Record<string, string>) => send(api, 'GET', path, headers ? { headers } : {});

describe('GET /api/v2/items/content', () => {
  it('lists every editors’ page in the contract’s shape', async () => {
    const sent = await get('/api/v2/items/content');
    expect(sent.status).toBe(200);
    const page = v.parse(contentPageListSchema, sent.json);
    expect(page.list.map((p) => p.slug).sort()).toEqual(
      ['about', 'coming-soon', 'contact', 'contactV1', 'outlets', 'privacy-policy', 'return', 'terms-conditions'],
    );
  });

  it('answers one page by slug, with its HTML and the date it was last updated', async () => {
    const { list } = v.parse(contentPageListSchema, (await get('/api/v2/items/content?slug=return')).json);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ slug: 'return', title: 'Return and refund policy' });
    expect(list[0]!.html).toContain('<h2>Refunds</h2>');
    expect(list[0]!.html).toContain('7 days of delivery');
    expect(list[0]!.updatedAt).toBe('2026-10-05T04:00:00.000Z');
  });

  it('answers an empty list for a page it does not have, and 422 for a malformed slug', async () => {
    expect((await get('/api/v2/items/content?slug=nope')).json.list).toEqual([]);
    const bad = await get('/api/v2/items/content?slug=..%2Fetc');
    expect(bad.status).toBe(422);
    expect(bad.json.errors.slug).toBeDefined();
    expect((await get('/api/v2/items/content?slug=about&extra=1')).status).toBe(422);
  });

  it('needs the API key like every keyed route', async () => {
    const response = await fetch(`${api.origin}/api/v2/items/content`);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/v2/items/content/bullets', () => {
  it('answers a page’s figures in order, marking Bangla labels', async () => {
    const about = v.parse(contentBulletListSchema, (await get('/api/v2/items/content/bullets?slug=about')).json).list;
    expect(about.map((b) => b.value)).toEqual(['2016', '64', '10', '3,500+']);
    const soon = v.parse(contentBulletListSchema, (await get('/api/v2/items/content/bullets?slug=coming-soon')).json).list;
    expect(soon[0]).toMatchObject({ lang: 'bn' });
  });
});

describe('GET /api/cms/attrs/text', () => {
  it('answers the shop’s address, phones, e-mail and hours, in English and Bangla', async () => {
    const texts = new Map(v.parse(shopTextListSchema, (await get('/api/cms/attrs/text')).json).list.map((t) => [t.key, t.value]));
    expect(texts.get('phone')).toBe('+880 9610-123456');
    expect(texts.get('email')).toBe('help@kolom.com.bd');
    expect(texts.get('addressBn')).toMatch(/ধানমন্ডি/);
    expect(texts.get('fridayHours')).toMatch(/Friday/);
  });
});

describe('GET /api/outlets', () => {
  it('lists 8 to 12 outlets across the divisions, each with coordinates in Bangladesh and hours per weekday', async () => {
    const { list } = v.parse(outletListSchema, (await get('/api/outlets')).json);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(new Set(list.map((o) => o.division))).toEqual(new Set(['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'Rangpur']));
    for (const outlet of list) {
      expect(outlet.latitude).toBeGreaterThan(20.5);
      expect(outlet.latitude).toBeLessThan(26.7);
      expect(outlet.longitude).toBeGreaterThan(88);
      expect(outlet.longitude).toBeLessThan(92.7);
      expect(outlet.hours.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/qrs', () => {
  it('answers the shop’s QR codes, WhatsApp first, made from its texts', async () => {
    const { list } = v.parse(qrListSchema, (await get('/api/qrs')).json);
    expect(list[0]).toEqual({ key: 'whatsapp', label: 'Chat with us on WhatsApp', text: 'https://wa.me/8801712345678' });
    expect(list[1]).toMatchObject({ key: 'contact', text: expect.stringMatching(/\/contact$/) });
  });
});
