/**
 * The shop's carts (issue 32: the Store API subset) and orders (issue 33: the checkout). Tables:
 * - `shop_stock`: per product the stock not sold yet (`_stock`), `CHECK (stock >= 0)`.
 * - `shop_carts`: one row per visitor session (the WooCommerce session's customer id): applied
 *   coupons, chosen rate, when it expires; since shop-2 the checkout draft's payment method and
 *   order note (what `PUT checkout` keeps in WooCommerce's session); since shop-3 the customer's
 *   billing and shipping address (`cart/update-customer`, what WooCommerce keeps on the session's
 *   WC_Customer): JSON objects of the fields given, '' for none.
 * - `shop_cart_items`: the lines, `(cart_id, product_id)` unique, quantity > 0.
 * - `shop_idempotency`: the `Idempotency-Key` of each add, written in the add's own transaction.
 * - `shop_secret`: one random value made with the database, for nonces and cart tokens, so every
 *   process signs alike.
 * - `shop_orders`, `shop_order_items` (migration shop-2, issue 33): the orders the checkout placed,
 *   with their lines, totals, coupons, shipping rate, addresses, note, payment method, status, order
 *   key, customer id (0 for a guest) and the checkout's `Idempotency-Key` (unique per session).
 * - `shop_guard`: never holds a row; a batch asserts a condition by inserting NULL into its NOT NULL
 *   column when the condition is broken, which fails (and so rolls back) the whole batch.
 *
 * STOCK RULE (WooCommerce's, since issue 33; see docs/guides/reference-backend.md "Store API"): a cart
 * holds no stock. An add or a quantity change is refused when the cart would hold more than the stock
 * (`woocommerce_rest_product_partially_out_of_stock` / `invalid_quantity`), as WooCommerce checks it,
 * so two visitors may both have the last cake in their carts; the ORDER takes the stock: one
 * transaction writes the order and its lines, lowers `shop_stock` by each line and empties the cart,
 * and the `CHECK (stock >= 0)` constraint refuses the whole transaction when any product would go
 * below zero. So no number of concurrent checkouts through any number of processes sells more than
 * there is: on PostgreSQL the UPDATE takes the product row's lock and the CHECK sees the committed
 * value, on SQLite there is one writer. (Issue 32 had the cart hold the stock; an abandoned cart then
 * kept the last cake from everyone for 48 hours. Migration shop-2 gives what carts held back.)
 * Every write of a cart first touches its `shop_carts` row, so writes of one cart run one after the
 * other (the row lock) and read the lines as the previous write left them.
 */
import { randomBytes } from 'node:crypto';
import { SHOP_PRODUCTS } from '../shop/catalog';
import type { CartLine, CartState } from '../shop/pricing';
import type { Db, Statement } from './engine';
import { repository } from './repository';

/** How long a cart lives after its last change (WooCommerce's guest session: 48 hours). */
export const CART_TTL_SECONDS = 48 * 3600;
/** How long an add's idempotency key is remembered (a retried add comes back within minutes). */
export const SHOP_IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export type AddOutcome = 'added' | 'replayed' | 'no_stock';

/** Which constraint a failed write broke: the CHECK on stock, a unique key, a `shop_guard` assertion, or none of them. */
export function constraintOf(error: unknown): 'check' | 'unique' | 'guard' | undefined {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  const code = String(e?.code ?? '');
  const message = String(e?.message ?? '');
  if (code === '23514' || /CHECK constraint failed/i.test(message)) return 'check';
  if (code === '23505' || /UNIQUE constraint failed|PRIMARY KEY/i.test(message)) return 'unique';
  if ((code === '23502' || /NOT NULL constraint failed/i.test(message)) && /guard_ok/.test(message)) return 'guard';
  return undefined;
}

/** A statement that fails the batch (a NOT NULL violation on `shop_guard`) when `broken` (SQL, with its params) is true. */
const guard = (broken: string, params: readonly (string | number)[]): Statement => ({ sql: `INSERT INTO shop_guard (guard_ok) SELECT NULL WHERE ${broken}`, params });

/** One line of an order, as stored (amounts in cents, VAT included in `price`). */
export interface OrderLine {
  product_id: number;
  name: string;
  quantity: number;
  /** Unit price including VAT. */
  price: number;
  subtotal: number;
  subtotal_tax: number;
  total: number;
  total_tax: number;
}

