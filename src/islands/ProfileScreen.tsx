import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { profileMessages as say } from '../lib/messages/profile.ts';
import { $auth } from '../stores/auth.ts';
import { $customer, loadCustomer } from '../stores/profile.ts';
import { takeEarlyPress } from '../scripts/early-input.ts';
import { leavePage } from '../scripts/leave-page.ts';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';
import { DetailsCard } from './profile/DetailsCard.tsx';
import { PasswordCard } from './profile/PasswordCard.tsx';
import { SignInPhoneCard } from './profile/SignInPhoneCard.tsx';
import { SubscriptionSwitch } from './profile/SubscriptionSwitch.tsx';
import './profile/profile.css';
import { localHref } from '../lib/i18n/href.ts';

/** "RU" of "Rahim Uddin": the photo placeholder's letters until customers can upload a picture. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

/** The profile screen (issue 10 §2): details, e-mail subscription, change password, sign out, links. */
export default function ProfileScreen() {
  const ready = useCustomerOnly('/profile');
  const auth = useStore($auth);
  const state = useStore($customer);
  const [signingOut, setSigningOut] = useState(false);
  const signOutButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (ready) void loadCustomer();
  }, [ready]);

  async function signOut() {
    setSigningOut(true);
    // The session ends here whatever the server says (spec §4); the cart stays; then home. Loaded
    // on press, as the header's Sign out is: most visits to this page never sign out.
    const { signOutEverywhereHere } = await import('../stores/auth-actions.ts');
    await signOutEverywhereHere();
    leavePage(localHref('/'));
  }
  useOnWake(signOutButton, (button) => {
    if (takeEarlyPress(button)) void signOut();
  });

  const customer = ready ? state.customer : undefined;
  const name = customer?.name ?? (ready ? auth.profile?.name : undefined) ?? '';
  return (
    <div className="profile">
      <section className="profile__card" aria-labelledby="profile-details-title">
        <div className="profile__head">
          <span className="profile__photo" role="img" aria-label={name ? say.photoOf(name) : undefined} aria-hidden={name ? undefined : true}>
            {initials(name)}
          </span>
          <h2 id="profile-details-title">{say.detailsTitle}</h2>
        </div>
        {customer ? (
          <DetailsCard customer={customer} />
        ) : ready && state.status === 'failed' ? (
          <p role="alert">
            {say.loadFailed} {state.error}{' '}
            <button type="button" className="btn btn--ghost" onClick={() => void loadCustomer()}>{say.retry}</button>
          </p>
        ) : (
          <p className="profile__loading profile__loading--details">{say.loading}</p>
        )}
      </section>

      <section className="profile__card" aria-labelledby="profile-subscription-title">
        <h2 id="profile-subscription-title">{say.subscriptionTitle}</h2>
        {!customer ? (
          <p className="profile__loading profile__loading--switch">{say.loading}</p>
        ) : customer.email ? (
          <SubscriptionSwitch status={customer.subscriptionStatus} />
        ) : (
          <p>{say.subscriptionNeedsEmail}</p>
        )}
      </section>

      <section className="profile__card" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">{say.passwordTitle}</h2>
        {customer && !customer.email ? <p>{say.noPassword}</p> : <PasswordCard email={(ready && auth.currentUser?.email) || undefined} />}
      </section>

      <section className="profile__card" aria-labelledby="profile-phone-title">
        <h2 id="profile-phone-title">{say.signInPhoneTitle}</h2>
        {customer ? <SignInPhoneCard signInPhone={customer.signInPhone} /> : <p className="profile__loading">{say.loading}</p>}
      </section>

      <nav className="profile__card" aria-labelledby="profile-links-title">
        <h2 id="profile-links-title">{say.linksTitle}</h2>
        <ul className="profile__links">
          <li><a href={localHref('/orders')}>{say.orders}</a></li>
          <li><a href={localHref('/addresses')}>{say.addresses}</a></li>
          <li><a href={localHref('/wishlist')}>{say.wishlist}</a></li>
        </ul>
        <button ref={signOutButton} type="button" className="btn btn--ghost" data-early-press aria-disabled={signingOut || undefined} onClick={() => !signingOut && void signOut()}>
          {signingOut ? say.signingOut : say.signOut}
        </button>
      </nav>
    </div>
  );
}
