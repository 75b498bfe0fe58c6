import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_UPLOAD_PUBLIC_KEY } from '../../src/lib/contract/upload-limits.ts';
import { send } from './support/accounts.ts';
import { signedStoreUrl } from '../../api/uploads/signed-urls.ts';
import { cardShopper, onApi } from './support/gateway.ts';
import { fileOf, HEADS, MB, SLOW } from './support/receipts.ts';
import { postFields, postForm, putBytes, putPart, sendBody } from './support/upload-wire.ts';
import { useUploadService } from './support/upload-service.ts';

// The API's upload service (issue 12 §4) on the wire, request by request: direct and multipart
// uploads at and over the limits, cut-off bodies, part URLs, completion, CORS, and malformed requests.
const { uploads, api, uploadUrl, row } = useUploadService();
const { orderFor, store } = uploads;

describe('the upload service on the wire', { timeout: SLOW }, () => {
  const start = (size: number, extra: Record<string, string> = {}) =>
    postFields(uploadUrl('/multipart/start/?jsonerrors=1'), { filename: 'slip.pdf', size: String(size), content_type: 'application/pdf', part_size: String(5 * MB), UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY, UPLOADCARE_STORE: 'auto', ...extra });
  const complete = (uuid: string) => postFields(uploadUrl('/multipart/complete/?jsonerrors=1'), { uuid, UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY });

  it('answers 413 to a direct upload of 50 MB + 1 byte (streamed, not declared too large) and keeps nothing', async () => {
    const before = store();
    const answer = await postForm(uploadUrl('/base/?jsonerrors=1'), { head: HEADS.jpeg, size: 50 * MB + 1, fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: { content: expect.any(String), status_code: 413, error_code: 'FileSizeLimitExceededError' } });
    expect(store()).toEqual(before);
    // Declared too large: refused before a byte is read.
    expect((await start(50 * MB + 1)).status).toBe(413);
    expect(store()).toEqual(before);
  });

  it('takes exactly 50 MB in one request, written to disk as it arrives (not buffered first)', async () => {
    // While the body is still arriving (20 MB of it yet to be sent), its bytes are already on disk.
    const tmp = join(api.running.config.uploads.dir, 'tmp');
    let sent = 0;
    let onDiskEarly = 0;
    const sampler = setInterval(() => {
      if (sent > 30 * MB) return;
      for (const name of readdirSync(tmp).filter((entry) => entry.startsWith('incoming-'))) {
        onDiskEarly = Math.max(onDiskEarly, statSync(join(tmp, name), { throwIfNoEntry: false })?.size ?? 0);
      }
    }, 5);
    const answer = await postForm(
      uploadUrl('/base/?jsonerrors=1'),
      { head: HEADS.webp, size: 50 * MB, fileName: 'max.webp', fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } },
      { onSent: (bytes) => void (sent = bytes) },
    );
    clearInterval(sampler);
    expect(answer.status).toBe(200);
    expect(onDiskEarly).toBeGreaterThan(MB);
    expect(row(answer.json.file)).toMatchObject({ state: 'ready', size: 50 * MB, mime_type: 'image/webp', name: 'max.webp' });
  });

  it('discards a direct upload whose body is cut off mid-file', async () => {
    const before = store();
    const answer = await postForm(uploadUrl('/base/?jsonerrors=1'), { head: HEADS.jpeg, size: 3 * MB, fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } }, { cutAfter: MB });
    expect(answer.status).toBe(0);
    await expect.poll(() => store()).toEqual(before);
  });

  it('takes parts out of order and twice (the last whole PUT wins), never half a part, and joins them in order', async () => {
    const size = 12 * MB + 123;
    const started = await start(size);
    expect(started.status).toBe(200);
    const { uuid, parts } = started.json as { uuid: string; parts: string[] };
    expect(parts).toHaveLength(3);
    expect(parts.every((url) => url.startsWith(`${api.running.config.publicUrl}/upload/multipart/part/${uuid}/`))).toBe(true);
    const content = fileOf(HEADS.pdf, size);
    const slice = (index: number) => content.subarray(index * 5 * MB, Math.min((index + 1) * 5 * MB, size));
    // Last first, the middle one twice (first with other bytes), the first last.
    expect((await putBytes(parts[2]!, slice(2))).status).toBe(200);
    expect((await putBytes(parts[1]!, fileOf(HEADS.jpeg, 5 * MB))).status).toBe(200);
    expect((await putBytes(parts[1]!, slice(1))).status).toBe(200);
    expect(row(uuid)).toMatchObject({ parts_received: 2 });
    // A short part, a long part, a part cut off mid-way: refused, the part stays missing.
    expect((await putBytes(parts[0]!, slice(0).subarray(0, MB))).status).toBe(400);
    expect((await putBytes(parts[0]!, Buffer.concat([slice(0), Buffer.from('x')]))).status).toBe(400);
    expect((await putPart(parts[0]!, slice(0), 5 * MB, { cutAfter: 2 * MB })).status).toBe(0);
    expect((await putPart(parts[0]!, slice(0), 5 * MB, { contentLength: null, headers: { 'Transfer-Encoding': 'chunked' } })).status).toBe(200);
    await expect.poll(() => row(uuid)!['parts_received']).toBe(3);
    // No such part, a wrong token, another part's token: 404 alike (a part URL opens that part only).
    expect((await putBytes(parts[2]!.replace(`/${uuid}/3?`, `/${uuid}/4?`), slice(2))).status).toBe(404);
    expect((await putBytes(parts[2]!.replace(/token=[^&]+/, 'token=forged'), slice(2))).status).toBe(404);
    expect((await putBytes(parts[1]!.replace(`/${uuid}/2?`, `/${uuid}/3?`), slice(2))).status).toBe(404);

    const completed = await complete(uuid);
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({ uuid, is_ready: true, size, mime_type: 'application/pdf', filename: 'slip.pdf' });
    expect(readFileSync(join(api.running.config.uploads.dir, uuid)).equals(content)).toBe(true);
    // Complete again: the same file; a part after completion: 409.
    expect((await complete(uuid)).json).toEqual(completed.json);
    expect((await putBytes(parts[0]!, slice(0))).status).toBe(409);
  });

  it('binds each part URL to its upload and its part: no token opens another part or another upload', async () => {
    const [one, two] = [(await start(11 * MB)).json, (await start(11 * MB)).json] as { uuid: string; parts: string[] }[];
    const tokenOf = (url: string) => new URL(url).searchParams.get('token');
    expect(new Set([...one!.parts, ...two!.parts].map(tokenOf)).size).toBe(6);
    // Part 1's URL with part 2's number; upload one's part 1 token on upload two.
    const swapped = [one!.parts[0]!.replace(`/${one!.uuid}/1?`, `/${one!.uuid}/2?`), two!.parts[0]!.replace(/token=[^&]+/, `token=${tokenOf(one!.parts[0]!)}`)];
    for (const url of swapped) expect((await putPart(url, HEADS.pdf, 5 * MB)).status).toBe(404);
    expect([row(one!.uuid)!['parts_received'], row(two!.uuid)!['parts_received']]).toEqual([0, 0]);
  });

  it('closes an upload when it is completed: a second complete shares the answer, a part PUT meanwhile is refused', async () => {
    // Ten parts, the last one small: joining 46 MB takes a while, a 1 MB part PUT does not.
    const size = 9 * 5 * MB + MB;
    const { uuid, parts } = (await start(size)).json as { uuid: string; parts: string[] };
    expect(parts).toHaveLength(10);
    const content = fileOf(HEADS.png, size);
    const slice = (index: number) => content.subarray(index * 5 * MB, Math.min((index + 1) * 5 * MB, size));
    for (const [index, url] of parts.entries()) expect((await putBytes(url, slice(index))).status).toBe(200);
    const tmp = join(api.running.config.uploads.dir, 'tmp');
    const joining = () => readdirSync(tmp).some((name) => name.startsWith('incoming-'));

    const completes = [complete(uuid), complete(uuid)];
    // Once the server is joining the parts, an executable's bytes arrive as the last part.
    await expect.poll(joining, { interval: 1, timeout: 10_000 }).toBe(true);
    const late = await putBytes(parts[9]!, fileOf(HEADS.elf, MB));
    const [first, second] = await Promise.all(completes);
    expect(late.status).toBe(409);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(second!.json).toEqual(first!.json);
    expect(first!.json).toMatchObject({ uuid, size, mime_type: 'image/png', is_ready: true });
    expect(readFileSync(join(api.running.config.uploads.dir, uuid)).equals(content)).toBe(true);
    expect(readdirSync(tmp).filter((name) => name === uuid || name.startsWith('incoming-'))).toEqual([]);
  });

  it('discards a multipart upload completed with a part missing (a truncated upload): error, nothing left', async () => {
    const before = store();
    const { uuid, parts } = (await start(11 * MB)).json as { uuid: string; parts: string[] };
    expect((await putPart(parts[0]!, HEADS.png, 5 * MB)).status).toBe(200);
    expect((await putPart(parts[1]!, HEADS.png, 5 * MB, { cutAfter: 3 * MB })).status).toBe(0);
    const completed = await complete(uuid);
    expect(completed.status).toBe(400);
    expect(completed.json.error.error_code).toBe('MultipartUploadIncompleteError');
    await expect.poll(() => store()).toEqual(before);
    expect(row(uuid)).toBeUndefined();
    // The upload is gone: its part URLs lead nowhere.
    expect((await putPart(parts[2]!, HEADS.png, MB)).status).toBe(404);
  });

  it('answers 404 for the info of a file not (yet) whole', async () => {
    const { uuid } = (await start(6 * MB)).json as { uuid: string };
    const info = await send(api, 'GET', `/upload/info/?jsonerrors=1&pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=${uuid}`);
    expect(info.status).toBe(404);
    expect(info.json.error.error_code).toBe('FileNotFoundError');
    expect((await fetch(onApi(api, signedStoreUrl(api.running.config, uuid, new Date())))).status).toBe(404);
  });

  it('lets a browser on the shop call it (CORS allows the client header)', async () => {
    const origin = api.running.config.corsOrigins[0]!;
    const preflight = await fetch(uploadUrl('/multipart/start/'), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-uc-user-agent' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-uc-user-agent');
  });
});

