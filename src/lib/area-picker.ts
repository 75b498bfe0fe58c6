import { DHAKA_DISTRICT_ID, type Area, type AreaChoice, type BdGeo, type District } from './bd-geo.ts';

/*
 * The address form's place picker (issue 10 §4): division → district → upazila (or, in Dhaka
 * district, a Dhaka city area) as three selects that narrow each other, and a filter box whose
 * text (English or Bangla) narrows all three at once. Pure: the form keeps a `PickerChoice` and
 * asks here what each select offers.
 */

/** What the shopper has chosen so far; `area` is an `AreaValue` (`upazila:365`, `city:12`) or empty. */
export interface PickerChoice {
  divisionId: number | null;
  districtId: number | null;
  area: string;
}

/** A group of the third select: Dhaka district offers its city areas and its upazilas apart. */
export interface AreaGroup {
  kind: 'city' | 'upazila';
  options: { value: string; area: Area }[];
}

/** What each select offers for a choice and a filter text. */
export interface PickerOptions {
  divisions: Area[];
  districts: District[];
  areaGroups: AreaGroup[];
}

/** Nothing chosen. */
export const EMPTY_CHOICE: PickerChoice = { divisionId: null, districtId: null, area: '' };

/** The third select's value for an upazila or a Dhaka city area. */
export function areaValue(choice: Pick<AreaChoice, 'upazilaId' | 'cityAreaId'>): string {
  if (choice.cityAreaId != null) return `city:${choice.cityAreaId}`;
  return choice.upazilaId != null ? `upazila:${choice.upazilaId}` : '';
}

/** The ids an `areaValue` stands for (both null when empty or not one). */
export function parseAreaValue(value: string): { upazilaId: number | null; cityAreaId: number | null } {
  const match = /^(upazila|city):(\d+)$/.exec(value);
  const id = match ? Number(match[2]) : null;
  return { upazilaId: match?.[1] === 'upazila' ? id : null, cityAreaId: match?.[1] === 'city' ? id : null };
}

/** The picker's choice for a stored address (editing one). */
export function choiceOf(address: AreaChoice): PickerChoice {
  return { divisionId: address.divisionId, districtId: address.districtId, area: areaValue(address) };
}

// Case, spaces, apostrophes and dots do not matter ("cox's bazar" finds "Coxsbazar"); Bangla is
// compared in NFC, so a name typed with a different sequence of the same characters still matches.
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s'’.\-]/g, '');
}

/** Whether an area's English or Bangla name contains the folded `needle`; an empty needle matches all. */
function named(area: Area, needle: string): boolean {
  return needle === '' || fold(area.name).includes(needle) || fold(area.nameBn).includes(needle);
}

/** Each select's options for `choice`, narrowed by `filter`. A place stays when it or a place inside it matches;
 * when a place itself matches, everything inside it stays (typing "Sylhet" lists all of Sylhet). */
export function pickerOptions(geo: BdGeo, choice: PickerChoice, filter: string): PickerOptions {
  const needle = fold(filter.trim());
  const areasOf = (districtId: number, all: boolean) => {
    const keep = (area: Area) => all || named(area, needle);
    const groups: AreaGroup[] = [];
    if (districtId === DHAKA_DISTRICT_ID) {
      groups.push({ kind: 'city', options: geo.dhakaCityAreas.filter(keep).map((area) => ({ value: `city:${area.id}`, area })) });
    }
    const upazilas = geo.upazilas.filter((upazila) => upazila.districtId === districtId && keep(upazila));
    groups.push({ kind: 'upazila', options: upazilas.map((area) => ({ value: `upazila:${area.id}`, area })) });
    return groups.filter((group) => group.options.length > 0);
  };
  const districtKept = (district: District, all: boolean) => all || named(district, needle) || areasOf(district.id, false).length > 0;
  const districtsOf = (divisionId: number, all: boolean) => geo.districts.filter((d) => d.divisionId === divisionId && districtKept(d, all));

  const divisions = geo.divisions.filter((division) => named(division, needle) || districtsOf(division.id, false).length > 0);
  const division = geo.divisions.find((candidate) => candidate.id === choice.divisionId);
  const divisionWhole = division !== undefined && named(division, needle);
  const districts = division ? districtsOf(division.id, divisionWhole) : [];
  const district = districts.find((candidate) => candidate.id === choice.districtId);
  const areaGroups = district ? areasOf(district.id, divisionWhole || named(district, needle)) : [];
  return { divisions, districts, areaGroups };
}

/**
 * The choice after the filter text changed: a choice the filter no longer offers is dropped, and
 * where only one option is left it is chosen, so typing "Savar" fills all three selects.
 */
export function settleChoice(geo: BdGeo, choice: PickerChoice, filter: string): PickerChoice {
  let next = choice;
  let options = pickerOptions(geo, next, filter);
  const only = <T>(list: T[]) => (list.length === 1 ? list[0] : undefined);
  if (!options.divisions.some((d) => d.id === next.divisionId)) next = { ...EMPTY_CHOICE, divisionId: only(options.divisions)?.id ?? null };
  options = pickerOptions(geo, next, filter);
  if (!options.districts.some((d) => d.id === next.districtId)) next = { ...next, districtId: only(options.districts)?.id ?? null, area: '' };
  options = pickerOptions(geo, next, filter);
  const areas = options.areaGroups.flatMap((group) => group.options);
  if (!areas.some((option) => option.value === next.area)) next = { ...next, area: only(areas)?.value ?? '' };
  return next;
}

/** The choice after the shopper picked a division or a district: what lay under the old one is cleared. */
export function pickLevel(choice: PickerChoice, level: 'division' | 'district', id: number | null): PickerChoice {
  if (level === 'division') return id === choice.divisionId ? choice : { ...EMPTY_CHOICE, divisionId: id };
  return id === choice.districtId ? choice : { ...choice, districtId: id, area: '' };
}
