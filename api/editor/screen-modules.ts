import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/*
 * The editor screen's script modules (api/editor/screen/*.js), served without a build step under
 * content-named paths, so each may be cached for good like the single script before them. A
 * module's address must change when anything it imports changes (else a browser would pair a new
 * module with an old one it kept), so each module's relative imports are rewritten to its imports'
 * addresses before it is hashed: dependencies first, which needs the imports to have no cycle.
 */

/** The modules, by name (`./screen/{name}.js`): the only ones served; `main` is the entry. */
export const SCREEN_MODULES = [
  'main',
  'sign-in',
  'find',
  'product-form',
  'sku-form',
  'orders',
  'order-decision',
  'fulfil',
  'fulfil-moves',
  'fulfil-row',
  'returns',
  'return-moves',
  'return-row',
  'refunds',
  'builds',
  'changes',
  'fields',
  'api-call',
  'session',
  'words',
  'dom',
] as const;

/** A module as served: its address (under `/editor`) and its text with the imports rewritten. */
export interface ServedModule {
  readonly path: string;
  readonly body: string;
}

/** A 12-hex-digit name of `text`'s content. */
export const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A static import of a sibling module: `import … from './name.js';` at the start of a line. */
const SIBLING_IMPORT = /^(import\s[^;]*?\sfrom\s*)'\.\/([\w-]+)\.js';/gm;
/** Every static import and re-export: each must be a sibling import, or the rewrite would miss it. */
const ANY_IMPORT = /^(?:import\b|export\s*(?:\*|\{[^}]*\})\s*from\b)/gm;
/** A dynamic import, which the rewrite would miss too. */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/**
 * The modules `sources` (name → text) with their sibling imports rewritten to the siblings'
 * content-named addresses `{base}/{name}-{hash}.js`. Throws on an import of an unknown module, an
 * import cycle or a kind of import it does not rewrite: the API then fails at start, not in a browser.
 */
export function versionModules(sources: ReadonlyMap<string, string>, base: string): Map<string, ServedModule> {
  const served = new Map<string, ServedModule>();
  const visiting = new Set<string>();
  const visit = (name: string, from: string): ServedModule => {
    const done = served.get(name);
    if (done) return done;
    const source = sources.get(name);
    if (source === undefined) throw new Error(`editor screen: ${from} imports unknown module ./${name}.js`);
    if (visiting.has(name)) throw new Error(`editor screen: import cycle through ./${name}.js`);
    const imports = source.match(ANY_IMPORT)?.length ?? 0;
    if (imports !== [...source.matchAll(SIBLING_IMPORT)].length || DYNAMIC_IMPORT.test(source)) throw new Error(`editor screen: ./${name}.js loads code in a way not rewritten (use import … from './x.js')`);
    visiting.add(name);
    const body = source.replace(SIBLING_IMPORT, (_, head: string, dependency: string) => `${head}'${visit(dependency, name).path}';`);
    visiting.delete(name);
    const module = { path: `${base}/${name}-${version(body)}.js`, body };
    served.set(name, module);
    return module;
  };
  for (const name of sources.keys()) visit(name, name);
  return served;
}

/** The screen's modules read from `./screen/`, versioned, addressed under `{base}`. */
export function screenModules(base: string): Map<string, ServedModule> {
  const sources = new Map(SCREEN_MODULES.map((name) => [name, readFileSync(new URL(`./screen/${name}.js`, import.meta.url), 'utf8')]));
  return versionModules(sources, base);
}
