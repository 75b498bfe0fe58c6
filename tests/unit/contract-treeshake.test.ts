import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

/*
 * What a page's bundle leaves out of the contract (the JavaScript budget): the schemas a page never
 * reads. Bundled as the site's build does it (astro.config.mjs): every `v.*` call pure, property
 * reads free of side effects, and valibot with the header's contract in a chunk of their own.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundle(entry: string): Promise<string> {
  const build = await rolldown({
    input: `${root}src/${entry}`,
    cwd: root,
    external: [/^astro:/],
    logLevel: 'silent',
    treeshake: { manualPureFunctions: ['v'], propertyReadSideEffects: false },
  });
  try {
    const { output } = await build.generate({
      format: 'esm',
      codeSplitting: { groups: [{ name: 'common', test: /[\\/](node_modules[\\/]valibot|src[\\/]lib[\\/]contract[\\/]common\.ts$)/ }] },
    });
    return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  } finally {
    await build.close();
  }
}

describe('the contact page script', () => {
  it('sends the form without the contact schema: the API checks it (no strictObject, no rules, no words of the checks)', async () => {
    const code = await bundle('scripts/contact-form.ts');
    expect(code).toContain('/api/contact/messages');
    expect(code).not.toContain('Enter a subject');
    expect(code).not.toContain('Write at least');
    expect(code).not.toContain('strict_object');
  });
});

describe('pageSchema', () => {
  it('is left out with the page schemas no code reads (the currencies’ list on the header’s currency code)', async () => {
    const code = await bundle('lib/currency.ts');
    expect(code).toContain('BDT');
    expect(code).not.toMatch(/function pageSchema\b/);
  });
});
