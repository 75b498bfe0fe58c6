/**
 * Schema migrations, applied in order at start. `PRAGMA user_version` records how many have run,
 * so each runs once per database file. Append new migrations (a file each in ./migrations/, in
 * order); never edit one that has shipped.
 */
import m01 from './migrations/01-catalogue.ts';
import m02 from './migrations/02-discounts.ts';
import m03 from './migrations/03-related-items-index.ts';
import m04 from './migrations/04-sliders-index.ts';
import m05 from './migrations/05-accounts.ts';
import m06 from './migrations/06-checkout-and-orders.ts';
import m07 from './migrations/07-rate-limits.ts';
import m08 from './migrations/08-payments.ts';
import m09 from './migrations/09-content.ts';
import m10 from './migrations/10-articles.ts';
import m11 from './migrations/11-editor.ts';
import m12 from './migrations/12-uploads.ts';
import m13 from './migrations/13-upload-quota.ts';
import m14 from './migrations/14-payment-safety.ts';
import m15 from './migrations/15-upload-source.ts';
import m16 from './migrations/16-phone-sign-in.ts';
import m17 from './migrations/17-fulfilment.ts';
import m18 from './migrations/18-cod-confirmation.ts';
import m19 from './migrations/19-returns.ts';
import m20 from './migrations/20-gateway-partial-refunds.ts';
import m21 from './migrations/21-order-language.ts';
import m22 from './migrations/22-bangla-content.ts';
import m23 from './migrations/23-product-description-bn.ts';
import m24 from './migrations/24-related-by-price-index.ts';
import m25 from './migrations/25-bangla-pictures-articles-lines.ts';
import m26 from './migrations/26-bangla-names-nfc.ts';
import m27 from './migrations/27-product-search-index.ts';

/**
 * A migration: its SQL, or its SQL with `foreignKeysOff` when it rebuilds a table others refer to
 * (SQLite's documented procedure: foreign keys off outside the transaction, checked before commit).
 */
export type Migration = string | { sql: string; foreignKeysOff: true };

export const migrations: readonly Migration[] = [m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, m12, m13, m14, m15, m16, m17, m18, m19, m20, m21, m22, m23, m24, m25, m26, m27];

/** A migration's SQL, whichever form it takes. */
export const sqlOf = (migration: Migration): string => (typeof migration === 'string' ? migration : migration.sql);
