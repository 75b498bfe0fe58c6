import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated.ts';

/**
 * The form's submit button. Until the island wakes it is a plain button: a press (or Enter) then
 * cannot send the form natively, which would post the password to the page, and the early-press
 * script notes it for `useForm` to carry out on waking. While a submit runs it is `aria-disabled`
 * rather than `disabled`, so a keyboard user's focus stays on it instead of falling to the page.
 */
export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  const hydrated = useHydrated();
  return (
    <button type={hydrated ? 'submit' : 'button'} className="btn form-submit" data-early-press aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
