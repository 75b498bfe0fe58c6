import * as v from 'valibot';
import { count, isoInstant } from './common.ts';
import { openingHoursSchema } from './outlets.ts';
import { contentSlugSchema } from './site-content.ts';

/*
 * The content editors' API (issue 14 §6), `/api/editor/*` behind `Authorization: Bearer
 * {API_EDITOR_KEY}`. Not exported from `index.ts`: no storefront page reads it, only the API and
 * its editor screen.
 */

/**
 * Text an editor types on one line: trimmed, not empty, no control characters; in NFC, the form
 * the catalogue is written in, which the API's search compares with (api/db/bangla-stem.ts): some
 * keyboards type ড়, ঢ় and য় as one letter, NFC as the letter and a nukta.
 */
const line = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.normalize('NFC'),
    v.nonEmpty('Required'),
    v.maxLength(max, `At most ${max} characters`),
    v.check((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
  );

/** Longer text: line breaks and tabs allowed, other control characters not. */
const prose = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.normalize('NFC'),
    v.nonEmpty('Required'),
    v.maxLength(max, `At most ${max} characters`),
    v.check((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Must not contain control characters'),
  );

/**
 * The Bangla beside an English text (issue 24 §4): optional, as it is in what the API answers. Left
 * out, the stored Bangla stays (a client that knows only the English fields changes none of it);
 * empty, it is cleared, and the shop shows the English.
 */
const bangla = (max: number, { multiline = false } = {}) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.normalize('NFC'),
      v.maxLength(max, `At most ${max} characters`),
      v.check((text) => !(multiline ? /[^\P{Cc}\n\r\t]/u : /\p{Cc}/u).test(text), 'Must not contain control characters'),
    ),
  );

/**
 * Most a sku may cost, in taka, and most units of one in stock. Far beyond any stationery, and low
 * enough that every sum the shop makes of them (paisa × 999 a line × 50 lines, stock over the whole
 * catalogue) stays an exact JavaScript number: SQLite keeps 64-bit integers, and reading one past
 * 2^53 back throws, so an unbounded edit (9007199254740993) was stored and then broke every read of
 * its sku (issue 22 §5).
 */
export const MAX_SKU_TAKA = 10_000_000;
export const MAX_SKU_UNITS = 1_000_000;

