import { apiClient } from '../../stores/api-client.ts';
import { changeSubscription } from '../../lib/api/subscriptions.ts';
import { contentMessages as say } from '../../lib/messages/content.ts';

/**
 * The coming-soon sign-up: subscribes the address typed as a guest would (no session token, so a
 * signed-in shopper may still give another address), and says how it went in the status line.
 */
export function wireSubscribeForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-subscribe-status]')!;
  const input = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  form.noValidate = true;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    const result = await changeSubscription(apiClient(), input.value, true);
    button.disabled = false;
    if (result.ok) {
      status.textContent = say.notifyDone(result.body.email);
      input.removeAttribute('aria-invalid');
      form.reset();
    } else {
      const invalid = result.status === 422;
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      status.textContent = invalid ? say.notifyInvalid : say.notifyFailed;
      if (invalid) input.focus();
    }
  });
  form.dataset['ready'] = '';
}
