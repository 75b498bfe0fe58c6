/**
 * `astro:env/client` and `astro:env/server` for unit tests (vitest.config.ts aliases both here):
 * the same names and defaults as astro.config.mjs, read from `process.env` when the module loads,
 * so a test sets the variables first and then imports the code under test.
 */
const env = process.env;

export const PUBLIC_API_URL = env['PUBLIC_API_URL'] ?? 'http://localhost:8787';
export const PUBLIC_API_KEY = env['PUBLIC_API_KEY'] ?? 'demo-storefront-key';
export const PUBLIC_DEVICE_ID = env['PUBLIC_DEVICE_ID'] ?? 'bd-stationery-web';
export const CATALOG_URL = env['CATALOG_URL'];
export const CATALOG_KEY = env['CATALOG_KEY'] ?? 'demo-catalog-key';
export const CATALOG_SECRET = env['CATALOG_SECRET'] ?? 'demo-catalog-secret';
export const PUBLIC_UPLOAD_URL = env['PUBLIC_UPLOAD_URL'];
export const PUBLIC_UPLOAD_KEY = env['PUBLIC_UPLOAD_KEY'];
export const PUBLIC_UPLOAD_CDN_URL = env['PUBLIC_UPLOAD_CDN_URL'];
