import { Hono } from 'hono';
import type { Qr } from '../../src/lib/contract/site-content.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';

/**
 * The shop's QR codes (spec §7, `GET /api/qrs`), mounted at `/api/qrs`: what each opens, made from
 * the shop's texts so an editor changes a number in one place. The shop draws them at build time.
 */
export function qrRoutes({ db, config }: ApiDeps): Hono {
  const text = typedQuery<{ value: string }>(db, 'SELECT value FROM shop_texts WHERE key = ?');
  return new Hono().get('/', (c) => {
    const list: Qr[] = [];
    const whatsapp = text.get('whatsapp')?.value.replace(/\D/g, '');
    if (whatsapp) list.push({ key: 'whatsapp', label: 'Chat with us on WhatsApp', text: `https://wa.me/${whatsapp}` });
    list.push({ key: 'contact', label: 'Open our contact page', text: `${config.siteUrl}/contact` });
    return c.json(singlePage(list));
  });
}
