// @ts-check
import { api, trouble } from './api-call.js';
import { paintChanges } from './changes.js';
import { announce, byId, make } from './dom.js';
import { field, valueOf } from './fields.js';
import { say } from './words.js';

/*
 * The merchant's decision on a waiting order (issue 12: pay later): **Mark paid** or **Reject**,
 * each asking for a confirmation (with an optional note) before anything is sent.
 */

/** **Mark paid** or **Reject**: opens the confirmation for that decision. @param {any} order @param {'paid' | 'rejected'} decision @param {HTMLElement} confirmation */
export function decisionButton(order, decision, confirmation) {
  const button = make('button', { type: 'button', class: decision === 'rejected' ? 'danger' : '', 'aria-controls': confirmation.id }, [say(decision === 'paid' ? 'markPaid' : 'reject')]);
  button.addEventListener('click', () => openConfirmation(order, decision, confirmation, button));
  return button;
}

/** @param {any} order @param {'paid' | 'rejected'} decision @param {HTMLElement} confirmation @param {HTMLElement} opener */
function openConfirmation(order, decision, confirmation, opener) {
  const id = `order-${order.id}`;
  const yes = make('button', { type: 'submit', class: decision === 'rejected' ? 'danger' : '' }, [say(`confirmYes_${decision}`)]);
  const no = make('button', { type: 'button', class: 'secondary' }, [say('confirmNo')]);
  const form = make('form', { novalidate: '' }, [
    make('p', { id: `${id}-question`, class: 'question' }, [say(decision === 'paid' ? 'confirmPaid' : 'confirmRejected', { invoice: order.invoiceId })]),
    ...field(`${id}-note`, say('noteLabel'), ''),
    yes,
    no,
  ]);
  no.addEventListener('click', () => {
    confirmation.hidden = true;
    confirmation.replaceChildren();
    opener.focus();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const note = valueOf(`${id}-note`).trim();
    announce(say('deciding'));
    yes.setAttribute('disabled', '');
    // The state the merchant saw goes with the decision: a receipt that came meanwhile makes it a 409, not a blind reject.
    const answer = await api('POST', `/orders/${order.id}/payment`, { decision, expectedState: order.paymentState, ...(note ? { note } : {}) });
    yes.removeAttribute('disabled');
    if (answer.status === 422) {
      const errors = answer.body?.errors ?? {};
      byId(`${id}-note-error`).textContent = (errors.note ?? []).join(' ');
      if (errors.note) byId(`${id}-note`).setAttribute('aria-invalid', 'true');
      announce([say('fixErrors'), ...Object.entries(errors).filter(([name]) => name !== 'note').flatMap(([, messages]) => messages)].join(' '));
      return byId(`${id}-note`).focus();
    }
    if (answer.status === 200) return decided(order, say(`decided_${decision}`, { invoice: order.invoiceId }));
    if (answer.status === 409 || answer.status === 404) return decided(order, say('decisionRefused', { invoice: order.invoiceId, message: answer.body?.message ?? '' }));
    announce(trouble(answer));
  });
  confirmation.replaceChildren(form);
  confirmation.hidden = false;
  yes.focus();
}

/** The order is no longer the merchant's to decide: its item says what happened, in words, and keeps the focus. @param {any} order @param {string} result */
function decided(order, result) {
  const item = byId(`order-${order.id}`);
  const line = make('p', { class: 'result', tabindex: '-1' }, [result]);
  item.replaceChildren(line);
  announce(result);
  line.focus();
  paintChanges();
}
