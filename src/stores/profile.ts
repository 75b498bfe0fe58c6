import { atom } from 'nanostores';
import { fetchCustomer } from '../lib/api/customer-profile.ts';
import { changeSubscription } from '../lib/api/subscriptions.ts';
import { failure } from '../lib/api/result.ts';
import type { ApiResult } from '../lib/api/types.ts';
import { errorMessages } from '../lib/messages/errors.ts';
import type { CustomerUpdateInput } from '../lib/contract/account.ts';
import type { MessageAnswer } from '../lib/contract/common.ts';
import type { CustomerProfile, Subscription } from '../lib/contract/customer.ts';
import { apiClient } from './api-client.ts';
import { profileChanged } from './auth.ts';

/*
 * The profile screen's state (issue 10 §2): the customer as `GET /api/customers` answers it (with
 * e-mail and phone, which the stored `$profile` does not hold) and the actions that change it.
 * Every change that the header or other tabs show (name, subscription) is copied into `$profile`.
 * Saving details and changing the password load their calls and rules (`customers.ts`, the phone
 * and password rules) when used: most visits only look.
 */

const loadWrites = () => import('../lib/api/customers.ts');

/** Starts loading what saving details or a password needs, as a form opens (the kit's `warmUp`). */
export function warmProfileWrites(): void {
  void loadWrites();
}

/** The customer record: `loading` until the first answer; `error` holds a failed load's message. */
export interface CustomerState {
  status: 'loading' | 'ready' | 'failed';
  customer?: CustomerProfile;
  error?: string;
}

/** The signed-in customer's full profile. */
export const $customer = atom<CustomerState>({ status: 'loading' });

function keep(customer: CustomerProfile): void {
  $customer.set({ status: 'ready', customer });
  const { name, userId, imageUrl, subscriptionStatus } = customer;
  profileChanged({ name, userId, imageUrl, subscriptionStatus });
}

/** Reads the profile from the API (a 401 signs out on its own, through the client's hook). */
export async function loadCustomer(): Promise<void> {
  const result = await fetchCustomer(apiClient());
  if (result.ok) keep(result.body);
  else $customer.set({ ...$customer.get(), status: $customer.get().customer ? 'ready' : 'failed', error: result.error.message });
}

/** Saves the name and phone (a blank phone clears it). */
export async function saveProfile(input: CustomerUpdateInput): Promise<ApiResult<CustomerProfile>> {
  const { updateCustomer } = await loadWrites();
  const result = await updateCustomer(apiClient(), input);
  if (result.ok) keep(result.body);
  return result;
}

/** Subscribes the customer's e-mail to the shop's e-mails, or unsubscribes it. */
export async function setSubscribed(subscribed: boolean): Promise<ApiResult<Subscription>> {
  const customer = $customer.get().customer;
  // The switch shows only once the profile is loaded; without it there is no e-mail to change.
  // Nor for an account made with a phone, which has none (the switch is not shown there).
  if (!customer?.email) return failure({ status: 409, message: errorMessages.generic, fieldErrors: {}, showable: false, network: false });
  const result = await changeSubscription(apiClient(), customer.email, subscribed);
  if (result.ok) keep({ ...customer, subscriptionStatus: result.body.subscriptionStatus });
  return result;
}

/** Makes a proven phone a way to sign in to this account (issue 26 §2). */
export async function addPhoneForSignIn(phone: string, code: string): Promise<ApiResult<CustomerProfile>> {
  const { addSignInPhone } = await loadWrites();
  const result = await addSignInPhone(apiClient(), { phone, code });
  if (result.ok) keep(result.body);
  return result;
}

/** Changes the password; the API signs out every other device of the customer. */
export async function changeMyPassword(currentPassword: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  const { changePassword } = await loadWrites();
  return changePassword(apiClient(), currentPassword, newPassword);
}
