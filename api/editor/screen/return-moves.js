// @ts-check
import { api, trouble } from './api-call.js';
import { paintChanges } from './changes.js';
import { announce, byId, make, movableItem } from './dom.js';
import { field, showErrors, valueOf } from './fields.js';
import { paintRefunds } from './refunds.js';
import { returnDetails } from './return-row.js';
import { say } from './words.js';

/*
 * The merchant's moves of one return (issue 26 §5): a button for each move the API lists in
 * `moves` (api/returns/merchant-view.ts), so the screen keeps no copy of the rules. Accept asks for
 * an optional note, Refuse for a required one (the shopper is told why); Mark received moves at
 * once and shows the refund it recorded. Every move carries the state the merchant saw, so a stale
 * screen is refused (409 `state_changed`) rather than deciding a return that changed meanwhile,
 * and the row is drawn again from the return the refusal carries.
 */

/** The moves that ask for a note first (a decision), the others sent at once. */
const DECISIONS = ['accept', 'refuse'];

/** The row of `saleReturn` in the list: its facts, what the last move did (`result`), and its moves. @param {any} saleReturn @param {string} [result] */
export function returnItem(saleReturn, result) {
  return movableItem(`return-${saleReturn.id}`, returnDetails(saleReturn), saleReturn.moves, result, (move, holder) => moveButton(saleReturn, move, holder));
}

/** The button of `move`: Accept and Refuse open their form, Mark received sends at once. @param {any} saleReturn @param {string} move @param {HTMLElement} holder */
function moveButton(saleReturn, move, holder) {
  const asks = DECISIONS.includes(move);
  const button = make('button', { type: 'button', class: move === 'refuse' ? 'danger' : '', ...(asks ? { 'aria-controls': holder.id } : {}) }, [say(`returnMove_${move}`)]);
  button.addEventListener('click', () => (asks ? openForm(saleReturn, move, holder, button) : void send(saleReturn, '/received', {}, button)));
  return button;
}

/** Opens the form of Accept or Refuse under the buttons, its note focused. @param {any} saleReturn @param {string} move @param {HTMLElement} holder @param {HTMLButtonElement} opener */
function openForm(saleReturn, move, holder, opener) {
  const prefix = `return-${saleReturn.id}`;
  const refuse = move === 'refuse';
  const words = { id: saleReturn.id, invoice: saleReturn.invoiceId };
  const yes = make('button', { type: 'submit', class: refuse ? 'danger' : '' }, [say(refuse ? 'returnRefuseYes' : 'returnAcceptYes')]);
  const no = make('button', { type: 'button', class: 'secondary' }, [say('returnNotNow')]);
  const form = make('form', { novalidate: '' }, [
    make('p', { id: `${prefix}-question`, class: 'question' }, [say(refuse ? 'returnRefuseQuestion' : 'returnAcceptQuestion', words)]),
    // Several lines allowed (the API keeps them): a textarea, so Enter is a new line and the buttons send.
    ...field(`${prefix}-note`, say('returnNoteLabel'), '', { multiline: true, hint: say(refuse ? 'returnRefuseNoteHint' : 'returnAcceptNoteHint'), required: refuse }),
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
    const note = valueOf(`${prefix}-note`);
    /** @type {Record<string, string>} */
    const body = { decision: refuse ? 'refused' : 'accepted' };
    // An empty note to refuse is sent as typed: the API's 422 says what is missing, under the field.
    if (refuse || note.trim()) body['note'] = note;
    void send(saleReturn, '/decision', body, yes);
  });
  holder.replaceChildren(form);
  holder.hidden = false;
  byId(`${prefix}-note`).focus();
}

/**
 * Sends a move (`/decision` or `/received`) of `saleReturn` with `body` and the state the merchant
 * saw; then draws the row as the return is now, or shows the API's field errors (422) under the note.
 * @param {any} saleReturn @param {string} path @param {Record<string, string>} body @param {HTMLButtonElement} button
 */
async function send(saleReturn, path, body, button) {
  announce(say('returnMoving'));
  button.disabled = true;
  const answer = await api('POST', `/returns/${saleReturn.id}${path}`, { ...body, expectedState: saleReturn.state });
  button.disabled = false;
  if (answer.status === 422) return showErrors(`return-${saleReturn.id}`, path === '/decision' ? ['note'] : [], answer.body?.errors ?? {}, 'returnFixErrors');
  if (answer.status === 200) {
    const now = answer.body.return;
    // A refund recorded on receipt is a row of Refunds too: list them again, as a cancel's refund is.
    if (now.refund?.id != null) void paintRefunds({ quiet: true });
    return redraw(saleReturn.id, now, movedWords(now));
  }
  // Refused (changed meanwhile, not allowed, gone): the API's words, and the return as it is now.
  if ((answer.status === 409 || answer.status === 404) && answer.body?.code) return redraw(saleReturn.id, answer.body.return, say('returnRefused', { message: answer.body.message ?? '' }));
  announce(trouble(answer));
}

/** What a move did, in words, with the refund a receipt recorded. @param {any} saleReturn */
function movedWords(saleReturn) {
  const words = [say(`returnMoved_${saleReturn.state}`, { id: saleReturn.id, invoice: saleReturn.invoiceId })];
  const refund = saleReturn.state === 'received' ? saleReturn.refund : null;
  if (refund) words.push(refund.amount > 0 ? say(`returnRefunded_${refund.channel}`, { amount: refund.amount }) : say('returnRefundNone'));
  return words.join(' ');
}

/**
 * Draws row `id` again from `saleReturn` (or, for a return gone, just `result`), says `result` on
 * the status line and in the row, and focuses it there.
 * @param {number} id @param {any} saleReturn @param {string} result
 */
function redraw(id, saleReturn, result) {
  const item = saleReturn ? returnItem(saleReturn, result) : make('li', { id: `return-${id}` }, [make('p', { class: 'result', tabindex: '-1' }, [result])]);
  byId(`return-${id}`).replaceWith(item);
  announce(result);
  /** @type {HTMLElement | null} */ (item.querySelector('.result'))?.focus();
  paintChanges();
}
