import { beforeAll, describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';

// The content pages' build-time loaders (what each page and its `_payload.json` hold) against the real API.
const api = useReferenceApi({ demoProducts: 5 });
let data: typeof import('../../src/data/content-pages.ts');

beforeAll(async () => {
  process.env['PUBLIC_API_URL'] = api.running.url; // read by the astro:env stand-in when the loaders load
  data = await import('../../src/data/content-pages.ts');
});

describe('loadContentPage', () => {
  it('gives the return policy sanitised, with heading ids, its outline and when it was last updated', async () => {
    const { page } = await data.loadContentPage('return');
    expect(page.title).toBe('Return and refund policy');
    expect(page.updatedAt).toBe('2026-10-05T04:00:00.000Z');
    expect(page.html).toContain('<h2 id="refunds">Refunds</h2>');
    expect(page.html).toContain('<span lang="bn">');
    expect(page.toc.map((entry) => entry.text)).toEqual(['What can be returned', 'What cannot be returned', 'How to return', 'Refunds', 'Exchanges']);
  });

  it('gives the about page its figures', async () => {
    const { bullets } = await data.loadContentPage('about');
    expect(bullets.map((b) => `${b.value} ${b.label}`)).toContain('64 districts we deliver to');
  });

  it('gives the about page its stories, sanitised and under their titles, and pictures of variants that link to products', async () => {
    const { articles, variants } = await data.loadAboutPage();
    expect(articles.map((a) => a.title)).toEqual(['Gift wrapping, the Kolom way', 'How we choose a notebook']);
    expect(articles[1]!.html).toContain('<strong>Paper weight</strong>');
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.length).toBeLessThanOrEqual(8);
    expect(variants[0]!.label).not.toBe('');
  });

  it('gives the coming-soon page the articles tagged coming-soon, their sections under their titles', async () => {
    const { articles } = await data.loadComingSoonPage();
    expect(articles.map((a) => a.slug)).toEqual(['boishakh-gift-boxes', 'back-to-school-2027']);
    expect(articles[1]!.html).toContain('<h4');
    expect(articles[1]!.html).not.toContain('<h2');
  });

  it('fails the build, loudly, for a page the API does not have', async () => {
    await expect(data.loadContentPage('no-such-page')).rejects.toThrow(/content page no-such-page/);
  });
});

describe('loadContactPage and loadOutletsPage', () => {
  it('give the contact page the shop’s address, tel: links, e-mail and hours', async () => {
    const { shop } = await data.loadContactPage('contact');
    expect(shop.address).toMatch(/Dhanmondi/);
    expect(shop.phones[0]).toEqual({ label: 'phone', number: '+880 9610-123456', href: 'tel:+8809610123456' });
    expect(shop.phones.find((p) => p.label === 'whatsapp')?.href).toBe('https://wa.me/8801712345678');
    expect(shop.email).toBe('help@kolom.com.bd');
    expect(shop.hours).toHaveLength(2);
  });

  it('give the contact page its QR code from /api/qrs (QrCode.astro draws it at build time)', async () => {
    const { qr } = await data.loadContactPage('contact');
    expect(qr).toEqual({ label: 'Chat with us on WhatsApp', text: 'https://wa.me/8801712345678' });
  });

  it('give the outlets page every outlet', async () => {
    const { outlets, page } = await data.loadOutletsPage();
    expect(page.slug).toBe('outlets');
    expect(outlets).toHaveLength(10);
  });

  it('have a loader for every content route, the pages and their payloads alike', () => {
    expect(Object.keys(data.CONTENT_PAYLOADS).sort()).toEqual(
      ['about', 'coming-soon', 'contact', 'contactV1', 'outlets', 'privacy-policy', 'return', 'terms-conditions'],
    );
  });
});
