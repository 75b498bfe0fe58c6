import { useEffect, useState } from 'react';
import { DEFAULT_NEXT_PATH, nextPathOf } from '../../lib/next-path.ts';
import { $auth } from '../../stores/auth.ts';
import { localHref } from '../../lib/i18n/href.ts';

/**
 * Where the sign-in screens send the shopper once signed in: the page's safe `?next=`, else the
 * profile. With `leaveIfSignedIn`, a shopper already signed in is sent there at once (issue 10 §2):
 * the form is of no use to them. Read after waking: the prerendered page knows no query string.
 */
export function useNextPath({ leaveIfSignedIn = false } = {}): { next: string; leaving: boolean } {
  const [next, setNext] = useState(() => localHref(DEFAULT_NEXT_PATH));
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const target = nextPathOf(location.search);
    setNext(target);
    if (leaveIfSignedIn && $auth.get().isAuthenticated) {
      setLeaving(true);
      location.replace(target);
    }
  }, []);
  return { next, leaving };
}

/**
 * Sends the shopper on to the page's safe `?next=`, else the profile, as read from the address now:
 * a press made before the form woke is carried out as it wakes, before `useNextPath`'s state holds
 * `next` (an answer then went to the profile, not to `?next=`).
 */
export function goToNext(): void {
  location.assign(nextPathOf(location.search));
}

