// @ts-check
import { DEVICE_HEADER, deviceProof, editorKey, keepDeviceProof, signOut } from './session.js';
import { say } from './words.js';

/*
 * Calls to the editor API (`/api/editor/*`) with the editor key, and what went wrong with one in
 * the screen's words.
 */

/** An answer of the editor API: its status (0 for a network failure), its JSON body or null, its headers. @typedef {{ status: number, body: any, headers: Headers }} Answer */

/** A call to the editor API with the key; a network failure is status 0. @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<Answer>} */
export async function api(method, path, body) {
  try {
    const response = await fetch(`/api/editor${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${editorKey()}`,
        ...(deviceProof() ? { [DEVICE_HEADER]: deviceProof() } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
    });
    keepDeviceProof(response.headers);
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}

/** What went wrong with a call, in words; signs out on a 401 (the key is no longer right). @param {Answer} answer */
export function trouble(answer) {
  if (answer.status === 0) return say('network');
  if (answer.status === 401) {
    signOut();
    return say('wrongKey');
  }
  if (answer.status === 429) return say('tooMany', { minutes: Math.ceil(Number(answer.headers.get('Retry-After') ?? 60) / 60) });
  return say('failed', { status: answer.status, message: answer.body?.message ?? '' });
}
