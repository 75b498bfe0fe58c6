import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Slider } from '../../src/lib/contract/index.ts';
import { mediaUrl } from '../media/url.ts';

interface SliderRow {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  image_key: string;
  width: number;
  height: number;
}

/** Content (spec §7): the home page's slider images. */
export function contentRoutes(db: DatabaseSync, publicUrl: string): Hono {
  const all = db.prepare('SELECT * FROM sliders ORDER BY position, id');
  return new Hono().get('/cms/sliders/images', (c) => {
    const list: Slider[] = (all.all() as unknown as SliderRow[]).map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      link: row.link,
      image: { src: mediaUrl(publicUrl, row.image_key, 'webp'), width: row.width, height: row.height, alt: row.title },
    }));
    return c.json({ list, total: list.length, page: 1, size: Math.max(list.length, 1) });
  });
}
