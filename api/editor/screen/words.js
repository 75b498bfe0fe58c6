// @ts-check
import { byId } from './dom.js';

/*
 * The screen's words: read from the page's JSON data block (api/editor/words.ts), so the script
 * holds none of its own and a second language is a second table.
 */

/** @type {Record<string, string>} */
const WORDS = JSON.parse(byId('editor-words').textContent || '{}');

/** A word of the screen with its `{name}` blanks filled. @param {string} key @param {Record<string, string | number>} [values] */
export function say(key, values = {}) {
  return (WORDS[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** An instant from the API in the editor's own locale and zone; `?` when there is none. @param {string | null | undefined} instant */
export const when = (instant) => (instant ? new Date(instant).toLocaleString() : '?');
