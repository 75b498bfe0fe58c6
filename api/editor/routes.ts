import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { requireEditorKey, type EditorEnv } from './auth.ts';
import { recentChanges } from './changes.ts';
import { editorContentRoutes } from './content.ts';
import { editorFulfilmentRoutes } from './fulfilment-routes.ts';
import { editorOrderRoutes } from './orders.ts';
import { editorProductRoutes } from './products.ts';
import { editorRefundRoutes } from './refunds.ts';
import { editorReturnRoutes } from './returns-routes.ts';

/** How many audit rows `GET /changes` answers. */
const RECENT_CHANGES = 20;

/**
 * The editor API (issue 14 §6), mounted at `/api/editor` in the open router: its own key
 * (`Authorization: Bearer {API_EDITOR_KEY}`), not the storefront's `X-API-KEY`, and its own 404, so
 * an unknown editor path never falls through to `/api`'s key check. Also:
 * - `GET /changes`: the newest audit rows, newest first;
 * - `GET /builds`: the build hook's status, fetched with the hook's secret here so a browser never
 *   holds it (`{ state: 'unknown' }` without a hook or when it does not answer).
 */
export function editorRoutes(deps: ApiDeps): Hono {
  const guarded = new Hono<EditorEnv>()
    .use(requireEditorKey(deps))
    // The editor's answers are about one person's work in progress: never kept by a cache.
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .route('/', editorProductRoutes(deps))
    .route('/', editorContentRoutes(deps))
    .route('/', editorOrderRoutes(deps))
    .route('/', editorFulfilmentRoutes(deps))
    .route('/', editorRefundRoutes(deps))
    .route('/', editorReturnRoutes(deps))
    .get('/changes', (c) => c.json({ list: recentChanges(deps.db, RECENT_CHANGES) }))
    .get('/builds', async (c) => c.json(await deps.buildHook.status()))
    .all('*', notFound);
  return new Hono().route('/', guarded);
}
