import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup } from '../../scripts/bench/cleanup.ts';
import { selfSignedCertificate, trustSiteCertificate } from '../../scripts/bench/servers.ts';

afterAll(cleanup);

describe("the bench's browsers trust the run's certificate", () => {
  it('by the SHA-256 of its public key, as Chromium reads `--ignore-certificate-errors-spki-list`', async () => {
    const { certFile } = await selfSignedCertificate();
    // The pin as Chromium's documentation makes it: the key in DER, hashed, in base64.
    const publicKey = execFileSync('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const pin = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    expect(await trustSiteCertificate()).toBe(`--ignore-certificate-errors-spki-list=${pin}`);
  });
});
