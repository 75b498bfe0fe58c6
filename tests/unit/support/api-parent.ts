/**
 * A parent of an API process, for api-process.test.ts: launches it on the database folder given
 * as its argument, prints `{ pid, url }` as one JSON line, then waits to be killed (with SIGKILL,
 * so it cleans nothing up: the API process must notice on its own).
 */
import { join } from 'node:path';
import { launchApi } from '../../../scripts/api-process.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node tests/unit/support/api-parent.ts <data folder>');
const api = await launchApi({ port: 0, demoProducts: 5, editorKey: 'parent-fixture-editor-key', dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media') });
console.log(JSON.stringify({ pid: api.pid, url: api.url }));
