import type { ReturnState } from '../../src/lib/contract/index.ts';
import type { ReturnRow } from './rows.ts';

/*
 * Why the merchant's move of a return (a decision, a receipt) was refused: a stable code for the
 * screen and scripts and words for people, as the order moves answer (api/fulfilment/move-order.ts).
 */

export interface ReturnRefusal {
  status: 404 | 409;
  code: 'return_not_found' | 'not_allowed' | 'state_changed' | 'raced';
  message: string;
  /** The return's state as it is: what the screen should show instead. */
  returnState?: ReturnState;
}

/** Why a move from `from` cannot be made on `row` (as read) expected in `expected`, or undefined when it can. */
export function refusalFor(row: ReturnRow | undefined, from: ReturnState, expected: ReturnState | undefined, what: string): ReturnRefusal | undefined {
  if (!row) return { status: 404, code: 'return_not_found', message: 'Return not found' };
  if (expected !== undefined && expected !== row.state) {
    return { status: 409, code: 'state_changed', message: `Return ${row.id} changed meanwhile: it is now ${row.state}. Look again and decide.`, returnState: row.state };
  }
  if (row.state !== from) return { status: 409, code: 'not_allowed', message: `Return ${row.id} is ${row.state}: it cannot be ${what}`, returnState: row.state };
  return undefined;
}

/** The refusal of a move that lost its race (the conditional update changed nothing). */
export const raced = (row: ReturnRow): ReturnRefusal => ({ status: 409, code: 'raced', message: `Return ${row.id} moved on meanwhile`, returnState: row.state });
