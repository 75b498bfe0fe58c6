import { Hono } from 'hono';
import { saleIdQuerySchema, saleSearchSchema } from '../../src/lib/contract/index.ts';
import { attachmentsRequestSchema } from '../../src/lib/contract/upload-requests.ts';
import { moveSale } from '../checkout/moves.ts';
import { ownSale, toSale, toSummary, type SaleRow } from '../checkout/sale-rows.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { pageOf } from '../http/page.ts';
import { parseBody, parseQuery, parseSearchBody } from '../http/validate.ts';
import { attachReceipts } from '../uploads/attachments.ts';
import { adoptRemoteReceipts, forgetAdopted } from '../uploads/remote-files.ts';
import { receiptLinks } from '../uploads/signed-urls.ts';

/**
 * The signed-in customer's orders (spec §7 "Sales", issue 11 §3), mounted at `/api/sales`:
 * `POST /` lists them newest first, `GET /?id=` is one in full, `PATCH /?id=` cancels it while
 * allowed; `PATCH /payments/attachments` attaches receipts (issue 12 §4). Only the caller's own:
 * another customer's id answers 404, as if missing. Receipts in every answer carry links minted
 * for it, an hour long (uploads/signed-urls.ts): the order's own customer is the one who gets them.
 */
export function saleRoutes({ db, clock, config, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  const links = receiptLinks({ db, config, clock });
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .post('/', async (c) => {
      const parsed = await parseSearchBody(c, saleSearchSchema);
      if (!parsed.ok) return parsed.response;
      const { page, size, status } = parsed.data;
      const { rows, total } = selectPage<SaleRow>(db, {
        from: status ? 'sales WHERE customer_id = ? AND status = ?' : 'sales WHERE customer_id = ?',
        params: status ? [c.var.customer.id, status] : [c.var.customer.id],
        orderBy: 'created_at DESC, id DESC',
        page,
        size,
      });
      return c.json(pageOf(rows.map((row) => links.signed(toSummary(db, row))), { total, page, size }));
    })
    .get('/', (c) => {
      const parsed = parseQuery(c, saleIdQuerySchema);
      if (!parsed.ok) return parsed.response;
      const row = ownSale(db, c.var.customer.id, { id: parsed.data.id });
      return row ? c.json(links.signed(toSale(db, row))) : jsonError(c, 404, 'Order not found');
    })
    .patch('/', (c) => {
      const parsed = parseQuery(c, saleIdQuerySchema);
      if (!parsed.ok) return parsed.response;
      const result = moveSale(db, c.var.customer.id, { id: parsed.data.id }, 'cancel', clock.now());
      return result.status === 200 ? c.json(links.signed(result.sale)) : jsonError(c, result.status, result.message);
    })
    // Receipts for a pay-later order (issue 12 §4): files from our upload store, by uuid; see attachments.ts.
    // With Uploadcare in production, a uuid our store does not know is looked up there first (remote-files.ts).
    .patch('/payments/attachments', async (c) => {
      const parsed = await parseBody(c, attachmentsRequestSchema);
      if (!parsed.ok) return parsed.response;
      const customerId = c.var.customer.id;
      // Another's sale is 404 before anything is asked of Uploadcare.
      if (!ownSale(db, customerId, { id: parsed.data.saleId })) return jsonError(c, 404, 'Order not found');
      const adopted = await adoptRemoteReceipts(db, config, { customerId, saleId: parsed.data.saleId }, parsed.data.files, clock.now());
      if (!adopted.ok && adopted.status === 422) return fieldError(c, adopted.field, adopted.message);
      if (!adopted.ok) return c.json({ message: adopted.message, code: adopted.code }, 503, { 'Retry-After': '60' });
      const result = attachReceipts(db, customerId, parsed.data, clock.now());
      if (result.status !== 200) forgetAdopted(db, adopted.recorded);
      if (result.status === 200) return c.json(links.signed(result.sale));
      return result.status === 422 ? fieldError(c, result.field, result.message) : jsonError(c, result.status, result.message);
    });
}
