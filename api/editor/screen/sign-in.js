// @ts-check
import { api, trouble } from './api-call.js';
import { pollBuilds, stopPolling } from './builds.js';
import { paintChanges } from './changes.js';
import { announce, byId } from './dom.js';
import { paintFulfilment } from './fulfil.js';
import { paintOrders } from './orders.js';
import { paintRefunds } from './refunds.js';
import { paintReturns } from './returns.js';
import { forgetKey, keepKey, onSignOut, signOut } from './session.js';
import { say } from './words.js';

/*
 * Signing in and out: the key is checked with a call to the editor API before the signed-in parts
 * show; signing out (the button, or any 401) hides them and stops the build polling.
 */

/** @param {boolean} signedIn */
function showWork(signedIn) {
  byId('sign-in').hidden = signedIn;
  byId('work').hidden = !signedIn;
}

/** Shows the signed-in screen and loads what it shows. */
export function enter() {
  showWork(true);
  paintChanges();
  void paintOrders({ quiet: true });
  void paintFulfilment({ quiet: true });
  void paintReturns({ quiet: true });
  void paintRefunds({ quiet: true });
  void pollBuilds();
  byId('find-query').focus();
}

/** Makes the sign-in form and the sign-out button work, and any sign-out hide the signed-in screen. */
export function wireSignIn() {
  onSignOut(() => {
    showWork(false);
    stopPolling();
  });

  byId('sign-in-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ (byId('editor-key'));
    const error = byId('editor-key-error');
    const key = input.value.trim();
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    if (!key) {
      error.textContent = say('wrongKey');
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    announce(say('signingIn'));
    keepKey(key);
    const answer = await api('GET', '/changes');
    if (answer.status !== 200) {
      const message = trouble(answer);
      forgetKey();
      error.textContent = message;
      input.setAttribute('aria-invalid', 'true');
      announce(message);
      input.focus();
      return;
    }
    input.value = '';
    enter();
    announce(say('signedIn'));
  });

  byId('sign-out').addEventListener('click', () => {
    signOut();
    announce(say('signedOut'));
    byId('editor-key').focus();
  });
}
