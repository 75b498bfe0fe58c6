/** Colours of one illustration, all derived from a main colour and a seed. */
export interface Paint {
  main: string;
  dark: string;
  light: string;
  accent: string;
  /** Soft background and the slightly stronger tone of its decorations. */
  bg: string;
  deco: string;
}

/** Flat, friendly colours that read well on a pastel background. */
export const PALETTE = [
  '#ef4444', '#f97316', '#f59e0b', '#84cc16', '#10b981', '#14b8a6',
  '#0ea5e9', '#3b82f6', '#6366f1', '#8b5cf6', '#d946ef', '#ec4899',
] as const;

/** FNV-1a: a stable 32-bit hash, so the same key always gets the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Blends `hex` towards `other` by `amount` (0 = unchanged, 1 = `other`). */
export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * amount).toString(16).padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A full paint set: `main` given (a sku's real colour) or picked from the seed. */
export function paintFor(seed: number, main?: string): Paint {
  const chosen = main ?? PALETTE[seed % PALETTE.length]!;
  // The background takes another hue (when it can) so the object stands out from it.
  const index = (seed >>> 8) % PALETTE.length;
  const backdrop = PALETTE[index] === chosen ? PALETTE[(index + 4) % PALETTE.length]! : PALETTE[index]!;
  const accent = PALETTE[((seed >>> 12) + 5) % PALETTE.length]!;
  return {
    main: chosen,
    dark: mix(chosen, '#0f172a', 0.3),
    light: mix(chosen, '#ffffff', 0.5),
    accent: accent === chosen ? mix(chosen, '#facc15', 0.7) : accent,
    bg: mix(backdrop, '#ffffff', 0.86),
    deco: mix(backdrop, '#ffffff', 0.72),
  };
}
