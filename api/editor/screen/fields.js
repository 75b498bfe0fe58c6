// @ts-check
import { announce, byId, make } from './dom.js';
import { say } from './words.js';

/*
 * The screen's form fields: a labelled control with its hint and error lines, and a 422's field
 * errors written under their fields. Shared by the product, sku and order-decision forms.
 */

/**
 * A labelled field with its error line. @param {string} id @param {string} label @param {string} value
 * @param {{ multiline?: boolean, lang?: string, inputmode?: string, hint?: string, required?: boolean }} [options]
 */
export function field(id, label, value, options = {}) {
  const control = options.multiline ? make('textarea', { id, name: id }) : make('input', { id, name: id, type: 'text', autocomplete: 'off' });
  control.value = value;
  // Announced as required; the forms are `novalidate`, so the API's 422 still says what is missing.
  if (options.required) control.setAttribute('required', '');
  if (options.lang) control.setAttribute('lang', options.lang);
  if (options.inputmode) control.setAttribute('inputmode', options.inputmode);
  const described = [`${id}-error`];
  /** @type {HTMLElement[]} */
  const parts = [make('label', { for: id }, [label]), control];
  if (options.hint) {
    parts.push(make('p', { id: `${id}-hint`, class: 'hint' }, [options.hint]));
    described.unshift(`${id}-hint`);
  }
  parts.push(make('p', { id: `${id}-error`, class: 'error' }));
  control.setAttribute('aria-describedby', described.join(' '));
  return parts;
}

/** The text in the field `#id`. @param {string} id */
export const valueOf = (id) => /** @type {HTMLInputElement} */ (byId(id)).value;

/**
 * Writes a 422's field errors under their fields (`{prefix}-{field}`), clears the others, and
 * focuses the first field in error. Errors of no listed field go to the status line, after `lead`
 * (the word saying what did not happen: not saved, not moved).
 * @param {string} prefix @param {string[]} fields @param {Record<string, string[]>} errors @param {string} [lead]
 */
export function showErrors(prefix, fields, errors, lead = 'fixErrors') {
  let first = null;
  for (const name of fields) {
    const control = byId(`${prefix}-${name}`);
    const messages = errors[name] ?? [];
    byId(`${prefix}-${name}-error`).textContent = messages.join(' ');
    if (messages.length) {
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    } else control.removeAttribute('aria-invalid');
  }
  const other = Object.entries(errors).filter(([name]) => !fields.includes(name)).flatMap(([, messages]) => messages);
  announce([say(lead), ...other].join(' '));
  first?.focus();
}
