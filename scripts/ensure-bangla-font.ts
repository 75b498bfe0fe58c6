import { execFile } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.ts';

/*
 * A Bangla page is laid out in the phone's Bangla font: Noto Sans Bengali on Android (README,
 * "Fonts"; the shop loads no web font). A machine without any Bangla font makes Chromium hunt
 * through every font it has for each Bangla letter and draw boxes: the bench measured Bangla pages
 * no shopper sees. Measured with DevTools' Performance metrics at 4x CPU slowdown on a phone's
 * screen, the layout time of Bangla pages against their English twins' (medians of 5 loads
 * without the font, 9 with): home 464 against 272 ms without a Bangla font, 331 against 288 with
 * it; a category 553/202 and 276/290; a product 429/265 and 350/222. So the bench makes sure of
 * the font first, as the tests make sure of Chromium (scripts/ensure-chromium.ts): Debian's
 * `fonts-noto-core` holds Noto Sans Bengali.
 */

/** The Debian package with the font Android phones draw Bangla in. */
export const BANGLA_FONT_PACKAGE = 'fonts-noto-core';
/** What is installed with it: `fc-list`, by which the font is found, is not a dependency of Chromium's. */
const PACKAGES = ['fontconfig', BANGLA_FONT_PACKAGE];

/** How the machine is asked: the font families fontconfig knows for Bangla, and an installer. */
export interface FontMachine {
  banglaFamilies(): Promise<string[]>;
  /** Installs the packages; whether that worked. Absent where nothing may be installed. */
  install?(packages: string[]): Promise<boolean>;
}

/** The Bangla font families on the machine, installing the phone's one when there is none; [] when none could be had. */
export async function ensureBanglaFont(machine: FontMachine = thisMachine()): Promise<string[]> {
  const found = await machine.banglaFamilies();
  if (found.length || !machine.install) return found;
  console.log(`[fonts] no Bangla font; installing Debian package "${BANGLA_FONT_PACKAGE}" (Noto Sans Bengali, as on Android)`);
  if (!(await machine.install(PACKAGES))) return [];
  return machine.banglaFamilies();
}

/** Families in `fc-list :lang=bn family` output: one line each, aliases after commas. */
export function familiesIn(fcList: string): string[] {
  return [...new Set(fcList.split('\n').map((line) => line.split(',')[0]!.trim()).filter(Boolean))].sort();
}

function thisMachine(): FontMachine {
  return {
    // Without fontconfig's `fc-list` none is found, and installing brings it.
    banglaFamilies: () =>
      new Promise((resolve) => execFile('fc-list', [':lang=bn', 'family'], (error, stdout) => resolve(error ? [] : familiesIn(stdout)))),
    ...(canInstallDebianPackages() ? { install: installDebianPackages } : {}),
  };
}
