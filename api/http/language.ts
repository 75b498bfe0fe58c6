import type { Context } from 'hono';
import type { TextLanguage } from '../sms/texts.ts';

/**
 * The language a shopper's messages are written in (issue 26 §1): Bangla when the request's
 * `Accept-Language` puts Bangla first (`bn`, `bn-BD`), else English. The shop sends the language
 * of its page there (a browser sends its own until then).
 */
export function shopperLanguage(c: Context): TextLanguage {
  return /^\s*bn\b/i.test(c.req.header('Accept-Language') ?? '') ? 'bn' : 'en';
}
