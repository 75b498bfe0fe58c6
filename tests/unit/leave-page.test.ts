import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../src/scripts/leave-page.ts';

/*
 * Signing out on a private page asks to go home from the header and from the screen's guard: the
 * page makes one navigation, the first asked, since a second aborts the first (src/scripts/leave-page.ts).
 */
let page: EventTarget;
let location: { assign: ReturnType<typeof vi.fn>; replace: ReturnType<typeof vi.fn> };

function broughtBack(persisted: boolean): void {
  page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
}

beforeEach(() => {
  page = new EventTarget();
  location = { assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', location);
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
});

afterEach(() => {
  broughtBack(true); // what a test left marked is cleared for the next
  vi.unstubAllGlobals();
});

describe('leavePage', () => {
  it('makes the first navigation asked and drops the ones after it', () => {
    leavePage('/');
    leavePage('/', 'replace');
    leavePage('/signin?next=%2Fprofile', 'replace');
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('replaces the page when asked to', () => {
    leavePage('/bn/', 'replace');
    expect(location.replace).toHaveBeenCalledWith('/bn/');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('may leave again once the back/forward cache brings the page back, not on a fresh show', () => {
    leavePage('/');
    broughtBack(false);
    leavePage('/');
    expect(location.assign).toHaveBeenCalledTimes(1);
    broughtBack(true);
    leavePage('/bn/');
    expect(location.assign).toHaveBeenCalledTimes(2);
    expect(location.assign).toHaveBeenLastCalledWith('/bn/');
  });
});
