// @ts-check
import { api, trouble } from './api-call.js';
import { saved } from './builds.js';
import { announce, make } from './dom.js';
import { field, showErrors, valueOf } from './fields.js';
import { say } from './words.js';

/* One sku's form: its prices and stock, saved with only the values that changed. */

const SKU_FIELDS = ['price', 'salePrice', 'regularPrice', 'stock'];

/** A number field's value for the API: empty → null where allowed, a number when it reads as one, else the text (the API says why not). @param {string} text */
function amount(text) {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** @param {number | null} value */
const shown = (value) => (value === null ? '' : String(value));

/** The form of `sku` (as the editor API answers it); a save replaces it with the saved sku's. @param {any} sku @returns {HTMLFormElement} */
export function skuForm(sku) {
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
