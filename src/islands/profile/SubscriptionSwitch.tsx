import { useState } from 'react';
import type { SubscriptionStatus } from '../../lib/contract/profile.ts';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { setSubscribed } from '../../stores/profile.ts';

/** The e-mail subscription switch (`role="switch"`): flips at once on the server, and says what it is now. */
export function SubscriptionSwitch({ status }: { status: SubscriptionStatus }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const on = status === 'subscribed';
  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await setSubscribed(!on);
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  }
  return (
    <div className="switch-row">
      <span id="subscription-label" className="switch-row__label">{say.subscription}</span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-labelledby="subscription-label"
        aria-describedby="subscription-state"
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      <p id="subscription-state" className={error ? 'switch-row__state switch-row__state--error' : 'switch-row__state'} role="status">
        {error || (on ? say.subscriptionOn : say.subscriptionOff)}
      </p>
    </div>
  );
}
