// @ts-check

/*
 * The editor's session: the key typed on the screen, kept in sessionStorage (gone with the tab) and
 * sent as Bearer. Signing out is here, not with the sign-in form, because any call answered 401
 * signs out (api-call.js): the parts that must react (the form, the build polling) say so with
 * `onSignOut`, so this module needs none of them.
 */

const KEY_STORE = 'editor-key';
/*
 * The proof that this browser once sent the right key (OWASP's device cookie, issue 22 §2): kept
 * across tabs and sign-outs, sent with every call, so wrong keys from others at the same address
 * never lock this browser out. It is no key: it opens nothing by itself.
 */
const DEVICE_STORE = 'editor-device';
/** The header the proof travels in, both ways (api/editor/auth.ts). */
export const DEVICE_HEADER = 'X-Editor-Device';

/** This browser's device proof, or '' before the first right key. */
export const deviceProof = () => localStorage.getItem(DEVICE_STORE) ?? '';

/** Keeps the device proof an answer carried, if any. @param {Headers} headers */
export function keepDeviceProof(headers) {
  const proof = headers.get(DEVICE_HEADER);
  if (proof) localStorage.setItem(DEVICE_STORE, proof);
}
/** @type {(() => void)[]} */
const signedOut = [];

/** The key kept for this tab; empty when signed out. */
export const editorKey = () => sessionStorage.getItem(KEY_STORE) ?? '';

/** Whether a key is kept (it may still turn out wrong: the API answers 401 then). */
export const hasKey = () => Boolean(sessionStorage.getItem(KEY_STORE));

/** Keeps `key` for this tab. @param {string} key */
export function keepKey(key) {
  sessionStorage.setItem(KEY_STORE, key);
}

/** Forgets the key without signing out (a key the API refused while signing in). */
export function forgetKey() {
  sessionStorage.removeItem(KEY_STORE);
}

/** Runs `handler` on every sign-out, in the order the handlers were added. @param {() => void} handler */
export function onSignOut(handler) {
  signedOut.push(handler);
}

/** Forgets the key and tells every part that reacts to it. */
export function signOut() {
  forgetKey();
  for (const handler of signedOut) handler();
}
