import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiConfig } from '../../../api/config.ts';
import { openDatabase } from '../../../api/db/open.ts';
import { send } from './accounts.ts';
import { skusInStock } from './gateway.ts';
import { useReferenceApi, type ReferenceApiFixture } from './reference-api.ts';
import type { Shopper } from './shoppers.ts';

/*
 * Receipt files and pay-later orders for the tests of uploads (issue 12 §4). The files are only
 * as real as the sniffing needs: the right first bytes, then filler of the size a test wants.
 */

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** An ISO base media `ftyp` box with these brands (HEIC, AVIF, MP4 start so). */
export const ftyp = (major: string, ...compatible: string[]) =>
  bytes(be32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

/** The first bytes of each receipt type, and of things that are not receipts. */
export const HEADS = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', new Array(40).fill(0)),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', new Array(40).fill(0)),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', new Array(40).fill(0)),
  heic: ftyp('heic', 'mif1', 'heic'),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n'),
  elf: bytes([0x7f], 'ELF', [2, 1, 1, 0], new Array(40).fill(0)),
  pe: bytes('MZ', [0x90, 0, 3, 0], new Array(40).fill(0)),
  html: bytes('<!DOCTYPE html><html><script>alert(1)</script>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
};

/** A file of exactly `size` bytes starting with `head` (random filler, so nothing compresses it away). */
export function fileOf(head: Buffer, size: number): Buffer {
  if (size <= head.length) return head.subarray(0, size);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** Places a pay-later order of one unit of `skuId` for `who`; its invoice id and sale id. */
export async function placePayLater(api: ReferenceApiFixture, who: Shopper, skuId: number): Promise<{ invoiceId: string; saleId: number }> {
  const sent = await send(api, 'POST', '/api/checkouts', {
    token: who.token,
    body: { items: [{ skuId, quantity: 1 }], addressId: who.addressId, paymentMethod: 'pay_later' },
    headers: { 'Idempotency-Key': `test-${randomUUID()}` },
  });
  expect(sent.status, sent.text).toBe(201);
  return sent.json;
}

/** A megabyte; and the time a test moving tens of them through a loopback socket and to disk may take on a busy two-core machine. */
export const MB = 1024 * 1024;
export const SLOW = 60_000;

/**
 * The reference API for a test file of uploads, with its database open beside it (to look at
 * rows) and skus in stock to order. Call it at the top level of a test file.
 */
export function useUploadsApi(overrides: Partial<ApiConfig> = {}) {
  const api = useReferenceApi({ demoProducts: 30, ...overrides });
  let db: DatabaseSync | undefined;
  let skus: { id: number }[] = [];
  let next = 0;
  beforeAll(async () => {
    db = openDatabase(api.running.config.dbPath);
    skus = await skusInStock(api, 10);
  });
  afterAll(() => db?.close());
  const database = () => db ?? expect.unreachable('the database opens in beforeAll');
  return {
    api,
    get db() {
      return database();
    },
    /** The next sku in stock, in turn (so no test runs one out). */
    nextSku: () => skus[next++ % skus.length]!.id,
    /** Places a pay-later order of the next sku for `who`. */
    orderFor: (who: Shopper) => placePayLater(api, who, skus[next++ % skus.length]!.id),
    /** What the store holds: rows, files in place, and temporary files (parts, bodies being received). */
    store() {
      const dir = api.running.config.uploads.dir;
      return {
        rows: Number(database().prepare('SELECT COUNT(*) AS n FROM uploads').get()!['n']),
        files: readdirSync(dir).filter((name) => name !== 'tmp').length,
        temporary: readdirSync(join(dir, 'tmp'), { recursive: true }).length,
      };
    },
  };
}
