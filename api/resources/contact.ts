import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { issuesByPath } from '../../src/lib/contract/common.ts';
import { contactMessageSchema, type ContactReceipt } from '../../src/lib/contract/contact.ts';
import { throttle } from '../accounts/throttle.ts';
import { CONTACT_MESSAGES_PER_CLIENT, newReference, storeMessage } from '../contact/messages.ts';
import { contactPageOf, redirectBack } from '../contact/reply.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { tooManyRequests, validationFailed } from '../http/errors.ts';

/**
 * The contact form (issue 13 §1), mounted on the open router at `/api/contact/messages`: a plain
 * HTML form cannot send `X-API-KEY`, and the form must work without JavaScript.
 * - JSON in (the page's script): 201 `{ reference }`, 422 with field errors, 429 + `Retry-After`.
 * - A form POST (no JavaScript): the same checks, each answered with a 303 back to the page.
 * A filled honeypot gets the answer of a message received, and nothing is stored or counted.
 */
export function contactRoutes({ db, config, clock }: ApiDeps): Hono {
  const limits = throttle(db);
  return new Hono().post('/', async (c) => {
    const asForm = !(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json');
    const raw = asForm ? await formFields(c) : await c.req.json().catch(() => undefined);
    const page = contactPageOf((raw as { page?: unknown } | undefined)?.page);
    const now = clock.now();

    const parsed = v.safeParse(contactMessageSchema, raw);
    if (!parsed.success) {
      return asForm ? redirectBack(c, config, page, { kind: 'invalid', fields: formFieldsToCheck(parsed.issues) }) : validationFailed(c, parsed.issues);
    }
    const received = (reference: string) =>
      asForm ? redirectBack(c, config, page, { kind: 'sent', reference }) : c.json({ reference } satisfies ContactReceipt, 201);
    if (parsed.output.website) return received(newReference(now));

    const client = clientAddress(c);
    const wait = limits.admit([[CONTACT_MESSAGES_PER_CLIENT, client]], now);
    if (wait > 0) {
      return asForm ? redirectBack(c, config, page, { kind: 'limited', retryAfterSeconds: wait }) : tooManyRequests(c, wait, 'Too many messages from this address');
    }
    return received(storeMessage(db, parsed.output, client, now));
  });
}

/**
 * The form's own fields a refusal names, for the page to send back to: never a name the sender made
 * up (an unknown field such as `constructor` is refused, but its name is not echoed into the URL).
 */
function formFieldsToCheck(issues: Parameters<typeof issuesByPath>[0]): string[] {
  return Object.keys(issuesByPath(issues)).filter((field) => Object.hasOwn(contactMessageSchema.entries, field));
}

// A form's fields as strings; an uploaded file is left as it is, so the schema refuses it.
async function formFields(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return { ...(await c.req.parseBody()) };
  } catch {
    return undefined;
  }
}
