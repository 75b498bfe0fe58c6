// @ts-check
import { api, trouble } from './api-call.js';
import { paintChanges } from './changes.js';
import { announce, byId, make, movableItem } from './dom.js';
import { field, showErrors, valueOf } from './fields.js';
import { fulfilDetails } from './fulfil-row.js';
import { paintRefunds } from './refunds.js';
import { say } from './words.js';

/*
 * The merchant's moves of one order to fulfil (issue 26 §4): a button for each move its status
 * allows, as the API lists them in `order.moves` (api/fulfilment/merchant-moves.ts, from the one
 * state machine, src/lib/order-machine.ts), so the screen keeps no copy of the rules. Confirm, Pack
 * and Mark delivered move at once; Ship asks for the courier and tracking number, Cancel for a
 * reason. Every move carries the status the merchant saw, so a stale screen is refused (409) rather
 * than moving an order that changed meanwhile, and the row is drawn again as the order is now.
 */

/** The fields of each move's form, as the API names them (its 422 errors are keyed by these). @type {Record<string, string[]>} */
const FIELDS = { ship: ['courier', 'trackingNumber'], cancel: ['reason'] };

/** The row of `order` in the list: its facts, what the last move did (`result`), and its moves. @param {any} order @param {string} [result] */
export function fulfilItem(order, result) {
  return movableItem(`fulfil-${order.id}`, fulfilDetails(order), order.moves, result, (move, holder) => moveButton(order, move, holder));
}

/** The button of `move`: sends it, or opens its form first. @param {any} order @param {string} move @param {HTMLElement} holder */
function moveButton(order, move, holder) {
  const asks = move in FIELDS;
  const button = make('button', { type: 'button', class: move === 'cancel' ? 'danger' : '', ...(asks ? { 'aria-controls': holder.id } : {}) }, [say(`fulfilMove_${move}`)]);
  button.addEventListener('click', () => (asks ? openForm(order, move, holder, button) : void send(order, move, {}, button)));
  return button;
}

/** Opens the form of `move` (ship or cancel) under the buttons, its first field focused. @param {any} order @param {string} move @param {HTMLElement} holder @param {HTMLButtonElement} opener */
function openForm(order, move, holder, opener) {
  const prefix = `fulfil-${order.id}`;
  const ship = move === 'ship';
  const names = FIELDS[move] ?? [];
  const fields = ship
    ? [
        ...field(`${prefix}-courier`, say('courierLabel'), '', { hint: say('courierHint'), required: true }),
        ...field(`${prefix}-trackingNumber`, say('trackingLabel'), '', { hint: say('trackingHint'), required: true }),
      ]
    : field(`${prefix}-reason`, say('reasonLabel'), '', { hint: say('reasonHint'), required: true });
  const yes = make('button', { type: 'submit', class: ship ? '' : 'danger' }, [say(ship ? 'fulfilShipYes' : 'fulfilCancelYes')]);
  const no = make('button', { type: 'button', class: 'secondary' }, [say('fulfilNotNow')]);
  const form = make('form', { novalidate: '' }, [
    make('p', { id: `${prefix}-question`, class: 'question' }, [say(ship ? 'fulfilShipQuestion' : 'fulfilCancelQuestion', { invoice: order.invoiceId })]),
    ...fields,
    yes,
    no,
  ]);
  const close = () => {
    holder.hidden = true;
    holder.replaceChildren();
    opener.focus();
  };
  no.addEventListener('click', close);
  form.addEventListener('keydown', (event) => void (event.key === 'Escape' && close()));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = Object.fromEntries(names.map((name) => [name, valueOf(`${prefix}-${name}`)]));
    void send(order, move, typed, yes);
  });
  holder.replaceChildren(form);
  holder.hidden = false;
  byId(`${prefix}-${names[0]}`).focus();
}

/**
 * Sends `move` of `order` with what its form says (`typed`) and the status the merchant saw; then
 * draws the row as the order is now, or shows the API's field errors (422) under their fields.
 * @param {any} order @param {string} move @param {Record<string, string>} typed @param {HTMLButtonElement} button
 */
async function send(order, move, typed, button) {
  announce(say('fulfilMoving'));
  button.disabled = true;
  const answer = await api('POST', `/orders/${order.id}/moves`, { move, ...typed, expectedStatus: order.status });
  button.disabled = false;
  if (answer.status === 422) return showErrors(`fulfil-${order.id}`, FIELDS[move] ?? [], answer.body?.errors ?? {}, 'fulfilFixErrors');
  if (answer.status === 200) {
    if (answer.body.refund) void paintRefunds({ quiet: true });
    return redraw(order.id, answer.body.order, movedWords(answer.body));
  }
  // Refused (changed meanwhile, not allowed, gone): the API's words, and the order as it is now.
  if ((answer.status === 409 || answer.status === 404) && answer.body?.code) return redraw(order.id, answer.body.order, say('fulfilRefused', { message: answer.body.message ?? '' }));
  announce(trouble(answer));
}

/** What a move did, in words. @param {{ move: string, order: any, refund: any }} done */
function movedWords({ move, order, refund }) {
  const words = [say(`fulfilMoved_${move}`, { invoice: order.invoiceId, courier: order.shipment?.courier ?? '', tracking: order.shipment?.trackingNumber ?? '' })];
  if (refund) words.push(say(`fulfilRefund_${refund.channel}`, { amount: refund.amount }));
  return words.join(' ');
}

/**
 * Draws row `id` again from `order` (or, for an order gone, just `result`), says `result` on the
 * status line and in the row, and focuses it there.
 * @param {number} id @param {any} order @param {string} result
 */
function redraw(id, order, result) {
  const item = order ? fulfilItem(order, result) : make('li', { id: `fulfil-${id}` }, [make('p', { class: 'result', tabindex: '-1' }, [result])]);
  byId(`fulfil-${id}`).replaceWith(item);
  announce(result);
  /** @type {HTMLElement | null} */ (item.querySelector('.result'))?.focus();
  paintChanges();
}
