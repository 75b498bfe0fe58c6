import { Hono } from 'hono';
import { contentEditSchema, outletEditSchema } from '../../src/lib/contract/editor.ts';
import type { ContentPage } from '../../src/lib/contract/site-content.ts';
import type { Outlet } from '../../src/lib/contract/outlets.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import type { EditorEnv } from './auth.ts';
import { recordChange } from './changes.ts';
import { editRequest, pathId, pathSlug } from './params.ts';
import { askForRebuild } from './rebuild.ts';

interface PageRow { slug: string; title: string; summary: string; html: string; updated_at: string }
interface OutletRow {
  id: number; name: string; name_bn: string; address: string; division: string; district: string; phone: string;
  latitude: number; longitude: number; hours: string;
}

const toPage = (row: PageRow): ContentPage => ({ slug: row.slug, title: row.title, summary: row.summary, html: row.html, updatedAt: row.updated_at });
const toOutlet = (row: OutletRow): Outlet => ({
  id: row.id, name: row.name, nameBn: row.name_bn, address: row.address, division: row.division, district: row.district,
  phone: row.phone, latitude: row.latitude, longitude: row.longitude, hours: JSON.parse(row.hours) as Outlet['hours'],
});

/**
 * Content and outlets for the editors (issue 14 §6), mounted at `/api/editor`:
 * - `PUT /content/{slug}` `{ title, summary, html }` replaces one of the shop's pages (its HTML is
 *   sanitised when the shop builds, as every editor's HTML is); a slug the shop has no page at is a
 *   404, as the pages are the site's routes, not the editors';
 * - `PUT /outlets/{id}` replaces an outlet, in the shape `GET /api/outlets` answers.
 * Each answers the record as the shop's API now answers it, audited in the same transaction.
 */
export function editorContentRoutes({ db, clock, buildHook }: ApiDeps): Hono<EditorEnv> {
  const page = typedQuery<PageRow>(db, 'SELECT * FROM content_pages WHERE slug = ?');
  const outlet = typedQuery<OutletRow>(db, 'SELECT * FROM outlets WHERE id = ?');
  return new Hono<EditorEnv>()
    .put('/content/:slug', async (c) => {
      const edit = await editRequest(c, pathSlug, contentEditSchema);
      if (!edit.ok) return edit.response;
      const { path: { slug }, body } = edit.data;
      const now = clock.now();
      const found = transaction(db, () => {
        const before = page.get(slug);
        if (!before) return false;
        const { title, summary, html } = body;
        db.prepare('UPDATE content_pages SET title = ?, summary = ?, html = ?, updated_at = ? WHERE slug = ?').run(title, summary, html, now.toISOString(), slug);
        recordChange(db, c.var.editor, { resource: 'content', id: slug, before: { ...before }, after: { title, summary, html } }, now);
        return true;
      }, { immediate: true });
      if (!found) return jsonError(c, 404, 'The shop has no page at this slug');
      askForRebuild(c, buildHook, `page ${slug}`);
      return c.json(toPage(page.get(slug)!));
    })
    .put('/outlets/:id', async (c) => {
      const edit = await editRequest(c, pathId, outletEditSchema);
      if (!edit.ok) return edit.response;
      const { path: { id }, body } = edit.data;
      const now = clock.now();
      const found = transaction(db, () => {
        const before = outlet.get(id);
        if (!before) return false;
        const next = body;
        db.prepare(
          `UPDATE outlets SET name = ?, name_bn = ?, address = ?, division = ?, district = ?, phone = ?, latitude = ?, longitude = ?, hours = ?
           WHERE id = ?`,
        ).run(next.name, next.nameBn, next.address, next.division, next.district, next.phone, next.latitude, next.longitude, JSON.stringify(next.hours), id);
        const { id: _id, ...was } = toOutlet(before);
        recordChange(db, c.var.editor, { resource: 'outlet', id, before: was, after: next }, now);
        return true;
      }, { immediate: true });
      if (!found) return jsonError(c, 404, 'Outlet not found');
      askForRebuild(c, buildHook, `outlet ${id}`);
      return c.json(toOutlet(outlet.get(id)!));
    });
}
