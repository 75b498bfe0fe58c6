import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The signature SSLCommerz puts on what it posts back (`verify_sign`, `verify_key`), as its PHP
 * library checks it (`SSLCOMMERZ_hash_varify`): the fields named in `verify_key`, plus
 * `store_passwd` = md5(store password), sorted by name, joined as `k=v&…`, md5 of that. Only the
 * gateway and the shop know the password, so a forged post cannot carry a matching signature.
 * (md5 is the protocol's choice, not ours; the validation API call is what proves a payment.)
 */

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function digest(fields: Readonly<Record<string, string>>, keys: readonly string[], storePassword: string): string {
  // Own fields only, on a record without a prototype: a `verify_key` naming `constructor` signs nothing of Object's.
  const signed: Record<string, string> = Object.create(null);
  for (const key of keys) if (key !== 'store_passwd' && Object.hasOwn(fields, key)) signed[key] = fields[key]!;
  signed['store_passwd'] = md5(storePassword);
  return md5(Object.keys(signed).sort().map((key) => `${key}=${signed[key]}`).join('&'));
}

/** `verify_sign` and `verify_key` for `fields` (all of them signed), as the local gateway posts them. */
export function signFields(fields: Readonly<Record<string, string>>, storePassword: string): { verify_sign: string; verify_key: string } {
  const keys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
  return { verify_sign: digest(fields, keys, storePassword), verify_key: keys.join(',') };
}

/** Whether `fields` carry a signature made with `storePassword` over the fields they name. */
export function hasValidSignature(fields: Readonly<Record<string, string>>, storePassword: string): boolean {
  const { verify_sign: sign, verify_key: keyList } = fields;
  if (!sign || !keyList) return false;
  const keys = keyList.split(',').filter(Boolean);
  // The fields the shop acts on must be among the signed ones, or a forger could add them unsigned.
  if (!['tran_id', 'status'].every((key) => keys.includes(key))) return false;
  const expected = Buffer.from(digest(fields, keys, storePassword), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
