import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildManifestIntegration } from '../../integrations/build-manifest.ts';

type Hooks = ReturnType<typeof buildManifestIntegration>['hooks'];
const page = (id: string, body = 'x') => `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="build-id" content="${id}" data-interval="600000"><title>t</title></head><body>${body}</body></html>`;

describe('buildManifestIntegration', () => {
  let site: string;
  const savedId = process.env['BUILD_ID'];
  const write = async (file: string, text: string) => {
    await mkdir(dirname(join(site, file)), { recursive: true });
    await writeFile(join(site, file), text);
  };
  const read = (file: string) => readFile(join(site, file), 'utf8');
  /** Runs the integration's hooks as `astro build` does, around files the "build" wrote. */
  const build = async (files: Record<string, (id: string) => string>) => {
    const hooks: Hooks = buildManifestIntegration().hooks;
    await hooks['astro:config:setup']!({ command: 'build' } as never);
    const id = process.env['BUILD_ID']!;
    for (const [file, text] of Object.entries(files)) await write(file, text(id));
    await hooks['astro:build:done']!({ dir: pathToFileURL(`${site}/`), logger: { info: () => {} } } as never);
    return id;
  };

  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'build-manifest-'));
  });
  afterEach(async () => {
    if (savedId === undefined) delete process.env['BUILD_ID'];
    else process.env['BUILD_ID'] = savedId;
    await rm(site, { recursive: true, force: true });
  });

  it('uses the id the release pipeline set, and writes latest.json and the build\'s meta file', async () => {
    process.env['BUILD_ID'] = '20261123-191000-123-a1b2';
    const id = await build({ 'index.html': page, 'about/index.html': page, '_astro/common.X.js': () => 'x', 'robots.txt': () => 'x' });
    expect(id).toBe('20261123-191000-123-a1b2');
    const latest = JSON.parse(await read('builds/latest.json'));
    expect(latest).toEqual({ id, timestamp: expect.any(String) });
    expect(JSON.parse(await read(`builds/meta/${id}.json`))).toEqual({ ...latest, pages: ['/', '/about/'], assets: ['/_astro/common.X.js'] });
  });

  it('makes up an id when none is set, and leaves it where pages read it', async () => {
    delete process.env['BUILD_ID'];
    const id = await build({ 'index.html': page });
    expect(id).toMatch(/^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/);
    expect(JSON.parse(await read('builds/latest.json')).id).toBe(id);
  });

  it('refuses an id that cannot name a file', async () => {
    process.env['BUILD_ID'] = '../escape';
    await expect(build({})).rejects.toThrow(/BUILD_ID/);
  });

  it('gives pages reused from an earlier build (incremental) this build\'s id, whatever the old id\'s length', async () => {
    process.env['BUILD_ID'] = '20261123-191000-123-a1b2';
    const id = await build({
      'index.html': page,
      'about/index.html': () => page('20261122-080000-000-ffff', 'about'),
      'products/1/index.html': () => page('old', 'product'),
      'plain/index.html': () => '<html><body>no layout</body></html>',
    });
    expect(await read('index.html')).toBe(page(id));
    expect(await read('about/index.html')).toBe(page(id, 'about'));
    expect(await read('products/1/index.html')).toBe(page(id, 'product'));
    expect(await read('plain/index.html')).toBe('<html><body>no layout</body></html>');
  });
});