/** An order as the checkout writes it (everything but its id). */
export interface NewOrder {
  order_key: string;
  status: string;
  customer_id: number;
  payment_method: string;
  payment_method_title: string;
  customer_note: string;
  /** JSON of the billing / shipping address objects (the Store API's fields). */
  billing: string;
  shipping: string;
  shipping_rate_id: string;
  shipping_rate_name: string;
  /** JSON of `[{code, discount_type, total_discount, total_discount_tax}]`. */
  coupons: string;
  /** JSON of the order's totals (OrderSchema `totals`, amounts as strings of cents). */
  totals: string;
  total: number;
  currency: string;
  lines: OrderLine[];
}

export interface OrderRow extends Omit<NewOrder, 'lines'> {
  id: number;
  session_id: string;
  created_at: number;
  updated_at: number;
  lines: (OrderLine & { id: number })[];
}

/** What `placeOrder` needs to check that the cart is still the one the order was priced from. */
export interface CartSnapshot {
  lines: readonly CartLine[];
  coupons: readonly string[];
  rate: string;
}

export type PlaceOutcome =
  | { kind: 'placed'; id: number }
  /** The same `Idempotency-Key` placed an order already: that one. */
  | { kind: 'replayed'; id: number }
  /** A product's stock is short (nothing written). */
  | { kind: 'no_stock' }
  /** The cart changed between its reading and the order (nothing written): price it again. */
  | { kind: 'changed' };

/** A stored address column: the JSON object of its string fields ('' or anything else: none). */
function storedAddress(json: string | null | undefined): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const v = JSON.parse(json) as unknown;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return undefined;
  }
}

/** The addresses of a `shop_carts` row, for the cart state (absent when none are stored). */
function addressesOf(row: { billing_address?: string | null; shipping_address?: string | null }): Pick<CartState, 'billing' | 'shipping'> {
  const billing = storedAddress(row.billing_address);
  const shipping = storedAddress(row.shipping_address);
  return { ...(billing ? { billing } : {}), ...(shipping ? { shipping } : {}) };
}

const ORDER_COLUMNS = 'id, order_key, session_id, status, customer_id, payment_method, payment_method_title, customer_note, billing, shipping, shipping_rate_id, shipping_rate_name, coupons, totals, total, currency, created_at, updated_at';

