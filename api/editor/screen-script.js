// @ts-check
/*
 * The editor screen's script (api/editor/screen.ts): plain DOM, no framework. Signs in with the
 * editor key (kept in sessionStorage, sent as Bearer), finds a product, saves its names, description
 * and each sku's prices and stock, shows field errors from a 422 under their fields, and follows the
 * build the save asked for. Every value from the API is written as text, never as HTML.
 */

const KEY_STORE = 'editor-key';
/** Build polling: quickly while a save's rebuild is under way, slowly otherwise. */
const FAST_POLL_MS = 2000;
const SLOW_POLL_MS = 20000;
/** After a save, follow quickly for this long even if the hook has not started yet (its debounce). */
const FOLLOW_MS = 120000;

/** @type {Record<string, string>} */
const WORDS = JSON.parse(byId('editor-words').textContent || '{}');

/** @param {string} id */
function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element;
}

/** A word of the screen with its `{name}` blanks filled. @param {string} key @param {Record<string, string | number>} [values] */
function say(key, values = {}) {
  return (WORDS[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** @param {string} text */
function announce(text) {
  byId('status').textContent = text;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Record<string, string>} [attributes] @param {(Node | string)[]} [children]
 */
function make(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** @typedef {{ status: number, body: any, headers: Headers }} Answer */

/** A call to the editor API with the key; a network failure is status 0. @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<Answer>} */
async function api(method, path, body) {
  const key = sessionStorage.getItem(KEY_STORE) ?? '';
  try {
    const response = await fetch(`/api/editor${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}

/** What went wrong with a call, in words; signs out on a 401 (the key is no longer right). @param {Answer} answer */
function trouble(answer) {
  if (answer.status === 0) return say('network');
  if (answer.status === 401) {
    signOut();
    return say('wrongKey');
  }
  if (answer.status === 429) return say('tooMany', { minutes: Math.ceil(Number(answer.headers.get('Retry-After') ?? 60) / 60) });
  return say('failed', { status: answer.status, message: answer.body?.message ?? '' });
}

// ——— Sign in and out ———

/** @param {boolean} signedIn */
function showWork(signedIn) {
  byId('sign-in').hidden = signedIn;
  byId('work').hidden = !signedIn;
}

function signOut() {
  sessionStorage.removeItem(KEY_STORE);
  showWork(false);
  stopPolling();
}

byId('sign-in-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ (byId('editor-key'));
  const error = byId('editor-key-error');
  const key = input.value.trim();
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (!key) {
    error.textContent = say('wrongKey');
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  announce(say('signingIn'));
  sessionStorage.setItem(KEY_STORE, key);
  const answer = await api('GET', '/changes');
  if (answer.status !== 200) {
    const message = trouble(answer);
    sessionStorage.removeItem(KEY_STORE);
    error.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    announce(message);
    input.focus();
    return;
  }
  input.value = '';
  enter();
  announce(say('signedIn'));
});

byId('sign-out').addEventListener('click', () => {
  signOut();
  announce(say('signedOut'));
  byId('editor-key').focus();
});

/** Shows the signed-in screen and loads what it shows. */
function enter() {
  showWork(true);
  paintChanges();
  void pollBuilds();
  byId('find-query').focus();
}

// ——— Finding a product ———

byId('find-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const query = /** @type {HTMLInputElement} */ (byId('find-query')).value.trim();
  announce(say('finding'));
  const answer = await api('GET', `/products?query=${encodeURIComponent(query)}`);
  if (answer.status !== 200) return announce(trouble(answer));
  const list = /** @type {any[]} */ (answer.body.list);
  const found = byId('found');
  found.replaceChildren(
    ...list.map((product) => {
      const button = make('button', { type: 'button', class: 'link' }, [`${product.name} (#${product.id})`]);
      button.addEventListener('click', () => showProduct(product));
      return make('li', {}, [button]);
    }),
  );
  announce(list.length ? say('found', { count: list.length }) : say('foundNone'));
});

// ——— Editing a product ———

/**
 * A labelled field with its error line. @param {string} id @param {string} label @param {string} value
 * @param {{ multiline?: boolean, lang?: string, inputmode?: string, hint?: string }} [options]
 */
function field(id, label, value, options = {}) {
  const control = options.multiline ? make('textarea', { id, name: id }) : make('input', { id, name: id, type: 'text', autocomplete: 'off' });
  control.value = value;
  if (options.lang) control.setAttribute('lang', options.lang);
  if (options.inputmode) control.setAttribute('inputmode', options.inputmode);
  const described = [`${id}-error`];
  /** @type {HTMLElement[]} */
  const parts = [make('label', { for: id }, [label]), control];
  if (options.hint) {
    parts.push(make('p', { id: `${id}-hint`, class: 'hint' }, [options.hint]));
    described.unshift(`${id}-hint`);
  }
  parts.push(make('p', { id: `${id}-error`, class: 'error' }));
  control.setAttribute('aria-describedby', described.join(' '));
  return parts;
}

/** @param {string} id */
const valueOf = (id) => /** @type {HTMLInputElement} */ (byId(id)).value;

/**
 * Writes a 422's field errors under their fields (`{prefix}-{field}`), clears the others, and
 * focuses the first field in error. Errors of no listed field go to the status line.
 * @param {string} prefix @param {string[]} fields @param {Record<string, string[]>} errors
 */
function showErrors(prefix, fields, errors) {
  let first = null;
  for (const name of fields) {
    const control = byId(`${prefix}-${name}`);
    const messages = errors[name] ?? [];
    byId(`${prefix}-${name}-error`).textContent = messages.join(' ');
    if (messages.length) {
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    } else control.removeAttribute('aria-invalid');
  }
  const other = Object.entries(errors).filter(([name]) => !fields.includes(name)).flatMap(([, messages]) => messages);
  announce([say('fixErrors'), ...other].join(' '));
  first?.focus();
}

/** After a save: say whether a rebuild was asked for, then follow it. @param {Answer} answer */
function saved(answer) {
  const requested = answer.headers.get('X-Rebuild') === 'requested';
  announce(say(requested ? 'savedRequested' : 'savedNoHook'));
  if (requested) {
    byId('build-state').textContent = say('buildRequested');
    followUntil = Date.now() + FOLLOW_MS;
  }
  paintChanges();
  void pollBuilds();
}

const PRODUCT_FIELDS = ['name', 'nameBn', 'description'];
const SKU_FIELDS = ['price', 'salePrice', 'regularPrice', 'stock'];

/** @param {any} product */
function showProduct(product) {
  byId('product').hidden = false;
  byId('product-heading').textContent = say('productHeading', { id: product.id }) + `: ${product.name}`;
  byId('product-updated').textContent = say('updatedAt', { at: new Date(product.updatedAt).toLocaleString() });
  const form = byId('product-form');
  const save = make('button', { type: 'submit' }, [say('saveProduct')]);
  form.replaceChildren(
    ...field('product-name', say('nameLabel'), product.name),
    ...field('product-nameBn', say('nameBnLabel'), product.nameBn, { lang: 'bn' }),
    ...field('product-description', say('descriptionLabel'), product.description, { multiline: true }),
    save,
  );
  form.onsubmit = async (event) => {
    event.preventDefault();
    announce(say('saving'));
    const body = Object.fromEntries(PRODUCT_FIELDS.map((name) => [name, valueOf(`product-${name}`)]));
    const answer = await api('PATCH', `/products/${product.id}`, body);
    if (answer.status === 422) return showErrors('product', PRODUCT_FIELDS, answer.body.errors ?? {});
    if (answer.status !== 200) return announce(trouble(answer));
    showErrors('product', PRODUCT_FIELDS, {});
    showProduct(answer.body);
    saved(answer);
  };
  byId('skus').replaceChildren(...product.skus.map((/** @type {any} */ sku) => skuForm(sku)));
  byId('product-heading').setAttribute('tabindex', '-1');
  byId('product-heading').focus();
}

/** A number field's value for the API: empty → null where allowed, a number when it reads as one, else the text (the API says why not). @param {string} text */
function amount(text) {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** @param {number | null} value */
const shown = (value) => (value === null ? '' : String(value));

/** @param {any} sku */
function skuForm(sku) {
  const prefix = `sku-${sku.id}`;
  const legend = make('legend', {}, [say('skuLegend', { code: sku.code }) + (sku.options ? ` (${sku.options})` : '')]);
  const form = make('form', { novalidate: '' }, [
    make('fieldset', {}, [
      legend,
      ...field(`${prefix}-price`, say('priceLabel'), shown(sku.price), { inputmode: 'decimal' }),
      ...field(`${prefix}-salePrice`, say('salePriceLabel'), shown(sku.salePrice), { inputmode: 'decimal' }),
      ...field(`${prefix}-regularPrice`, say('regularPriceLabel'), shown(sku.regularPrice), { inputmode: 'decimal' }),
      ...field(`${prefix}-stock`, say('stockLabel'), String(sku.stock), { inputmode: 'numeric', hint: say('held', { held: sku.held }) }),
      make('button', { type: 'submit' }, [say('saveSku', { code: sku.code })]),
    ]),
  ]);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    /** @type {Record<string, unknown>} */
    const body = {};
    const price = amount(valueOf(`${prefix}-price`));
    if (price !== sku.price) body['price'] = price;
    const sale = amount(valueOf(`${prefix}-salePrice`));
    if (sale !== sku.salePrice) body['salePrice'] = sale;
    const regular = amount(valueOf(`${prefix}-regularPrice`));
    if (regular !== sku.regularPrice) body['regularPrice'] = regular;
    const stock = amount(valueOf(`${prefix}-stock`));
    // The stock seen goes with a new stock, so an order placed meanwhile is not silently undone.
    if (stock !== sku.stock) Object.assign(body, { stock, expectedStock: sku.stock });
    if (Object.keys(body).length === 0) return announce(say('nothingToChange'));
    announce(say('saving'));
    const answer = await api('PATCH', `/skus/${sku.id}`, body);
    if (answer.status === 422) return showErrors(prefix, SKU_FIELDS, answer.body.errors ?? {});
    if (answer.status !== 200) return announce(trouble(answer));
    showErrors(prefix, SKU_FIELDS, {});
    const fresh = skuForm(answer.body);
    form.replaceWith(fresh);
    // The form is new: focus goes where it was, on its save button, not back to the page's top.
    fresh.querySelector('button')?.focus();
    saved(answer);
  });
  return form;
}

// ——— The build and the changes ———

let followUntil = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let pollTimer;
/** Builds seen finished, newest first, by id. @type {Map<string, any>} */
const builds = new Map();

function stopPolling() {
  clearTimeout(pollTimer);
  pollTimer = undefined;
}

async function pollBuilds() {
  stopPolling();
  if (!sessionStorage.getItem(KEY_STORE)) return;
  const answer = await api('GET', '/builds');
  if (answer.status === 401) return announce(trouble(answer));
  const status = answer.status === 200 ? answer.body : { state: 'unknown' };
  const busy = status.state === 'queued' || status.state === 'building';
  // While a requested rebuild has not started yet (the hook waits a few seconds), keep "requested".
  const waiting = Date.now() < followUntil && !busy && status.state !== 'unknown' && !isNew(status.last);
  if (!waiting) byId('build-state').textContent = say(`build_${status.state}`);
  if (status.last?.id) remember(status.last);
  if (!busy && isNew(status.last)) followUntil = 0;
  pollTimer = setTimeout(pollBuilds, busy || Date.now() < followUntil ? FAST_POLL_MS : SLOW_POLL_MS);
}

/** Whether `run` finished after the last save asked for a rebuild. @param {any} run */
function isNew(run) {
  return Boolean(run?.finishedAt) && Date.parse(run.finishedAt) > followUntil - FOLLOW_MS;
}

/** @param {any} run */
function remember(run) {
  builds.delete(run.id);
  builds.set(run.id, run);
  const list = [...builds.values()].reverse().slice(0, 5);
  byId('builds').replaceChildren(
    ...list.map((one) =>
      make('li', {}, [
        one.error
          ? say('lastBuildFailed', { id: one.id, at: when(one.finishedAt), error: one.error })
          : say('lastBuild', { id: one.id, at: when(one.finishedAt), pages: one.pages ?? '?', seconds: one.durationMs == null ? '?' : (one.durationMs / 1000).toFixed(1) }),
      ]),
    ),
  );
}

/** @param {string | null | undefined} instant */
const when = (instant) => (instant ? new Date(instant).toLocaleString() : '?');

async function paintChanges() {
  const answer = await api('GET', '/changes');
  if (answer.status !== 200) return;
  const list = /** @type {any[]} */ (answer.body.list);
  byId('changes').replaceChildren(
    ...(list.length
      ? list.map((change) => {
          const fields = Object.keys(change.after)
            .map((name) => `${name} ${short(change.before[name])} → ${short(change.after[name])}`)
            .join('; ');
          return make('li', {}, [say('change', { at: when(change.at), who: change.who, client: change.client, resource: change.resource, id: change.resourceId, fields })]);
        })
      : [make('li', {}, [say('noChanges')])]),
  );
}

/** A value of the audit, cut short for the list. @param {unknown} value */
function short(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

byId('builds').replaceChildren(make('li', {}, [say('noBuilds')]));
if (sessionStorage.getItem(KEY_STORE)) enter();
