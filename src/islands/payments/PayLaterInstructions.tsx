import { useState } from 'react';
import type { PaymentView } from '../../lib/contract/payments.ts';
import { paymentMessages as say } from '../../lib/messages/payments.ts';

/** Where a pay-later order's money goes (issue 12 §3): the reference and each account, with a copy button each. */
export function PayLaterInstructions({ payLater }: { payLater: NonNullable<PaymentView['payLater']> }) {
  const [notice, setNotice] = useState('');

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(say.copied(what));
    } catch {
      setNotice(say.copyFailed);
    }
  }

  const rows = [
    { key: 'reference', name: say.payLaterReference, value: payLater.reference },
    ...payLater.accounts.map((entry) => ({ key: entry.method, name: say.method[entry.method], value: entry.account })),
  ];
  return (
    <section aria-labelledby="pay-later-accounts">
      <h3 id="pay-later-accounts">{say.payLaterAccounts}</h3>
      <ul className="payment-result__accounts">
        {rows.map((row) => (
          <li key={row.key}>
            <span>
              <strong>{row.name}:</strong> <span data-testid={`pay-later-${row.key}`}>{row.value}</span>
            </span>
            <button type="button" className="btn btn--ghost" aria-label={say.copyLabel(row.name)} onClick={() => void copy(row.value, row.name)}>
              {say.copy}
            </button>
          </li>
        ))}
      </ul>
      <p role="status">{notice}</p>
    </section>
  );
}
