import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import { seedSiteContent } from '../../api/seed/site-content.ts';
import { articleListSchema } from '../../src/lib/contract/articles.ts';
import { sliderPageSchema } from '../../src/lib/contract/content.ts';
import { outletListSchema } from '../../src/lib/contract/outlets.ts';
import { productWirePageSchema } from '../../src/lib/contract/product-list.ts';
import { contentBulletListSchema, contentPageListSchema, shopTextListSchema } from '../../src/lib/contract/site-content.ts';
import { variantImageListSchema } from '../../src/lib/contract/variant-images.ts';
import { send } from './support/accounts.ts';
import { newShopper, placeOrder } from './support/shoppers.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The content and the catalogue's option labels in Bangla beside their English (issue 24 §4), on the
// real reference API and its demo data: the Bangla fields come in addition, the English ones unchanged.
const EDITOR_KEY = 'test-editor-key-bangla-0123456789';
const api = useReferenceApi({ demoProducts: 30, editorKey: EDITOR_KEY });
const get = (path: string) => send(api, 'GET', path);
const editor = (method: string, path: string, body: unknown) =>
  send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` }, body });
const contentPage = async (slug: string) => v.parse(contentPageListSchema, (await get(`/api/v2/items/content?slug=${slug}`)).json).list[0]!;

describe('the Bangla of the content API', () => {
  it('gives every slide its title and subtitle in Bangla beside the English', async () => {
    const { list } = v.parse(sliderPageSchema, (await get('/api/cms/sliders/images')).json);
    expect(list[0]).toMatchObject({ title: 'Back to School', titleBn: 'স্কুলে ফেরার প্রস্তুতি' });
    for (const slide of list) expect(slide.subtitleBn).toMatch(/[\u0980-\u09FF]/);
  });

  it('gives every page its title, summary and HTML in Bangla, the English as it was', async () => {
    const page = await contentPage('return');
    expect(page).toMatchObject({ title: 'Return and refund policy', titleBn: 'রিটার্ন ও রিফান্ড নীতি' });
    expect(page.html).toContain('<h2>Refunds</h2>');
    expect(page.htmlBn).toContain('<h2>টাকা ফেরত</h2>');
    expect(page.summaryBn).toContain('৭ দিনের মধ্যে');
    const { list } = v.parse(contentPageListSchema, (await get('/api/v2/items/content')).json);
    for (const each of list) expect([each.slug, Boolean(each.titleBn && each.summaryBn && each.htmlBn)]).toEqual([each.slug, true]);
  });

  it('gives every article its title, summary and body in Bangla, and finds an article by its Bangla words', async () => {
    const { list } = v.parse(articleListSchema, (await get('/api/v2/items/content/articles')).json);
    expect(list).toHaveLength(4);
    for (const article of list) expect([article.slug, [article.titleBn, article.summaryBn, article.htmlBn].every((text) => /[\u0980-\u09FF]/.test(text ?? ''))]).toEqual([article.slug, true]);
    expect(list.find((article) => article.slug === 'choosing-a-notebook')).toMatchObject({ title: 'How we choose a notebook', titleBn: 'আমরা যেভাবে খাতা বাছাই করি' });
    const found = v.parse(articleListSchema, (await send(api, 'POST', '/api/cms/articles/search', { body: { query: 'খাতা বাছাই' } })).json).list;
    expect(found.map((article) => article.slug)).toEqual(['choosing-a-notebook']);
  });

  it('gives the about page’s figures their Bangla, and leaves a label written in Bangla as it is', async () => {
    const about = v.parse(contentBulletListSchema, (await get('/api/v2/items/content/bullets?slug=about')).json).list;
    expect(about[1]).toMatchObject({ value: '64', label: 'districts we deliver to', valueBn: '৬৪', labelBn: 'জেলায় আমাদের ডেলিভারি' });
    const soon = v.parse(contentBulletListSchema, (await get('/api/v2/items/content/bullets?slug=coming-soon')).json).list;
    expect(soon[0]).not.toHaveProperty('labelBn');
    expect(soon[0]).toMatchObject({ lang: 'bn' });
  });

  it('gives the shop’s opening hours in Bangla beside the English', async () => {
    const texts = new Map(v.parse(shopTextListSchema, (await get('/api/cms/attrs/text')).json).list.map((t) => [t.key, t.value]));
    expect(texts.get('hours')).toMatch(/Saturday/);
    expect(texts.get('hoursBn')).toBe('শনিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৮টা');
    expect(texts.get('fridayHoursBn')).toMatch(/^শুক্রবার/);
  });

  it('gives every outlet its address, district and division in Bangla', async () => {
    const { list } = v.parse(outletListSchema, (await get('/api/outlets')).json);
    expect(list[0]).toMatchObject({ address: 'Shop 41, Nilkhet Book Market, Dhaka 1205', addressBn: 'দোকান ৪১, নীলক্ষেত বইমার্কেট, ঢাকা ১২০৫', divisionBn: 'ঢাকা', districtBn: 'ঢাকা' });
    expect(list.find((o) => o.district === 'Cox’s Bazar')).toMatchObject({ districtBn: 'কক্সবাজার', divisionBn: 'চট্টগ্রাম' });
    for (const outlet of list) expect([outlet.addressBn, outlet.districtBn, outlet.divisionBn].every(Boolean)).toBe(true);
  });
});

describe('the Bangla of a sku’s options', () => {
  it('labels Size and Color and each option in Bangla beside the English labels', async () => {
    const products = v.parse(productWirePageSchema, (await get('/api/v3/items/joined?size=100')).json).list;
    const values = products.flatMap((p) => p.skus.flatMap((sku) => sku.attributeValues));
    const blue = values.find((value) => value.option === 'blue')!;
    expect(blue).toEqual({ attribute: 'Color', option: 'blue', displayLabel: 'Color', optionDisplayLabel: 'Blue', displayLabelBn: 'রং', optionDisplayLabelBn: 'নীল' });
    expect(values.find((value) => value.attribute === 'Size')).toMatchObject({ displayLabel: 'Size', displayLabelBn: 'সাইজ' });
    for (const value of values) expect(value.optionDisplayLabelBn).toMatch(/[\u0980-\u09FF]/);
    // The spec's `attributes` pairs are as they were: English.
    const sku = products.flatMap((p) => p.skus).find((s) => s.attributeValues.some((value) => value.option === 'blue'))!;
    expect(sku.attributes).toContainEqual({ name: 'Color', option: 'Blue' });
  });

  it('describes each product picture in Bangla beside its English alt text', async () => {
    const products = v.parse(productWirePageSchema, (await get('/api/v3/items/joined?size=10')).json).list;
    const product = products.find((p) => p.images.length > 1)!;
    expect(product.images.map((image) => [image.alt, image.altBn])).toEqual(
      product.images.map((_, i) => [`${product.name}, ${['front view', 'angled view', 'detail view'][i]}`, `${product.nameBn}, ${['সামনে থেকে', 'একপাশ থেকে', 'কাছ থেকে'][i]}`]),
    );
  });

  it('names the pictures of variants in Bangla too', async () => {
    const { list } = v.parse(variantImageListSchema, (await get('/api/items/cms/variants/images?size=48')).json);
    const blue = list.find((variant) => variant.label.split(' · ').includes('blue'))!;
    expect(blue.labelBn?.split(' · ')).toContain('নীল');
    for (const variant of list) expect(variant.productNameBn).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('an order’s lines in Bangla', () => {
  it('keep the name and options in Bangla beside the English as they were when ordered: in the answer, the order and the list', async () => {
    const products = v.parse(productWirePageSchema, (await get('/api/v3/items/joined?size=30')).json).list;
    const product = products.find((p) => p.skus.some((s) => s.stock >= 2 && s.attributeValues.length === 2))!;
    const sku = product.skus.find((s) => s.stock >= 2 && s.attributeValues.length === 2)!;
    const [size, color] = ['Size', 'Color'].map((attribute) => sku.attributeValues.find((value) => value.attribute === attribute)!);
    const who = await newShopper(api);
    const placed = await placeOrder(api, who, { items: [{ skuId: sku.id, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const line = {
      name: product.name,
      nameBn: product.nameBn,
      options: `Size: ${size!.optionDisplayLabel}, Color: ${color!.optionDisplayLabel}`,
      optionsBn: `সাইজ: ${size!.optionDisplayLabelBn ?? size!.optionDisplayLabel}, রং: ${color!.optionDisplayLabelBn}`,
    };
    expect(placed.json.lines[0]).toMatchObject(line);
    // Renamed since: the order keeps the words it was placed with.
    api.withDatabase((db) => db.prepare("UPDATE products SET name = 'Renamed', name_bn = 'নতুন নাম' WHERE id = ?").run(product.id));
    const order = await send(api, 'GET', `/api/sales?id=${placed.json.saleId}`, { token: who.token });
    expect(order.json.lines[0]).toMatchObject(line);
    const list = await send(api, 'POST', '/api/sales', { token: who.token, body: { page: 1, size: 10 } });
    expect(list.json.list[0].items).toEqual([{ name: product.name, nameBn: product.nameBn, quantity: 1 }]);

    // An order placed before the shop kept the Bangla (migration 25): its lines in English, as they always were.
    api.withDatabase((db) => db.prepare('UPDATE sale_lines SET name_bn = NULL, options_bn = NULL WHERE sale_id = ?').run(placed.json.saleId));
    const before = (await send(api, 'GET', `/api/sales?id=${placed.json.saleId}`, { token: who.token })).json.lines[0];
    expect(before).toMatchObject({ name: product.name, options: line.options });
    expect(before).not.toHaveProperty('nameBn');
    expect(before).not.toHaveProperty('optionsBn');
  });
});

describe('the editors and the Bangla', () => {
  it('keep a page’s Bangla when an edit sends the English only, set it when sent, and clear it when sent empty', async () => {
    const english = { title: 'Privacy', summary: 'What we keep.', html: '<p>Little.</p>' };
    expect((await editor('PUT', '/content/privacy-policy', english)).status).toBe(200);
    expect(await contentPage('privacy-policy')).toMatchObject({ ...english, titleBn: 'গোপনীয়তা নীতি' });
    const sent = await editor('PUT', '/content/privacy-policy', { ...english, titleBn: 'গোপনীয়তা', htmlBn: '<p>সামান্যই।</p>', summaryBn: '' });
    expect(sent.json).toMatchObject({ titleBn: 'গোপনীয়তা', htmlBn: '<p>সামান্যই।</p>' });
    expect(sent.json).not.toHaveProperty('summaryBn');
    expect(await contentPage('privacy-policy')).toMatchObject({ titleBn: 'গোপনীয়তা', htmlBn: '<p>সামান্যই।</p>' });
  });

  it('clear a page’s and an outlet’s Bangla for good: the demo’s is not put back on the next start', async () => {
    // The English stays the demo's: the fill would give such a page the demo's Bangla, were it never set.
    const { title, summary, html } = await contentPage('terms-conditions');
    const english = { title, summary, html };
    const cleared = await editor('PUT', '/content/terms-conditions', { ...english, titleBn: '', summaryBn: '', htmlBn: '' });
    expect(cleared.status).toBe(200);
    const { id, ...outlet } = v.parse(outletListSchema, (await get('/api/outlets')).json).list[2]!;
    expect((await editor('PUT', `/outlets/${id}`, { ...outlet, addressBn: '', districtBn: '', divisionBn: '' })).status).toBe(200);
    api.withDatabase((db) => seedSiteContent(db)); // what the API does on every start
    const page = await contentPage('terms-conditions');
    for (const field of ['titleBn', 'summaryBn', 'htmlBn']) expect(page).not.toHaveProperty(field);
    const after = v.parse(outletListSchema, (await get('/api/outlets')).json).list.find((candidate) => candidate.id === id)!;
    for (const field of ['addressBn', 'districtBn', 'divisionBn']) expect(after).not.toHaveProperty(field);
  });

  it('keep an outlet’s Bangla address when it is sent back as GET answers it, and change it when told', async () => {
    const { id, ...outlet } = v.parse(outletListSchema, (await get('/api/outlets')).json).list[1]!;
    expect((await editor('PUT', `/outlets/${id}`, { ...outlet, phone: '+880 1711-000001' })).status).toBe(200);
    const { addressBn: _kept, ...withoutBangla } = outlet;
    expect((await editor('PUT', `/outlets/${id}`, withoutBangla)).json).toMatchObject({ addressBn: outlet.addressBn });
    expect((await editor('PUT', `/outlets/${id}`, { ...outlet, addressBn: 'বাড়ি ১৪, রোড ৫, ধানমন্ডি' })).json.addressBn).toBe('বাড়ি ১৪, রোড ৫, ধানমন্ডি');
    expect((await editor('PUT', `/outlets/${id}`, { ...outlet, addressBn: 'x'.repeat(301) })).json.errors.addressBn).toBeDefined();
  });
});

describe('a database seeded before the pictures had Bangla alt texts (migration 25)', () => {
  it('gets them on its next start, except for a picture whose English is no longer the seed’s, and never over Bangla set', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, { products: 3 });
    const alts = () => db.prepare('SELECT product_id, position, alt, alt_bn FROM product_images ORDER BY product_id, position').all() as { alt: string; alt_bn: string | null }[];
    const seeded = alts();
    // As it was before: no Bangla; meanwhile one alt rewritten, one product renamed, one Bangla already set.
    db.exec(`UPDATE product_images SET alt_bn = NULL;
      UPDATE product_images SET alt = 'A pen on a desk' WHERE product_id = 1 AND position = 0;
      UPDATE products SET name = 'Renamed' WHERE id = 2;
      UPDATE product_images SET alt_bn = 'আগে থেকেই' WHERE product_id = 3 AND position = 0;`);
    seedSiteContent(db);
    const filled = alts();
    const expected = seeded.map((row, i) => {
      const { product_id: product, position } = row as unknown as { product_id: number; position: number };
      if (product === 1 && position === 0) return ''; // looked at, left without: never looked at again
      if (product === 2) return '';
      if (product === 3 && position === 0) return 'আগে থেকেই';
      return seeded[i]!.alt_bn;
    });
    expect(filled.map((row) => row.alt_bn)).toEqual(expected);
    expect(expected.filter((alt) => alt && alt !== 'আগে থেকেই').length).toBeGreaterThan(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_images WHERE alt_bn IS NULL').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('a database seeded before the Bangla (migration 22)', () => {
  it('gets the demo’s Bangla on its next start, except where an editor has rewritten the English', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, { products: 1 });
    seedSiteContent(db);
    // As it was before: the rows, without Bangla, and a page an editor changed meanwhile.
    db.exec(`UPDATE sliders SET title_bn = NULL, subtitle_bn = NULL;
      UPDATE content_pages SET title_bn = NULL, summary_bn = NULL, html_bn = NULL;
      UPDATE content_bullets SET value_bn = NULL, label_bn = NULL;
      UPDATE outlets SET address_bn = NULL, district_bn = NULL, division_bn = NULL;
      UPDATE articles SET title_bn = NULL, summary_bn = NULL, html_bn = NULL;
      UPDATE articles SET summary = 'Rewritten.' WHERE slug = 'wrapping-gifts';
      DELETE FROM shop_texts WHERE key IN ('hoursBn', 'fridayHoursBn');
      UPDATE content_pages SET title = 'Our story' WHERE slug = 'about';`);
    seedSiteContent(db);
    const one = (sql: string) => db.prepare(sql).get() as Record<string, unknown>;
    expect(one("SELECT title_bn FROM content_pages WHERE slug = 'return'")['title_bn']).toBe('রিটার্ন ও রিফান্ড নীতি');
    expect(one("SELECT title_bn FROM content_pages WHERE slug = 'about'")['title_bn']).toBeNull();
    expect(one("SELECT label_bn FROM content_bullets WHERE slug = 'about' AND value = '64'")['label_bn']).toBe('জেলায় আমাদের ডেলিভারি');
    expect(one('SELECT title_bn FROM sliders ORDER BY position LIMIT 1')['title_bn']).toBe('স্কুলে ফেরার প্রস্তুতি');
    expect(one('SELECT address_bn FROM outlets ORDER BY position LIMIT 1')['address_bn']).toBe('দোকান ৪১, নীলক্ষেত বইমার্কেট, ঢাকা ১২০৫');
    expect(one("SELECT value FROM shop_texts WHERE key = 'hoursBn'")['value']).toMatch(/^শনিবার/);
    expect(one("SELECT title_bn FROM articles WHERE slug = 'choosing-a-notebook'")['title_bn']).toBe('আমরা যেভাবে খাতা বাছাই করি');
    expect(one("SELECT title_bn FROM articles WHERE slug = 'wrapping-gifts'")['title_bn']).toBeNull();
    // Bangla an editor set is never written over, and a start after adds nothing twice.
    db.exec("UPDATE content_pages SET title_bn = 'ফেরত' WHERE slug = 'return'");
    seedSiteContent(db);
    expect(one("SELECT title_bn FROM content_pages WHERE slug = 'return'")['title_bn']).toBe('ফেরত');
    expect(one("SELECT COUNT(*) AS n FROM shop_texts WHERE key = 'hoursBn'")['n']).toBe(1);
    db.close();
  });
});
