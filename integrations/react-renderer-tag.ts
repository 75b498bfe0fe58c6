import type { Plugin } from 'vite';

/**
 * The symbol Astro reads on a component to know its renderer without asking each renderer
 * (astro/dist/runtime/server/render/component.js; astro's own JSX components carry it). Untagged,
 * Astro asks @astrojs/react's `check()`, which renders the component once more to see whether it
 * returns a React element: every island and every server-rendered React part (a product card, a
 * picture) went through React's stream set-up twice per page, ~8% of a 10,000-product build
 * (issue 25's profile). tests/unit/react-renderer-tag.test.ts checks Astro still reads it.
 */
export const ASTRO_RENDERER = 'astro:renderer';

/** Our React components: one default-exported function component a file (DESIGN.md's folder roles). */
const REACT_COMPONENT_FILE = /\/src\/(?:islands|ui)\/.+\.tsx$/;
const DEFAULT_FUNCTION = /^export default function ([A-Za-z_$][\w$]*)\s*\(/m;

/**
 * Appends the renderer's tag to a module's default-exported function component; null when the
 * module has none (Astro then asks `check()`, as before: slower, not wrong).
 */
export function tagReactComponent(code: string): string | null {
  const name = DEFAULT_FUNCTION.exec(code)?.[1];
  if (!name) return null;
  return `${code}\n${name}[Symbol.for(${JSON.stringify(ASTRO_RENDERER)})] = "@astrojs/react";\n`;
}

/** Tags the React components Astro renders on the server (prerendering); client bundles are left alone. */
export function reactRendererTag(): Plugin {
  return {
    name: 'storefront:react-renderer-tag',
    enforce: 'pre',
    transform(code, id, options) {
      const ssr = this.environment ? this.environment.config.consumer === 'server' : !!options?.ssr;
      if (!ssr || !REACT_COMPONENT_FILE.test(id.split('?')[0]!)) return null;
      const tagged = tagReactComponent(code);
      return tagged ? { code: tagged, map: null } : null;
    },
  };
}
