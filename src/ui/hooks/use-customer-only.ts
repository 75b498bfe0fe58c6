import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, choseToSignOutHere, sessionEndedNoticePending } from '../../stores/auth.ts';
import { useHydrated } from './use-hydrated.ts';
import { localHref } from '../../lib/i18n/href.ts';
import { leavePage } from '../../scripts/leave-page.ts';

/**
 * Keeps a customer-only screen (profile, addresses) from guests (issue 10 §2). A guest who opens it,
 * or a customer whose session the API refused (a password changed on another device, an expired
 * token), is sent to sign in and brought back (`/signin?next=…`). A customer who chose to sign out
 * (here, in the header, in another tab) is sent home, as the header's Sign out does on these
 * pages: coming back to sign in is not what they asked for. True once the screen may show. `path`
 * is the screen's path (`/wishlist`) or the page's real one: either way brought back in its language.
 * When the header's Sign out already sends the shopper home, this screen does not send them again
 * (src/scripts/leave-page.ts).
 */
export function useCustomerOnly(path: string): boolean {
  const hydrated = useHydrated();
  const { isAuthenticated } = useStore($auth);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    if (isAuthenticated) {
      wasSignedIn.current = true;
      return;
    }
    // A microtask later: a refusal marks itself just after it signs out, in the same task.
    queueMicrotask(() => {
      // Signed out by choice: seen signed in first, or pressed here before this screen woke.
      const chosen = (wasSignedIn.current || choseToSignOutHere()) && !sessionEndedNoticePending();
      leavePage(localHref(chosen ? '/' : `/signin?next=${encodeURIComponent(localHref(path))}`), 'replace');
    });
  }, [hydrated, isAuthenticated]);
  return hydrated && isAuthenticated;
}
