import type { ContactMessageInput } from '../lib/contract/contact.ts';
import { contactFormNotices as say } from '../lib/messages/contact-form.ts';

/*
 * The contact form's improvement over its plain POST (ContactForm.astro): the message is sent
 * without leaving the page, and the API's 422 (its contract's field errors) goes under the fields,
 * the first one focused. It also reads what a plain POST came back with
 * (`?sent=`, `?error=limited&retry=`) to say it in full. No React: a few lines of DOM code.
 * The sending action (src/stores/contact.ts, with the API client) loads when the shopper first
 * reaches the form, not with the page: most visits to the contact page only read it.
 */

type SendCode = typeof import('../stores/contact.ts');
let code: Promise<SendCode> | undefined;

/** The sending action, loaded once; a failed load (offline) is tried again at the next submit. */
function loadSendCode(): Promise<SendCode> {
  code ??= import('../stores/contact.ts').catch((error: unknown) => {
    code = undefined;
    throw error;
  });
  return code;
}

/** Sends the message through the contact action; undefined when its code could not be loaded. */
async function send(values: ContactMessageInput) {
  try {
    return await (await loadSendCode()).sendContactForm(values);
  } catch {
    return undefined;
  }
}

type Notice = 'sent' | 'invalid' | 'limited';
const FIELDS = ['name', 'contact', 'subject', 'message'] as const;

/** Wires the form inside `root` (a `[data-contact-form-root]`). */
export function wireContactForm(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return;
  form.noValidate = true; // the contract's messages, under the fields, instead of the browser's bubbles
  showPlainPostOutcome(root);
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  form.addEventListener('focusin', () => void loadSendCode().catch(() => undefined), { once: true });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return; // one message per press, however impatient the finger
    hideNotices(root);
    status.textContent = say.sending;
    button.disabled = true;
    const values = Object.fromEntries(new FormData(form)) as unknown as ContactMessageInput;
    const result = await send(values);
    button.disabled = false;
    status.textContent = '';
    if (result?.ok) {
      form.reset();
      showFieldErrors(form, {});
      showNotice(root, 'sent', say.sent(result.body.reference));
    } else if (result?.status === 422) {
      const count = showFieldErrors(form, result.error.fieldErrors);
      status.textContent = count > 0 ? say.fixErrors(count) : result.error.message;
    } else if (result?.status === 429) {
      showNotice(root, 'limited', say.limited(minutesOf(result.error.retryAfter)));
    } else {
      status.textContent = say.failed; // refused otherwise, or the sending code never came (offline)
    }
  });
  form.dataset['ready'] = ''; // tests (and styles) can tell the plain form from the improved one
}

/** Puts each message under its field, marks the field invalid, focuses the first; answers how many. */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): number {
  let first: HTMLElement | undefined;
  let count = 0;
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    const message = errors[name];
    if (slot) slot.textContent = message ?? '';
    if (!field) continue;
    if (message) {
      field.setAttribute('aria-invalid', 'true');
      first ??= field;
      count++;
    } else field.removeAttribute('aria-invalid');
  }
  first?.focus();
  return count;
}

function showNotice(root: HTMLElement, name: Notice, text: string): void {
  const notice = root.querySelector<HTMLElement>(`[data-notice="${name}"]`);
  if (!notice) return;
  notice.querySelector('[data-notice-text]')!.textContent = text;
  notice.classList.add('is-shown');
  notice.focus();
}

function hideNotices(root: HTMLElement): void {
  for (const notice of root.querySelectorAll('[data-notice]')) notice.classList.remove('is-shown');
  // A notice shown by the address's #fragment after a plain POST goes too.
  if (/^#contact-/.test(location.hash)) history.replaceState(history.state, '', location.pathname);
}

/** After a plain POST's 303: the reference number or the wait, in words (CSS alone could only show the notice). */
function showPlainPostOutcome(root: HTMLElement): void {
  const query = new URLSearchParams(location.search);
  const reference = query.get('sent');
  if (reference && /^CM-\d{8}-[A-Z0-9]{6}$/.test(reference)) showNotice(root, 'sent', say.sent(reference));
  if (query.get('error') === 'limited') showNotice(root, 'limited', say.limited(minutesOf(Number(query.get('retry')))));
}

const minutesOf = (seconds: number | undefined) => Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds! : 3600) / 60));
