// @ts-check
import { api, trouble } from './api-call.js';
import { announce, byId, make } from './dom.js';
import { fulfilItem } from './fulfil-moves.js';
import { say } from './words.js';

/*
 * Orders to fulfil (issue 26 §4): the newest of the chosen status (all, or overdue only), each with
 * its moves (fulfil-moves.js). As the other lists of the screen, one page of the newest, with the
 * total said when there are more: the filters narrow it.
 */

const SIZE = 50;

/** Lists the orders to fulfil of the filter; `quiet` when signing in, so "Signed in." is what is heard. @param {{ quiet?: boolean }} [options] */
export async function paintFulfilment({ quiet = false } = {}) {
  const state = /** @type {HTMLSelectElement} */ (byId('fulfil-state')).value;
  const overdue = /** @type {HTMLInputElement} */ (byId('fulfil-overdue')).checked;
  if (!quiet) announce(say('fulfilLoading'));
  const query = new URLSearchParams({ size: String(SIZE), ...(state ? { state } : {}), ...(overdue ? { overdue: 'true' } : {}) });
  const answer = await api('GET', `/orders/fulfilment?${query}`);
  if (answer.status !== 200) return quiet ? undefined : announce(trouble(answer));
  const list = /** @type {any[]} */ (answer.body.list);
  const total = /** @type {number} */ (answer.body.total);
  byId('fulfil').replaceChildren(...(list.length ? list.map((order) => fulfilItem(order)) : [make('li', {}, [say('fulfilNone')])]));
  if (quiet) return;
  announce(list.length ? say(total > list.length ? 'fulfilLoadedSome' : 'fulfilLoaded', { total, count: list.length }) : say('fulfilNone'));
}

/** Makes the filter form list the orders to fulfil again. */
export function wireFulfilment() {
  byId('fulfil-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void paintFulfilment();
  });
}
