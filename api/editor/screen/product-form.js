// @ts-check
import { api, trouble } from './api-call.js';
import { saved } from './builds.js';
import { announce, byId, make } from './dom.js';
import { field, showErrors, valueOf } from './fields.js';
import { skuForm } from './sku-form.js';
import { say } from './words.js';

/* One product opened for editing: its names and descriptions (English, Bangla) in one form, then a form per sku. */

const PRODUCT_FIELDS = ['name', 'nameBn', 'description', 'descriptionBn'];

/** Opens `product` (as the editor API answers it) for editing and moves the focus to its heading. @param {any} product */
export function showProduct(product) {
  byId('product').hidden = false;
  byId('product-heading').textContent = say('productHeading', { id: product.id }) + `: ${product.name}`;
  byId('product-updated').textContent = say('updatedAt', { at: new Date(product.updatedAt).toLocaleString() });
  const form = byId('product-form');
  const save = make('button', { type: 'submit' }, [say('saveProduct')]);
  form.replaceChildren(
    ...field('product-name', say('nameLabel'), product.name),
    ...field('product-nameBn', say('nameBnLabel'), product.nameBn, { lang: 'bn' }),
    ...field('product-description', say('descriptionLabel'), product.description, { multiline: true }),
    // Left empty, the shop shows the English description (saving it empty clears the Bangla).
    ...field('product-descriptionBn', say('descriptionBnLabel'), product.descriptionBn ?? '', { multiline: true, lang: 'bn' }),
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
