import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_PAYLOADS } from '../../data/content-pages.ts';

/** `/{page}/_payload.json` of every content page (about, contact, outlets…): the data it was rendered from. */
export const getStaticPaths = (() =>
  Object.keys(CONTENT_PAYLOADS).map((content) => ({ params: { content, payload: '_payload' } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => Response.json(await CONTENT_PAYLOADS[params['content']!]!());
