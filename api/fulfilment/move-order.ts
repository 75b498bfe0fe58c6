import type { DatabaseSync } from 'node:sqlite';
import type { OrderStatus } from '../../src/lib/contract/index.ts';
import { nextStatus } from '../../src/lib/order-machine.ts';
import { applyMove } from '../checkout/moves.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { Editor } from '../editor/auth.ts';
import { recordChange } from '../editor/changes.ts';
import type { OrderMoveRequest } from '../editor/fulfilment-schemas.ts';
import { EVENT_OF } from './merchant-moves.ts';
import type { Notice } from './notices.ts';
import { recipientsOf, type NoticeRecipients } from './notify.ts';
import { recordCancelRefund, type CancelRefund } from './refund.ts';

/*
 * One merchant move of one order (issue 26 §4): read, checked against the state machine, moved,
 * recorded (the move's history entry with who made it and the merchant's words; the audit row)
 * and, for a paid order cancelled, its refund recorded, all in one write transaction. The update
 * applies only if the status is still the one read (applyMove), so of moves racing one wins and
 * the others are told so (409): twenty "ship" and "cancel" at once make one move, and a cancel
 * gives the stock back (and records the refund) once. What the shopper is to be told is worked out
 * here, from the order as moved; sending it is the caller's, after the commit.
 */

/** Why a move was refused: a stable code for the screen and scripts, and words for people. */
export interface MoveRefusal {
  status: 404 | 409;
  code: 'order_not_found' | 'not_allowed' | 'status_changed' | 'raced';
  message: string;
  /** The order's status as it is: what the screen should show instead. */
  orderStatus?: OrderStatus;
}

/** A move made: the order's id, the refund it recorded, and whom to tell what. */
export interface MoveMade {
  status: 200;
  saleId: number;
  refund: CancelRefund | undefined;
  notice: { to: NoticeRecipients; notice: Notice } | undefined;
}

const said = (status: OrderStatus) => status.replace('_', ' ');

function refused(status: 404 | 409, code: MoveRefusal['code'], message: string, row?: SaleRow): MoveRefusal {
  return { status, code, message, ...(row ? { orderStatus: row.status } : {}) };
}

/** Why `request` cannot move `row` (as read), or `undefined` when it can. */
function refusalFor(row: SaleRow | undefined, request: OrderMoveRequest): MoveRefusal | undefined {
  if (!row) return refused(404, 'order_not_found', 'Order not found');
  if (request.expectedStatus !== undefined && request.expectedStatus !== row.status) {
    return refused(409, 'status_changed', `Order ${row.invoice_id} changed meanwhile: it is now ${said(row.status)}. Look again and decide.`, row);
  }
  if (!nextStatus(row.status, EVENT_OF[request.move])) {
    return refused(409, 'not_allowed', `Order ${row.invoice_id} is ${said(row.status)}: it cannot be moved that way (${request.move})`, row);
  }
  return undefined;
}

/** Moves sale `saleId` by `request` for `editor` at `now`. */
export function moveOrder(db: DatabaseSync, editor: Editor, saleId: number, request: OrderMoveRequest, now: Date): MoveMade | MoveRefusal {
  return transaction(
    db,
    (): MoveMade | MoveRefusal => {
      const row = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(saleId);
      const refusal = refusalFor(row, request);
      if (refusal || !row) return refusal!;
      const words = {
        ...(request.note ? { note: request.note } : {}),
        ...(request.move === 'ship' ? { courier: request.courier, trackingNumber: request.trackingNumber } : {}),
        ...(request.move === 'cancel' ? { reason: request.reason } : {}),
      };
      const moved = applyMove(db, row, EVENT_OF[request.move], now, {}, { actor: editor.who, ...words });
      // Inside this immediate transaction nothing else writes, so this is only a guard.
      if (moved !== 'moved') return refused(409, 'raced', `Order ${row.invoice_id} moved on meanwhile`, row);
      const refund = request.move === 'cancel' ? recordCancelRefund(db, row, now) : undefined;
      const after = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(saleId)!;
      recordChange(
        db,
        editor,
        {
          resource: 'order',
          id: row.invoice_id,
          before: { status: row.status },
          after: { status: after.status, move: request.move, ...words, ...(refund ? { refundId: refund.id, refundPaisa: refund.amountPaisa } : {}) },
        },
        now,
      );
      return { status: 200, saleId, refund, notice: noticeOf(db, after, request, refund) };
    },
    { immediate: true },
  );
}

/**
 * What the shopper is told of this move of `after` (the order as moved), and where: that it is
 * confirmed, on its way (with the courier and the tracking number), delivered, or cancelled by the
 * shop (the guidelines' "tell the shopper when it cannot be delivered"). Packing is the shop's own.
 */
function noticeOf(db: DatabaseSync, after: SaleRow, request: OrderMoveRequest, refund: CancelRefund | undefined): MoveMade['notice'] {
  const facts = { invoiceId: after.invoice_id, saleId: after.id };
  const notice = ((): Notice | undefined => {
    switch (request.move) {
      case 'confirm':
        return { ...facts, kind: 'confirmed' };
      case 'pack':
        return undefined;
      case 'ship':
        return { ...facts, kind: 'shipped', courier: request.courier, trackingNumber: request.trackingNumber };
      case 'deliver':
        return { ...facts, kind: 'delivered' };
      case 'cancel':
        return { ...facts, kind: 'cancelled', refundPaisa: refund?.amountPaisa ?? null };
    }
  })();
  return notice ? { to: recipientsOf(db, after), notice } : undefined;
}
