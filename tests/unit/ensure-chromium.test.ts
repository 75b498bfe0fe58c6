import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findChromium } from '../../scripts/ensure-chromium.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('findChromium', () => {
  it('prefers PLAYWRIGHT_CHROMIUM_PATH when it points at an existing executable', () => {
    vi.stubEnv('PLAYWRIGHT_CHROMIUM_PATH', process.execPath);
    expect(findChromium()).toBe(process.execPath);
  });

  it('ignores PLAYWRIGHT_CHROMIUM_PATH when nothing exists there', () => {
    const missing = join(tmpdir(), 'no-such-chromium', 'chrome');
    vi.stubEnv('PLAYWRIGHT_CHROMIUM_PATH', missing);
    expect(findChromium()).not.toBe(missing);
  });
});
