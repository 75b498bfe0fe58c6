import type { SaleAttachment } from '../../lib/contract/uploads.ts';
import { formatDate } from '../../lib/messages/dates.ts';
import { receiptListMessages as say } from '../../lib/messages/receipt-list.ts';
import ReceiptUpload from '../payments/ReceiptUpload.tsx';

/**
 * A pay-later order's receipts on its page (issue 12 §4–5): those the API has on the order, and
 * while the order still awaits its money, the upload for another. Loaded only for such an order.
 */
export default function OrderReceipts({ saleId, attachments, canSend, onAttached }: { saleId: number; attachments: SaleAttachment[]; canSend: boolean; onAttached: () => void }) {
  return (
    <section className="order-section" aria-labelledby="order-receipts">
      <h2 id="order-receipts">{say.heading}</h2>
      {attachments.length > 0 && (
        <ul className="order-receipts">
          {attachments.map((file) => (
            <li key={file.uuid}>
              <a href={file.cdnUrl}>{file.name}</a> · {say.entry(say.fileSize(file.size), formatDate(file.dateCreated))}
            </li>
          ))}
        </ul>
      )}
      {canSend && <ReceiptUpload saleId={saleId} onAttached={onAttached} />}
    </section>
  );
}
