/*
 * What a form being filled keeps across the reload guard's reload (spec §4 "keeping state"):
 * the text typed and options picked, saved to sessionStorage just before and put back after.
 * Never a password or a card's details: those stay with the page that had them.
 */

/** The parts of a form field the rule reads and writes (an input, textarea or select has them). */
export interface FieldLike {
  /** `text`, `email`, `textarea`, `select-one`, `password`, … as the DOM says. */
  type: string;
  name: string;
  value: string;
  autocomplete: string;
}

/** The page's fields in order, each saved as `[name, value]`, or 0 when not kept or empty. */
export type SavedFields = ([name: string, value: string] | 0)[];

/**
 * Whether a field's value may be saved: typed text or a picked option, not a password, a hidden
 * value or a box, and not a card's number, expiry or code (by autocomplete token or name).
 */
export const isKeptField = (field: FieldLike): boolean =>
  /^(text|search|email|tel|url|number|textarea|select-one)$/.test(field.type) &&
  !/\bcc-|card|cvv|cvc|expir|secur/i.test(`${field.autocomplete} ${field.name}`);

/** What to save of the page's fields, in their order. */
export const saveFields = (fields: readonly FieldLike[]): SavedFields =>
  fields.map((field) => (isKeptField(field) && field.value ? [field.name, field.value] : 0));

/**
 * Puts saved values back into the page's fields: each into the field at the same place with the
 * same name, if kept and still empty (what the shopper typed again since stays). A damaged record
 * changes nothing.
 */
export function restoreFields(fields: readonly FieldLike[], saved: unknown): void {
  if (!Array.isArray(saved)) return;
  saved.forEach((entry: unknown, index) => {
    const field = fields[index];
    if (Array.isArray(entry) && entry[1] && field && field.name == entry[0] && isKeptField(field) && !field.value) field.value = String(entry[1]);
  });
}
