/** Migration 26: never edit it once shipped (see ../migrations.ts). */

/*
 * The items search compares in NFC (api/db/bangla-stem.ts) and the editor stores names in NFC
 * since this migration (src/lib/contract/editor.ts), but a name saved before may hold ড়, ঢ় or য়
 * as one letter, or ো and ৌ in two: no query could find it then. This writes those names in NFC,
 * as the seed writes them, and stamps the products so the next build renders them anew. SQLite
 * has no NFC; for Bangla it is these five replacements: the three letters Unicode keeps out of
 * composition (U+09DC, U+09DD, U+09DF) and the two vowel signs it composes (U+09CB, U+09CC).
 */
const NFC_PAIRS: readonly [from: number[], to: number[]][] = [
  [[0x09dc], [0x09a1, 0x09bc]],
  [[0x09dd], [0x09a2, 0x09bc]],
  [[0x09df], [0x09af, 0x09bc]],
  [[0x09c7, 0x09be], [0x09cb]],
  [[0x09c7, 0x09d7], [0x09cc]],
];
const nfc = (column: string) =>
  NFC_PAIRS.reduce((sql, [from, to]) => `replace(${sql}, char(${from.join(', ')}), char(${to.join(', ')}))`, column);

export default `
  UPDATE products SET name = ${nfc('name')}, name_bn = ${nfc('name_bn')}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE name <> ${nfc('name')} OR name_bn <> ${nfc('name_bn')};
`;
