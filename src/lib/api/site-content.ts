import { articleListSchema, type Article, type ArticleSearch } from '../contract/articles.ts';
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
import { variantImageListSchema, type VariantImage } from '../contract/variant-images.ts';
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

/** A content page's articles (every article without `slug`), newest first: `GET /api/v2/items/content/articles`. */
export function listArticles(client: ApiClient, slug?: string): Promise<ApiResult<Page<Article>>> {
  return client.request('GET', '/api/v2/items/content/articles', { query: { slug }, schema: articleListSchema });
}

/** Articles holding every word of `query` and every tag of `tags`: `POST /api/cms/articles/search` (read-only, so retried). */
export function searchArticles(client: ApiClient, search: ArticleSearch): Promise<ApiResult<Page<Article>>> {
  return client.request('POST', '/api/cms/articles/search', { body: search, schema: articleListSchema, retry: true });
}

/** Pictures of products' variants, newest products first: `GET /api/items/cms/variants/images`. */
export function listVariantImages(client: ApiClient, query: { productId?: number; size?: number } = {}): Promise<ApiResult<Page<VariantImage>>> {
  return client.request('GET', '/api/items/cms/variants/images', { query, schema: variantImageListSchema });
}
