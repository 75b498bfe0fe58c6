import { describe, expect, it } from 'vitest';
import type { GatewayTransaction } from '../../api/gateway/books.ts';
import { closedPage, hostedPage, messagePage, missingPage, postBackPage } from '../../api/gateway/page.ts';

// The local gateway's pages (issue 12), built with hono/html: whatever a session or a form holds is
// shown as text and stays inside its attribute; only the pages' own markup is markup.
const session = (fields: Partial<GatewayTransaction>) => ({ session_key: 'key-1', tran_id: 'KL-20261123-000042-1', amount: '1234.50', ...fields }) as GatewayTransaction;
const text = async (page: unknown) => String(await page);

describe('the hosted page', () => {
  it('shows the merchant, the order and the amount in BDT, and posts to the session’s own address', async () => {
    const page = await text(hostedPage(session({})));
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<dd>KL-20261123-000042-1</dd>');
    expect(page).toContain('<dd data-testid="gateway-amount">BDT 1,234.50</dd>');
    expect(page).toContain('<dd>Kolom stationery &amp; gifts</dd>');
    expect(page).toContain('<form method="post" action="/gateway/pay/key-1">');
  });

  it('shows a hostile order id as text, and keeps a hostile session key inside the form’s address', async () => {
    const page = await text(hostedPage(session({ tran_id: '<script>alert("x")</script>', session_key: '"><img src=x onerror=alert(1)>' })));
    expect(page).toContain('<dd>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</dd>');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain(`action="/gateway/pay/${encodeURIComponent('"><img src=x onerror=alert(1)>')}"`);
  });
});

describe('the hosted page in the shopper’s language (issue 24)', () => {
  it('is in Bangla for a Bangla session: its words, the amount written the Bangla way, and the press keeping the language', async () => {
    const page = await text(hostedPage(session({}), 'bn'));
    expect(page).toMatch(/^<!doctype html>\n<html lang="bn">/);
    expect(page).toContain('<title>Kolom টেস্ট গেটওয়ে: আপনার অর্ডারের মূল্য পরিশোধ করুন</title>');
    expect(page).toContain('<h1>টেস্ট পেমেন্ট গেটওয়ে</h1>');
    expect(page).toContain('<dd>Kolom স্টেশনারি ও উপহার</dd>');
    expect(page).toContain(`<dd data-testid="gateway-amount">${new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT' }).format(1234.5)}</dd>`);
    expect(page).toContain('<dd data-testid="gateway-amount">১,২৩৪.৫০৳</dd>');
    expect(page).toContain('<button type="submit" name="action" value="pay">পে করুন</button>');
    expect(page).toContain('<form method="post" action="/gateway/pay/key-1?lang=bn">');
    expect(page).not.toMatch(/Test payment gateway|BDT 1,234/);
  });

  it('is in English otherwise, at the plain address', async () => {
    for (const page of [await text(hostedPage(session({}))), await text(hostedPage(session({}), 'en'))]) {
      expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page).toContain('<h1>Test payment gateway</h1>');
      expect(page).toContain('<dd data-testid="gateway-amount">BDT 1,234.50</dd>');
      expect(page).toContain('<form method="post" action="/gateway/pay/key-1">');
    }
  });

  it('says a session is missing or closed, and that it is sending the shopper back, in the same language', async () => {
    expect(await text(missingPage('bn'))).toMatch(/<html lang="bn">[\s\S]*<h1>পেমেন্ট সেশন পাওয়া যায়নি<\/h1>/);
    expect(await text(closedPage('bn'))).toMatch(/<html lang="bn">[\s\S]*<h1>এই পেমেন্ট সেশনটি বন্ধ হয়ে গেছে<\/h1>/);
    expect(await text(postBackPage('https://api.example/payments/return/success', {}, 'bn'))).toMatch(/<html lang="bn">[\s\S]*<h1>আপনাকে শপে ফিরিয়ে নেওয়া হচ্ছে…<\/h1>[\s\S]*>শপে ফিরে যান<\/button>/);
    expect(await text(missingPage('en'))).toMatch(/<html lang="en">[\s\S]*<h1>Payment session not found<\/h1>/);
    expect(await text(closedPage('en'))).toContain('<h1>This payment session is closed</h1>');
    expect(await text(postBackPage('https://api.example/payments/return/success', {}))).toMatch(/<html lang="en">[\s\S]*<h1>Returning you to the shop…<\/h1>/);
  });
});

describe('the message page', () => {
  it('escapes its title and sentence', async () => {
    const page = await text(messagePage('A <b> & "c"', "it's <i>"));
    expect(page).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(page).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1><p>it&#39;s &lt;i&gt;</p>');
  });
});

describe('the post-back page', () => {
  it('puts one hidden field per value, each name and value kept inside its attribute, and posts to the target', async () => {
    const page = await text(postBackPage('https://api.example/payments/return/success?a=1&b=2', { tran_id: 'KL-1', val_id: 'x" onfocus="alert(1)', 'odd"name': '<v>' }));
    expect(page).toContain('<form method="post" action="https://api.example/payments/return/success?a=1&amp;b=2" id="back">');
    expect(page.match(/<input type="hidden"/g)).toHaveLength(3);
    expect(page).toContain('<input type="hidden" name="tran_id" value="KL-1">');
    expect(page).toContain('<input type="hidden" name="val_id" value="x&quot; onfocus=&quot;alert(1)">');
    expect(page).toContain('<input type="hidden" name="odd&quot;name" value="&lt;v&gt;">');
    // Its own script, the one that submits the form, is markup.
    expect(page).toContain("<script>document.getElementById('back').submit();</script>");
  });
});
