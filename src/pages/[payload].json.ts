import type { APIRoute, GetStaticPaths } from 'astro';
import { loadHomePage } from '../data/home-page.ts';

/** `/_payload.json`: the data the home page was rendered from. */
export const getStaticPaths = (() => [{ params: { payload: '_payload' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => Response.json(await loadHomePage());
