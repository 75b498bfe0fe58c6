// @ts-check
import { api, trouble } from './api-call.js';
import { announce, byId, make } from './dom.js';
import { field, showErrors, valueOf } from './fields.js';
import { say, when } from './words.js';

/*
 * Refunds (issue 22 §3): card payments the shop took but could not apply (an order paid twice, a
 * payment after the order was cancelled or expired), each with its state, and Try again for one
 * the gateway refused or never answered. A refund the gateway cannot send (cash on delivery, a
 * pay-later transfer: issue 26) is owed by hand: the merchant sends it and records its reference.
 */

/** Lists the refunds, the open ones first; `quiet` when signing in. @param {{ quiet?: boolean }} [options] */
export async function paintRefunds({ quiet = false } = {}) {
  if (!quiet) announce(say('refundsLoading'));
  const answer = await api('GET', '/refunds?size=50');
  if (answer.status !== 200) return quiet ? undefined : announce(trouble(answer));
  const list = /** @type {any[]} */ (answer.body.list);
  byId('refunds').replaceChildren(...(list.length ? list.map(refundItem) : [make('li', {}, [say('refundsNone')])]));
  if (!quiet) announce(list.length ? say('refundsLoaded', { count: answer.body.total }) : say('refundsNone'));
}

/** Makes the refresh button list the refunds again. */
export function wireRefunds() {
  byId('refunds-refresh').addEventListener('click', () => void paintRefunds());
}

/** One refund: its order, amount, the gateway's ids, its state, and Try again while it may be. @param {any} refund */
function refundItem(refund) {
  const id = `refund-${refund.id}`;
  /** @type {HTMLElement[]} */
  const parts = [
    make('h3', { id: `${id}-heading` }, [say('refundTitle', { invoice: refund.invoiceId, amount: refund.amount })]),
    make('p', {}, [say(`refundReason_${refund.reason}`)]),
    make('p', {}, [say('refundIds', { tran: refund.tranId, bank: refund.bankTranId ?? '—' })]),
    make('p', { class: `refund-state refund-state--${refund.state}` }, [say(`refundState_${refund.state}`, { at: when(refund.dateUpdated) })]),
  ];
  if (refund.error) parts.push(make('p', { class: 'hint' }, [say('refundError', { error: refund.error })]));
  if (refund.state === 'by_hand') parts.push(sentForm(refund));
  if (refund.state === 'failed' || refund.state === 'due') {
    const button = make('button', { type: 'button' }, [say('refundRetry', { invoice: refund.invoiceId })]);
    button.addEventListener('click', () => void retry(refund, button));
    parts.push(make('p', { class: 'actions' }, [button]));
  }
  return make('li', { id }, [make('article', { 'aria-labelledby': `${id}-heading` }, parts)]);
}

/** The form recording a refund sent by hand: the reference of the money sent. @param {any} refund */
function sentForm(refund) {
  const prefix = `refund-${refund.id}-sent`;
  const form = make('form', { novalidate: '', 'aria-label': say('refundSentForm', { invoice: refund.invoiceId }) }, [
    ...field(`${prefix}-reference`, say('refundSentReference'), '', { required: true, hint: say('refundSentHint') }),
    make('p', { class: 'actions' }, [make('button', { type: 'submit' }, [say('refundSent', { invoice: refund.invoiceId })])]),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void recordSent(refund, prefix);
  });
  return form;
}

/** Records the refund as sent, then lists the refunds as they are. @param {any} refund @param {string} prefix */
async function recordSent(refund, prefix) {
  const answer = await api('POST', `/refunds/${refund.id}/sent`, { reference: valueOf(`${prefix}-reference`) });
  if (answer.status === 422) return showErrors(prefix, ['reference'], answer.body.errors ?? {}, 'refundNotRecorded');
  await paintRefunds({ quiet: true });
  announce(answer.status === 200 ? say('refundSentDone', { invoice: refund.invoiceId }) : trouble(answer));
}

/** Asks the gateway again, then lists the refunds as they are. @param {any} refund @param {HTMLButtonElement} button */
async function retry(refund, button) {
  button.disabled = true;
  announce(say('refundRetrying'));
  const answer = await api('POST', `/refunds/${refund.id}/retry`);
  await paintRefunds({ quiet: true });
  announce(answer.status === 200 ? say(`refundState_${answer.body.state}`, { at: when(answer.body.dateUpdated) }) : trouble(answer));
}
