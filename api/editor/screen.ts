import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { ApiDeps } from '../deps.ts';
import { RETURN_STATES } from '../../src/lib/contract/index.ts';
import { WORK_STATES } from '../fulfilment/merchant-moves.ts';
import { screenModules, version } from './screen-modules.ts';
import { EDITOR_WORDS as W } from './words.ts';

/*
 * The editor screen (issue 14 §6), `GET /editor` on the API: one server-rendered page and a small
 * plain script from this origin (ES modules in ./screen/, no build step, no framework, nothing
 * third-party; screen-modules.ts names them by content). The editor key is typed here,
 * kept in sessionStorage and sent as `Authorization: Bearer`; the page itself holds no secret.
 */

const styles = readFileSync(new URL('./screen.css', import.meta.url), 'utf8');
// Named by content, so a changed file is a new address and may be cached for good.
const STYLE_PATH = `/editor/screen-${version(styles)}.css`;
// The script's modules likewise, each import pointing at its module's content-named address.
const MODULES = screenModules('/editor/screen');
const SCRIPT_PATH = MODULES.get('main')!.path;

/**
 * Nothing runs but the screen's own script, nothing is fetched but from this origin, no page may
 * frame it (a framed screen could be clicked through by another site), forms post nowhere else.
 */
export const EDITOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  // `data:` for the empty icon only: without one, the browser asks the API for /favicon.ico (a 404).
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// A word of the page. hono/html's `html` escapes each one as it goes in; `raw` marks the one part that must not be.
const w = (key: keyof typeof W) => W[key];

/** The page: every part there from the start, the signed-in parts hidden until the key is checked. */
function page(): ReturnType<typeof html> {
  // A script's text is not HTML (an entity there stays an entity): put in raw, `<` escaped, so no word can end the data block early.
  const words = raw(JSON.stringify(W).replace(/</g, '\\u003c'));
  // Every module asked for at once, not one import level after another.
  const preloads = [...MODULES.values()]
    .filter((module) => module.path !== SCRIPT_PATH)
    .map((module, index) => html`${index > 0 ? '\n' : ''}<link rel="modulepreload" href="${module.path}">`);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w('title')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLE_PATH}">
<script type="application/json" id="editor-words">${words}</script>
<script type="module" src="${SCRIPT_PATH}"></script>
${preloads}
</head>
<body>
<header><h1>${w('title')}</h1><p>${w('intro')}</p></header>
<main>
<p id="status" role="status" aria-live="polite"></p>
<section id="sign-in" aria-labelledby="sign-in-heading">
  <h2 id="sign-in-heading">${w('signInHeading')}</h2>
  <form id="sign-in-form" novalidate>
    <label for="editor-key">${w('keyLabel')}</label>
    <input id="editor-key" name="key" type="password" autocomplete="off" required aria-describedby="editor-key-hint editor-key-error">
    <p id="editor-key-hint" class="hint">${w('keyHint')}</p>
    <p id="editor-key-error" class="error"></p>
    <button type="submit">${w('signIn')}</button>
  </form>
