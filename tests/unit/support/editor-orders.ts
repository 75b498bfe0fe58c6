import { uploadFile } from '@uploadcare/upload-client';
import { expect } from 'vitest';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../../src/lib/contract/upload-limits.ts';
import type { EditorOrder } from '../../../api/editor/order-schemas.ts';
import { send } from './accounts.ts';
import type { Shopper } from './gateway.ts';
import { fileOf, HEADS, useUploadsApi } from './receipts.ts';

/**
 * The reference API with an editor key, for the merchant's side of pay later (issue 12 §3–4):
 * the editor's calls, the orders waiting for the merchant, and a pay-later order with a receipt
 * uploaded through the real client. Call at a test file's top level (it registers the API's hooks).
 */
export function useEditorOrdersApi() {
  const EDITOR_KEY = 'test-editor-key-orders-0123456789';
  const uploads = useUploadsApi({ editorKey: EDITOR_KEY });
  const { api, orderFor } = uploads;

  const editor = (method: string, path: string, body?: unknown, key = EDITOR_KEY) =>
    send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${key}` }, ...(body === undefined ? {} : { body }) });
  const decide = (saleId: number, body: unknown) => editor('POST', `/orders/${saleId}/payment`, body);
  const waiting = async (query = ''): Promise<EditorOrder[]> => {
    const sent = await editor('GET', `/orders?size=100${query}`);
    expect(sent.status, sent.text).toBe(200);
    return sent.json.list;
  };
  const saleOf = async (who: Shopper, saleId: number) => (await send(api, 'GET', `/api/sales?id=${saleId}`, { token: who.token })).json;
  const skuOf = async (who: Shopper, saleId: number) => (await saleOf(who, saleId)).lines[0].skuId as number;

  /** A pay-later order of `who` with a receipt uploaded through the real client and attached. */
  async function orderWithReceipt(who: Shopper, transactionId?: string) {
    const order = await orderFor(who);
    const file = await uploadFile(fileOf(HEADS.png, 3000), {
      publicKey: DEMO_UPLOAD_PUBLIC_KEY,
      ...uploadServiceUrls(api.running.config.publicUrl),
      fileName: 'bkash.png',
    });
    const attached = await send(api, 'PATCH', '/api/sales/payments/attachments', {
      token: who.token,
      body: { saleId: order.saleId, files: [JSON.parse(JSON.stringify(file))], ...(transactionId ? { transactionId } : {}) },
    });
    expect(attached.status, attached.text).toBe(200);
    return { ...order, uuid: file.uuid };
  }

  return { EDITOR_KEY, uploads, api, orderFor, editor, decide, waiting, saleOf, skuOf, orderWithReceipt };
}
