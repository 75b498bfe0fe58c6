import { minifySync } from 'rolldown/utils';

/*
 * One language's words per page (issue 24 §2: "a page ships only the messages its islands use, in
 * its own language"). Paraglide compiles each message with every language and picks one when it is
 * called, so one client build carries both. This shop builds the browser's bundles once and then
 * makes each chunk that holds words twice:
 * - in the client build, every compiled message asks the language through LOCALE_MARKER first
 *   (`markMessageModule`); left alone (astro dev) the marker is undefined and the message asks the
 *   runtime, as before;
 * - after the client build is written (`splitLocaleBundles`), a chunk with words is minified again
 *   with the marker set to "en" in place and to "bn" in a sibling `<name>.<hash>-bn.js`: the
 *   minifier drops the other language's words and the test around them; a chunk that imports such
 *   a chunk gets a Bangla sibling too, importing the Bangla ones. React and the like stay shared.
 * - each Bangla page, as it is prerendered, names the Bangla siblings (src/middleware.ts with
 *   src/lib/i18n/bundle-variants.ts, which reads the map this step leaves under its BUNDLE_VARIANTS_KEY).
 *
 * Measured on the demo build (brotli): the listing's words chunk 3,209 → 2,498 B in Bangla. The
 * file names stay content-addressed: each sibling is a pure function of its hashed original.
 * Explicit `{ locale }` options to a message are not honoured in the browser after this step: only
 * the server's components ask for a language other than the page's (the language offer).
 */

/** What every compiled message reads its language from, in the browser's bundles. */
export const LOCALE_MARKER = 'globalThis.__KOLOM_LOCALE__';

/** Paraglide 2's language read in a message module (src/paraglide/messages/*.js). */
const PARAGLIDE_LOCALE_READ = 'experimentalStaticLocale ?? options.locale ?? getLocale()';

/**
 * Paraglide 2's exported message: a wrapper that defaults its inputs, reads the language and calls
 * that language's function (`bn_x(inputs)` / `en_x(inputs)`, which read their inputs as `i?.name`).
 */
const PARAGLIDE_WRAPPER = /\(\(inputs(?: = \{\})?, options = \{\}\) => \{\s*const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\s*if \(locale === "bn"\) return (bn_\w+)\(inputs\)\s*return (en_\w+)\(inputs\)\s*\}\)/;

/**
 * A compiled message module, its language read through the marker first. Once the marker is set
 * (`splitLocaleBundles`) the message *is* that language's function: the minifier folds the test
 * and drops the wrapper, which it cannot drop by itself (the wrapper defaults its inputs to `{}`;
 * the language's function reads them as `i?.name`, so it needs no default). Measured with Lighthouse
 * on the Bangla search shell: 87,688 → 87,371 B of JavaScript (48 messages). Throws when Paraglide's output no longer reads
 * the language as this shop expects: a build that silently shipped both languages again would be
 * worse than one that stops.
 */
export function markMessageModule(code: string, id: string): string {
  const wrapper = PARAGLIDE_WRAPPER.exec(code);
  if (!wrapper) {
    throw new Error(`locale bundles: ${id} does not read its language as "${PARAGLIDE_LOCALE_READ}" (has Paraglide's output changed?)`);
  }
  const [whole, bangla, english] = wrapper;
  const marked = whole.replace(PARAGLIDE_LOCALE_READ, `${LOCALE_MARKER} ?? options.locale ?? getLocale()`);
  return code.replace(whole, () => `(${LOCALE_MARKER} === "bn" ? ${bangla} : ${LOCALE_MARKER} === "en" ? ${english} : ${marked})`);
}

/** A written chunk of the client build: its path under the output folder (`_astro/…`) and code. */
export interface BuiltChunk {
  fileName: string;
  code: string;
}

/** The chunks to write: the English ones in place of their originals, the Bangla ones beside them. */
export interface LocaleSplit {
  files: { fileName: string; code: string }[];
  /** `fileName` of each chunk that has a Bangla sibling → the sibling's. */
  variants: Map<string, string>;
}

/** `_astro/common.CAORdUhq.js` → `_astro/common.CAORdUhq-bn.js`. */
export function banglaFileName(fileName: string): string {
  return fileName.replace(/\.js$/, '-bn.js');
}

const baseName = (fileName: string) => fileName.slice(fileName.lastIndexOf('/') + 1);
/**
 * A mention of a chunk in another: a static or dynamic import (`./X.js`) or an entry of a preload
 * list (`_astro/X.js`, which names the imports of the chunk a dynamic import loads, not its own).
 * Hashed names are unique, so every mention of one is the chunk.
 */
const MENTION = /(?<=\/)[\w.-]+\.js\b/g;

/** The chunk's code with its language settled: the marker set, and minified so the other language goes. */
function settle(chunk: BuiltChunk, locale: 'en' | 'bn'): string {
  if (!chunk.code.includes(LOCALE_MARKER)) return chunk.code;
  const { code, errors } = minifySync(chunk.fileName, chunk.code.replaceAll(LOCALE_MARKER, JSON.stringify(locale)), { module: true, compress: true, mangle: { toplevel: true } });
  if (errors.length > 0 || code.includes(LOCALE_MARKER)) {
    throw new Error(`locale bundles: could not settle ${chunk.fileName} in ${locale}: ${errors.map((error) => error.message).join('; ') || 'the marker is still there'}`);
  }
  return code;
}

/** Every chunk's English and, where it or a chunk it mentions has words, Bangla form. */
export function splitLocaleBundles(chunks: readonly BuiltChunk[]): LocaleSplit {
  const byBase = new Map(chunks.map((chunk) => [baseName(chunk.fileName), chunk.fileName]));
  const mentions = new Map(chunks.map((chunk) => [chunk.fileName,
    [...new Set(chunk.code.match(MENTION) ?? [])].flatMap((base) => byBase.get(base) ?? [])]));
  const split = new Set(chunks.filter((chunk) => chunk.code.includes(LOCALE_MARKER)).map((chunk) => chunk.fileName));
  // A chunk mentioning a split one is split too (its Bangla form must name the Bangla sibling): to a fixed point.
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of chunks) {
      if (!split.has(chunk.fileName) && mentions.get(chunk.fileName)!.some((name) => split.has(name))) {
        split.add(chunk.fileName);
        grew = true;
      }
    }
  }
  const variants = new Map([...split].sort().map((name) => [name, banglaFileName(name)]));
  const banglaBase = new Map([...variants].map(([name, bangla]) => [baseName(name), baseName(bangla)]));
  const files: LocaleSplit['files'] = [];
  for (const chunk of chunks.filter((candidate) => split.has(candidate.fileName))) {
    const english = settle(chunk, 'en');
    if (english !== chunk.code) files.push({ fileName: chunk.fileName, code: english });
    const bangla = settle(chunk, 'bn').replace(MENTION, (base) => banglaBase.get(base) ?? base);
    files.push({ fileName: variants.get(chunk.fileName)!, code: bangla });
  }
  return { files, variants };
}
