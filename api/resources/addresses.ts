import { Hono, type Context } from 'hono';
import {
  addressCreateSchema,
  addressSearchSchema,
  addressUpdateSchema,
  idQuerySchema,
  MAX_ADDRESSES_PER_CUSTOMER,
  type AddressFields,
  type MessageAnswer,
} from '../../src/lib/contract/index.ts';
import { areaChoiceError } from '../../src/lib/bd-geo.ts';
import {
  ADDRESS_COLUMNS,
  addressCount,
  addressValues,
  clearDefault,
  ownAddress,
  toAddress,
  type AddressRow,
} from '../accounts/address-rows.ts';
import { transaction } from '../db/open.ts';
import { selectPage, typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { pageOf } from '../http/page.ts';
import { parseBody, parseQuery, parseSearchBody } from '../http/validate.ts';
import { bdGeo } from '../geo.ts';

/**
 * The signed-in customer's addresses (spec §7 generic item calls), mounted at `/api/addresses`:
 * `POST` creates, `POST /search` lists (default first, then newest), `PUT` replaces,
 * `DELETE ?id=` removes. Only the caller's own: another customer's id answers 404, as if missing.
 */
export function addressRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .post('/', async (c) => {
      const parsed = await parseBody(c, addressCreateSchema);
      if (!parsed.ok) return parsed.response;
      const fields = parsed.data;
      const refused = refuseArea(c, fields);
      if (refused) return refused;
      const customerId = c.var.customer.id;
      const row = transaction(db, () => {
        const count = addressCount(db, customerId);
        if (count >= MAX_ADDRESSES_PER_CUSTOMER) return undefined;
        // The first address is the default whatever it says: a customer with addresses always has one.
        const isDefault = fields.isDefault || count === 0;
        if (isDefault) clearDefault(db, customerId);
        const at = clock.now().toISOString();
        const marks = ADDRESS_COLUMNS.map(() => '?').join(', ');
        return typedQuery<AddressRow>(
          db,
          `INSERT INTO addresses (customer_id, ${ADDRESS_COLUMNS.join(', ')}, created_at, updated_at) VALUES (?, ${marks}, ?, ?) RETURNING *`,
        ).get(customerId, ...addressValues(fields, isDefault), at, at);
      });
      if (!row) return fieldError(c, '_', `You can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses: remove one first`);
      return c.json(toAddress(row), 201);
    })
    .post('/search', async (c) => {
      const parsed = await parseSearchBody(c, addressSearchSchema);
      if (!parsed.ok) return parsed.response;
      const { page, size } = parsed.data;
      const { rows, total } = selectPage<AddressRow>(db, {
        from: 'addresses WHERE customer_id = ?',
        params: [c.var.customer.id],
        orderBy: 'is_default DESC, created_at DESC, id DESC',
        page,
        size,
      });
      return c.json(pageOf(rows.map(toAddress), { total, page, size }));
    })
    .put('/', async (c) => {
      const parsed = await parseBody(c, addressUpdateSchema);
      if (!parsed.ok) return parsed.response;
      const { id, ...fields } = parsed.data;
      const customerId = c.var.customer.id;
      if (!ownAddress(db, customerId, id)) return jsonError(c, 404, `Address not found: ${id}`);
      const refused = refuseArea(c, fields);
      if (refused) return refused;
      const row = transaction(db, () => {
        if (fields.isDefault) clearDefault(db, customerId);
        const assignments = ADDRESS_COLUMNS.map((column) => `${column} = ?`).join(', ');
        return typedQuery<AddressRow>(db, `UPDATE addresses SET ${assignments}, updated_at = ? WHERE id = ? AND customer_id = ? RETURNING *`).get(
          ...addressValues(fields, fields.isDefault),
          clock.now().toISOString(),
          id,
          customerId,
        );
      });
      return row ? c.json(toAddress(row)) : jsonError(c, 404, `Address not found: ${id}`);
    })
    .delete('/', (c) => {
      const parsed = parseQuery(c, idQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { id } = parsed.data;
      const customerId = c.var.customer.id;
      const removed = transaction(db, () => {
        const row = ownAddress(db, customerId, id);
        if (!row) return false;
        db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
        // The default went: the newest remaining address takes over, so checkout still has one.
        if (row.is_default === 1) {
          db.prepare(
            'UPDATE addresses SET is_default = 1 WHERE id = (SELECT id FROM addresses WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)',
          ).run(customerId);
        }
        return true;
      });
      return removed ? c.json({ message: 'Address removed' } satisfies MessageAnswer) : jsonError(c, 404, `Address not found: ${id}`);
    });
}

// The contract checks each id's shape; whether they fit together needs the data set.
function refuseArea(c: Context, fields: AddressFields): Response | undefined {
  const error = areaChoiceError(fields, bdGeo);
  return error ? fieldError(c, error.field, error.message) : undefined;
}
