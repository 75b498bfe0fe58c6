import type { ReactNode } from 'react';

/**
 * The form-wide message (a wrong password, the connection lost). The live region is always in
 * the page, so a screen reader announces a message that appears in it, and again when it changes.
 */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div className={children ? `form-alert form-alert--${tone}` : 'form-alert form-alert--empty'} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
