import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { throttle, type Limit } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { jsonError, tooManyRequests } from '../http/errors.ts';

/** Who an editor request acts as, for the audit (`editor_changes.who` and `.client`). */
export interface Editor {
  who: string;
  client: string;
}

/** Hono variables of an editor route: `c.var.editor` is set and typed. */
export interface EditorEnv {
  Variables: { editor: Editor };
}

/**
 * Wrong editor keys per client address in 15 minutes: an editor who mistypes gets through; a
 * script guessing the key gets 10 tries a quarter hour, hopeless against 128 random bits.
 */
export const EDITOR_KEY_FAILURES_PER_CLIENT: Limit = { bucket: 'editor-key:client', max: 10, windowMs: 15 * 60 * 1000 };

/** The one holder of the editor key: the key carries no name, so the audit names the role. */
export const EDITOR_WHO = 'editor';

// Digests have one length whatever was sent, so the comparison's time says nothing, not even the key's length.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Requires `Authorization: Bearer {config.editorKey}` (issue 14 §6): 401 without it or with a
 * wrong one, and 429 with `Retry-After` once an address has sent too many wrong keys (then even the
 * right key waits, so a guess that lands is not told apart). No key configured: everyone is refused.
 */
export function requireEditorKey({ db, clock, config }: ApiDeps) {
  const limiter = throttle(db);
  const expected = config.editorKey ? digest(config.editorKey) : undefined;
  return createMiddleware<EditorEnv>(async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const client = clientAddress(c);
    const check = [[EDITOR_KEY_FAILURES_PER_CLIENT, client]] as const;
    const waitSeconds = limiter.retryAfterSeconds(check, clock.now());
    if (waitSeconds > 0) return tooManyRequests(c, waitSeconds, 'Too many wrong editor keys from this address');
    const given = /^bearer +(\S+) *$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (given !== undefined && expected && timingSafeEqual(digest(given), expected)) {
      c.set('editor', { who: EDITOR_WHO, client });
      return next();
    }
    // A request without any key (a screen not signed in yet) is no guess: only wrong keys count.
    if (given !== undefined) limiter.record(check, clock.now());
    c.header('WWW-Authenticate', 'Bearer realm="editor"');
    return jsonError(c, 401, 'A valid editor key is required (Authorization: Bearer …)');
  });
}
