import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the form kit (`src/ui/form`), shared by every form of the shop.
 * The words themselves are in messages/forms/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const formMessages = {
  get optional() { return m.forms_optional(); },
  /** A 429: how long until the server takes the form again (its `Retry-After`). */
  tryAgainIn: (seconds: number) => {
    const inSeconds = seconds < 90;
    const n = inSeconds ? Math.max(1, Math.ceil(seconds)) : Math.ceil(seconds / 60);
    return m.forms_tryAgainIn({ count: n, n: formatNumber(n), unit: inSeconds ? 'second' : 'minute' });
  },
  get tooManyAttempts() { return m.forms_tooManyAttempts(); },
};
