/*
 * A prerendered page's bytes as a string the build can edit without decoding them (src/middleware.ts).
 * Read as Latin-1, each byte of the UTF-8 page is one character, so edits that touch ASCII markup
 * only (script URLs, the policy's hash sources) keep every other byte as it was, and the page is
 * never decoded nor encoded again: decoding and re-encoding each page (a Bangla page is mostly
 * two-byte text) was ~10 s of a 10,000-product build's 170 s of processor time (issue 25's
 * profile); a Latin-1 view is a copy. Build time only.
 */

/** The page's bytes, one character each. */
export function markupOf(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('latin1');
}

/** The bytes back, once edited. */
export function bytesOf(markup: string): Uint8Array<ArrayBuffer> {
  return Buffer.from(markup, 'latin1');
}

/** The text of a piece of the markup (an inline script, to hash it as the browser does). */
export function textOf(markup: string): string {
  return Buffer.from(markup, 'latin1').toString('utf8');
}
