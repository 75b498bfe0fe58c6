// @ts-check
/*
 * The editor screen's DOM helpers (api/editor/screen.ts): find an element the page must have, make
 * one with attributes and children, and say something on the status line. Every value is written as
 * text, never as HTML.
 */

/** The page's element `#id`; a missing one is a bug of the page, so it throws. @param {string} id */
export function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element;
}

/**
 * A new element with its attributes and children (strings become text nodes).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Record<string, string>} [attributes] @param {(Node | string)[]} [children]
 */
export function make(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** Writes `text` on the status line (a polite live region), so a screen reader hears it. @param {string} text */
export function announce(text) {
  byId('status').textContent = text;
}

/**
 * A list row whose entry moves on (an order to fulfil, a return): its facts, what the last move
 * did (`result`, focused after a move, so the next Tab reaches the next move), a button per move
 * (`buttonOf`) and the holder of the form a move opens (hidden until then).
 * @param {string} id @param {HTMLElement[]} details @param {string[]} moves @param {string | undefined} result
 * @param {(move: string, holder: HTMLElement) => HTMLElement} buttonOf
 */
export function movableItem(id, details, moves, result, buttonOf) {
  const holder = make('div', { id: `${id}-form`, class: 'confirm', role: 'group', 'aria-labelledby': `${id}-question` });
  holder.hidden = true;
  const buttons = moves.map((move) => buttonOf(move, holder));
  const parts = [...details];
  if (result) parts.push(make('p', { class: 'result', tabindex: '-1' }, [result]));
  if (buttons.length) parts.push(make('p', { class: 'actions' }, buttons), holder);
  return make('li', { id }, [make('article', { 'aria-labelledby': `${id}-heading` }, parts)]);
}
