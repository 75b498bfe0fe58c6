import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { errorLog, onError } from '../../api/http/errors.ts';

// Issue 22 §5: an unexpected error is logged with its stack once per kind, then counted in a line
// now and then, so a client repeating a failing request cannot flood the log; the answer stays a bare 500.

function thrower(message: string): never {
  throw new TypeError(message);
}

describe('errorLog', () => {
  it('writes the stack once per kind, then one line at the 2nd, 4th, 8th … time', () => {
    const lines: unknown[][] = [];
    const log = errorLog((...parts) => lines.push(parts));
    for (let i = 0; i < 100; i++) {
      try {
        thrower(`boom ${i}`); // the message varies (it may quote the request), the kind does not
      } catch (error) {
        log(error, 'POST /api/somewhere');
      }
    }
    expect(lines).toHaveLength(7); // 1st (with the stack), 2nd, 4th, 8th, 16th, 32nd, 64th
    expect(lines[0]![1]).toBeInstanceOf(TypeError);
    expect(lines.slice(1).every((parts) => parts.length === 1 && typeof parts[0] === 'string')).toBe(true);
    expect(lines[6]![0]).toMatch(/^\[api\] unhandled error again \(64 times\), the last at POST \/api\/somewhere: TypeError: boom 63 /);
  });

  it('tells kinds apart by where they were thrown, and bounds how many it remembers', () => {
    const lines: unknown[][] = [];
    const log = errorLog((...parts) => lines.push(parts));
    log(new RangeError('one'), 'GET /a');
    log(new Error('two'), 'GET /b');
    expect(lines.map((parts) => parts[1])).toEqual([expect.any(RangeError), expect.any(Error)]);
    // Kinds without a stack (a thrown string) are told apart by their text; past 100 kinds they share one count.
    for (let i = 0; i < 300; i++) log(`thrown text ${i}`, 'GET /c');
    expect(lines.length).toBeLessThan(2 + 98 + 10);
  });

  it('quotes the request path on one line, however long or broken it is', () => {
    const lines: unknown[][] = [];
    const log = errorLog((...parts) => lines.push(parts));
    const error = new Error('x');
    log(error, 'GET /first');
    log(error, `GET /${'a'.repeat(500)}\nforged line`);
    expect(lines[1]![0]).not.toContain('\n');
  });
});

describe('onError', () => {
  it('answers a bare JSON 500 every time and logs a stack once for a request repeated 50 times', async () => {
    const app = new Hono();
    app.onError(onError);
    app.get('/fails', () => thrower('broken'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 50; i++) {
        const response = await app.request('/fails');
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: 'Internal Server Error' });
      }
      const withStack = logged.mock.calls.filter((call) => call.some((part) => part instanceof Error));
      expect(withStack).toHaveLength(1);
      expect(logged.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      logged.mockRestore();
    }
  });
});
