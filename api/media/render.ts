import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { MediaKey } from './keys.ts';
import { sceneSvg } from './scenes.ts';
import type { MediaFormat } from './url.ts';

/** Bump when drawings change, so old cached files are not served for new pictures. */
const RENDER_VERSION = 'v1';

/** Encoded image bytes with a strong validator. */
export interface RenderedImage {
  bytes: Buffer;
  etag: string;
  /** True when the bytes came from the disk cache. */
  cached: boolean;
}

/** Renders images on demand and keeps every rendition on disk. */
export interface MediaStore {
  get(key: MediaKey, format: MediaFormat, width: number, height: number): Promise<RenderedImage>;
}

/** A store caching under `cacheDir`; concurrent requests for one rendition render it once. */
export function createMediaStore(cacheDir: string): MediaStore {
  const pending = new Map<string, Promise<Buffer>>();

  return {
    async get(key, format, width, height) {
      // Keys are validated by strict patterns (keys.ts), so they are safe path segments.
      const file = join(cacheDir, RENDER_VERSION, `${key.key}.w${width}.${format}`);
      const cached = await readFile(file).catch(() => null);
      if (cached) return { bytes: cached, etag: etagOf(cached), cached: true };

      let job = pending.get(file);
      if (!job) {
        job = render(sceneSvg(key, width, height), format).then(async (bytes) => {
          await writeAtomically(file, bytes);
          return bytes;
        });
        pending.set(file, job);
        void job.finally(() => pending.delete(file)).catch(() => undefined);
      }
      const bytes = await job;
      return { bytes, etag: etagOf(bytes), cached: false };
    },
  };
}

/**
 * Rasterises the SVG with librsvg (through sharp) and encodes it. Efforts are tuned for a first
 * render of tens of milliseconds (800 px: webp ~30 ms, avif ~70 ms); after that the disk serves.
 */
export async function render(svg: string, format: MediaFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  switch (format) {
    case 'webp':
      return image.webp({ quality: 82, effort: 2 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 55, effort: 1 }).toBuffer();
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, progressive: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer();
  }
}

/** Temp file + rename: a reader sees the old file, no file, or the whole new one, never half. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}
