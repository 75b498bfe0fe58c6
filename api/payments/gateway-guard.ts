import { isIP } from 'node:net';
import { DEMO_GATEWAY_STORE_PASSWORD, type ApiConfig } from '../config.ts';

/*
 * The local gateway pays without money (issue 22 §11): a button press is a payment. It is the
 * embedded default so `npm start` works with nothing set up, and it must never take a real shop's
 * orders by mistake. Nor may a public shop sign its gateway's posts with the store password this
 * project publishes. Both are refused when the shop's SITE_URL is a public https origin.
 */

// Names that are never public (RFC 2606, RFC 6761) and addresses no one outside can reach.
const RESERVED = /(?:^|\.)(?:localhost|example|test|invalid|local|internal)$/i;
const PRIVATE_V4 = /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/;

/** Whether `siteUrl` is a public https origin: what shoppers on the internet reach. */
export function isPublicHttpsOrigin(siteUrl: string): boolean {
  if (!URL.canParse(siteUrl)) return false;
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 4) return !PRIVATE_V4.test(host);
  if (isIP(host) === 6) return !/^(?:::1$|f[cd]|fe80)/i.test(host);
  return !RESERVED.test(host) && host.includes('.');
}

/** Why the API must not start with `config`'s gateway, or undefined when it may. */
export function gatewayRefusal(config: Pick<ApiConfig, 'siteUrl' | 'gateway'>): string | undefined {
  if (!isPublicHttpsOrigin(config.siteUrl)) return undefined;
  const { gateway } = config;
  if (gateway.local && !gateway.localOnPublicSite) {
    return `the local test gateway pays without money, and ${config.siteUrl} is a public shop: set GATEWAY_URL, GATEWAY_STORE_ID and GATEWAY_STORE_PASSWORD for a real gateway (or API_LOCAL_GATEWAY=on for a public demo)`;
  }
  if (gateway.storePassword === DEMO_GATEWAY_STORE_PASSWORD) {
    return `GATEWAY_STORE_PASSWORD is the demo password this project publishes, and ${config.siteUrl} is a public shop: set the store's own`;
  }
  return undefined;
}
