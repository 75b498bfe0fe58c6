import { useEffect, useRef, useState } from 'react';
import { askReturn, fetchReturns } from '../../lib/api/returns.ts';
import type { Sale } from '../../lib/contract/sale.ts';
import { MAX_RETURN_PHOTOS, type SaleReturns } from '../../lib/contract/returns.ts';
import { formatDate } from '../../lib/messages/dates.ts';
import { returnsAvailability } from '../../lib/returns-availability.ts';
import { returnMessages as say } from '../../lib/messages/returns.ts';
import { apiClient } from '../../stores/api-client.ts';
import { FormAlert, SubmitButton, apiFailure, useForm, type FormFailure } from '../../ui/form/index.ts';
import LineName, { LinesWithQuantities } from '../../ui/LineName.tsx';
import MessageWith from '../../ui/MessageWith.tsx';

/**
 * A delivered order's returns on its page (issue 26 §5): until when items may go back (or why no
 * longer), Return items opening the form, and each return asked with where it stands, the shop's
 * note and the refund. Loaded only for a delivered order.
 */
export default function OrderReturns({ sale }: { sale: Sale }) {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; returns?: SaleReturns; error?: string }>({ status: 'loading' });
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);

  async function load() {
    const result = await fetchReturns(apiClient(), sale.id);
    setState(result.ok ? { status: 'ready', returns: result.body } : { status: 'failed', error: result.error.message });
  }
  useEffect(() => void load(), [sale.id]);

  const returns = state.returns;
  const availability = returns && returnsAvailability(returns);
  return (
    <section className="order-section" aria-labelledby="order-returns">
      <h2 id="order-returns">{say.heading}</h2>
      <p ref={said} className="order-notice" role="status" tabIndex={-1}>{notice}</p>
      {state.status === 'loading' && <p className="orders-muted">{say.loading}</p>}
      {state.status === 'failed' && (
        <p role="alert">
          {say.loadFailed} {state.error} <button type="button" className="btn btn--ghost" onClick={() => void load()}>{say.retry}</button>
        </p>
      )}
      {availability?.sentence && !asking && <p>{availability.sentence}</p>}
      {returns?.returnable && !asking && (
        <>
          <button ref={opener} type="button" className="btn btn--ghost" onClick={() => { setNotice(''); setAsking(true); }}>{say.askButton}</button>
        </>
      )}
      {returns?.returnable && asking && (
        <ReturnForm
          sale={sale}
          returnable={returns.returnable.lines}
          onDone={async (sent) => {
            setAsking(false);
            if (!sent) {
              requestAnimationFrame(() => opener.current?.focus());
              return;
            }
            setNotice(say.asked);
            await load();
            said.current?.focus();
          }}
        />
      )}
      {returns && returns.returns.length > 0 && (
        <ul className="order-returns">
          {returns.returns.map((asked) => (
            <li key={asked.id}>
              <strong>{say.entryTitle(formatDate(asked.requestedAt))}</strong> · {say.stateName[asked.state]}
              <br />
              <LinesWithQuantities lines={asked.lines} />
              {asked.merchantNote && <><br />{say.shopNote(asked.merchantNote)}</>}
              {asked.refund && <><br />{say.refund(asked.refund.amount, asked.refund.channel === 'manual', formatDate(asked.refund.refundedAt))}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The form asking to return units of `returnable` lines, each up to what is left of it. */
function ReturnForm({ sale, returnable, onDone }: { sale: Sale; returnable: { skuId: number; quantity: number }[]; onDone: (sent: boolean) => void }) {
  const [uploading, setUploading] = useState('');
  const form = useForm(async (values, element): Promise<FormFailure | void> => {
    const lines = returnable.map((line) => ({ skuId: line.skuId, quantity: Number(values[`qty-${line.skuId}`] || 0) })).filter((line) => line.quantity > 0);
    if (lines.length === 0) return { message: say.chooseSomething };
    const files = [...(element.querySelector<HTMLInputElement>('input[type=file]')?.files ?? [])];
    if (files.length > MAX_RETURN_PHOTOS) return { fieldErrors: { photos: say.tooManyPhotos } };
    // The photos go to the upload service first (as receipts do); the request names them by uuid.
    const photos: string[] = [];
    if (files.length > 0) {
      const { uploadReceiptFile } = await import('../../lib/api/receipt-uploader.ts');
      for (const [index, file] of files.entries()) {
        setUploading(say.uploading(index + 1, files.length));
        const sent = await uploadReceiptFile(file, { signal: new AbortController().signal, onProgress: () => undefined });
        if (!sent.ok) {
          setUploading('');
          return { fieldErrors: { photos: say.photoFailed[sent.reason] } };
        }
        photos.push(sent.file.uuid);
      }
      setUploading('');
    }
    const result = await askReturn(apiClient(), { saleId: sale.id, lines, reason: values['reason'] ?? '', photos });
    if (result.ok) return void onDone(true);
    // The API names a line by its place in what was sent (`lines.0.quantity`): back to its field.
    const fieldErrors: Record<string, string> = {};
    for (const [path, text] of Object.entries(result.error.fieldErrors)) {
      const line = /^lines\.(\d+)\./.exec(path);
      fieldErrors[line ? `qty-${lines[Number(line[1])]?.skuId}` : path.startsWith('photos') ? 'photos' : path] = text;
    }
    return apiFailure({ ...result.error, fieldErrors }, element);
  });
  useEffect(() => {
    form.ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  // A line by its sku: its name and options as the order kept them, each in its own language.
  const lineOf = (skuId: number) => {
    const line = sale.lines.find((candidate) => candidate.skuId === skuId);
    return line ? <LineName line={line} /> : String(skuId);
  };
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="order-returns">
      <p>{say.formIntro}</p>
      <FormAlert>{form.alert}</FormAlert>
      {returnable.map((line) => {
        const name = `qty-${line.skuId}`;
        const error = form.errors[name];
        return (
          <div key={line.skuId} className={error ? 'field field--invalid' : 'field'}>
            <label htmlFor={`field-${name}`}><MessageWith message={(slot) => say.quantityOf(slot, line.quantity)}>{lineOf(line.skuId)}</MessageWith></label>
            <input id={`field-${name}`} name={name} type="number" inputMode="numeric" min={0} max={line.quantity} defaultValue={0} aria-invalid={error ? true : undefined} aria-describedby={error ? `field-${name}-error` : undefined} />
            {error && <p id={`field-${name}-error`} className="field__error">{error}</p>}
          </div>
        );
      })}
      <div className={form.errors['reason'] ? 'field field--invalid' : 'field'}>
        <label htmlFor="field-reason">{say.reason}</label>
        <textarea id="field-reason" name="reason" rows={3} maxLength={1000} required aria-invalid={form.errors['reason'] ? true : undefined} aria-describedby={form.errors['reason'] ? 'field-reason-error field-reason-hint' : 'field-reason-hint'} />
        <p id="field-reason-hint" className="field__hint">{say.reasonHint}</p>
        {form.errors['reason'] && <p id="field-reason-error" className="field__error">{form.errors['reason']}</p>}
      </div>
      <div className={form.errors['photos'] ? 'field field--invalid' : 'field'}>
        <label htmlFor="field-photos">{say.photos}</label>
        <input id="field-photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/heic" multiple aria-invalid={form.errors['photos'] ? true : undefined} aria-describedby={form.errors['photos'] ? 'field-photos-error field-photos-hint' : 'field-photos-hint'} />
        <p id="field-photos-hint" className="field__hint">{say.photosHint}</p>
        {form.errors['photos'] && <p id="field-photos-error" className="field__error">{form.errors['photos']}</p>}
      </div>
      <p className="orders-muted" role="status">{uploading}</p>
      <div className="order-buttons">
        <SubmitButton busy={form.busy} busyText={say.sending}>{say.send}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={() => onDone(false)}>{say.cancel}</button>
      </div>
    </form>
  );
}
