import { Hono } from 'hono';
import type { Slider } from '../../src/lib/contract/index.ts';
import type { ShopText } from '../../src/lib/contract/site-content.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';
import { mediaUrl } from '../media/url.ts';

interface SliderRow {
  id: number;
  title: string;
  subtitle: string;
  /** NULL without Bangla (migration 22). */
  title_bn: string | null;
  subtitle_bn: string | null;
  link: string;
  image_key: string;
  width: number;
  height: number;
}

/**
 * Content (spec §7), mounted at `/api/cms`: the home page's slider images (with `titleBn` and
 * `subtitleBn` where they have Bangla), and the shop's texts (`/attrs/text`: address, phones,
 * e-mail, hours, and `…Bn` texts in Bangla) that the contact pages show.
 */
export function contentRoutes({ db, config: { publicUrl } }: ApiDeps): Hono {
  const all = typedQuery<SliderRow>(db, 'SELECT * FROM sliders ORDER BY position, id');
  const texts = typedQuery<ShopText>(db, 'SELECT key, value FROM shop_texts ORDER BY position, key');
  return new Hono()
    .get('/attrs/text', (c) => c.json(singlePage(texts.all())))
    .get('/sliders/images', (c) => {
      const list: Slider[] = all.all().map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        // The Bangla beside the English, only where there is some (issue 24 §4): old clients read what they did.
        ...(row.title_bn ? { titleBn: row.title_bn } : {}),
        ...(row.subtitle_bn ? { subtitleBn: row.subtitle_bn } : {}),
        link: row.link,
        image: { src: mediaUrl(publicUrl, row.image_key, 'webp'), width: row.width, height: row.height, alt: row.title },
      }));
      return c.json(singlePage(list));
    });
}