describe('malformed requests', { timeout: SLOW }, () => {
  it('answer 4xx, never 5xx, leave nothing behind, and never bring the API down', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const uuid = '5f0c2b1a-0d3e-4c5b-8a69-7b8c9d0e1f2a';
    const { parts } = (await postFields(uploadUrl('/multipart/start/'), { size: String(6 * MB), UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY })).json as { parts: string[] };
    const before = store();
    const form = (type: string, body: string) => ({ headers: { 'Content-Type': type }, body });
    const key = `UPLOADCARE_PUB_KEY=${DEMO_UPLOAD_PUBLIC_KEY}`;
    const asCustomer = { ...api.keyHeaders, 'X-AUTH-TOKEN': who.token };
    const cases: [method: string, path: string, request?: { headers?: Record<string, string>; body?: string }][] = [
      ['GET', '/ucarecdn/%ZZ/'],
      ['GET', `/ucarecdn/${uuid}/%E0%A4%A`],
      ['GET', '/ucarecdn/..%2F..%2Fshop.db/'],
      ['GET', `/ucarecdn/${uuid}/?token=%ZZ`],
      ['GET', `/ucarecdn/${uuid}/?token=exp=99999999999999999999~acl=/*~hmac=${'0'.repeat(64)}`],
      ['GET', `/ucarecdn/${uuid}/?token=${'~'.repeat(10_000)}`],
      ['GET', `/upload/info/?pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=..%2Fshop.db`],
      ['POST', '/upload/base/', form('multipart/form-data', 'no boundary')],
      ['POST', '/upload/base/', form('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff')],
      ['POST', '/upload/base/', form('text/plain', 'hello')],
      ['POST', '/upload/multipart/start/', form('application/json', '{"size":')],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=%ZZ&${key}`)],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=99999999999999999999&${key}`)],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=1000&part_size=1e7&${key}`)],
      ['POST', '/upload/multipart/complete/', form('application/x-www-form-urlencoded', `uuid=${uuid.toUpperCase()}&${key}`)],
      ['POST', '/upload/multipart/complete/', form('application/x-www-form-urlencoded', `uuid=${uuid}&${key}`)],
      ['PUT', parts[0]!.replace(/\/1\?/, '/0?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/1\?/, '/-1?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/1\?/, '/99999999999999999?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/part\/[^/]+\//, '/part/..%2F..%2Fx/'), { body: 'x' }],
      ['PUT', parts[0]!, { body: 'too short' }],
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=' }, body: '' }],
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x--' }],
      // A form whose body ends mid-file (no closing boundary): this one used to crash the whole API.
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nreceipt\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7' }],
      ['POST', `/api/files?order=%00`, { headers: asCustomer }],
    ];
    for (const [method, path, request = {}] of cases) {
      const url = path.startsWith('http') ? path : `${api.origin}${path}`;
      const body = Buffer.from(request.body ?? '', 'latin1');
      const answer = await sendBody(url, [[body]], body.length, { method, headers: request.headers ?? {} });
      expect([method, path, answer.status >= 400 && answer.status < 500]).toEqual([method, path, true]);
    }
    await expect.poll(() => store()).toEqual(before);
    expect((await fetch(onApi(api, signedStoreUrl(api.running.config, uuid, new Date())))).status).toBe(404);
  });
});