/** An amount in BDT as the API's `bdt`, with words an editor can act on. */
const taka = v.pipe(
  v.number('Enter an amount in taka, like 120 or 99.50'),
  v.finite('Enter an amount in taka, like 120 or 99.50'),
  v.minValue(0, 'Must not be negative'),
  v.maxValue(MAX_SKU_TAKA, `At most ${MAX_SKU_TAKA} taka`),
  v.check((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'At most two decimals (paisa)'),
);
/** Units of stock: a whole number, zero or more. */
const units = v.pipe(
  v.number('Enter a whole number'),
  v.safeInteger('Enter a whole number'),
  v.minValue(0, 'Must not be negative'),
  v.maxValue(MAX_SKU_UNITS, `At most ${MAX_SKU_UNITS} units`),
);

/** Limits of what an editor may write: generous for people, small enough that nobody stores a novel. */
export const EDITOR_LIMITS = { name: 200, description: 20_000, title: 200, summary: 500, html: 200_000, outletText: 300 } as const;

/** A body that names no field to change is refused: a save that saves nothing is a mistake in the client. */
const someField = (input: object) => Object.values(input).some((value) => value !== undefined);

/**
 * `PATCH /api/editor/products/{id}`: any of the names and the description, and the description in
 * Bangla (left out, kept; empty, cleared: the shop shows the English one).
 */
export const productEditSchema = v.pipe(
  v.strictObject({
    name: v.optional(line(EDITOR_LIMITS.name)),
    nameBn: v.optional(line(EDITOR_LIMITS.name)),
    description: v.optional(prose(EDITOR_LIMITS.description)),
    descriptionBn: bangla(EDITOR_LIMITS.description, { multiline: true }),
  }),
  v.check((input) => someField(input), 'Nothing to change'),
);
export type ProductEdit = v.InferOutput<typeof productEditSchema>;

/**
 * `PATCH /api/editor/skus/{id}`: prices in BDT (`null` clears a sale or regular price) and the
 * stock available to sell. `expectedStock`, the stock the editor saw, refuses a stock edit made
 * over an order that took units meanwhile, instead of silently undoing it.
 */
export const skuEditSchema = v.pipe(
  v.strictObject({
    price: v.optional(taka),
    salePrice: v.optional(v.nullable(taka)),
    regularPrice: v.optional(v.nullable(taka)),
    stock: v.optional(units),
    expectedStock: v.optional(units),
  }),
  v.check((input) => someField({ ...input, expectedStock: undefined }), 'Nothing to change'),
);
export type SkuEdit = v.InferOutput<typeof skuEditSchema>;

/** `PUT /api/editor/content/{slug}`: the whole page. The HTML is sanitised when the shop builds. */
export const contentEditSchema = v.strictObject({
  title: line(EDITOR_LIMITS.title),
  summary: prose(EDITOR_LIMITS.summary),
  html: prose(EDITOR_LIMITS.html),
  titleBn: bangla(EDITOR_LIMITS.title),
  summaryBn: bangla(EDITOR_LIMITS.summary, { multiline: true }),
  htmlBn: bangla(EDITOR_LIMITS.html, { multiline: true }),
});
export type ContentEdit = v.InferOutput<typeof contentEditSchema>;

/** `PUT /api/editor/outlets/{id}`: the whole outlet, as `GET /api/outlets` answers it (without its id). */
export const outletEditSchema = v.strictObject({
  name: line(EDITOR_LIMITS.outletText),
  nameBn: line(EDITOR_LIMITS.outletText),
  address: line(EDITOR_LIMITS.outletText),
  division: line(EDITOR_LIMITS.outletText),
  district: line(EDITOR_LIMITS.outletText),
  addressBn: bangla(EDITOR_LIMITS.outletText),
  divisionBn: bangla(EDITOR_LIMITS.outletText),
  districtBn: bangla(EDITOR_LIMITS.outletText),
  phone: v.pipe(line(40), v.regex(/^\+?[\d\s-]{6,}$/, 'Expected a phone number')),
  latitude: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
  hours: v.pipe(
    v.array(openingHoursSchema),
    v.maxLength(7),
    v.check((hours) => new Set(hours.map((h) => h.day)).size === hours.length, 'One entry per day'),
  ),
});
export type OutletEdit = v.InferOutput<typeof outletEditSchema>;

/** A path's id: `/products/12`. */
export const editorIdSchema = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, 'Expected an id'), v.transform(Number)) });
/** A path's page slug: `/content/about`. */
export const editorSlugSchema = v.strictObject({ slug: contentSlugSchema });
/** `GET /api/editor/products?query=`: words of a name, or an id. */
export const editorFindSchema = v.strictObject({ query: v.optional(v.pipe(v.string(), v.trim(), v.normalize('NFC'), v.maxLength(100)), '') });

/** A sku as the editor sees it: prices in BDT, the stock available to sell and the units open orders hold. */
export interface EditorSku {
  id: number;
  code: string;
  options: string;
  price: number;
  salePrice: number | null;
  regularPrice: number | null;
  stock: number;
  held: number;
}

/** A product as the editor sees it. */
export interface EditorProduct {
  id: number;
  name: string;
  nameBn: string;
  slug: string;
  description: string;
  /** The description in Bangla; absent when there is none, as in what the shop's API answers. */
  descriptionBn?: string;
  updatedAt: string;
  skus: EditorSku[];
}

/** One row of the audit: who changed what, from where, when; only the changed fields, before and after. */
export interface EditorChange {
  id: number;
  who: string;
  client: string;
  resource: 'product' | 'sku' | 'content' | 'outlet' | 'order' | 'refund' | 'return';
  resourceId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

/*
 * The build hook's status (`GET /_hooks/status`), read leniently: the hook is another program, so a
 * field it spells differently becomes `null` (or the state `unknown`) instead of hiding the rest.
 */
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(v.nullable(schema)), null);

/** One build as the hook reports it. */
export const buildRunSchema = v.object({
  id: lenient(v.string()),
  startedAt: lenient(isoInstant),
  finishedAt: lenient(isoInstant),
  durationMs: lenient(count),
  pages: lenient(count),
  error: lenient(v.string()),
});
export type BuildRun = v.InferOutput<typeof buildRunSchema>;

/** The build hook's status; `unknown` when no hook is configured or it cannot be reached. */
export const buildStatusSchema = v.object({
  state: v.fallback(v.picklist(['idle', 'queued', 'building', 'failed', 'unknown']), 'unknown'),
  current: lenient(v.union([v.string(), buildRunSchema])),
  last: lenient(buildRunSchema),
});
export type BuildStatus = v.InferOutput<typeof buildStatusSchema>;
