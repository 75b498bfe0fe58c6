/*
 * The codewords of a QR code (ISO/IEC 18004), level M, versions 1–10: the data in byte mode with
 * its padding, and the Reed–Solomon error correction, split into blocks and interleaved as the
 * standard lays them out. `qr-code.ts` places them in the grid.
 */

/** Error-correction codewords per block and the number of blocks, level M, versions 1–10. */
const EC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
/** The largest version encoded: 213 bytes at level M, far beyond any link the shop prints. */
export const MAX_VERSION = EC_PER_BLOCK.length;

const rawModules = (ver: number) => {
  let result = (16 * ver + 128) * ver + 64;
  if (ver >= 2) {
    const align = Math.floor(ver / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (ver >= 7) result -= 36;
  }
  return result;
};
const dataCapacity = (ver: number) => Math.floor(rawModules(ver) / 8) - EC_PER_BLOCK[ver - 1]! * BLOCKS[ver - 1]!;
const countBits = (ver: number) => (ver <= 9 ? 8 : 16);

/** The smallest version whose data capacity holds `length` bytes; throws beyond `MAX_VERSION`. */
export function smallestVersion(length: number): number {
  for (let ver = 1; ver <= MAX_VERSION; ver++) if (4 + countBits(ver) + 8 * length <= dataCapacity(ver) * 8) return ver;
  throw new Error(`Too long for a QR code of version ${MAX_VERSION}: ${length} bytes`);
}

/** Mode, count, the bytes, terminator and padding, as codewords. */
export function dataCodewords(bytes: number[], ver: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => { for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  push(0b0100, 4);
  push(bytes.length, countBits(ver));
  for (const byte of bytes) push(byte, 8);
  const capacity = dataCapacity(ver) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  return codewords;
}

/** Splits into blocks, adds each block's Reed–Solomon codewords, and interleaves them. */
export function withErrorCorrection(data: number[], ver: number): number[] {
  const blocks = BLOCKS[ver - 1]!;
  const ecLength = EC_PER_BLOCK[ver - 1]!;
  const raw = Math.floor(rawModules(ver) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const divisor = rsDivisor(ecLength);
  const all: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const block = data.slice(k, k + shortLength - ecLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ec = rsRemainder(block, divisor);
    if (i < shortBlocks) block.push(0);
    all.push([...block, ...ec]);
  }
  const result: number[] = [];
  for (let i = 0; i < all[0]!.length; i++) {
    all.forEach((block, j) => { if (i !== shortLength - ecLength || j >= shortBlocks) result.push(block[i]!); });
  }
  return result;
}

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => { result[i]! ^= gfMultiply(coefficient, factor); });
  }
  return result;
}
