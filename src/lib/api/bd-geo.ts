import * as v from 'valibot';
import type { BdGeo } from '../bd-geo.ts';
import { errorFromResponse, networkError, unexpectedResponse } from './errors.ts';
import { failure } from './result.ts';
import type { ApiResult } from './types.ts';

/*
 * The place list of the address form (issue 10 §4), a static file of the shop's own origin
 * (`src/pages/data/bd-geo.json.ts`): plain `fetch`, no API headers, and checked before use like
 * any answer, so a stale or broken file is a failed result rather than a crash in the picker.
 */

const area = { id: v.number(), name: v.string(), nameBn: v.string() };
const bdGeoSchema = v.object({
  divisions: v.array(v.object(area)),
  districts: v.array(v.object({ ...area, divisionId: v.number() })),
  upazilas: v.array(v.object({ ...area, districtId: v.number() })),
  dhakaCityAreas: v.array(v.object(area)),
});

/** Bangladesh's divisions, districts, upazilas and Dhaka city areas; never throws. */
export async function fetchBdGeo(): Promise<ApiResult<BdGeo>> {
  let response: Response;
  try {
    response = await fetch('/data/bd-geo.json');
  } catch {
    return failure(networkError());
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return failure(errorFromResponse(response.status, data));
  const parsed = v.safeParse(bdGeoSchema, data);
  return parsed.success ? { ok: true, status: response.status, body: parsed.output } : failure(unexpectedResponse());
}
