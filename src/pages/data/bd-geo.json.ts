import type { APIRoute } from 'astro';
import areas from '../../data/bd-geo/areas.json' with { type: 'json' };

/**
 * `/data/bd-geo.json`: Bangladesh's divisions, districts, upazilas and Dhaka city areas (MIT, see
 * `src/data/bd-geo/README.md`), a static file fetched by the address form when it opens, so no
 * page's JavaScript carries 56 kB of place names.
 */
export const GET: APIRoute = () => Response.json(areas);