export const shop = repository({
  migrations: [
    {
      id: 'shop-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS shop_stock (
          product_id ${d.bigint} PRIMARY KEY,
          stock ${d.bigint} NOT NULL CHECK (stock >= 0)
        );
        CREATE TABLE IF NOT EXISTS shop_carts (
          id TEXT PRIMARY KEY,
          coupons TEXT NOT NULL DEFAULT '',
          shipping_rate TEXT NOT NULL DEFAULT '',
          updated_at ${d.bigint} NOT NULL,
          expires_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS shop_carts_expires ON shop_carts (expires_at);
        CREATE TABLE IF NOT EXISTS shop_cart_items (
          cart_id TEXT NOT NULL,
          product_id ${d.bigint} NOT NULL,
          quantity ${d.bigint} NOT NULL CHECK (quantity > 0),
          added_at ${d.bigint} NOT NULL,
          PRIMARY KEY (cart_id, product_id)
        );
        CREATE TABLE IF NOT EXISTS shop_idempotency (
          key TEXT PRIMARY KEY,
          cart_id TEXT NOT NULL,
          created_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS shop_idempotency_created ON shop_idempotency (created_at);
        CREATE TABLE IF NOT EXISTS shop_secret (id INTEGER PRIMARY KEY, secret TEXT NOT NULL);
        INSERT INTO shop_secret (id, secret) VALUES (1, '${randomBytes(32).toString('hex')}') ON CONFLICT (id) DO NOTHING;
        INSERT INTO shop_stock (product_id, stock) VALUES ${SHOP_PRODUCTS.map((p) => `(${Number(p.id)}, ${Number(p.stock)})`).join(', ')} ON CONFLICT (product_id) DO NOTHING;`,
    },
    {
      // Issue 33: orders; carts stop holding stock (what they held goes back to the stock).
      id: 'shop-2',
      up: (d) => `
        UPDATE shop_stock SET stock = stock + COALESCE((SELECT SUM(i.quantity) FROM shop_cart_items i WHERE i.product_id = shop_stock.product_id), 0);
        ALTER TABLE shop_carts ADD COLUMN payment_method TEXT NOT NULL DEFAULT '';
        ALTER TABLE shop_carts ADD COLUMN customer_note TEXT NOT NULL DEFAULT '';
        CREATE TABLE IF NOT EXISTS shop_guard (guard_ok INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS shop_orders (
          id ${d.id},
          order_key TEXT NOT NULL UNIQUE,
          idempotency_key TEXT UNIQUE,
          session_id TEXT NOT NULL,
          status TEXT NOT NULL,
          customer_id ${d.bigint} NOT NULL DEFAULT 0,
          payment_method TEXT NOT NULL,
          payment_method_title TEXT NOT NULL,
          customer_note TEXT NOT NULL DEFAULT '',
          billing TEXT NOT NULL,
          shipping TEXT NOT NULL,
          shipping_rate_id TEXT NOT NULL,
          shipping_rate_name TEXT NOT NULL,
          coupons TEXT NOT NULL,
          totals TEXT NOT NULL,
          total ${d.bigint} NOT NULL,
          currency TEXT NOT NULL,
          created_at ${d.bigint} NOT NULL,
          updated_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS shop_orders_customer ON shop_orders (customer_id, id);
        CREATE TABLE IF NOT EXISTS shop_order_items (
          id ${d.id},
          order_id ${d.bigint} NOT NULL,
          product_id ${d.bigint} NOT NULL,
          name TEXT NOT NULL,
          quantity ${d.bigint} NOT NULL CHECK (quantity > 0),
          price ${d.bigint} NOT NULL,
          subtotal ${d.bigint} NOT NULL,
          subtotal_tax ${d.bigint} NOT NULL,
          total ${d.bigint} NOT NULL,
          total_tax ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS shop_order_items_order ON shop_order_items (order_id);`,
    },
    {
      // Issue 42: the customer's addresses (cart/update-customer), whose shipping country picks the shipping zone.
      id: 'shop-3',
      up: () => `
        ALTER TABLE shop_carts ADD COLUMN billing_address TEXT NOT NULL DEFAULT '';
        ALTER TABLE shop_carts ADD COLUMN shipping_address TEXT NOT NULL DEFAULT '';`,
    },
  ],
  make: (db: Db) => {
    let secret: Promise<string> | undefined;
    const touch = (cartId: string, now: number): Statement => ({
      sql: `INSERT INTO shop_carts (id, coupons, shipping_rate, updated_at, expires_at) VALUES (?, '', '', ?, ?)
            ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, expires_at = excluded.expires_at`,
      params: [cartId, now, now + CART_TTL_SECONDS],
    });
    /** Fails the batch when the cart's line of `productId` holds more than the product's stock. */
    const withinStock = (cartId: string, productId: number) =>
      guard('(SELECT quantity FROM shop_cart_items WHERE cart_id = ? AND product_id = ?) > (SELECT stock FROM shop_stock WHERE product_id = ?)', [cartId, productId, productId]);
    const readOrder = async (row: Record<string, unknown> | undefined): Promise<OrderRow | undefined> => {
      if (!row) return undefined;
      const id = Number(row.id);
      const lines = await db.all<Record<string, unknown>>('SELECT id, product_id, name, quantity, price, subtotal, subtotal_tax, total, total_tax FROM shop_order_items WHERE order_id = ? ORDER BY id', [id]);
      return {
        id,
        order_key: String(row.order_key),
        session_id: String(row.session_id),
        status: String(row.status),
        customer_id: Number(row.customer_id),
        payment_method: String(row.payment_method),
        payment_method_title: String(row.payment_method_title),
        customer_note: String(row.customer_note),
        billing: String(row.billing),
        shipping: String(row.shipping),
        shipping_rate_id: String(row.shipping_rate_id),
        shipping_rate_name: String(row.shipping_rate_name),
        coupons: String(row.coupons),
        totals: String(row.totals),
        total: Number(row.total),
        currency: String(row.currency),
        created_at: Number(row.created_at),
        updated_at: Number(row.updated_at),
        lines: lines.map((l) => ({
          id: Number(l.id),
          product_id: Number(l.product_id),
          name: String(l.name),
          quantity: Number(l.quantity),
          price: Number(l.price),
          subtotal: Number(l.subtotal),
          subtotal_tax: Number(l.subtotal_tax),
          total: Number(l.total),
          total_tax: Number(l.total_tax),
        })),
      };
    };
    const orderBy = async (where: string, param: string | number) => readOrder(await db.one<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE ${where}`, [param]));
    return {
      /** The database's signing secret (made by the migration; the same in every process). */
      secret(): Promise<string> {
        secret ??= db.one<{ secret: string }>('SELECT secret FROM shop_secret WHERE id = 1').then((r) => {
          if (!r) throw new Error('shop_secret is missing');
          return r.secret;
        });
        return secret;
      },

      /** The cart of `cartId` (empty when there is none or it has expired). */
      async load(cartId: string, now: number): Promise<CartState> {
        return (await this.loadDraft(cartId, now)).state;
      },

      /** The cart and the checkout draft kept with it (payment method, order note). */
      async loadDraft(cartId: string, now: number): Promise<{ state: CartState; payment_method: string; customer_note: string }> {
        const cart = await db.one<{ coupons: string; shipping_rate: string; expires_at: number; payment_method: string; customer_note: string; billing_address: string; shipping_address: string }>(
          'SELECT coupons, shipping_rate, expires_at, payment_method, customer_note, billing_address, shipping_address FROM shop_carts WHERE id = ?',
          [cartId],
        );
        if (!cart || Number(cart.expires_at) <= now) return { state: { lines: [], coupons: [], rate: '' }, payment_method: '', customer_note: '' };
        const lines = await db.all<{ product_id: number; quantity: number }>('SELECT product_id, quantity FROM shop_cart_items WHERE cart_id = ? ORDER BY added_at, product_id', [cartId]);
        return {
          state: {
            lines: lines.map((l): CartLine => ({ product_id: Number(l.product_id), quantity: Number(l.quantity) })),
            coupons: cart.coupons ? cart.coupons.split(',') : [],
            rate: cart.shipping_rate,
            ...addressesOf(cart),
          },
          payment_method: cart.payment_method,
          customer_note: cart.customer_note,
        };
      },

      /** Stock per product id (what is not sold yet; carts hold none). */
      async available(): Promise<Map<number, number>> {
        const rows = await db.all<{ product_id: number; stock: number }>('SELECT product_id, stock FROM shop_stock');
        return new Map(rows.map((r) => [Number(r.product_id), Number(r.stock)]));
      },

      async stock(productId: number): Promise<number | undefined> {
        const r = await db.one<{ stock: number }>('SELECT stock FROM shop_stock WHERE product_id = ?', [productId]);
        return r ? Number(r.stock) : undefined;
      },

      /**
       * Adds `quantity` of a product to the cart, in one transaction with the add's idempotency key:
       * 'no_stock' when the cart would hold more than the stock (nothing written), 'replayed' when
       * that key was already applied (nothing written again).
       */
      async addItem(cartId: string, productId: number, quantity: number, key: string | undefined, now: number): Promise<AddOutcome> {
        const statements: Statement[] = [touch(cartId, now)];
        if (key) statements.push({ sql: 'INSERT INTO shop_idempotency (key, cart_id, created_at) VALUES (?, ?, ?)', params: [`${cartId}:${key}`, cartId, now] });
        statements.push(
          {
            sql: `INSERT INTO shop_cart_items (cart_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
                  ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = shop_cart_items.quantity + excluded.quantity`,
            params: [cartId, productId, quantity, now],
          },
          withinStock(cartId, productId),
        );
        try {
          await db.batch(statements);
          return 'added';
        } catch (e) {
          const kind = constraintOf(e);
          if (kind === 'guard') return 'no_stock';
          if (kind === 'unique' && key) {
            const seen = await db.one('SELECT 1 AS x FROM shop_idempotency WHERE key = ?', [`${cartId}:${key}`]);
            if (seen) return 'replayed';
          }
          throw e;
        }
      },

      /** Sets a line's quantity (> 0): 'no_stock' when it is more than the stock, 'missing' when the line is not there. */
      async setQuantity(cartId: string, productId: number, quantity: number, now: number): Promise<'set' | 'no_stock' | 'missing'> {
        try {
          const [, line] = await db.batch([
            touch(cartId, now),
            { sql: 'UPDATE shop_cart_items SET quantity = ? WHERE cart_id = ? AND product_id = ?', params: [quantity, cartId, productId] },
            withinStock(cartId, productId),
          ]);
          return line!.changes > 0 ? 'set' : 'missing';
        } catch (e) {
          if (constraintOf(e) === 'guard') return 'no_stock';
          throw e;
        }
      },

      /** Removes a line; false when it was not there. */
      async removeItem(cartId: string, productId: number, now: number): Promise<boolean> {
        const [, removed] = await db.batch([touch(cartId, now), { sql: 'DELETE FROM shop_cart_items WHERE cart_id = ? AND product_id = ?', params: [cartId, productId] }]);
        return removed!.changes > 0;
      },

      async setCoupons(cartId: string, coupons: readonly string[], now: number): Promise<void> {
        await db.batch([touch(cartId, now), { sql: 'UPDATE shop_carts SET coupons = ? WHERE id = ?', params: [coupons.join(','), cartId] }]);
      },

      /**
       * The customer's addresses (`cart/update-customer`: the fields given, merged by the route) and
       * the chosen rate as the new shipping zone leaves it, in one write.
       */
      async setCustomer(cartId: string, customer: { billing: Readonly<Record<string, string>>; shipping: Readonly<Record<string, string>>; rate: string }, now: number): Promise<void> {
        await db.batch([
          touch(cartId, now),
          { sql: 'UPDATE shop_carts SET billing_address = ?, shipping_address = ?, shipping_rate = ? WHERE id = ?', params: [JSON.stringify(customer.billing), JSON.stringify(customer.shipping), customer.rate, cartId] },
        ]);
      },

      async setRate(cartId: string, rateId: string, now: number): Promise<void> {
        await db.batch([touch(cartId, now), { sql: 'UPDATE shop_carts SET shipping_rate = ? WHERE id = ?', params: [rateId, cartId] }]);
      },

      /** The checkout draft's payment method and/or order note (`PUT checkout`); undefined leaves one as it is. */
      async setDraft(cartId: string, draft: { payment_method?: string | undefined; customer_note?: string | undefined }, now: number): Promise<void> {
        const statements: Statement[] = [touch(cartId, now)];
        if (draft.payment_method !== undefined) statements.push({ sql: 'UPDATE shop_carts SET payment_method = ? WHERE id = ?', params: [draft.payment_method, cartId] });
        if (draft.customer_note !== undefined) statements.push({ sql: 'UPDATE shop_carts SET customer_note = ? WHERE id = ?', params: [draft.customer_note, cartId] });
        await db.batch(statements);
      },

      /**
       * Places an order from the cart `cartId`, in ONE transaction: the order row (with the
       * checkout's idempotency key, unique), a check that the cart is still `snapshot` (lines,
       * coupons, rate: what the order was priced from), the lines, the stock of each line taken
       * (`CHECK (stock >= 0)`), and the cart emptied (lines, coupons, note). All or nothing: a
       * short stock, a changed cart or a repeated key writes nothing. A repeated key answers the
       * order that key placed (a concurrent repeat waits on the key's unique index, then finds it).
       * `mails`: the order's outbox rows (mail/enqueue.ts), written in the same transaction, so an
       * order is never without its mails, nor a mail without its order.
       */
      async placeOrder(cartId: string, idempotencyKey: string | undefined, snapshot: CartSnapshot, order: NewOrder, now: number, mails: readonly Statement[] = []): Promise<PlaceOutcome> {
        const scopedKey = idempotencyKey ? `${cartId}:${idempotencyKey}` : null;
        if (scopedKey) {
          const seen = await db.one<{ id: number }>('SELECT id FROM shop_orders WHERE idempotency_key = ?', [scopedKey]);
          if (seen) return { kind: 'replayed', id: Number(seen.id) };
        }
        const lineChecks = snapshot.lines.map(() => 'COALESCE((SELECT quantity FROM shop_cart_items WHERE cart_id = ? AND product_id = ?), 0) <> ?');
        const statements: Statement[] = [
          // the cart's row first: a concurrent write of this cart waits for the order (PostgreSQL's row lock)
          { sql: 'UPDATE shop_carts SET updated_at = ? WHERE id = ?', params: [now, cartId] },
          {
            sql: `INSERT INTO shop_orders (order_key, idempotency_key, session_id, status, customer_id, payment_method, payment_method_title, customer_note, billing, shipping, shipping_rate_id, shipping_rate_name, coupons, totals, total, currency, created_at, updated_at)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
            params: [order.order_key, scopedKey, cartId, order.status, order.customer_id, order.payment_method, order.payment_method_title, order.customer_note, order.billing, order.shipping, order.shipping_rate_id, order.shipping_rate_name, order.coupons, order.totals, order.total, order.currency, now, now],
          },
          guard(
            [
              'NOT EXISTS (SELECT 1 FROM shop_carts WHERE id = ? AND coupons = ? AND shipping_rate = ?)',
              '(SELECT COUNT(*) FROM shop_cart_items WHERE cart_id = ?) <> ?',
              ...lineChecks,
            ].join(' OR '),
            [cartId, snapshot.coupons.join(','), snapshot.rate, cartId, snapshot.lines.length, ...snapshot.lines.flatMap((l) => [cartId, l.product_id, l.quantity])],
          ),
        ];
        for (const l of order.lines) {
          statements.push(
            {
              sql: `INSERT INTO shop_order_items (order_id, product_id, name, quantity, price, subtotal, subtotal_tax, total, total_tax)
                    SELECT id, ?, ?, ?, ?, ?, ?, ?, ? FROM shop_orders WHERE order_key = ?`,
              params: [l.product_id, l.name, l.quantity, l.price, l.subtotal, l.subtotal_tax, l.total, l.total_tax, order.order_key],
            },
            { sql: 'UPDATE shop_stock SET stock = stock - ? WHERE product_id = ?', params: [l.quantity, l.product_id] },
          );
        }
        statements.push(
          ...mails,
          { sql: 'DELETE FROM shop_cart_items WHERE cart_id = ?', params: [cartId] },
          { sql: "UPDATE shop_carts SET coupons = '', customer_note = '' WHERE id = ?", params: [cartId] },
        );
        try {
          const results = await db.batch(statements);
          return { kind: 'placed', id: Number((results[1]!.rows[0] as { id: unknown }).id) };
        } catch (e) {
          const kind = constraintOf(e);
          if (kind === 'check') return { kind: 'no_stock' };
          if (kind === 'guard') return { kind: 'changed' };
          if (kind === 'unique' && scopedKey) {
            const seen = await db.one<{ id: number }>('SELECT id FROM shop_orders WHERE idempotency_key = ?', [scopedKey]);
            if (seen) return { kind: 'replayed', id: Number(seen.id) };
          }
          throw e;
        }
      },

      async orderById(id: number): Promise<OrderRow | undefined> {
        return orderBy('id = ?', id);
      },

      /** The order a checkout of session `cartId` placed with `key`, if any. */
      async orderByIdempotencyKey(cartId: string, key: string): Promise<OrderRow | undefined> {
        return orderBy('idempotency_key = ?', `${cartId}:${key}`);
      },

      async orderByKey(orderKey: string): Promise<OrderRow | undefined> {
        return orderBy('order_key = ?', orderKey);
      },

      /** A customer's orders, newest first (the account area's orders page). */
      async ordersOfCustomer(customerId: number, limit = 100): Promise<OrderRow[]> {
        if (!(customerId > 0)) return [];
        const rows = await db.all<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE customer_id = ? ORDER BY id DESC LIMIT ?`, [customerId, limit]);
        const out: OrderRow[] = [];
        for (const r of rows) out.push((await readOrder(r))!);
        return out;
      },

      /** Moves an order from one status to another (the demo bank's return); false when it was not in `from`. */
      async setOrderStatus(id: number, from: string, to: string, now: number): Promise<boolean> {
        return (await db.write('UPDATE shop_orders SET status = ?, updated_at = ? WHERE id = ? AND status = ?', [to, now, id, from])).changes > 0;
      },

      /**
       * Purges up to `limit` carts expired before `now` and forgets old idempotency keys. Each cart
       * in one transaction that first deletes the cart row (so a cart an add has just renewed stays).
       */
      async purgeExpired(now: number, limit = 100): Promise<number> {
        const expired = await db.all<{ id: string }>('SELECT id FROM shop_carts WHERE expires_at <= ? LIMIT ?', [now, limit]);
        let purged = 0;
        for (const { id } of expired) {
          const [gone] = await db.batch([
            { sql: 'DELETE FROM shop_carts WHERE id = ? AND expires_at <= ?', params: [id, now] },
            { sql: 'DELETE FROM shop_cart_items WHERE cart_id = ? AND NOT EXISTS (SELECT 1 FROM shop_carts WHERE id = ?)', params: [id, id] },
          ]);
          if (gone!.changes > 0) purged++;
        }
        await db.write('DELETE FROM shop_idempotency WHERE created_at < ?', [now - SHOP_IDEMPOTENCY_TTL_SECONDS]);
        return purged;
      },
    };
  },
});
