/*
 * Bangladesh's divisions, districts and upazilas, plus Dhaka city areas (issue 10 §4), and the
 * rule that an address's choice of them is consistent. The data is `src/data/bd-geo/areas.json`
 * (MIT, see its README), passed in rather than imported here: the API loads it once, and the
 * address form fetches it only when it opens, so no other page carries 56 kB of place names.
 */

/** A division, district, upazila or Dhaka city area: an id and its English and Bangla names. */
export interface Area {
  id: number;
  name: string;
  nameBn: string;
}
/** A district, inside its division. */
export interface District extends Area {
  divisionId: number;
}
/** An upazila, inside its district. */
export interface Upazila extends Area {
  districtId: number;
}
/** The whole data set. */
export interface BdGeo {
  divisions: Area[];
  districts: District[];
  upazilas: Upazila[];
  dhakaCityAreas: Area[];
}

/** The division and district Dhaka city areas belong to (the data set's ids). */
export const DHAKA_DIVISION_ID = 6;
export const DHAKA_DISTRICT_ID = 47;

/** Where an address is: division, district, and either an upazila or a Dhaka city area. */
export interface AreaChoice {
  divisionId: number;
  districtId: number;
  upazilaId?: number | null | undefined;
  cityAreaId?: number | null | undefined;
}

/** The names of a consistent choice (English), for showing an address. */
export interface AreaNames {
  division: string;
  district: string;
  area: string;
}

/** Which field of a choice is wrong, and why; `undefined` when the choice is consistent. */
export function areaChoiceError(choice: AreaChoice, geo: BdGeo): { field: keyof AreaChoice; message: string } | undefined {
  const { divisionId, districtId, upazilaId, cityAreaId } = choice;
  if (!geo.divisions.some((division) => division.id === divisionId)) return { field: 'divisionId', message: 'Choose a division' };
  const district = geo.districts.find((candidate) => candidate.id === districtId);
  if (!district || district.divisionId !== divisionId) return { field: 'districtId', message: 'Choose a district of this division' };
  const hasUpazila = upazilaId !== undefined && upazilaId !== null;
  const hasCityArea = cityAreaId !== undefined && cityAreaId !== null;
  if (hasUpazila === hasCityArea) return { field: 'upazilaId', message: 'Choose an upazila or, in Dhaka city, an area' };
  if (hasCityArea) {
    const known = geo.dhakaCityAreas.some((area) => area.id === cityAreaId);
    return known && districtId === DHAKA_DISTRICT_ID ? undefined : { field: 'cityAreaId', message: 'Choose a Dhaka city area' };
  }
  const upazila = geo.upazilas.find((candidate) => candidate.id === upazilaId);
  return upazila?.districtId === districtId ? undefined : { field: 'upazilaId', message: 'Choose an upazila of this district' };
}

/** The English names of a choice `areaChoiceError` accepted. */
export function areaNames(choice: AreaChoice, geo: BdGeo): AreaNames {
  const name = (list: Area[], id: number | null | undefined) => list.find((area) => area.id === id)?.name ?? '';
  const hasCityArea = choice.cityAreaId !== undefined && choice.cityAreaId !== null;
  return {
    division: name(geo.divisions, choice.divisionId),
    district: name(geo.districts, choice.districtId),
    area: hasCityArea ? name(geo.dhakaCityAreas, choice.cityAreaId) : name(geo.upazilas, choice.upazilaId),
  };
}
