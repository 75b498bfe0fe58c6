import { describe, expect, it } from 'vitest';
import destr from '../../src/lib/api/destr-lite.ts';
// The real destr, by its file: the bare name `destr` resolves to destr-lite here, as in the builds.
import { destr as realDestr } from '../../node_modules/destr/dist/index.mjs';

describe('destr-lite', () => {
  const answers = [
    '{"list":[{"id":1,"name":"Gel Pen","price":25.5}],"total":1,"page":1,"size":20}',
    '{"message":"Validation failed","errors":{"items.0.quantity":["Too big"]}}',
    '[1,2,3]', '"quoted"', '42', 'true', 'null', '',
    '<!doctype html><title>502 Bad Gateway</title>',
    'plain text from a proxy',
    '{"name":"কলম","nested":{"ok":true}}',
  ];
  it.each(answers)('reads %s as destr does', (text) => {
    expect(destr(text)).toEqual(realDestr(text));
  });

  it('drops keys that could pollute a prototype, as destr does', () => {
    const polluted = '{"a":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
    const parsed = destr(polluted) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['a']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('passes anything that is not text through untouched', () => {
    const body = { already: 'parsed' };
    expect(destr(body)).toBe(body);
  });
});
