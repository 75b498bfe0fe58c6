/*
 * The outlets map (issue 13 §2): a simplified outline of Bangladesh, drawn from longitude and
 * latitude by the same projection as the outlets' dots, so a dot sits where its town is. No map
 * tiles, no third-party script: a few hundred bytes of SVG path, readable with JavaScript off.
 */

/**
 * The border ([longitude, latitude]) from Natural Earth's 1:110m countries (public domain), as
 * published in johan/world.geo.json: 35 points, a few hundred bytes of path.
 */
const OUTLINE: readonly (readonly [number, number])[] = [
  [92.673, 22.041], [92.652, 21.324], [92.303, 21.475], [92.369, 20.671], [92.083, 21.192], [92.025, 21.702],
  [91.835, 22.183], [91.417, 22.765], [90.496, 22.805], [90.587, 22.393], [90.273, 21.836], [89.847, 22.039],
  [89.702, 21.857], [89.419, 21.966], [89.032, 22.056], [88.876, 22.879], [88.53, 23.631], [88.7, 24.234],
  [88.084, 24.502], [88.306, 24.866], [88.932, 25.239], [88.21, 25.768], [88.563, 26.447], [89.355, 26.014],
  [89.832, 25.965], [89.921, 25.27], [90.872, 25.133], [91.8, 25.147], [92.376, 24.977], [91.915, 24.13],
  [91.468, 24.073], [91.159, 23.504], [91.706, 22.985], [91.87, 23.624], [92.146, 23.627],
];

/** The area the map shows, in degrees, with a margin so coastal and border dots are not cut. */
const BOUNDS = { west: 87.9, east: 92.8, south: 20.5, north: 26.8 };
/** Degrees of longitude are shorter than degrees of latitude this far north (cos 23.7°). */
const LONGITUDE_SCALE = Math.cos((23.7 * Math.PI) / 180);
/** SVG user units per degree of latitude. */
const UNITS_PER_DEGREE = 60;

/** The map's size in SVG user units (its `viewBox` is `0 0 width height`). */
export const MAP_SIZE = {
  width: Math.round((BOUNDS.east - BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE),
  height: Math.round((BOUNDS.north - BOUNDS.south) * UNITS_PER_DEGREE),
};

/** Where a place is on the map: x to the east, y to the south, in SVG user units. */
export function project(longitude: number, latitude: number): { x: number; y: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x: round((longitude - BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE),
    y: round((BOUNDS.north - latitude) * UNITS_PER_DEGREE),
  };
}

/** The outline as an SVG path's `d`. */
export function outlinePath(): string {
  return `${OUTLINE.map(([lon, lat], i) => {
    const { x, y } = project(lon, lat);
    return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
  }).join('')}Z`;
}
