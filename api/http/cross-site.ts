import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { ApiConfig } from '../config.ts';
import { jsonError } from './errors.ts';

/** Posts that come from another site by design: the gateway's returns and IPN, checked by their signature instead. */
const CROSS_SITE_BY_DESIGN = /^\/payments\/(?:return\/[^/]+|ipn)\/?$/;

/**
 * Refuses form posts from other sites (issue 22 §8) on every endpoint a plain HTML form can reach
 * (the contact form, the upload service, the local gateway's pages…): Hono's `csrf` middleware,
 * which lets a form-type body (urlencoded, multipart, text/plain) through only from the API's own
 * origin or one of the shop's origins (`corsOrigins`; `*` lets every origin through), by
 * `Origin` or `Sec-Fetch-Site`. JSON needs CORS's preflight, so it cannot be sent cross-site
 * anyway. A request carrying neither header is no browser's (the gateway's IPN, a server calling
 * the local gateway, curl): a forged cross-site post comes from a browser, and every browser in
 * use sends them. Answers 403 JSON.
 */
export function refuseCrossSiteForms(config: Pick<ApiConfig, 'corsOrigins' | 'publicUrl'>): MiddlewareHandler {
  const anyOrigin = config.corsOrigins.includes('*');
  const allowed = new Set([...config.corsOrigins, new URL(config.publicUrl).origin]);
  const check = csrf({ origin: (origin) => anyOrigin || allowed.has(origin), secFetchSite: 'same-origin' });
  return async (c, next) => {
    if (CROSS_SITE_BY_DESIGN.test(c.req.path)) return next();
    if (c.req.header('Origin') === undefined && c.req.header('Sec-Fetch-Site') === undefined) return next();
    try {
      await check(c, async () => {});
    } catch {
      return jsonError(c, 403, 'Form posts from other sites are refused');
    }
    return next();
  };
}