</section>
<div id="work" hidden>
  <p><button type="button" id="sign-out">${w('signOut')}</button></p>
  <section aria-labelledby="find-heading">
    <h2 id="find-heading">${w('findHeading')}</h2>
    <form id="find-form" role="search" aria-labelledby="find-heading">
      <label for="find-query">${w('findLabel')}</label>
      <input id="find-query" name="query" type="search" autocomplete="off">
      <button type="submit">${w('find')}</button>
    </form>
    <ul id="found" class="found"></ul>
  </section>
  <section id="product" aria-labelledby="product-heading" hidden>
    <h2 id="product-heading"></h2>
    <p id="product-updated" class="hint"></p>
    <form id="product-form" novalidate></form>
    <h3>${w('skusHeading')}</h3>
    <div id="skus"></div>
  </section>
  <section id="orders-section" aria-labelledby="orders-heading">
    <h2 id="orders-heading">${w('ordersHeading')}</h2>
    <p class="hint">${w('ordersIntro')}</p>
    <form id="orders-form">
      <label for="orders-filter">${w('ordersFilterLabel')}</label>
      <select id="orders-filter" name="paymentState">
        <option value="">${w('ordersFilter_all')}</option>
        <option value="receipt_received">${w('ordersFilter_receipt_received')}</option>
        <option value="awaiting_payment">${w('ordersFilter_awaiting_payment')}</option>
      </select>
      <button type="submit">${w('ordersShow')}</button>
    </form>
    <ul id="orders" class="orders"></ul>
  </section>
  <section id="fulfil-section" aria-labelledby="fulfil-heading">
    <h2 id="fulfil-heading">${w('fulfilHeading')}</h2>
    <p class="hint">${w('fulfilIntro')}</p>
    <form id="fulfil-form">
      <label for="fulfil-state">${w('fulfilStateLabel')}</label>
      <select id="fulfil-state" name="state">
        <option value="">${w('fulfilState_all')}</option>
        ${WORK_STATES.map((state) => html`<option value="${state}">${w(`fulfilStatus_${state}`)}</option>`)}
      </select>
      <p class="check"><input id="fulfil-overdue" name="overdue" type="checkbox"><label for="fulfil-overdue">${w('fulfilOverdueLabel')}</label></p>
      <button type="submit">${w('fulfilList')}</button>
    </form>
    <ul id="fulfil" class="orders"></ul>
  </section>
  <section id="returns-section" aria-labelledby="returns-heading">
    <h2 id="returns-heading">${w('returnsHeading')}</h2>
    <p class="hint">${w('returnsIntro')}</p>
    <form id="returns-form">
      <label for="returns-state">${w('returnsStateLabel')}</label>
      <select id="returns-state" name="state">
        <option value="">${w('returnsState_all')}</option>
        ${RETURN_STATES.map((state) => html`<option value="${state}">${w(`returnState_${state}`)}</option>`)}
      </select>
      <button type="submit">${w('returnsList')}</button>
    </form>
    <ul id="returns" class="orders"></ul>
  </section>
  <section id="refunds-section" aria-labelledby="refunds-heading">
    <h2 id="refunds-heading">${w('refundsHeading')}</h2>
    <p class="hint">${w('refundsIntro')}</p>
    <p><button type="button" id="refunds-refresh">${w('refundsRefresh')}</button></p>
    <ul id="refunds" class="orders"></ul>
  </section>
  <section aria-labelledby="builds-heading">
    <h2 id="builds-heading">${w('buildsHeading')}</h2>
    <p id="build-state"></p>
    <h3>${w('lastBuildsHeading')}</h3>
    <ul id="builds"></ul>
  </section>
  <section aria-labelledby="changes-heading">
    <h2 id="changes-heading">${w('changesHeading')}</h2>
    <ul id="changes"></ul>
  </section>
</div>
</main>
</body>
</html>
`;
}

/** Headers of everything the screen serves: its CSP, and never framed, sniffed or sent on as a referrer. */
const SCREEN_HEADERS = {
  'Content-Security-Policy': EDITOR_CSP,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The editor screen's routes, mounted at `/editor`: the page, its script's modules and its styles.
 * Each asset is one exact path served from memory; any other path is the API's 404.
 */
export function editorScreenRoutes(_deps: ApiDeps): Hono {
  const markup = page();
  const asset = (body: string, type: string) => () =>
    new Response(body, { headers: { ...SCREEN_HEADERS, 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });
  const routes = new Hono()
    .get('/', (c) => c.html(markup, 200, { ...SCREEN_HEADERS, 'Cache-Control': 'no-cache' }))
    .get(STYLE_PATH.slice('/editor'.length), asset(styles, 'text/css; charset=utf-8'));
  for (const module of MODULES.values()) routes.get(module.path.slice('/editor'.length), asset(module.body, 'text/javascript; charset=utf-8'));
  return routes;
}
