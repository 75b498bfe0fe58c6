import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASTRO_RENDERER, tagReactComponent } from '../../integrations/react-renderer-tag.ts';

// Issue 25 §1 (builds that scale): our React components carry Astro's renderer tag, so Astro renders
// each once per page instead of first asking @astrojs/react's check(), which renders it again.

const ROOT = new URL('../../', import.meta.url).pathname;

async function filesUnder(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ending)).map((e) => join(e.parentPath, e.name));
}

describe('the React renderer tag', () => {
  it('tags a default-exported function component, which then names its renderer', async () => {
    const tagged = tagReactComponent('export default function Card(props) {\n  return props.name;\n}\nexport const other = 1;\n');
    expect(tagged).not.toBeNull();
    const module = await import(`data:text/javascript,${encodeURIComponent(tagged!)}`) as { default: Record<symbol, unknown> };
    expect(module.default[Symbol.for(ASTRO_RENDERER)]).toBe('@astrojs/react');
  });

  it('leaves a module without a default function component alone', () => {
    expect(tagReactComponent('export function Step() { return null; }\n')).toBeNull();
    expect(tagReactComponent('const A = () => null;\nexport default A;\n')).toBeNull();
  });

  it('is the tag Astro reads before asking the renderers to check a component', async () => {
    const common = await readFile(join(ROOT, 'node_modules/astro/dist/runtime/server/render/common.js'), 'utf8');
    const component = await readFile(join(ROOT, 'node_modules/astro/dist/runtime/server/render/component.js'), 'utf8');
    expect(common).toContain(`Renderer = /* @__PURE__ */ Symbol.for(${JSON.stringify(ASTRO_RENDERER)})`);
    expect(component).toMatch(/isTagged = Component && Component\[Renderer\]/);
  });

  it('tags every React component a page or component renders', async () => {
    const astroFiles = await filesUnder('src', '.astro');
    const used = new Set<string>();
    for (const file of astroFiles) {
      const code = await readFile(file, 'utf8');
      for (const [, path] of code.matchAll(/import \w+ from '([^']+\.tsx)'/g)) used.add(join(file, '..', path!));
    }
    expect(used.size).toBeGreaterThan(10);
    for (const file of used) expect(tagReactComponent(await readFile(file, 'utf8')), file).not.toBeNull();
  });
});
