import type { Context } from 'hono';
import { recordOf } from '../../src/lib/contract/common.ts';

/**
 * A form's fields (urlencoded or multipart), as strings; a file field is dropped. What payment
 * gateways post: the shopper's browser back from the hosted page, the IPN, the session call.
 * A body that is no form at all is no fields (the schema then says what is missing).
 * The names are the sender's, so the record has no prototype: `fields['constructor']` of a form
 * without that field is `undefined`, not `Object` (issue 22 §5).
 */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return recordOf(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
