import { describe, expect, it } from 'vitest';
import { BANGLA_FONT_PACKAGE, ensureBanglaFont, familiesIn, type FontMachine } from '../../scripts/ensure-bangla-font.ts';

/* The bench measures Bangla pages in the font a phone draws them in (scripts/ensure-bangla-font.ts). */
describe('ensureBanglaFont', () => {
  const machine = (families: string[], installs: boolean | undefined): FontMachine & { installed: string[] } => {
    const installed: string[] = [];
    return {
      installed,
      banglaFamilies: async () => [...families],
      ...(installs === undefined ? {} : {
        install: async (packages: string[]) => {
          installed.push(...packages);
          if (installs) families.push('Noto Sans Bengali');
          return installs;
        },
      }),
    };
  };

  it('installs nothing where a Bangla font is there', async () => {
    const there = machine(['Lohit Bengali'], true);
    expect(await ensureBanglaFont(there)).toEqual(['Lohit Bengali']);
    expect(there.installed).toEqual([]);
  });

  it("installs the phone's font where there is none, and says which families there are then", async () => {
    const bare = machine([], true);
    expect(await ensureBanglaFont(bare)).toEqual(['Noto Sans Bengali']);
    expect(bare.installed).toEqual(['fontconfig', BANGLA_FONT_PACKAGE]);
  });

  it('answers none where it may not install or the install fails', async () => {
    expect(await ensureBanglaFont(machine([], undefined))).toEqual([]);
    expect(await ensureBanglaFont(machine([], false))).toEqual([]);
  });

  it("reads fontconfig's list: one family a line, its aliases after commas, each once", () => {
    expect(familiesIn('Noto Sans Bengali\nNoto Serif Bengali\nNoto Sans Bengali,Noto Sans Bengali UI\n\n')).toEqual(['Noto Sans Bengali', 'Noto Serif Bengali']);
  });
});
