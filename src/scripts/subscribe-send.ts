import { subscribeMessages, type SubscribeKind } from '../lib/messages/subscribe.ts';
import { subscribeOutcome } from '../lib/subscribe-outcome.ts';
import { subscribeEmail } from '../stores/subscribe.ts';

/*
 * Sends a sign-up form's address through the subscribe action (loaded by subscribe-form.ts on the
 * form's first use), and says in the form's status line how it went.
 */

const busy = new WeakSet<HTMLFormElement>();

/** Checks and sends the address of `form`, and says how it went in its status line. */
export async function submitSubscription(form: HTMLFormElement): Promise<void> {
  if (busy.has(form)) return; // one request per press, however impatient the finger
  const kind = (form.dataset['subscribeForm'] ?? 'footer') as SubscribeKind;
  const say = subscribeMessages[kind] ?? subscribeMessages.footer;
  const input = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const status = form.querySelector<HTMLElement>('[data-subscribe-status]')!;
  const show = (text: string, invalid: boolean) => {
    status.textContent = text;
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  // The browser's own check first: no request for what is plainly not an address.
  if (!input.validity.valid) {
    show(say.invalid, true);
    input.focus();
    return;
  }
  busy.add(form);
  // aria-disabled, not disabled: a disabled button would drop a keyboard user's focus.
  button.setAttribute('aria-disabled', 'true');
  show(say.sending, false);
  const outcome = subscribeOutcome(await subscribeEmail(input.value), say);
  busy.delete(form);
  button.removeAttribute('aria-disabled');
  show(outcome.text, outcome.invalid);
  if (outcome.ok) form.reset();
  else if (outcome.invalid) input.focus();
}
