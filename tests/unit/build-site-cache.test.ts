import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build.ts';

// Issue 14 §7: the incremental build's record of what its cached pages hold must never outlive a build that stopped halfway.
let cacheDir = '';
const record = () => join(cacheDir, 'incremental-build.json');

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'build-cache-'));
  await writeFile(record(), '{"version":1,"routes":{}}');
  await writeFile(join(cacheDir, 'storefront-related.json'), '{}');
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

describe('buildSite with a cache folder', () => {
  it('forgets the incremental record when the build is stopped, so the next build renders every page', async () => {
    await expect(buildSite({ apiUrl: 'http://127.0.0.1:9', outDir: join(cacheDir, 'out'), cacheDir, signal: AbortSignal.abort() })).rejects.toThrow();
    expect(existsSync(record())).toBe(false);
    // The API's answers kept beside it stay: they are keyed by the data they came from, not by a build.
    expect(existsSync(join(cacheDir, 'storefront-related.json'))).toBe(true);
  });

  it('leaves the record of another folder alone when built without a cache folder', async () => {
    await expect(buildSite({ apiUrl: 'http://127.0.0.1:9', outDir: join(cacheDir, 'out'), signal: AbortSignal.abort() })).rejects.toThrow();
    expect(existsSync(record())).toBe(true);
  });
});
