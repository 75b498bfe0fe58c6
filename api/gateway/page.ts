import { html } from 'hono/html';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { gatewayMessages as say } from '../../src/lib/messages/gateway.ts';
import type { GatewayTransaction } from './books.ts';
import { hostedPath, type GatewayLanguage } from './language.ts';

/*
 * The local gateway's HTML (issue 12): the hosted page, and the form that posts the outcome back.
 * Built with hono/html, whose `html` template escapes every value put into it (text and attribute
 * alike) and leaves alone only what it built itself.
 *
 * Each page is in the shopper's language (issue 24; `language.ts` says how the gateway knows it):
 * its words are the shop's (messages/gateway/<locale>.json), read with `renderIn`, as the shop's
 * own pages are prerendered, so the amount is written the same way too (`১,২৩৪.৫০৳`).
 */

/** A page as `html` makes it (markup that is already escaped), for `c.html`. */
type Markup = ReturnType<typeof html>;

function frame(title: string, body: Markup, lang: GatewayLanguage): Markup {
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; } dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; margin-top: 1rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #3f3f46; background: #fff; color: #18181b; cursor: pointer; }
  button[value=pay] { background: #14532d; border-color: #14532d; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style></head>
<body><main>${body}</main></body></html>`;
}

/** The hosted page, in `lang`: merchant, order, amount in BDT, the risk flag and Pay / Fail / Cancel. */
export function hostedPage(session: GatewayTransaction, lang: GatewayLanguage = 'en'): Markup {
  // The press posts back to this page's address, language and all: what it answers is in it too.
  const action = hostedPath(session.session_key, lang);
  return renderIn(lang, () => frame(
    say.title,
    html`<h1>${say.heading}</h1>
<p>${say.notice}</p>
<dl>
  <dt>${say.merchant}</dt><dd>${say.merchantName}</dd>
  <dt>${say.order}</dt><dd>${session.tran_id}</dd>
  <dt>${say.amount}</dt><dd data-testid="gateway-amount">${say.formatAmount(Number(session.amount))}</dd>
</dl>
<form method="post" action="${action}">
  <p><label><input type="checkbox" name="risky" value="1"> ${say.risky}</label></p>
  <div class="actions">
    <button type="submit" name="action" value="pay">${say.pay}</button>
    <button type="submit" name="action" value="fail">${say.fail}</button>
    <button type="submit" name="action" value="cancel">${say.cancel}</button>
  </div>
</form>`,
    lang,
  ));
}

/** A page with a heading and a sentence, in `lang`. */
export function messagePage(title: string, text: string, lang: GatewayLanguage = 'en'): Markup {
  return frame(title, html`<h1>${title}</h1><p>${text}</p>`, lang);
}

/** The page for a session that does not exist, in `lang`. */
export function missingPage(lang: GatewayLanguage): Markup {
  return renderIn(lang, () => messagePage(say.missingTitle, say.missing, lang));
}

/** The page for a session already paid, failed or cancelled, in `lang`. */
export function closedPage(lang: GatewayLanguage): Markup {
  return renderIn(lang, () => messagePage(say.closedTitle, say.closed, lang));
}

/**
 * The outcome posted to the merchant's URL, as SSLCommerz does it: a form the browser submits at
 * once (a redirect cannot carry a POST body), with a button for a browser without JavaScript.
 */
export function postBackPage(target: string, fields: Readonly<Record<string, string>>, lang: GatewayLanguage = 'en'): Markup {
  // A list of markup is put in as it is, one after another.
  const inputs = Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return renderIn(lang, () => frame(
    say.returning,
    html`<h1>${say.returning}</h1>
<form method="post" action="${target}" id="back">${inputs}<button type="submit">${say.continue}</button></form>
<script>document.getElementById('back').submit();</script>`,
    lang,
  ));
}
