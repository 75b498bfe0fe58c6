import { useEffect, useRef } from 'react';

interface Props {
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in a modal `<dialog>`: the browser keeps focus inside it, Escape cancels, and
 * focus starts on Cancel, so an Enter pressed by habit never deletes anything.
 */
export function ConfirmDialog({ question, confirm, cancel, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    cancelButton.current?.focus();
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="confirm-question" onCancel={(event) => { event.preventDefault(); onCancel(); }}>
      <p id="confirm-question">{question}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn" onClick={onConfirm}>{confirm}</button>
        <button type="button" className="btn btn--ghost" ref={cancelButton} onClick={onCancel}>{cancel}</button>
      </div>
    </dialog>
  );
}
