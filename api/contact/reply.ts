import type { Context } from 'hono';
import { CONTACT_PAGES } from '../../src/lib/contract/contact.ts';
import type { ApiConfig } from '../config.ts';

/*
 * How the contact endpoint answers a browser that sent the form without JavaScript: a 303 back
 * to the page it came from, with what happened in the query (`?sent=`, `?error=`) and a fragment
 * naming the notice to show, which the static page shows with CSS `:target` alone.
 */

export type ContactPage = (typeof CONTACT_PAGES)[number];

/** The form's own page when it named one of ours, else /contact: the API never sends anyone elsewhere. */
export function contactPageOf(raw: unknown): ContactPage {
  return CONTACT_PAGES.find((page) => page === raw) ?? '/contact';
}

/**
 * The shop's origin to send the browser back to: the request's `Origin` when it is one of the
 * shop's (CORS) origins, so a shop served on several names stays on the one the shopper used;
 * else the configured `SITE_URL`. Never an origin from outside that list.
 */
export function shopOriginOf(c: Context, config: ApiConfig): string {
  const origin = c.req.header('Origin');
  if (origin && !config.corsOrigins.includes('*') && config.corsOrigins.includes(origin)) return origin;
  return config.siteUrl;
}

/** What the no-JavaScript answer reports. */
export type FormOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'limited'; retryAfterSeconds: number };

/** The 303 of a form POST: back to `page` on the shop, with the outcome in the URL. */
export function redirectBack(c: Context, config: ApiConfig, page: ContactPage, outcome: FormOutcome): Response {
  const url = new URL(page, shopOriginOf(c, config));
  if (outcome.kind === 'sent') {
    url.searchParams.set('sent', outcome.reference);
    url.hash = 'contact-sent';
  } else if (outcome.kind === 'invalid') {
    url.searchParams.set('error', 'invalid');
    url.searchParams.set('fields', outcome.fields.join(','));
    url.hash = 'contact-invalid';
  } else {
    url.searchParams.set('error', 'limited');
    url.searchParams.set('retry', String(outcome.retryAfterSeconds));
    url.hash = 'contact-limited';
  }
  if (outcome.kind === 'limited') c.header('Retry-After', String(outcome.retryAfterSeconds));
  return c.redirect(url.href, 303);
}
