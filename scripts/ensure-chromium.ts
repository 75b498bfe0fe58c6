import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackages, run } from './debian-packages.ts';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HOW_TO_FIX =
  "Chromium not found: install Debian's 'chromium' package or run 'npx playwright install chromium', or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium executable";

/**
 * The Chromium the e2e tests should drive: `PLAYWRIGHT_CHROMIUM_PATH`, then the system's
 * `chromium`, then one installed by Playwright; undefined when there is none.
 */
export function findChromium(): string | undefined {
  const listed = [process.env['PLAYWRIGHT_CHROMIUM_PATH'], ...SYSTEM_CHROMIUMS].find(isExecutableFile);
  if (listed) return listed;
  // Looked up only when needed: loading Playwright is far slower than a stat.
  const bundled = playwrightChromium();
  return isExecutableFile(bundled) ? bundled : undefined;
}

/** Finds Chromium, installing it when missing; rejects with a one-line hint when that fails. */
export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  if (canInstallDebianPackages()) {
    console.log('[chromium] not found; installing Debian/Ubuntu package "chromium"');
    if (await installDebianPackages(['chromium'])) {
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  // Also the fallback when apt leaves no usable binary (Ubuntu's package is a snap stub).
  console.log('[chromium] installing Playwright\'s Chromium');
  const cli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));
  await run(process.execPath, [cli, 'install', 'chromium']);
  const installed = findChromium();
  if (installed) return installed;
  throw new Error(HOW_TO_FIX);
}

function isExecutableFile(path: string | undefined): path is string {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function playwrightChromium(): string | undefined {
  const require = createRequire(import.meta.url);
  for (const name of ['playwright-core', '@playwright/test']) {
    try {
      const { chromium } = require(name) as { chromium: { executablePath(): string } };
      return chromium.executablePath();
    } catch {
      // Not installed, or no browser known for this platform: try the next one.
    }
  }
  return undefined;
}
