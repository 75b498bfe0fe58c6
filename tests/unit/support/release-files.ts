import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A page as a build writes it, with its build id where BaseLayout puts it. */
export const page = (id: string, body: string) => `<!DOCTYPE html><html><head><meta name="build-id" content="${id}"></head><body>${body}</body></html>`;

/** Writes `text` to `path` (its folders made), with the modification time `mtimeMs` when given. */
export async function put(path: string, text: string, mtimeMs?: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  if (mtimeMs !== undefined) await utimes(path, mtimeMs / 1000, mtimeMs / 1000);
}
