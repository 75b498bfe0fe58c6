// @ts-check
import { api } from './api-call.js';
import { byId, make } from './dom.js';
import { say, when } from './words.js';

/* The recent changes: the newest rows of the editor API's audit, each field's before → after. */

/** Lists the recent changes again (after sign-in, a save or a decision); a failed call leaves the list as it was. */
export async function paintChanges() {
  const answer = await api('GET', '/changes');
  if (answer.status !== 200) return;
  const list = /** @type {any[]} */ (answer.body.list);
  byId('changes').replaceChildren(
    ...(list.length
      ? list.map((change) => {
          const fields = Object.keys(change.after)
            .map((name) => `${name} ${short(change.before[name])} → ${short(change.after[name])}`)
            .join('; ');
          return make('li', {}, [say('change', { at: when(change.at), who: change.who, client: change.client, resource: resourceName(change.resource), id: change.resourceId, fields })]);
        })
      : [make('li', {}, [say('noChanges')])]),
  );
}

/** What an audit row changed (a product, a return…) in the screen's words; a type without a word yet as the API names it. @param {string} resource */
function resourceName(resource) {
  const key = `changeResource_${resource}`;
  const name = say(key);
  return name === key ? resource : name;
}

/** A value of the audit, cut short for the list. @param {unknown} value */
function short(value) {
  // A field only one side has (an order decision's `decision` and `note`) shows as a dash on the other.
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
