import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Where the build reads its data from; secrets stay in the build process, never in `dist/`. */
export interface BuildTarget {
  apiUrl: string;
  apiKey?: string;
  catalogUrl?: string;
  catalogKey?: string;
  catalogSecret?: string;
  /** Output folder; `dist` by default. */
  outDir?: string;
}

/** Builds the static site into `dist/` against `target`. Rejects when the build fails. */
export function buildSite(target: BuildTarget): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_API_URL: target.apiUrl, ASTRO_TELEMETRY_DISABLED: '1' };
  if (target.apiKey) env['PUBLIC_API_KEY'] = target.apiKey;
  if (target.catalogUrl) env['CATALOG_URL'] = target.catalogUrl;
  if (target.catalogKey) env['CATALOG_KEY'] = target.catalogKey;
  if (target.catalogSecret) env['CATALOG_SECRET'] = target.catalogSecret;
  if (target.outDir) env['ASTRO_OUT_DIR'] = target.outDir;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiUrl = process.env['API_URL'] ?? process.env['PUBLIC_API_URL'] ?? 'http://localhost:8787';
  await buildSite({ apiUrl });
}
