// @ts-check
import { api, trouble } from './api-call.js';
import { announce, byId, make } from './dom.js';
import { returnItem } from './return-moves.js';
import { say } from './words.js';

/*
 * Returns (issue 26 §5): the returns of the chosen state (all: the open ones first, to decide then
 * to receive), each with its moves (return-moves.js). As the other lists of the screen, one page,
 * with the total said when there are more: the filter narrows it.
 */

const SIZE = 50;

/** Lists the returns of the filter; `quiet` when signing in, so "Signed in." is what is heard. @param {{ quiet?: boolean }} [options] */
export async function paintReturns({ quiet = false } = {}) {
  const state = /** @type {HTMLSelectElement} */ (byId('returns-state')).value;
  if (!quiet) announce(say('returnsLoading'));
  const query = new URLSearchParams({ size: String(SIZE), ...(state ? { state } : {}) });
  const answer = await api('GET', `/returns?${query}`);
  if (answer.status !== 200) return quiet ? undefined : announce(trouble(answer));
  const list = /** @type {any[]} */ (answer.body.list);
  const total = /** @type {number} */ (answer.body.total);
  byId('returns').replaceChildren(...(list.length ? list.map((saleReturn) => returnItem(saleReturn)) : [make('li', {}, [say('returnsNone')])]));
  if (quiet) return;
  announce(list.length ? say(total > list.length ? 'returnsLoadedSome' : 'returnsLoaded', { total, count: list.length }) : say('returnsNone'));
}

/** Makes the filter form list the returns again. */
export function wireReturns() {
  byId('returns-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void paintReturns();
  });
}
