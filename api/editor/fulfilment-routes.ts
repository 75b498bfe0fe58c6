import { Hono } from 'hono';
import { paisaToTaka } from '../../src/lib/money.ts';
import type { ApiDeps } from '../deps.ts';
import { moveOrder } from '../fulfilment/move-order.ts';
import { sendNotice } from '../fulfilment/notify.ts';
import { toFulfilmentOrder, workList, workRowOf } from '../fulfilment/work-list.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';
import { requestRefund } from '../payments/refunds.ts';
import type { EditorEnv } from './auth.ts';
import { fulfilmentQuerySchema, orderMoveRequestSchema, type OrderMoveDone } from './fulfilment-schemas.ts';
import { editRequest, pathId } from './params.ts';

/**
 * Orders followed to the door (issue 26 §4), mounted at `/api/editor` behind the editor key:
 * - `GET /orders/fulfilment?state=pending|confirmed|paid|packed|shipped&overdue=true|false&page=&size=`
 *   the orders to work through, newest first, each with its 48-hour flag (api/fulfilment/overdue.ts)
 *   on the injected clock;
 * - `POST /orders/{id}/moves` `{ move: 'confirm' | 'pack' | 'ship' | 'deliver' | 'cancel', courier,
 *   trackingNumber (ship), reason (cancel), note?, expectedStatus? }` moves one
 *   (api/fulfilment/move-order.ts): 200 with the order as it is now and any refund, 404, 409 with a
 *   `code` and the order as it is now (`order`, for the screen to redraw), or 422 with field errors.
 * After a move has committed, in the background: the shopper's text message and e-mail (confirmed,
 * shipped, delivered, cancelled), and the gateway refund of a card-paid order cancelled. Neither
 * holds the answer, and neither failing undoes the move.
 */
export function editorFulfilmentRoutes({ db, clock, config, sms, mailer, background }: ApiDeps): Hono<EditorEnv> {
  return new Hono<EditorEnv>()
    .get('/orders/fulfilment', (c) => {
      const parsed = parseQuery(c, fulfilmentQuerySchema);
      if (!parsed.ok) return parsed.response;
      const now = clock.now();
      const { page, size } = parsed.data;
      const { rows, total } = workList(db, parsed.data, now);
      return c.json(pageOf(rows.map((row) => toFulfilmentOrder(db, row, now)), { total, page, size }));
    })
    .post('/orders/:id/moves', async (c) => {
      const edit = await editRequest(c, pathId, orderMoveRequestSchema);
      if (!edit.ok) return edit.response;
      const { path, body } = edit.data;
      const now = clock.now();
      const result = moveOrder(db, c.var.editor, path.id, body, now);
      if (result.status !== 200) {
        const { status, ...refusal } = result;
        // A refused move answers the order as it is now, so a stale screen redraws it without asking again.
        const row = status === 409 ? workRowOf(db, path.id) : undefined;
        return c.json(row ? { ...refusal, order: toFulfilmentOrder(db, row, now) } : refusal, status);
      }
      const { refund, notice } = result;
      if (refund?.channel === 'gateway') background.run('a refund', async () => void (await requestRefund(db, config, refund.id, () => clock.now())));
      if (notice) background.run('an order notice', () => sendNotice({ sms, mailer }, notice.to, notice.notice, config.siteUrl));
      const answer: OrderMoveDone = {
        move: body.move,
        movedAt: now.toISOString(),
        order: toFulfilmentOrder(db, workRowOf(db, path.id)!, now),
        refund: refund ? { id: refund.id, amount: paisaToTaka(refund.amountPaisa), currency: 'BDT', channel: refund.channel, state: refund.state } : null,
      };
      return c.json(answer);
    });
}
