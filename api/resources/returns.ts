import { Hono } from 'hono';
import { returnRequestSchema, returnsQuerySchema, type SaleReturns } from '../../src/lib/contract/index.ts';
import { ownSale } from '../checkout/sale-rows.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { requestReturn } from '../returns/request.ts';
import { returnRow, returnsOfSale, toSaleReturn } from '../returns/rows.ts';
import { returnPosition } from '../returns/window.ts';
import { adoptRemoteReceipts, forgetAdopted } from '../uploads/remote-files.ts';
import { receiptLinks } from '../uploads/signed-urls.ts';

/**
 * The signed-in customer's returns (issue 26 §5), mounted at `/api/sales/returns`:
 * - `GET /?saleId=` what of the order may go back now and until when (`returnable`), or why
 *   nothing may (`unavailable`: not delivered, the 7 days are over, everything is in a return, one
 *   waits for the shop), and the order's returns, newest first (`SaleReturns`);
 * - `POST /` `{ saleId, lines: [{ skuId, quantity }], reason, photos?: [uuid] }` asks for one
 *   (returns/request.ts): 201 with the return (`SaleReturn`); 404 for another's order (as if
 *   missing); 422 with field errors (`saleId` with a `code`: `not_delivered`,
 *   `return_window_closed` with `closedAt`, `nothing_left`; `lines.N.skuId`, `lines.N.quantity`,
 *   `photos.N`); 409 `{ code: 'return_pending' }` while another return of it waits for the shop.
 * Photos come through the upload path receipts take; their links are minted for this customer.
 */
export function returnRoutes({ db, clock, config, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  const links = receiptLinks({ db, config, clock });
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .get('/', (c) => {
      const parsed = parseQuery(c, returnsQuerySchema);
      if (!parsed.ok) return parsed.response;
      const sale = ownSale(db, c.var.customer.id, { id: parsed.data.saleId });
      if (!sale) return jsonError(c, 404, 'Order not found');
      const { lines: _lines, ...position } = returnPosition(db, sale, clock.now());
      const answer: SaleReturns = { saleId: sale.id, ...position, returns: returnsOfSale(db, sale.id).map((row) => toSaleReturn(db, row, sale.invoice_id, links.urlOf)) };
      return c.json(answer);
    })
    .post('/', async (c) => {
      const parsed = await parseBody(c, returnRequestSchema);
      if (!parsed.ok) return parsed.response;
      const customerId = c.var.customer.id;
      const { saleId, photos } = parsed.data;
      // Another's order is 404 before anything is asked of Uploadcare.
      const sale = ownSale(db, customerId, { id: saleId });
      if (!sale) return jsonError(c, 404, 'Order not found');
      const files = photos.map((uuid) => ({ uuid }));
      const adopted = await adoptRemoteReceipts(db, config, { customerId, saleId }, files, clock.now());
      if (!adopted.ok && adopted.status === 422) return fieldError(c, adopted.field.replace(/^files\.(\d+)\.uuid$/, 'photos.$1'), adopted.message);
      if (!adopted.ok) return c.json({ message: adopted.message, code: adopted.code }, 503, { 'Retry-After': '60' });
      const result = requestReturn(db, customerId, parsed.data, clock.now());
      if (result.status !== 201) forgetAdopted(db, adopted.recorded);
      switch (result.status) {
        case 201:
          return c.json(toSaleReturn(db, returnRow(db, result.returnId)!, sale.invoice_id, links.urlOf), 201);
        case 404:
          return jsonError(c, 404, result.message);
        case 409:
          return c.json({ message: result.message, code: result.code }, 409);
        case 422: {
          if (!result.code) return fieldError(c, result.field, result.message);
          const more = result.closedAt ? { closedAt: result.closedAt } : {};
          return c.json({ message: result.message, code: result.code, ...more, errors: { [result.field]: [result.message] } }, 422);
        }
      }
    });
}
