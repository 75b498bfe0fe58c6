import { rm } from 'node:fs/promises';
import { Hono } from 'hono';
import * as v from 'valibot';
import { DIRECT_UPLOAD_MAX_BYTES } from '../../src/lib/contract/upload-limits.ts';
import { fileUploadFieldsSchema, fileUploadQuerySchema } from '../../src/lib/contract/upload-requests.ts';
import { ownSale } from '../checkout/sale-rows.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError, payloadTooLarge, tooManyRequests, validationFailed } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import { noReceiptFor, takesReceipts } from '../uploads/attachments.ts';
import { declaredTooLarge, receiveForm } from '../uploads/form-stream.ts';
import { receiptName } from '../uploads/names.ts';
import { declaredBytes, quotaClient, uploadQuota } from '../uploads/quota.ts';
import { signedStoreUrl } from '../uploads/signed-urls.ts';
import { admitFile, cdnUrlOf, ensureStore, fileInfoOf, recordReadyFile, storePaths } from '../uploads/store.ts';

/**
 * `POST /api/files?order={invoiceId}` (spec §7, issue 12 §4), mounted at `/api/files`: the API's
 * own direct upload of a receipt, for shops with no upload service. The signed-in customer's own
 * order only (another's is 404, before a byte of the file is read), and one that takes receipts
 * (409 otherwise, as attaching would be); a multipart form with `file`
 * (under 25 MB, streamed to disk) and `type` (`receipt`); the type is sniffed from the bytes.
 * Answers 201 with the uploaded file info, which `PATCH /api/sales/payments/attachments` takes; its
 * `cdnUrl` is a link signed for this customer, an hour long (uploads/signed-urls.ts).
 */
export function fileRoutes({ db, config, clock, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  const paths = storePaths(config.uploads.dir);
  ensureStore(paths);
  const quota = uploadQuota(db, config.uploadQuota);
  return new Hono<CustomerEnv>().use(requireCustomer(findCustomerByToken)).post('/', async (c) => {
    const query = parseQuery(c, fileUploadQuerySchema);
    if (!query.ok) return query.response;
    const sale = ownSale(db, c.var.customer.id, { invoiceId: query.data.order });
    if (!sale) {
      // The body was not read: the connection cannot be reused.
      c.header('Connection', 'close');
      return jsonError(c, 404, 'Order not found');
    }
    // An order that takes no receipt (paid, cancelled, cash on delivery) gets no file stored for it either.
    if (!takesReceipts(sale)) {
      c.header('Connection', 'close');
      return jsonError(c, 409, noReceiptFor(sale));
    }
    if (declaredTooLarge(c.req.raw, DIRECT_UPLOAD_MAX_BYTES)) return payloadTooLarge(c);
    // The upload quota per client address (uploads/quota.ts), counted before a byte is read.
    const quotaAnswer = quota.admit(quotaClient(c), declaredBytes(c, DIRECT_UPLOAD_MAX_BYTES), clock.now());
    if (!quotaAnswer.ok) {
      c.header('Connection', 'close');
      return tooManyRequests(c, quotaAnswer.retryAfterSeconds, 'Too many uploads from this address');
    }
    ensureStore(paths);
    const form = await receiveForm(c.req.raw, { fileField: 'file', maxFileBytes: DIRECT_UPLOAD_MAX_BYTES, scratchPath: paths.scratch() });
    if (!form.ok) {
      if (form.problem === 'too_large') return payloadTooLarge(c);
      return fieldError(c, 'file', form.problem === 'no_file' ? 'Choose a file to send' : 'Send the file as multipart/form-data');
    }
    const fields = v.safeParse(fileUploadFieldsSchema, form.fields);
    if (!fields.success) {
      await rm(form.file.path, { force: true });
      return validationFailed(c, fields.issues);
    }
    const admitted = await admitFile(paths, form.file);
    if (!admitted.ok) {
      return fieldError(c, 'file', admitted.problem === 'empty' ? 'The file is empty' : 'Send a photo (JPEG, PNG, WebP, HEIC) or a PDF of the receipt');
    }
    const row = recordReadyFile(
      db,
      {
        uuid: admitted.uuid, via: 'api_files', name: receiptName(form.file.filename, admitted.mimeType), size: form.file.bytes,
        mimeType: admitted.mimeType, cdnUrl: cdnUrlOf(config.publicUrl, admitted.uuid), customerId: c.var.customer.id, saleId: sale.id,
      },
      clock.now(),
    );
    return c.json({ ...fileInfoOf(db, row), cdnUrl: signedStoreUrl(config, row.uuid, clock.now()) }, 201);
  });
}
