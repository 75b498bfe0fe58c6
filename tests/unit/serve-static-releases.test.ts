import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { IMMUTABLE } from '../../scripts/site-headers.ts';
import { request } from './support/raw-request.ts';

// The static server as `npm start` runs it over releases (issue 14): the root asked for per request,
// the kept releases' hashed files as fallbacks, and the build hook's route in front.

const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;

describe('serveStatic over releases', () => {
  let releases: string;
  let live: string;
  let site: StaticServer;
  const handled: string[] = [];

  beforeAll(async () => {
    releases = await mkdtemp(join(tmpdir(), 'serve-static-releases-'));
    const release = async (id: string, files: Record<string, string>) => {
      for (const [path, content] of Object.entries(files)) {
        await mkdir(join(releases, id, path, '..'), { recursive: true });
        await writeFile(join(releases, id, path), content);
      }
    };
    await release('r1', { 'index.html': page('Release one'), 'gone/index.html': page('Old page'), '_astro/old.js': 'old chunk', 'pagefind/fragment/en_0ld.pf_fragment': 'old fragment' });
    await release('r2', { 'index.html': page('Release two'), '404.html': page('Not in release two'), '_astro/new.js': 'new chunk' });
    live = 'r1';
    site = await serveStatic({
      root: () => join(releases, live),
      fallbackRoots: () => ['r2', 'r1'].filter((id) => id !== live).map((id) => join(releases, id)),
      routes: [{
        prefix: '/_hooks/',
        handle(req, res) {
          handled.push(`${req.method} ${req.url}`);
          res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"state":"queued"}');
        },
      }],
      port: 0,
    });
  });

  afterAll(async () => {
    await site.close();
    await rm(releases, { recursive: true, force: true });
  });

  it('asks for its root on every request: a switched release answers the next request', async () => {
    expect((await request(site, '/')).body.toString()).toContain('Release one');
    live = 'r2';
    expect((await request(site, '/')).body.toString()).toContain('Release two');
  });

  it("finds an older release's hashed files, immutable, but not its pages", async () => {
    live = 'r2';
    const chunk = await request(site, '/_astro/old.js');
    expect(chunk.status).toBe(200);
    expect(chunk.body.toString()).toBe('old chunk');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await request(site, '/pagefind/fragment/en_0ld.pf_fragment')).body.toString()).toBe('old fragment');
    const page = await request(site, '/gone');
    expect(page.status).toBe(404);
    expect(page.body.toString()).toContain('Not in release two');
    expect((await request(site, '/_astro/nowhere.js')).status).toBe(404);
  });

  it('hands requests under a route prefix to its handler first, whatever the method', async () => {
    const res = await request(site, '/_hooks/rebuild', { method: 'POST' });
    expect(res.status).toBe(202);
    expect(res.body.toString()).toBe('{"state":"queued"}');
    expect(handled).toEqual(['POST /_hooks/rebuild']);
    expect((await request(site, '/_hooksx', { method: 'POST' })).status).toBe(405);
  });
});
