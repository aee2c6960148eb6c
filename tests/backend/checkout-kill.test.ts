/**
 * Reliability of the Store API checkout: a server process killed with SIGKILL (kill -9) in the
 * middle of a load of checkouts loses no order it acknowledged and leaves no half order. Visitors
 * keep adding an item and checking out with an `Idempotency-Key` (each waits for its answer, as
 * `<wc-checkout>` does); once enough orders are acknowledged the process is killed. A new process on
 * the same database must hold every acknowledged order with its line; every order has its line and
 * took its stock (stock + sold = made, per product), no cart was emptied without its order; and
 * each checkout whose answer was lost, sent again with its key, answers exactly one order. And the
 * same checkout (the same key) sent to two processes of one database at once makes one order.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STOCK, SHOP_PRODUCTS } from '../../demo/server/shop/catalog';
import { openStore } from '../../demo/server/storage';
import { engines } from './engines';
import { buildServer, exited, spawnServer } from './server-process';
import { Visitor } from './shop-visitor';


const ADDRESS = { first_name: 'Anna', last_name: 'de Vries', address_1: 'Oudegracht 12', city: 'Utrecht', postcode: '3511 AB', country: 'NL' };
const BODY = { billing_address: { ...ADDRESS, email: 'anna@example.nl' }, shipping_address: ADDRESS, payment_method: 'cod' };

describe('Store API checkout: a real server process killed with kill -9', () => {
  let file: string;
  beforeAll(async () => {
    file = await buildServer('checkout-kill');
  });
  afterAll(() => rmSync(path.dirname(file), { recursive: true, force: true }));

  for (const engine of engines()) {
    it(`${engine.name}: no acknowledged order is lost, no half order is left, a retried lost answer makes one order`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      let proc = await spawnServer(file, env);
      try {
        const products = SHOP_PRODUCTS.filter((p) => p.stock === DEFAULT_STOCK).map((p) => p.id);
        const visitors = Array.from({ length: 16 }, () => new Visitor(proc.base));
        await Promise.all(visitors.map((v) => v.start()));
        const acked: { id: number; key: string; product: number; visitor: number }[] = [];
        /** Per visitor: the checkout in flight when the process died (its key), if any. */
        const lost: (string | undefined)[] = visitors.map(() => undefined);
        let killed = false;
        const KILL_AFTER = 40;
        await Promise.all(
          visitors.map(async (v, i) => {
            for (let n = 0; !killed && n < 12; n++) {
              const product = products[(i + n) % products.length]!;
              try {
                const add = await v.call('POST', '/cart/add-item', { id: product, quantity: 1 });
                if (killed) return;
                if (add.status !== 201) throw new Error(`add answered ${add.status}`);
              } catch (e) {
                if (!killed) throw e;
                return;
              }
              const key = `order-${i}-${n}`;
              lost[i] = key;
              let r;
              try {
                r = await v.call('POST', '/checkout', BODY, { Nonce: v.nonce, 'Idempotency-Key': key });
              } catch (e) {
                if (!killed) throw e;
                return;
              }
              if (killed) return;
              if (r.status !== 200) throw new Error(`checkout answered ${r.status} ${JSON.stringify(r.json)}`);
              lost[i] = undefined;
              acked.push({ id: r.json.order_id as number, key, product, visitor: i });
              if (acked.length === KILL_AFTER) {
                killed = true;
                proc.child.kill('SIGKILL');
              }
            }
          }),
        );
        await exited(proc.child);
        expect(proc.child.signalCode).toBe('SIGKILL');
        expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);

        proc = await spawnServer(file, env);
        // every checkout whose answer was lost, sent again with its key: one order (placed then or now)
        const retried: number[] = [];
        for (const [i, key] of lost.entries()) {
          if (!key) continue;
          const moved = new Visitor(proc.base);
          moved.cookies = visitors[i]!.cookies;
          await moved.start();
          const again = await moved.call('POST', '/checkout', BODY, { Nonce: moved.nonce, 'Idempotency-Key': key });
          expect(again.status, JSON.stringify(again.json)).toBe(200);
          const twice = await moved.call('POST', '/checkout', BODY, { Nonce: moved.nonce, 'Idempotency-Key': key });
          expect(twice.json.order_id).toBe(again.json.order_id);
          retried.push(again.json.order_id as number);
        }

        const check = await openStore(fresh.options);
        try {
          for (const a of acked) {
            const order = await check.shop.orderById(a.id);
            expect(order, `order ${a.id}`).toBeDefined();
            expect(order!.status).toBe('processing');
            expect(order!.lines.map((l) => [l.product_id, l.quantity])).toEqual([[a.product, 1]]);
            expect(order!.total).toBe(order!.lines[0]!.price);
          }
          const orders = Number((await check.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM shop_orders'))!.n);
          expect(orders).toBe(acked.length + retried.length);
          // no half order: every order has its line, every line its order
          expect(Number((await check.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM shop_orders o WHERE NOT EXISTS (SELECT 1 FROM shop_order_items i WHERE i.order_id = o.id)'))!.n)).toBe(0);
          expect(Number((await check.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM shop_order_items i WHERE NOT EXISTS (SELECT 1 FROM shop_orders o WHERE o.id = i.order_id)'))!.n)).toBe(0);
          // and took its stock: stock + sold = made, per product
          const sold = await check.db.all<{ product_id: unknown; n: unknown }>('SELECT product_id, SUM(quantity) AS n FROM shop_order_items GROUP BY product_id');
          const stock = await check.shop.available();
          for (const p of SHOP_PRODUCTS) expect(stock.get(p.id)! + Number(sold.find((r) => Number(r.product_id) === p.id)?.n ?? 0), `product ${p.id}`).toBe(p.stock);
          // an acknowledged order's cart is empty (emptied with the order)
          for (const [i, v] of visitors.entries()) {
            if (lost[i]) continue;
            const moved = new Visitor(proc.base);
            moved.cookies = v.cookies;
            expect((await moved.start()).json.items_count).toBeLessThanOrEqual(1); // at most an add that was in flight
          }
        } finally {
          await check.close();
        }
      } finally {
        proc.child.kill('SIGTERM');
        await exited(proc.child);
        await fresh.drop();
      }
    }, 120_000);
  }

  for (const engine of engines()) {
    it(`${engine.name}: the same Idempotency-Key sent to two processes at once makes one order`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      const procs = await Promise.all([spawnServer(file, env), spawnServer(file, env)]);
      try {
        const products = SHOP_PRODUCTS.filter((p) => p.stock === DEFAULT_STOCK).map((p) => p.id);
        const visitors = Array.from({ length: 12 }, () => new Visitor(procs[0]!.base));
        for (const [i, v] of visitors.entries()) {
          await v.start();
          expect((await v.call('POST', '/cart/add-item', { id: products[i % products.length], quantity: 2 })).status).toBe(201);
        }
        const answers = await Promise.all(
          visitors.flatMap((v, i) =>
            procs.map(async (p) => {
              const on = new Visitor(p.base);
              on.cookies = new Map(v.cookies);
              return on.call('POST', '/checkout', BODY, { Nonce: v.nonce, 'Idempotency-Key': `press-${i}` });
            }),
          ),
        );
        expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
        for (let i = 0; i < visitors.length; i++) expect(answers[2 * i]!.json.order_id, `visitor ${i}`).toBe(answers[2 * i + 1]!.json.order_id);
        expect(answers.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(visitors.length);
        const check = await openStore(fresh.options);
        try {
          expect(Number((await check.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM shop_orders'))!.n)).toBe(visitors.length);
          expect(Number((await check.db.one<{ n: unknown }>('SELECT SUM(quantity) AS n FROM shop_order_items'))!.n)).toBe(2 * visitors.length);
        } finally {
          await check.close();
        }
      } finally {
        for (const p of procs) p.child.kill('SIGTERM');
        await Promise.all(procs.map((p) => exited(p.child)));
        await fresh.drop();
      }
    }, 60_000);
  }
});
