import { createHash, createHmac, randomBytes } from 'node:crypto';
import { bearerAuth } from 'hono/bearer-auth';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../../src/lib/contract/index.ts';
import { throttle, type Limit } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { answeringRefusals, sameSecret, secretDigest } from '../http/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { tooManyRequests } from '../http/errors.ts';

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
 * Wrong editor keys per client address in 15 minutes, from a browser the editor has not signed in
 * on before: an editor who mistypes gets through; a script guessing the key gets 10 tries a
 * quarter hour, hopeless against 128 random bits.
 */
export const EDITOR_KEY_FAILURES_PER_CLIENT: Limit = { bucket: 'editor-key:client', max: 10, windowMs: 15 * 60 * 1000 };
/**
 * Wrong editor keys per known device in 15 minutes. A browser that once sent the right key carries
 * a device proof (OWASP's device cookies) and is counted on its own, not with its address: someone
 * guessing from the same office address cannot lock the editors out (issue 22 §2).
 */
export const EDITOR_KEY_FAILURES_PER_DEVICE: Limit = { bucket: 'editor-key:device', max: 10, windowMs: 15 * 60 * 1000 };

/** The header a device proof travels in, both ways. */
export const DEVICE_HEADER = 'X-Editor-Device';

/** The one holder of the editor key: the key carries no name, so the audit names the role. */
export const EDITOR_WHO = 'editor';

/**
 * Device proofs (`{id}.{mac}`): a random id and its HMAC under a secret derived from the editor
 * key, so a proof cannot be made without the key, and changing the key retires every proof.
 */
function deviceProofs(key: string) {
  const secret = createHash('sha256').update(`editor-device\n${key}`).digest();
  const mac = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');
  return {
    issue: () => {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${mac(id)}`;
    },
    /** The device id `proof` vouches for, or undefined. */
    verify(proof: string | undefined): string | undefined {
      const [id, given, ...rest] = (proof ?? '').split('.');
      if (!id || !given || rest.length > 0 || id.length > 64) return undefined;
      return sameSecret(given, secretDigest(mac(id))) ? id : undefined;
    },
  };
}

/** The 401 of a request without the right key: JSON, with the challenge it always had. */
const CHALLENGE = 'Bearer realm="editor"';
const REFUSED: ErrorBody = { message: 'A valid editor key is required (Authorization: Bearer …)' };
const refusal = { wwwAuthenticateHeader: CHALLENGE, message: REFUSED };

/**
 * Requires `Authorization: Bearer {config.editorKey}` (issue 14 §6) through `hono/bearer-auth`: 401
 * without it or with a wrong one, and 429 with `Retry-After` once too many wrong keys came from
 * this device, or, from a browser without a device proof, from this address (then even the right
 * key waits, so a guess that lands is not told apart). Every wrong key is counted before it is
 * compared, in one write transaction. A right key gets a device proof back when it came without
 * one. No key configured: everyone is refused.
 *
 * What counts as a guess: a key in the header's token syntax (RFC 6750 `b64token`, which the
 * middleware checks before it asks `verifyToken`; the configuration takes only such keys). A
 * request with no key, or with one no key could be (spaces, other characters), is refused
 * uncounted: it could never be right, and a screen not signed in yet sends none.
 */
export function requireEditorKey({ db, clock, config }: ApiDeps) {
  const limiter = throttle(db);
  const expected = config.editorKey ? secretDigest(config.editorKey) : undefined;
  const proofs = config.editorKey ? deviceProofs(config.editorKey) : undefined;
  const guard = answeringRefusals(
    bearerAuth<EditorEnv>({
      realm: 'editor',
      noAuthenticationHeader: refusal,
      // The middleware's own answer to a malformed header is a 400: here it stays the 401 it always was.
      invalidAuthenticationHeader: { wwwAuthenticateHeader: CHALLENGE, message: (c) => c.json(REFUSED, 401) },
      invalidToken: refusal,
      verifyToken(given, c) {
        const client = clientAddress(c);
        const device = proofs?.verify(c.req.header(DEVICE_HEADER));
        const check = device ? ([[EDITOR_KEY_FAILURES_PER_DEVICE, device]] as const) : ([[EDITOR_KEY_FAILURES_PER_CLIENT, client]] as const);
        const attempt = limiter.claim(check, clock.now());
        if (attempt.wait > 0) throw new HTTPException(429, { res: tooManyRequests(c, attempt.wait, 'Too many wrong editor keys') });
        if (!expected || !sameSecret(given, expected)) return false;
        attempt.forgive();
        if (!device && proofs) c.header(DEVICE_HEADER, proofs.issue());
        c.set('editor', { who: EDITOR_WHO, client });
        return true;
      },
    }),
  );
  // CORS preflights pass (they carry no key).
  return createMiddleware<EditorEnv>((c, next) => (c.req.method === 'OPTIONS' ? next() : guard(c, next)));
}
