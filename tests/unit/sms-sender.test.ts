import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { createSmsSender } from '../../api/sms/sender.ts';

// Text messages (issue 26 §1): the outbox by default, an HTTP SMS gateway by configuration.
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sms-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the SMS outbox (no gateway configured)', () => {
  it('writes each message as { to, text, sentAt } under {API_DATA_DIR}/outbox/sms/, readable by the owner only, and logs its path but not its text', async () => {
    const config = readConfig({ API_DATA_DIR: dataDir });
    expect(config.sms).toEqual({ outboxDir: `${dataDir}/outbox/sms` });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const sms = createSmsSender(config.sms);
    await sms.send({ to: '+8801712345678', text: 'Kolom code 482913' });
    await sms.send({ to: '+8801812345678', text: 'কোলম কোড ৪৮২৯১৩' });
    const files = (await readdir(config.sms.outboxDir)).sort();
    expect(files).toHaveLength(2);
    const first = JSON.parse(await readFile(join(config.sms.outboxDir, files[0]!), 'utf8'));
    expect(first).toEqual({ to: '+8801712345678', text: 'Kolom code 482913', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const second = JSON.parse(await readFile(join(config.sms.outboxDir, files[1]!), 'utf8'));
    expect(second.text).toBe('কোলম কোড ৪৮২৯১৩'); // Bangla kept as it is
    expect((await stat(join(config.sms.outboxDir, files[0]!))).mode & 0o777).toBe(0o600);
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes(join(config.sms.outboxDir, files[0]!)))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/482913|01712345678/);
  });

  it('follows an outbox folder given to the API (tests, scripts)', () => {
    expect(readConfig({ API_DATA_DIR: dataDir }, { outboxDir: '/tmp/elsewhere' }).sms.outboxDir).toBe('/tmp/elsewhere/sms');
  });
});

describe('an HTTP SMS gateway', () => {
  let gateway: Server;
  let url: string;
  const received: Record<string, string>[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { response_code: 202, success_message: 'SMS Submitted Successfully' } };

  beforeAll(async () => {
    // A stand-in gateway speaking the bulk-SMS shape: a form POST, a JSON answer.
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ method: req.method!, ...Object.fromEntries(new URLSearchParams(body)) });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/smsapi`;
  });
  afterAll(() => new Promise((done) => gateway.close(done)));

  const configured = () => readConfig({ API_DATA_DIR: dataDir, SMS_API_URL: url, SMS_API_KEY: 'key-123', SMS_SENDER_ID: '8809617000000' });

  it('posts the key, sender id, the number as 8801…, the text, and its type (unicode for Bangla); writes nothing to the outbox', async () => {
    const sms = createSmsSender(configured().sms);
    await sms.send({ to: '+8801712345678', text: 'Your Kolom code is 482913' });
    await sms.send({ to: '+8801712345678', text: 'আপনার কোলম কোড ৪৮২৯১৩' });
    expect(received.slice(-2)).toEqual([
      { method: 'POST', api_key: 'key-123', senderid: '8809617000000', number: '8801712345678', message: 'Your Kolom code is 482913', type: 'text' },
      { method: 'POST', api_key: 'key-123', senderid: '8809617000000', number: '8801712345678', message: 'আপনার কোলম কোড ৪৮২৯১৩', type: 'unicode' },
    ]);
    await expect(readdir(configured().sms.outboxDir)).rejects.toThrow();
  });

  it('logs a refusal (an HTTP error or a code other than 202) without the text or the number, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sms = createSmsSender(configured().sms);
    answer = { status: 200, body: { response_code: 1007, error_message: 'Balance Insufficient' } };
    await expect(sms.send({ to: '+8801712345678', text: 'code 482913' })).resolves.toBeUndefined();
    answer = { status: 500, body: {} };
    await expect(sms.send({ to: '+8801712345678', text: 'code 482913' })).resolves.toBeUndefined();
    const down = createSmsSender({ outboxDir: dataDir, gateway: { url: 'http://127.0.0.1:9/api/smsapi', key: 'k', senderId: 's' } });
    await expect(down.send({ to: '+8801712345678', text: 'code 482913' })).resolves.toBeUndefined();
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('code 1007');
    expect(lines[1]).toContain('HTTP 500');
    expect(lines.join('\n')).not.toMatch(/482913|01712345678|key-123/);
    answer = { status: 200, body: { response_code: 202 } };
  });
});

describe('SMS settings', () => {
  it('refuse a gateway configured in part, naming the three variables', () => {
    expect(() => readConfig({ SMS_API_URL: 'https://sms.example/api/smsapi' })).toThrow(/SMS_API_URL, SMS_API_KEY and SMS_SENDER_ID go together/);
    expect(() => readConfig({ SMS_API_KEY: 'k', SMS_SENDER_ID: 's' })).toThrow(/go together/);
  });

  it('refuse a gateway URL that is not http(s)', () => {
    expect(() => readConfig({ SMS_API_URL: 'ftp://sms.example', SMS_API_KEY: 'k', SMS_SENDER_ID: 's' })).toThrow(/SMS_API_URL is not an http\(s\) URL/);
  });
});
