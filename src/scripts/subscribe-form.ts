/*
 * The e-mail sign-up forms (SubscribeForm.astro: the footer's on every page, the coming-soon
 * page's). This part runs on every page, so it only listens: the code that checks and sends the
 * address (the API client, its contract, the answers' words: subscribe-send.ts) loads when the
 * shopper first focuses the form, and a submit waits for it. A press made before this ran (noted
 * by EarlyPresses.astro; the form's `method="dialog"` makes a native submit do nothing) is
 * replayed once it listens.
 */

type SendCode = typeof import('./subscribe-send.ts');
let code: Promise<SendCode> | undefined;

/** The sending code, loaded once; a failed load (offline) is tried again at the next submit. */
function loadSendCode(): Promise<SendCode> {
  code ??= import('./subscribe-send.ts').catch((error: unknown) => {
    code = undefined;
    throw error;
  });
  return code;
}

/** Wires one sign-up form (`form[data-subscribe-form]`). */
export function wireSubscribeForm(form: HTMLFormElement): void {
  form.noValidate = true; // the form's own words in its status line, rather than the browser's bubble
  form.addEventListener('focusin', () => void loadSendCode().catch(() => undefined), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void loadSendCode().then(({ submitSubscription }) => submitSubscription(form));
  });
  form.dataset['ready'] = '';
  form.dispatchEvent(new Event('early-press:wake'));
}
