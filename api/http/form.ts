import type { Context } from 'hono';

/**
 * A form's fields (urlencoded or multipart), as strings; a file field is dropped. What payment
 * gateways post: the shopper's browser back from the hosted page, the IPN, the session call.
 * A body that is no form at all is no fields (the schema then says what is missing).
 */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
