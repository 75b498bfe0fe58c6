import { describe, expect, it } from 'vitest';
import { MAP_SIZE, outlinePath, project } from '../../src/lib/content/bangladesh-map.ts';
import { directionsUrl, divisionKey, divisionsOf, filterCss, weekOf } from '../../src/lib/content/outlet-view.ts';

// The outlets page's layout rules and its map's projection (issue 13 §2).
describe('project', () => {
  it('puts Dhaka inside the map, Rangpur north-west of it and Cox’s Bazar south-east of it', () => {
    const dhaka = project(90.4, 23.8);
    const rangpur = project(89.28, 25.74);
    const coxsBazar = project(92.0, 21.43);
    for (const { x, y } of [dhaka, rangpur, coxsBazar]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_SIZE.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_SIZE.height);
    }
    expect(rangpur.x).toBeLessThan(dhaka.x);
    expect(rangpur.y).toBeLessThan(dhaka.y);
    expect(coxsBazar.x).toBeGreaterThan(dhaka.x);
    expect(coxsBazar.y).toBeGreaterThan(dhaka.y);
  });

  it('draws the outline as one closed path', () => {
    expect(outlinePath()).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
  });
});

describe('weekOf', () => {
  it('lists the week Saturday first, a day without hours as closed', () => {
    const week = weekOf([{ day: 6, opens: '10:00', closes: '20:00' }, { day: 5, opens: '15:00', closes: '20:00' }]);
    expect(week.map((d) => d.day)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(week[0]!.hours).toEqual({ day: 6, opens: '10:00', closes: '20:00' });
    expect(week[1]!.hours).toBeUndefined();
  });
});

describe('divisionsOf, divisionKey and filterCss', () => {
  it('lists each division once, in the order of its first outlet, as CSS-safe keys', () => {
    expect(divisionsOf([{ division: 'Dhaka' }, { division: 'Chattogram' }, { division: 'Dhaka' }])).toEqual(['Dhaka', 'Chattogram']);
    expect(divisionKey('Cox’s Bazar')).toBe('cox-s-bazar');
  });

  it('hides the other divisions when one is checked', () => {
    expect(filterCss(['Dhaka'])).toBe('.outlets:has(#division-dhaka:checked) [data-division]:not([data-division="dhaka"]){display:none}');
  });
});

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the outlet’s coordinates', () => {
    expect(directionsUrl({ latitude: 24.8949, longitude: 91.8687 })).toBe('https://www.google.com/maps/dir/?api=1&destination=24.8949,91.8687');
  });
});
