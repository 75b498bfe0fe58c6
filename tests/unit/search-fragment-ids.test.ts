import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fragmentIds } from '../../scripts/releases/search-index.ts';

// A delta file is built from the fragment ids of its index: the same records must give the same
// file, so a release that changed nothing shares the last one's index whole (two languages made
// each change two fragments, read in whatever order their reads finished).
const folder = await mkdtemp(join(tmpdir(), 'fragment-ids-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('fragmentIds', () => {
  it('lists a folder’s fragments in URL order, whatever their file names', async () => {
    const urls = Array.from({ length: 40 }, (_, i) => `/${i % 2 ? 'bn/' : ''}products/${100 - i}`);
    await Promise.all(urls.map((url, i) => {
      const body = Buffer.concat([Buffer.alloc(12), Buffer.from(JSON.stringify({ url, content: '' }))]);
      return writeFile(join(folder, `${String(i).padStart(2, '0')}frag.pf_fragment`), gzipSync(body));
    }));
    const ids = await fragmentIds(folder);
    expect(Object.keys(ids)).toEqual([...urls].sort());
    expect(ids['/products/100']).toBe('00frag');
  });
});
