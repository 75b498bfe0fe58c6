import { fetchBdGeo } from '../lib/api/bd-geo.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { BdGeo } from '../lib/bd-geo.ts';

/*
 * The address form's place list (issue 10 §4), apart from the address book's store so that it
 * loads with the form, only when the form first opens.
 */

let geo: Promise<ApiResult<BdGeo>> | undefined;

/** The place list of the picker, fetched once; a failed fetch is tried again next time. */
export function loadBdGeo(): Promise<ApiResult<BdGeo>> {
  geo ??= fetchBdGeo().then((result) => {
    if (!result.ok) geo = undefined;
    return result;
  });
  return geo;
}
