import { describe, expect, it } from 'vitest';
import { bdGeo } from '../../api/geo.ts';
import { areaChoiceError, areaNames, DHAKA_DISTRICT_ID, DHAKA_DIVISION_ID } from '../../src/lib/bd-geo.ts';

describe('the Bangladesh data set', () => {
  it('holds 8 divisions, 64 districts and 494 upazilas with Bangla names, each under a known parent', () => {
    expect([bdGeo.divisions.length, bdGeo.districts.length, bdGeo.upazilas.length]).toEqual([8, 64, 494]);
    const divisions = new Set(bdGeo.divisions.map((division) => division.id));
    const districts = new Set(bdGeo.districts.map((district) => district.id));
    expect(bdGeo.districts.every((district) => divisions.has(district.divisionId))).toBe(true);
    expect(bdGeo.upazilas.every((upazila) => districts.has(upazila.districtId))).toBe(true);
    expect([...bdGeo.divisions, ...bdGeo.districts, ...bdGeo.upazilas].every((area) => /^\p{Script=Bengali}/u.test(area.nameBn) && area.nameBn === area.nameBn.trim())).toBe(true);
  });

  it('places Dhaka city areas in Dhaka division and district', () => {
    expect(bdGeo.divisions.find((division) => division.id === DHAKA_DIVISION_ID)?.name).toBe('Dhaka');
    expect(bdGeo.districts.find((district) => district.id === DHAKA_DISTRICT_ID)).toMatchObject({ name: 'Dhaka', divisionId: DHAKA_DIVISION_ID });
    expect(bdGeo.dhakaCityAreas.length).toBeGreaterThan(40);
  });
});

describe('areaChoiceError', () => {
  it('accepts a division, one of its districts and one of its upazilas', () => {
    expect(areaChoiceError({ divisionId: 1, districtId: 1, upazilaId: 1 }, bdGeo)).toBeUndefined();
  });
  it('accepts a Dhaka city area in Dhaka district instead of an upazila', () => {
    expect(areaChoiceError({ divisionId: DHAKA_DIVISION_ID, districtId: DHAKA_DISTRICT_ID, cityAreaId: 1 }, bdGeo)).toBeUndefined();
  });
  it.each([
    [{ divisionId: 99, districtId: 1, upazilaId: 1 }, 'divisionId'],
    [{ divisionId: 2, districtId: 1, upazilaId: 1 }, 'districtId'],
    [{ divisionId: 1, districtId: 1, upazilaId: 365 }, 'upazilaId'],
    [{ divisionId: 1, districtId: 1 }, 'upazilaId'],
    [{ divisionId: 1, districtId: 1, upazilaId: 1, cityAreaId: 1 }, 'upazilaId'],
    [{ divisionId: 1, districtId: 1, cityAreaId: 1 }, 'cityAreaId'],
    [{ divisionId: DHAKA_DIVISION_ID, districtId: DHAKA_DISTRICT_ID, cityAreaId: 999 }, 'cityAreaId'],
  ])('points at the wrong field of %j: %s', (choice, field) => {
    expect(areaChoiceError(choice, bdGeo)?.field).toBe(field);
  });
});

describe('areaNames', () => {
  it('names an upazila choice and a city area choice', () => {
    expect(areaNames({ divisionId: 1, districtId: 1, upazilaId: 1 }, bdGeo)).toEqual({ division: 'Chattagram', district: 'Cumilla', area: 'Debidwar' });
    expect(areaNames({ divisionId: 6, districtId: 47, cityAreaId: 12 }, bdGeo).area).toBe('Dhanmondi');
  });
});
