// @ts-check
import { api, trouble } from './api-call.js';
import { announce, byId, make } from './dom.js';
import { showProduct } from './product-form.js';
import { say } from './words.js';

/* Finding a product: the search form lists the products found, each a button that opens it. */

/** Makes the find form search the editor API and list what it finds. */
export function wireFind() {
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
}
