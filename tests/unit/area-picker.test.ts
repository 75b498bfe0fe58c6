import { describe, expect, it } from 'vitest';
import { bdGeo } from '../../api/geo.ts';
import { areaChoiceError, DHAKA_DISTRICT_ID, DHAKA_DIVISION_ID } from '../../src/lib/bd-geo.ts';
import { areaValue, choiceOf, EMPTY_CHOICE, parseAreaValue, pickerOptions, pickLevel, settleChoice } from '../../src/lib/area-picker.ts';

const names = (areas: { name: string }[]) => areas.map((area) => area.name);
const areaNamesOf = (choice: Parameters<typeof pickerOptions>[1], filter = '') =>
  pickerOptions(bdGeo, choice, filter).areaGroups.flatMap((group) => group.options.map((option) => option.area.name));
const SYLHET = 5;

describe('areaValue and parseAreaValue', () => {
  it('write an upazila and a city area apart and read them back', () => {
    expect(areaValue({ upazilaId: 365, cityAreaId: null })).toBe('upazila:365');
    expect(areaValue({ upazilaId: null, cityAreaId: 3 })).toBe('city:3');
    expect(parseAreaValue('upazila:365')).toEqual({ upazilaId: 365, cityAreaId: null });
    expect(parseAreaValue('city:3')).toEqual({ upazilaId: null, cityAreaId: 3 });
  });
  it('read anything else as no area', () => {
    for (const junk of ['', 'upazila:', 'town:3', 'city:3x']) expect(parseAreaValue(junk)).toEqual({ upazilaId: null, cityAreaId: null });
  });
});

describe('choiceOf', () => {
  it('is the picker choice of a stored address', () => {
    expect(choiceOf({ divisionId: 6, districtId: 47, upazilaId: null, cityAreaId: 3 })).toEqual({ divisionId: 6, districtId: 47, area: 'city:3' });
  });
});

describe('pickerOptions', () => {
  it('offers all 8 divisions and nothing below until a division is chosen', () => {
    const options = pickerOptions(bdGeo, EMPTY_CHOICE, '');
    expect(options.divisions).toHaveLength(8);
    expect(options.districts).toEqual([]);
    expect(options.areaGroups).toEqual([]);
  });

  it('narrows districts to the chosen division and upazilas to the chosen district', () => {
    const options = pickerOptions(bdGeo, { divisionId: SYLHET, districtId: null, area: '' }, '');
    expect(options.districts.every((district) => district.divisionId === SYLHET)).toBe(true);
    expect(options.districts).toHaveLength(4);
    const district = options.districts[0]!;
    const groups = pickerOptions(bdGeo, { divisionId: SYLHET, districtId: district.id, area: '' }, '').areaGroups;
    expect(groups.map((group) => group.kind)).toEqual(['upazila']);
    expect(groups[0]!.options.every((option) => bdGeo.upazilas.find((u) => `upazila:${u.id}` === option.value)?.districtId === district.id)).toBe(true);
  });

  it('offers Dhaka city areas before the upazilas in Dhaka district', () => {
    const groups = pickerOptions(bdGeo, { divisionId: DHAKA_DIVISION_ID, districtId: DHAKA_DISTRICT_ID, area: '' }, '').areaGroups;
    expect(groups.map((group) => group.kind)).toEqual(['city', 'upazila']);
    expect(groups[0]!.options).toHaveLength(bdGeo.dhakaCityAreas.length);
    expect(names(groups[1]!.options.map((option) => option.area))).toContain('Savar');
  });

  it('filters by English text, ignoring case, spaces and apostrophes', () => {
    expect(names(pickerOptions(bdGeo, EMPTY_CHOICE, 'SAVAR').divisions)).toEqual(['Dhaka']);
    expect(names(pickerOptions(bdGeo, { divisionId: 1, districtId: null, area: '' }, "cox's bazar").districts)).toEqual(['Coxsbazar']);
  });

  it('filters by Bangla text', () => {
    const choice = { divisionId: DHAKA_DIVISION_ID, districtId: DHAKA_DISTRICT_ID, area: '' };
    expect(names(pickerOptions(bdGeo, EMPTY_CHOICE, 'সাভার').divisions)).toEqual(['Dhaka']);
    expect(areaNamesOf(choice, 'সাভার')).toEqual(['Savar']);
  });

  it('keeps everything inside a place whose own name matches', () => {
    expect(areaNamesOf({ divisionId: SYLHET, districtId: pickerOptions(bdGeo, { divisionId: SYLHET, districtId: null, area: '' }, '').districts[0]!.id, area: '' }, 'sylhet').length).toBeGreaterThan(1);
    expect(pickerOptions(bdGeo, { divisionId: SYLHET, districtId: null, area: '' }, 'sylhet').districts).toHaveLength(4);
  });

  it('offers nothing for text no place has', () => {
    expect(pickerOptions(bdGeo, EMPTY_CHOICE, 'atlantis').divisions).toEqual([]);
  });
});

describe('settleChoice', () => {
  it('fills every level the filter leaves one option in', () => {
    const choice = settleChoice(bdGeo, EMPTY_CHOICE, 'Savar');
    expect(choice).toEqual({ divisionId: DHAKA_DIVISION_ID, districtId: DHAKA_DISTRICT_ID, area: 'upazila:365' });
    expect(areaChoiceError({ divisionId: choice.divisionId!, districtId: choice.districtId!, ...parseAreaValue(choice.area) }, bdGeo)).toBeUndefined();
  });

  it('drops a choice the filter no longer offers', () => {
    const chosen = { divisionId: SYLHET, districtId: null, area: '' };
    expect(settleChoice(bdGeo, chosen, 'Savar').divisionId).toBe(DHAKA_DIVISION_ID);
    expect(settleChoice(bdGeo, chosen, 'atlantis')).toEqual(EMPTY_CHOICE);
  });

  it('keeps a choice the filter still offers and leaves open levels with several options', () => {
    const chosen = { divisionId: SYLHET, districtId: null, area: '' };
    expect(settleChoice(bdGeo, chosen, '')).toEqual(chosen);
    expect(settleChoice(bdGeo, EMPTY_CHOICE, 'pur').divisionId).toBeNull();
  });
});

describe('pickLevel', () => {
  it('clears the district and area when the division changes', () => {
    expect(pickLevel({ divisionId: 6, districtId: 47, area: 'city:3' }, 'division', 5)).toEqual({ divisionId: 5, districtId: null, area: '' });
  });
  it('clears the area when the district changes, and keeps all when the same is picked again', () => {
    const choice = { divisionId: 6, districtId: 47, area: 'city:3' };
    expect(pickLevel(choice, 'district', 48)).toEqual({ divisionId: 6, districtId: 48, area: '' });
    expect(pickLevel(choice, 'district', 47)).toBe(choice);
  });
});
