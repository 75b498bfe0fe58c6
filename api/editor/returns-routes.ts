import { Hono, type Context } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery, parseSearchBody } from '../http/validate.ts';
import { requestRefund } from '../payments/refunds.ts';
import { decideReturn } from '../returns/decide.ts';
import { editorReturnOf, listReturns } from '../returns/merchant-view.ts';
import { sendReturnNotice } from '../returns/notify.ts';
import { receiveReturn } from '../returns/receive.ts';
import type { ReturnRefusal } from '../returns/refusals.ts';
import { receiptLinks } from '../uploads/signed-urls.ts';
import type { EditorEnv } from './auth.ts';
import { editRequest, pathId } from './params.ts';
import { editorReturnsQuerySchema, returnDecisionSchema, returnReceivedSchema, type ReturnMoveDone } from './returns-schemas.ts';

/**
 * Returns (issue 26 §5), mounted at `/api/editor` behind the editor key:
 * - `GET /returns?state=requested|accepted|refused|received&page=&size=` the returns, the open ones
 *   first (to decide, then to receive), newest first, each with its lines, photos (links minted for
 *   the merchant, an hour long), customer, refund and the moves allowed now;
 * - `POST /returns/{id}/decision` `{ decision: 'accepted' | 'refused', note (required to refuse), expectedState? }`;
 * - `POST /returns/{id}/received` `{ expectedState? }` (or no body): the parcel is back; its units go
 *   back on the shelf and its refund is recorded (returns/receive.ts).
 * Both answer 200 `ReturnMoveDone`, 404 `{ code: 'return_not_found' }`, 409 with a `code`
 * (`not_allowed`, `state_changed`, `raced`) and the return as it is now (`return`), or 422.
 * After a move has committed, in the background: the shopper's text and e-mail, and a card
 * refund's start at the gateway. Neither holds the answer, and neither failing undoes the move.
 */
export function editorReturnRoutes({ db, clock, config, sms, mailer, background }: ApiDeps): Hono<EditorEnv> {
  const links = receiptLinks({ db, config, clock });
  const refused = (c: Context<EditorEnv>, id: number, { status, ...refusal }: ReturnRefusal) => {
    // A refused move answers the return as it is now, so a stale screen redraws it without asking again.
    const now = status === 409 ? editorReturnOf(db, id, links.urlOf) : undefined;
    return c.json(now ? { ...refusal, return: now } : refusal, status);
  };
  const done = (id: number, movedAt: Date): ReturnMoveDone => {
    const now = editorReturnOf(db, id, links.urlOf)!;
    return { state: now.state, movedAt: movedAt.toISOString(), return: now };
  };
  return new Hono<EditorEnv>()
    .get('/returns', (c) => {
      const parsed = parseQuery(c, editorReturnsQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { page, size } = parsed.data;
      const { list, total } = listReturns(db, parsed.data, links.urlOf);
      return c.json(pageOf(list, { total, page, size }));
    })
    .get('/returns/:id', (c) => {
      const where = pathId(c);
      if (!where.ok) return where.response;
      const found = editorReturnOf(db, where.data.id, links.urlOf);
      return found ? c.json(found) : jsonError(c, 404, 'Return not found');
    })
    .post('/returns/:id/decision', async (c) => {
      const edit = await editRequest(c, pathId, returnDecisionSchema);
      if (!edit.ok) return edit.response;
      const now = clock.now();
      const result = decideReturn(db, c.var.editor, edit.data.path.id, edit.data.body, now);
      if (result.status !== 200) return refused(c, edit.data.path.id, result);
      background.run('a return notice', () => sendReturnNotice({ sms, mailer }, result.notice, config.siteUrl));
      return c.json(done(result.returnId, now));
    })
    .post('/returns/:id/received', async (c) => {
      const where = pathId(c);
      if (!where.ok) return where.response;
      // No body, or `{ expectedState }`.
      const body = await parseSearchBody(c, returnReceivedSchema);
      if (!body.ok) return body.response;
      const now = clock.now();
      const result = receiveReturn(db, c.var.editor, where.data.id, body.data, now);
      if (result.status !== 200) return refused(c, where.data.id, result);
      const { refund } = result;
      if (refund?.channel === 'gateway') background.run('a return refund', async () => void (await requestRefund(db, config, refund.id, () => clock.now())));
      background.run('a return notice', () => sendReturnNotice({ sms, mailer }, result.notice, config.siteUrl));
      return c.json(done(result.returnId, now));
    });
}
