import type { SaleReturns } from './contract/returns.ts';
import { formatDate, formatDateTime } from './messages/dates.ts';
import { returnMessages as say } from './messages/returns.ts';

/*
 * What an order's page says of returning it (issue 26 §5), from the API's answer: until when items
 * may go back (with the Return items button), or, once the 7 days are over, the day returns closed
 * in place of the button; nothing while the order waits for delivery or a request waits for the shop.
 */

/** The sentence about returns, and whether Return items is offered. */
export interface ReturnsAvailability {
  sentence: string | null;
  canAsk: boolean;
}

export function returnsAvailability(returns: SaleReturns): ReturnsAvailability {
  if (returns.returnable) return { sentence: say.openUntil(formatDateTime(returns.returnable.until)), canAsk: true };
  const closedAt = returns.unavailable?.code === 'window_closed' ? returns.unavailable.closedAt : undefined;
  return { sentence: closedAt ? say.closed(formatDate(closedAt)) : null, canAsk: false };
}
