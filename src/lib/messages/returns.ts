import * as m from '../../paraglide/messages.js';
import type { ReturnState } from '../contract/returns.ts';
import { formatBDT, formatNumber } from './format.ts';

/**
 * Words of an order's returns on its page (issue 26 §5).
 * The words themselves are in messages/returns/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const returnMessages = {
  get heading() { return m.returns_heading(); },
  get loading() { return m.returns_loading(); },
  get loadFailed() { return m.returns_loadFailed(); },
  get retry() { return m.returns_retry(); },
  /** Returns open: until when, in the shop's time zone. */
  openUntil: (until: string) => m.returns_openUntil({ until }),
  /** Returns closed: why the button is gone, and when it went. */
  closed: (closedOn: string) => m.returns_closed({ closedOn }),
  get askButton() { return m.returns_askButton(); },
  get formIntro() { return m.returns_formIntro(); },
  quantityOf: (name: string, max: number) => m.returns_quantityOf({ name, max: formatNumber(max) }),
  get reason() { return m.returns_reason(); },
  get reasonHint() { return m.returns_reasonHint(); },
  get photos() { return m.returns_photos(); },
  get photosHint() { return m.returns_photosHint(); },
  get tooManyPhotos() { return m.returns_tooManyPhotos(); },
  uploading: (n: number, of: number) => m.returns_uploading({ n: formatNumber(n), total: formatNumber(of) }),
  /** A photo that did not go: why, then what to do. */
  get photoFailed() {
    return {
      too_large: m.returns_photoFailed_too_large(),
      type: m.returns_photoFailed_type(),
      busy: m.returns_photoFailed_busy(),
      network: m.returns_photoFailed_network(),
      refused: m.returns_photoFailed_refused(),
      cancelled: m.returns_photoFailed_cancelled(),
    };
  },
  get send() { return m.returns_send(); },
  get sending() { return m.returns_sending(); },
  get cancel() { return m.returns_cancel(); },
  get chooseSomething() { return m.returns_chooseSomething(); },
  get asked() { return m.returns_asked(); },
  get stateName() {
    return {
      requested: m.returns_stateName_requested(),
      accepted: m.returns_stateName_accepted(),
      refused: m.returns_stateName_refused(),
      received: m.returns_stateName_received(),
    } satisfies Record<ReturnState, string>;
  },
  entryTitle: (date: string) => m.returns_entryTitle({ date }),
  shopNote: (note: string) => m.returns_shopNote({ note }),
  refund: (amount: number, byHand: boolean, date: string) =>
    m.returns_refund({ amount: formatBDT(amount), date, channel: byHand ? 'manual' : 'card' }),
};
