import type { UploadcareFile } from '@uploadcare/upload-client';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../../src/lib/contract/upload-limits.ts';
import { send } from './accounts.ts';
import { useUploadsApi } from './receipts.ts';
import type { Shopper } from './shoppers.ts';

/*
 * What the tests of the API's upload service (api-uploads-*.test.ts) share: the reference API with
 * its uploads store, the service's addresses as the shop's build gets them, a look at an upload's
 * row, and the attaching of uploaded files to a pay-later sale.
 */

/** The file info exactly as a browser would send it on: the client's object through JSON. */
export const asSent = (file: UploadcareFile) => JSON.parse(JSON.stringify(file)) as Record<string, unknown>;

/** A link to the file at `address` as order answers give it (issue 22 §10): that address with a signed token an hour long. */
export function signedLinkOf(address: string): RegExp {
  const uuid = /\/([0-9a-f-]{36})\/$/.exec(address)?.[1] ?? 'no-uuid';
  return new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=exp=\\d+~acl=/${uuid}/\\*~hmac=[0-9a-f]{64}$`);
}

/** The reference API for a test file of the upload service, with its helpers. Call it at the top level of a test file. */
export function useUploadService() {
  const uploads = useUploadsApi();
  const { api } = uploads;
  // The addresses the shop's build gets: on the API's public origin.
  const service = () => ({ publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl) });
  return {
    uploads,
    api,
    service,
    /** An address of the upload service (`/base/`, `/multipart/start/`…). */
    uploadUrl: (path: string) => `${service().baseURL}${path}`,
    /** The `uploads` row of `uuid`, if any. */
    row: (uuid: string) => uploads.db.prepare('SELECT * FROM uploads WHERE uuid = ?').get(uuid) as Record<string, unknown> | undefined,
    /** `PATCH /api/sales/payments/attachments` as `who`. */
    attach: (who: Shopper, body: unknown) => send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body }),
  };
}
