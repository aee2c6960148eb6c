/**
 * The shop's carts (issue 32: the Store API subset). Tables:
 * - `shop_stock`: per product the stock NOT held by any cart, `CHECK (stock >= 0)`.
 * - `shop_carts`: one row per visitor session (the WooCommerce session's customer id): applied
 *   coupons, chosen rate, when it expires.
 * - `shop_cart_items`: the lines, `(cart_id, product_id)` unique, quantity > 0.
 * - `shop_idempotency`: the `Idempotency-Key` of each add, written in the add's own transaction.
 * - `shop_secret`: one random value made with the database, for nonces and cart tokens, so every
 *   process signs alike.
 *
 * STOCK RULE (decided here, see docs/guides/reference-backend.md "Store API"): a cart holds the
 * stock of its lines. WooCommerce checks stock when an item is added (stock less what draft orders
 * reserve) and again at checkout, so two visitors can both add the last cake and one of them
 * learns at checkout. Here the add itself takes the stock: one transaction lowers `shop_stock` and
 * writes the line, and the CHECK constraint refuses a stock below zero, so concurrent adds (any
 * number of processes, either engine) can never hand out more than there is: on PostgreSQL the
 * UPDATE takes the product row's lock and the CHECK sees the committed value, on SQLite there is
 * one writer. Lowering a quantity or removing a line gives the stock back in the same way; a cart
 * untouched for CART_TTL_SECONDS (WooCommerce's 48-hour session) is purged and its stock returned.
 * Every write of a cart first touches its `shop_carts` row, so writes of one cart run one after
 * the other (the row lock) and read the lines as the previous write left them.
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

/** Which constraint a failed write broke: the CHECK on stock, a unique key, or neither. */
export function constraintOf(error: unknown): 'check' | 'unique' | undefined {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  const code = String(e?.code ?? '');
  const message = String(e?.message ?? '');
  if (code === '23514' || /CHECK constraint failed/i.test(message)) return 'check';
  if (code === '23505' || /UNIQUE constraint failed|PRIMARY KEY/i.test(message)) return 'unique';
  return undefined;
}

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
  ],
  make: (db: Db) => {
    let secret: Promise<string> | undefined;
    const touch = (cartId: string, now: number): Statement => ({
      sql: `INSERT INTO shop_carts (id, coupons, shipping_rate, updated_at, expires_at) VALUES (?, '', '', ?, ?)
            ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, expires_at = excluded.expires_at`,
      params: [cartId, now, now + CART_TTL_SECONDS],
    });
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
        const cart = await db.one<{ coupons: string; shipping_rate: string; expires_at: number }>('SELECT coupons, shipping_rate, expires_at FROM shop_carts WHERE id = ?', [cartId]);
        if (!cart || Number(cart.expires_at) <= now) return { lines: [], coupons: [], rate: '' };
        const lines = await db.all<{ product_id: number; quantity: number }>('SELECT product_id, quantity FROM shop_cart_items WHERE cart_id = ? ORDER BY added_at, product_id', [cartId]);
        return {
          lines: lines.map((l): CartLine => ({ product_id: Number(l.product_id), quantity: Number(l.quantity) })),
          coupons: cart.coupons ? cart.coupons.split(',') : [],
          rate: cart.shipping_rate,
        };
      },

      /** Stock not held by carts, per product id. */
      async available(): Promise<Map<number, number>> {
        const rows = await db.all<{ product_id: number; stock: number }>('SELECT product_id, stock FROM shop_stock');
        return new Map(rows.map((r) => [Number(r.product_id), Number(r.stock)]));
      },

      async stock(productId: number): Promise<number | undefined> {
        const r = await db.one<{ stock: number }>('SELECT stock FROM shop_stock WHERE product_id = ?', [productId]);
        return r ? Number(r.stock) : undefined;
      },

      /**
       * Adds `quantity` of a product to the cart, taking it from stock, in one transaction with
       * the add's idempotency key: 'no_stock' when the stock is short (nothing written),
       * 'replayed' when that key was already applied (nothing written again).
       */
      async addItem(cartId: string, productId: number, quantity: number, key: string | undefined, now: number): Promise<AddOutcome> {
        const statements: Statement[] = [touch(cartId, now)];
        if (key) statements.push({ sql: 'INSERT INTO shop_idempotency (key, cart_id, created_at) VALUES (?, ?, ?)', params: [`${cartId}:${key}`, cartId, now] });
        statements.push(
          { sql: 'UPDATE shop_stock SET stock = stock - ? WHERE product_id = ?', params: [quantity, productId] },
          {
            sql: `INSERT INTO shop_cart_items (cart_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
                  ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = shop_cart_items.quantity + excluded.quantity`,
            params: [cartId, productId, quantity, now],
          },
        );
        try {
          await db.batch(statements);
          return 'added';
        } catch (e) {
          const kind = constraintOf(e);
          if (kind === 'check') return 'no_stock';
          if (kind === 'unique' && key) {
            const seen = await db.one('SELECT 1 AS x FROM shop_idempotency WHERE key = ?', [`${cartId}:${key}`]);
            if (seen) return 'replayed';
          }
          throw e;
        }
      },

      /**
       * Sets a line's quantity (> 0), taking the difference from stock or giving it back, in one
       * transaction: 'no_stock' when the stock is short, 'missing' when the line is not there.
       */
      async setQuantity(cartId: string, productId: number, quantity: number, now: number): Promise<'set' | 'no_stock' | 'missing'> {
        try {
          const [, stock, line] = await db.batch([
            touch(cartId, now),
            {
              sql: `UPDATE shop_stock SET stock = stock - (? - (SELECT quantity FROM shop_cart_items WHERE cart_id = ? AND product_id = ?))
                    WHERE product_id = ? AND EXISTS (SELECT 1 FROM shop_cart_items WHERE cart_id = ? AND product_id = ?)`,
              params: [quantity, cartId, productId, productId, cartId, productId],
            },
            { sql: 'UPDATE shop_cart_items SET quantity = ? WHERE cart_id = ? AND product_id = ?', params: [quantity, cartId, productId] },
          ]);
          return stock!.changes > 0 && line!.changes > 0 ? 'set' : 'missing';
        } catch (e) {
          if (constraintOf(e) === 'check') return 'no_stock';
          throw e;
        }
      },

      /** Removes a line and gives its stock back; false when it was not there. */
      async removeItem(cartId: string, productId: number, now: number): Promise<boolean> {
        const [, , removed] = await db.batch([
          touch(cartId, now),
          {
            sql: `UPDATE shop_stock SET stock = stock + (SELECT quantity FROM shop_cart_items WHERE cart_id = ? AND product_id = ?)
                  WHERE product_id = ? AND EXISTS (SELECT 1 FROM shop_cart_items WHERE cart_id = ? AND product_id = ?)`,
            params: [cartId, productId, productId, cartId, productId],
          },
          { sql: 'DELETE FROM shop_cart_items WHERE cart_id = ? AND product_id = ?', params: [cartId, productId] },
        ]);
        return removed!.changes > 0;
      },

      async setCoupons(cartId: string, coupons: readonly string[], now: number): Promise<void> {
        await db.batch([touch(cartId, now), { sql: 'UPDATE shop_carts SET coupons = ? WHERE id = ?', params: [coupons.join(','), cartId] }]);
      },

      async setRate(cartId: string, rateId: string, now: number): Promise<void> {
        await db.batch([touch(cartId, now), { sql: 'UPDATE shop_carts SET shipping_rate = ? WHERE id = ?', params: [rateId, cartId] }]);
      },

      /**
       * Purges up to `limit` carts expired before `now`, giving their stock back, and forgets old
       * idempotency keys. Each cart in one transaction that first deletes the cart row (so a
       * concurrent purge, or an add that has just renewed the cart, releases nothing twice).
       */
      async purgeExpired(now: number, limit = 100): Promise<number> {
        const expired = await db.all<{ id: string }>('SELECT id FROM shop_carts WHERE expires_at <= ? LIMIT ?', [now, limit]);
        let purged = 0;
        for (const { id } of expired) {
          const [gone] = await db.batch([
            { sql: 'DELETE FROM shop_carts WHERE id = ? AND expires_at <= ?', params: [id, now] },
            {
              sql: `UPDATE shop_stock SET stock = stock + (SELECT quantity FROM shop_cart_items i WHERE i.cart_id = ? AND i.product_id = shop_stock.product_id)
                    WHERE product_id IN (SELECT product_id FROM shop_cart_items WHERE cart_id = ?) AND NOT EXISTS (SELECT 1 FROM shop_carts WHERE id = ?)`,
              params: [id, id, id],
            },
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
