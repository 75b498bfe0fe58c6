import { Hono } from 'hono';
import { contentEditSchema, outletEditSchema } from '../../src/lib/contract/editor.ts';
import type { SQLInputValue } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import type { EditorEnv } from './auth.ts';
import { recordChange } from './changes.ts';
import { editRequest, pathId, pathSlug } from './params.ts';
import { askForRebuild } from './rebuild.ts';
import { toContentPage as toPage, type PageRow } from '../resources/content-pages.ts';
import { toOutlet, type OutletRow } from '../resources/outlets.ts';

/**
 * A Bangla field of an edit as stored (issue 24 §4): left out, the stored one stays, so a client
 * that sends only the English changes none of it; empty, '' (the shop shows the English). Never
 * NULL: that is "not filled yet" to the demo's Bangla fill (api/seed/bangla-fill.ts), which would
 * put back on the next start the Bangla an editor cleared.
 */
const banglaOf = (sent: string | undefined, stored: string | null): SQLInputValue => (sent === undefined ? stored : sent);

/**
 * Content and outlets for the editors (issue 14 §6), mounted at `/api/editor`:
 * - `PUT /content/{slug}` `{ title, summary, html, titleBn?, summaryBn?, htmlBn? }` replaces one of
 *   the shop's pages (its HTML is sanitised when the shop builds, as every editor's HTML is); a slug
 *   the shop has no page at is a 404, as the pages are the site's routes, not the editors';
 * - `PUT /outlets/{id}` replaces an outlet, in the shape `GET /api/outlets` answers.
 * The Bangla fields (issue 24 §4) may be left out: the stored Bangla then stays (see `banglaOf`).
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
        const [titleBn, summaryBn, htmlBn] = [banglaOf(body.titleBn, before.title_bn), banglaOf(body.summaryBn, before.summary_bn), banglaOf(body.htmlBn, before.html_bn)];
        db.prepare('UPDATE content_pages SET title = ?, summary = ?, html = ?, title_bn = ?, summary_bn = ?, html_bn = ?, updated_at = ? WHERE slug = ?')
          .run(title, summary, html, titleBn, summaryBn, htmlBn, now.toISOString(), slug);
        recordChange(db, c.var.editor, { resource: 'content', id: slug, before: { ...before }, after: { title, summary, html, titleBn, summaryBn, htmlBn } }, now);
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
        const [addressBn, divisionBn, districtBn] = [
          banglaOf(next.addressBn, before.address_bn), banglaOf(next.divisionBn, before.division_bn), banglaOf(next.districtBn, before.district_bn),
        ];
        db.prepare(
          `UPDATE outlets SET name = ?, name_bn = ?, address = ?, division = ?, district = ?, phone = ?, latitude = ?, longitude = ?, hours = ?,
             address_bn = ?, division_bn = ?, district_bn = ?
           WHERE id = ?`,
        ).run(next.name, next.nameBn, next.address, next.division, next.district, next.phone, next.latitude, next.longitude, JSON.stringify(next.hours),
          addressBn, divisionBn, districtBn, id);
        const { id: _id, ...was } = toOutlet(before);
        const { id: _same, ...stored } = toOutlet(outlet.get(id)!);
        recordChange(db, c.var.editor, { resource: 'outlet', id, before: was, after: stored }, now);
        return true;
      }, { immediate: true });
      if (!found) return jsonError(c, 404, 'Outlet not found');
      askForRebuild(c, buildHook, `outlet ${id}`);
      return c.json(toOutlet(outlet.get(id)!));
    });
}
