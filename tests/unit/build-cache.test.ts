import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint, forgetCacheOfOtherCode } from '../../scripts/build-cache.ts';

// A release build reuses Astro's kept pages only while the code that wrote them is the code now:
// a kept page names the bundles of its own build, which a build of other code does not have.
let root: string;
let cacheDir: string;
const record = () => join(cacheDir, 'incremental-build.json');
const hasRecord = () => readFile(record(), 'utf8').then(() => true, () => false);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'code-fingerprint-'));
  cacheDir = join(root, '.releases', '.build-cache');
  await mkdir(join(root, 'src', 'islands'), { recursive: true });
  await mkdir(join(root, 'integrations'));
  await writeFile(join(root, 'src', 'islands', 'Listing.tsx'), 'export default 1;');
  await writeFile(join(root, 'integrations', 'pagefind.ts'), 'export {};');
  await writeFile(join(root, 'astro.config.mjs'), "export default { groups: ['price'] };");
  await mkdir(cacheDir, { recursive: true });
  await writeFile(record(), '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('codeFingerprint', () => {
  it('is the same for the same code, and changes with an island, an integration or the build settings', async () => {
    const first = await codeFingerprint(root);
    expect(await codeFingerprint(root)).toBe(first);
    await writeFile(join(root, 'astro.config.mjs'), "export default { groups: ['price', 'pricing'] };");
    const second = await codeFingerprint(root);
    expect(second).not.toBe(first);
    await writeFile(join(root, 'src', 'islands', 'Listing.tsx'), 'export default 2;');
    const third = await codeFingerprint(root);
    expect(third).not.toBe(second);
    await writeFile(join(root, 'integrations', 'pagefind.ts'), 'export const x = 1;');
    expect(await codeFingerprint(root)).not.toBe(third);
  });

  it('changes with the messages, not with the messages compiled into src/paraglide during a build', async () => {
    const before = await codeFingerprint(root);
    await mkdir(join(root, 'src', 'paraglide', 'messages'), { recursive: true });
    await writeFile(join(root, 'src', 'paraglide', 'messages', 'payments_paid.js'), 'export const x = 1;');
    expect(await codeFingerprint(root)).toBe(before);
    await mkdir(join(root, 'messages', 'payments'), { recursive: true });
    await writeFile(join(root, 'messages', 'payments', 'en.json'), '{ "payments_paid": "Paid" }');
    const withMessages = await codeFingerprint(root);
    expect(withMessages).not.toBe(before);
    await writeFile(join(root, 'messages', 'payments', 'en.json'), '{ "payments_paid": "Paid in full" }');
    expect(await codeFingerprint(root)).not.toBe(withMessages);
  });

  it("changes with the inlang project's settings, not with the cache Paraglide writes into it during a build", async () => {
    await mkdir(join(root, 'project.inlang'));
    await writeFile(join(root, 'project.inlang', 'settings.json'), '{ "locales": ["en", "bn"] }');
    const before = await codeFingerprint(root);
    await mkdir(join(root, 'project.inlang', 'cache', 'paraglide-js'), { recursive: true });
    await writeFile(join(root, 'project.inlang', 'cache', 'paraglide-js', 'messages.json'), '{}');
    expect(await codeFingerprint(root)).toBe(before);
    await writeFile(join(root, 'project.inlang', 'settings.json'), '{ "locales": ["en", "bn", "hi"] }');
    expect(await codeFingerprint(root)).not.toBe(before);
  });

  it('tells a renamed file from the same content elsewhere', async () => {
    const before = await codeFingerprint(root);
    await rm(join(root, 'src', 'islands', 'Listing.tsx'));
    await writeFile(join(root, 'src', 'islands', 'Search.tsx'), 'export default 1;');
    expect(await codeFingerprint(root)).not.toBe(before);
  });
});

describe('forgetCacheOfOtherCode', () => {
  it("forgets Astro's record when the cache's code is unknown, keeps it while the code stays, forgets it when the code changes", async () => {
    expect(await forgetCacheOfOtherCode(cacheDir, root)).toBe(true);
    expect(await hasRecord()).toBe(false);
    await writeFile(record(), '{}'); // the full build records its pages
    expect(await forgetCacheOfOtherCode(cacheDir, root)).toBe(false);
    expect(await hasRecord()).toBe(true);
    await writeFile(join(root, 'src', 'islands', 'Listing.tsx'), 'export default 3;');
    expect(await forgetCacheOfOtherCode(cacheDir, root)).toBe(true);
    expect(await hasRecord()).toBe(false);
  });
});
