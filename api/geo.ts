import areas from '../src/data/bd-geo/areas.json' with { type: 'json' };
import type { BdGeo } from '../src/lib/bd-geo.ts';

/** Bangladesh's divisions, districts, upazilas and Dhaka city areas, which addresses are checked against. */
export const bdGeo: BdGeo = areas;
