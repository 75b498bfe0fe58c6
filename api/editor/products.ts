import { Hono } from 'hono';
import { editorFindSchema, productEditSchema, skuEditSchema, type EditorSku } from '../../src/lib/contract/editor.ts';
import { paisaToTaka, takaToPaisa } from '../../src/lib/money.ts';
import { transaction } from '../db/open.ts';
import { escapeLike, typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import { picturesFollowRename } from '../db/picture-alts.ts';
import type { EditorEnv } from './auth.ts';
import { recordChange } from './changes.ts';
import { editRequest, pathId } from './params.ts';
import { editorProduct, editorProducts } from './product-view.ts';
import { askForRebuild } from './rebuild.ts';

// The audit's view of a sku's numbers: taka, as the editor typed them.
const inTaka = (price: number, sale: number | null, regular: number | null, stock: number) => ({
  price: paisaToTaka(price),
  salePrice: sale === null ? null : paisaToTaka(sale),
  regularPrice: regular === null ? null : paisaToTaka(regular),
  stock,
});

/** How many products a search on the editor screen answers. */
const FOUND_MAX = 20;

interface SkuColumns { product_id: number; price_paisa: number; sale_price_paisa: number | null; regular_price_paisa: number | null; stock: number }

/**
 * Products and skus for the editors (issue 14 §6), mounted at `/api/editor`:
 * - `GET /products?query=` finds products by id or by words of a name (English or Bangla) or slug;
 * - `PATCH /products/{id}` `{ name?, nameBn?, description?, descriptionBn? }` (`descriptionBn` empty clears it; pictures described by the old names take the new ones);
 * - `PATCH /skus/{id}` `{ price?, salePrice?, regularPrice?, stock?, expectedStock? }` in BDT.
 * An edit, its audit row and the product's `updated_at` land in one transaction; then the build hook is asked.
 */
export function editorProductRoutes({ db, clock, buildHook }: ApiDeps): Hono<EditorEnv> {
  const byWords = typedQuery<{ id: number }>(
    db,
    `SELECT id FROM products WHERE id = ?1 OR name LIKE ?2 ESCAPE '\\' OR name_bn LIKE ?2 ESCAPE '\\' OR slug LIKE ?2 ESCAPE '\\'
     ORDER BY id = ?1 DESC, id LIMIT ${FOUND_MAX}`,
  );
  const touch = db.prepare('UPDATE products SET updated_at = ? WHERE id = ?');

  return new Hono<EditorEnv>()
    .get('/products', (c) => {
      const parsed = parseQuery(c, editorFindSchema);
      if (!parsed.ok) return parsed.response;
      const query = parsed.data.query;
      const id = /^\d{1,15}$/.test(query) ? Number(query) : -1;
      const like = `%${escapeLike(query)}%`;
      return c.json({ list: editorProducts(db, byWords.all(id, like).map((row) => row.id)) });
    })
    .patch('/products/:id', async (c) => {
      const edit = await editRequest(c, pathId, productEditSchema);
      if (!edit.ok) return edit.response;
      const { path: { id }, body } = edit.data;
      const now = clock.now();
      const found = transaction(db, () => {
        const before = editorProduct(db, id);
        if (!before) return false;
        const { name = before.name, nameBn = before.nameBn, description = before.description } = body;
        // The Bangla description left out keeps the stored one (NULL binds as "keep"); sent empty, it is
        // stored empty, not NULL: the seed's start-up fill (api/seed/description-fill.ts) fills only
        // NULL, so it never brings back a demo description an editor cleared.
        db.prepare('UPDATE products SET name = ?, name_bn = ?, description = ?, description_bn = COALESCE(?, description_bn) WHERE id = ?')
          .run(name, nameBn, description, body.descriptionBn ?? null, id);
        picturesFollowRename(db, id, before, { name, nameBn });
        touch.run(now.toISOString(), id);
        const descriptionBn = body.descriptionBn === undefined ? before.descriptionBn : body.descriptionBn || undefined;
        recordChange(db, c.var.editor, { resource: 'product', id, before: { ...before }, after: { name, nameBn, description, descriptionBn } }, now);
        return true;
      }, { immediate: true });
      if (!found) return jsonError(c, 404, 'Product not found');
      askForRebuild(c, buildHook, `product ${id}`);
      return c.json(editorProduct(db, id));
    })
    .patch('/skus/:id', async (c) => {
      const request = await editRequest(c, pathId, skuEditSchema);
      if (!request.ok) return request.response;
      const { path: { id }, body: edit } = request.data;
      const now = clock.now();
      // Read and written under the write lock: an order placed meanwhile waits, or is seen.
      const outcome = transaction(db, () => {
        const row = typedQuery<SkuColumns>(db, 'SELECT product_id, price_paisa, sale_price_paisa, regular_price_paisa, stock FROM skus WHERE id = ?').get(id);
        if (!row) return { kind: 'missing' } as const;
        if (edit.stock !== undefined && edit.expectedStock !== undefined && edit.expectedStock !== row.stock) {
          return { kind: 'refused', field: 'stock', message: `Orders changed the stock meanwhile: it is now ${row.stock}. Check it and save again.` } as const;
        }
        const price = edit.price === undefined ? row.price_paisa : takaToPaisa(edit.price);
        const sale = edit.salePrice === undefined ? row.sale_price_paisa : edit.salePrice === null ? null : takaToPaisa(edit.salePrice);
        const regular = edit.regularPrice === undefined ? row.regular_price_paisa : edit.regularPrice === null ? null : takaToPaisa(edit.regularPrice);
        if (sale !== null && regular !== null && sale > regular) return { kind: 'refused', field: 'salePrice', message: 'The sale price must not be above the regular price' } as const;
        const stock = edit.stock ?? row.stock;
        db.prepare('UPDATE skus SET price_paisa = ?, sale_price_paisa = ?, regular_price_paisa = ?, stock = ? WHERE id = ?').run(price, sale, regular, stock, id);
        touch.run(now.toISOString(), row.product_id);
        recordChange(db, c.var.editor, {
          resource: 'sku',
          id,
          before: inTaka(row.price_paisa, row.sale_price_paisa, row.regular_price_paisa, row.stock),
          after: inTaka(price, sale, regular, stock),
        }, now);
        return { kind: 'saved', productId: row.product_id } as const;
      }, { immediate: true });
      if (outcome.kind === 'missing') return jsonError(c, 404, 'Sku not found');
      if (outcome.kind === 'refused') return fieldError(c, outcome.field, outcome.message);
      askForRebuild(c, buildHook, `sku ${id} of product ${outcome.productId}`);
      const sku = editorProduct(db, outcome.productId)!.skus.find((one) => one.id === id)!;
      return c.json({ ...sku, productId: outcome.productId } satisfies EditorSku & { productId: number });
    });
}
