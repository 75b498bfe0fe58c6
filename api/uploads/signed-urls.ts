import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SaleAttachment } from '../../src/lib/contract/uploads.ts';
import type { ApiConfig } from '../config.ts';
import type { Clock } from '../deps.ts';
import { typedQuery } from '../db/query.ts';
import { cdnUrlOf, type UploadRow } from './store.ts';

/*
 * Signed, expiring receipt URLs (issue 22 §10), as Uploadcare's signed URLs (secure delivery)
 * work: the file's address with `?token=exp={unix seconds}~acl={path}~hmac={hex}`, where `hmac` is
 * the HMAC-SHA256 of `exp=…~acl=…` keyed with the hex-decoded signing secret (Akamai's Auth Token
 * 2.0, the scheme Uploadcare's CDN checks), and `acl` the path it opens (`/{uuid}/*`: that file,
 * under any name; a `*` at the end is a prefix, anything else the exact path).
 *
 * A receipt is a customer's bank or bKash slip: its uuid opens nothing by itself. The API's own
 * CDN (`cdn.ts`) serves a file only with a valid token; the addresses stored in the database carry
 * none. Tokens are minted for each answer that lists receipts, to the one who may see them — the
 * customer (their own orders, `resources/sales.ts`) or the merchant (`editor/orders.ts`) — and
 * last an hour. With the shop's receipts on Uploadcare, the same token is minted with the
 * project's signing secret for Uploadcare's CDN, which checks it (when the project has signed URLs on).
 */

/** How long a receipt link given out lasts: a screen is read again long before (each load mints new ones). */
export const RECEIPT_LINK_SECONDS = 60 * 60;

const mac = (secretHex: string, body: string) => createHmac('sha256', Buffer.from(secretHex, 'hex')).update(body).digest();

/** A token opening `acl` until `exp` (unix seconds), in Uploadcare's (Akamai's) form. */
export function signedToken(secretHex: string, acl: string, exp: number): string {
  const body = `exp=${exp}~acl=${acl}`;
  return `${body}~hmac=${mac(secretHex, body).toString('hex')}`;
}

// Exactly the fields this API mints, in that order: anything else is no token of ours.
const TOKEN = /^exp=(\d{1,12})~acl=(\/[^~]*)~hmac=([0-9a-f]{64})$/;

/**
 * Whether `token` opens `path` (the file's path under the CDN root, `/{uuid}/…`, as requested) at
 * `now`: signed with `secretHex`, not expired, and its `acl` covering the path.
 */
export function tokenOpens(secretHex: string, token: string | undefined, path: string, now: Date): boolean {
  const fields = token === undefined ? null : TOKEN.exec(token);
  if (!fields) return false;
  const [, exp, acl, hmac] = fields as unknown as [string, string, string, string];
  if (!timingSafeEqual(Buffer.from(hmac, 'hex'), mac(secretHex, `exp=${exp}~acl=${acl}`))) return false;
  if (now.getTime() >= Number(exp) * 1000) return false;
  return acl.endsWith('*') ? path.startsWith(acl.slice(0, -1)) : path === acl;
}

/** What a token of one file opens: the file, under any name (`/{uuid}/`, `/{uuid}/{name}`). */
export const fileAcl = (uuid: string) => `/${uuid}/*`;

/** When a link minted at `now` stops working (unix seconds). */
const expiryOf = (now: Date) => Math.floor(now.getTime() / 1000) + RECEIPT_LINK_SECONDS;

/** A signed address of a file of the API's own store: `{API}/ucarecdn/{uuid}/?token=…`, for an hour from `now`. */
export function signedStoreUrl(config: Pick<ApiConfig, 'publicUrl' | 'uploads'>, uuid: string, now: Date): string {
  return `${cdnUrlOf(config.publicUrl, uuid)}?token=${signedToken(config.uploads.urlSecret, fileAcl(uuid), expiryOf(now))}`;
}

/**
 * The address to give out now for a file the API recorded: of its own store, signed; on
 * Uploadcare, signed for Uploadcare's CDN when its signed URLs are configured, else the address
 * Uploadcare gave (public there: see README, Receipt uploads).
 */
export function receiptUrl(config: Pick<ApiConfig, 'publicUrl' | 'uploads'>, file: Pick<UploadRow, 'uuid' | 'source' | 'cdn_url'>, now: Date): string {
  if (file.source === 'store') return signedStoreUrl(config, file.uuid, now);
  const delivery = config.uploads.signedDelivery;
  if (!delivery) return file.cdn_url;
  const base = delivery.cdnUrl ?? new URL(file.cdn_url).origin;
  return `${base}/${file.uuid}/?token=${signedToken(delivery.secret, fileAcl(file.uuid), expiryOf(now))}`;
}

/** Mints receipt links for one answer: only ever called for the customer whose order it is, or the merchant. */
export interface ReceiptLinks {
  /** The address of file `uuid` to give out now (its stored one if the API has no record of it). */
  urlOf(uuid: string, stored: string): string;
  /** `answer` with each of its attachments' `cdnUrl` a link minted now. */
  signed<T extends { attachments: readonly SaleAttachment[] }>(answer: T): T;
}

/** Receipt links on `db`'s records, under `config`, on `clock`. */
export function receiptLinks({ db, config, clock }: { db: DatabaseSync; config: Pick<ApiConfig, 'publicUrl' | 'uploads'>; clock: Clock }): ReceiptLinks {
  const rowOf = (uuid: string) => typedQuery<Pick<UploadRow, 'uuid' | 'source' | 'cdn_url'>>(db, 'SELECT uuid, source, cdn_url FROM uploads WHERE uuid = ?').get(uuid);
  const urlOf = (uuid: string, stored: string) => {
    const row = rowOf(uuid);
    return row ? receiptUrl(config, row, clock.now()) : stored;
  };
  return {
    urlOf,
    signed: (answer) => ({ ...answer, attachments: answer.attachments.map((file) => ({ ...file, cdnUrl: urlOf(file.uuid, file.cdnUrl) })) }),
  };
}
