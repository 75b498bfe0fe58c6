import type { Page } from '../contract/common.ts';
import { outletListSchema, type Outlet } from '../contract/outlets.ts';
import {
  contentBulletListSchema,
  contentPageListSchema,
  qrListSchema,
  shopTextListSchema,
  type ContentBullet,
  type ContentPage,
  type Qr,
  type ShopText,
} from '../contract/site-content.ts';
import type { ApiClient, ApiResult } from './types.ts';

/*
 * The editors' content (spec §7, Content) and the outlets, read at build time. Imported by its
 * own path, not through `index.ts`: no page's JavaScript needs it.
 */

/** Content pages, or the one named `slug`: `GET /api/v2/items/content`. */
export function listContentPages(client: ApiClient, slug?: string): Promise<ApiResult<Page<ContentPage>>> {
  return client.request('GET', '/api/v2/items/content', { query: { slug }, schema: contentPageListSchema });
}

/** A page's bullet points (its figures): `GET /api/v2/items/content/bullets`. */
export function listContentBullets(client: ApiClient, slug?: string): Promise<ApiResult<Page<ContentBullet>>> {
  return client.request('GET', '/api/v2/items/content/bullets', { query: { slug }, schema: contentBulletListSchema });
}

/** The shop's texts (address, phones, e-mail, hours): `GET /api/cms/attrs/text`. */
export function listShopTexts(client: ApiClient): Promise<ApiResult<Page<ShopText>>> {
  return client.request('GET', '/api/cms/attrs/text', { schema: shopTextListSchema });
}

/** The shop's outlets: `GET /api/outlets`. */
export function listOutlets(client: ApiClient): Promise<ApiResult<Page<Outlet>>> {
  return client.request('GET', '/api/outlets', { schema: outletListSchema });
}

/** The shop's QR codes (what each opens): `GET /api/qrs`. */
export function listQrs(client: ApiClient): Promise<ApiResult<Page<Qr>>> {
  return client.request('GET', '/api/qrs', { schema: qrListSchema });
}
