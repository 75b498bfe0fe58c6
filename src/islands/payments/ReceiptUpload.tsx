import { useEffect, useId, type ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { receiptMessages as say } from '../../lib/messages/receipts.ts';
import { announcedPercent, RECEIPT_ACCEPT } from '../../lib/receipt-file.ts';
import { $receiptUpload, cancelReceiptUpload, resetReceiptUpload, sendReceipt } from '../../stores/receipt-upload.ts';
import './receipt-upload.css';

/**
 * A pay-later order's receipt upload (issue 12 §4): a file picker, a progress bar with Cancel, and
 * what became of it. Loaded lazily by the screens that show it; the upload client loads on a pick.
 */
export default function ReceiptUpload({ saleId, onAttached }: { saleId: number; onAttached?: () => void }) {
  const upload = useStore($receiptUpload);
  const id = useId();
  useEffect(() => {
    if ($receiptUpload.get().saleId !== saleId) resetReceiptUpload();
  }, [saleId]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const attached = await sendReceipt(saleId, file);
    input.value = ''; // the same file picked again (after a failure) is a new pick
    if (attached) onAttached?.();
  }

  const mine = upload.saleId === saleId;
  const busy = mine && (upload.phase === 'uploading' || upload.phase === 'attaching');
  const percent = Math.round((upload.progress ?? 0) * 100);
  const news = !mine
    ? ''
    : upload.phase === 'uploading'
      ? `${say.sending(upload.fileName)}: ${say.sent(announcedPercent(upload.progress ?? 0))}`
      : upload.phase === 'attaching'
        ? say.attaching
        : upload.phase === 'done'
          ? say.received(upload.fileName)
          : upload.phase === 'cancelled'
            ? say.cancelled
            : '';
  return (
    <section className="receipt-upload" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{say.heading}</h3>
      <p>{say.intro}</p>
      <label htmlFor={`${id}-file`}>{say.choose}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={RECEIPT_ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint${mine && upload.problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => void pick(event)}
      />
      <p id={`${id}-hint`} className="receipt-upload__hint">{say.hint}</p>
      {mine && upload.phase === 'uploading' && (
        <div className="receipt-upload__progress">
          <label htmlFor={`${id}-progress`}>{say.sending(upload.fileName)}</label>
          {/* No value while the service cannot tell: the bar then shows as busy, not as empty. */}
          <progress id={`${id}-progress`} max={100} {...(upload.progress === null ? {} : { value: percent })}>
            {say.sent(percent)}
          </progress>
          <button type="button" className="btn btn--ghost" onClick={cancelReceiptUpload}>{say.cancel}</button>
        </div>
      )}
      <p role="status" className="receipt-upload__news">{news}</p>
      {mine && upload.problem && (
        <p id={`${id}-problem`} role="alert">
          {say.problem[upload.problem]} {upload.problem === 'attach' ? upload.error : ''}
        </p>
      )}
    </section>
  );
}
