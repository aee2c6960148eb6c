/**
 * Reliability of the Store API cart: a server process killed with SIGKILL (kill -9) in the middle
 * of a load of cart writes loses no change it acknowledged. Visitors keep adding (each waits for
 * its answer before the next add, as the add queue does); once enough adds are acknowledged the
 * process is killed; a new process on the same database must show every acknowledged add in each
 * visitor's cart (at most the ones sent), and the stock must be what the shop was made with (a
 * cart holds no stock: nothing lost or made up by a half-written add). Two processes on one
 * database: 200 concurrent checkouts of the last 5 sell exactly 5.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STOCK, SHOP_PRODUCTS } from '../../demo/server/shop/catalog';
import { openStore } from '../../demo/server/storage';
import { engines } from './engines';
import { buildServer, exited, spawnServer } from './server-process';
import { Visitor } from './shop-visitor';


describe('Store API cart: real server processes (kill -9, two processes)', () => {
  let file: string;
  beforeAll(async () => {
    file = await buildServer('shop-kill');
  });
  afterAll(() => rmSync(path.dirname(file), { recursive: true, force: true }));

  for (const engine of engines()) {
    it(`${engine.name}: no acknowledged cart change is lost`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      let proc = await spawnServer(file, env);
      try {
        // products with the default stock, so no add is refused for stock
        const products = SHOP_PRODUCTS.filter((p) => p.stock === DEFAULT_STOCK).map((p) => p.id);
        const visitors = Array.from({ length: 20 }, () => new Visitor(proc.base));
        await Promise.all(visitors.map((v) => v.start()));
        const acked = visitors.map(() => 0);
        const sent = visitors.map(() => 0);
        let totalAcked = 0;
        let killed = false;
        const KILL_AFTER = 120;
        const load = visitors.map(async (v, i) => {
          for (let n = 0; !killed && n < 60; n++) {
            sent[i]!++;
            try {
              const r = await v.call('POST', '/cart/add-item', { id: products[(i + n) % products.length], quantity: 1 });
              if (r.status === 201 && !killed) {
                acked[i]!++;
                if (++totalAcked === KILL_AFTER) {
                  killed = true;
                  proc.child.kill('SIGKILL');
                }
              } else if (r.status !== 201) throw new Error(`add answered ${r.status}`);
            } catch (e) {
              if (!killed) throw e;
              return;
            }
          }
        });
        await Promise.all(load);
        await exited(proc.child);
        expect(killed).toBe(true);
        expect(proc.child.signalCode).toBe('SIGKILL');

        proc = await spawnServer(file, env);
        let total = 0;
        for (const [i, v] of visitors.entries()) {
          const moved = new Visitor(proc.base);
          moved.cookies = v.cookies;
          const count = (await moved.start()).json.items_count as number;
          expect(count).toBeGreaterThanOrEqual(acked[i]!);
          expect(count).toBeLessThanOrEqual(sent[i]!);
          total += count;
        }
        expect(total).toBeGreaterThanOrEqual(KILL_AFTER);

        const check = await openStore(fresh.options);
        try {
          const held = await check.db.all<{ product_id: unknown; n: unknown }>('SELECT product_id, SUM(quantity) AS n FROM shop_cart_items GROUP BY product_id');
          const stock = await check.shop.available();
          for (const p of SHOP_PRODUCTS) expect(stock.get(p.id)).toBe(p.stock);
          expect(held.reduce((s, r) => s + Number(r.n), 0)).toBe(total);
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
    it(`${engine.name}: two processes on one database, 200 concurrent checkouts of the last 5 sell exactly 5`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      const procs = await Promise.all([spawnServer(file, env), spawnServer(file, env)]);
      try {
        const setup = await openStore(fresh.options);
        await setup.db.write('UPDATE shop_stock SET stock = 5 WHERE product_id = 105');
        await setup.close();
        const visitors = Array.from({ length: 200 }, (_, i) => new Visitor(procs[i % 2]!.base));
        await Promise.all(visitors.map((v) => v.start()));
        const adds = await Promise.all(visitors.map((v) => v.call('POST', '/cart/add-item', { id: 105, quantity: 1 })));
        expect(adds.filter((r) => r.status !== 201)).toEqual([]);
        const address = { first_name: 'Anna', last_name: 'de Vries', address_1: 'Oudegracht 12', city: 'Utrecht', postcode: '3511 AB', country: 'NL' };
        const results = await Promise.all(visitors.map((v) => v.call('POST', '/checkout', { billing_address: { ...address, email: 'anna@example.nl' }, shipping_address: address, payment_method: 'cod' })));
        expect(results.filter((r) => r.status === 200)).toHaveLength(5);
        expect(results.filter((r) => r.status !== 200).map((r) => r.json.code).filter((c) => c !== 'woocommerce_rest_product_out_of_stock')).toEqual([]);
        const check = await openStore(fresh.options);
        try {
          expect(await check.shop.stock(105)).toBe(0);
          expect(Number((await check.db.one<{ n: unknown }>('SELECT SUM(quantity) AS n FROM shop_order_items WHERE product_id = 105'))!.n)).toBe(5);
        } finally {
          await check.close();
        }
      } finally {
        for (const p of procs) p.child.kill('SIGTERM');
        await Promise.all(procs.map((p) => exited(p.child)));
        await fresh.drop();
      }
    }, 120_000);
  }

  /** A cart as compared here: quantity per product id and the coupons. */
  type Summary = { lines: Record<number, number>; coupons: string[] };
  const summary = (json: Record<string, any>): Summary => ({
    lines: Object.fromEntries((json.items as { id: number; quantity: number }[]).map((i) => [i.id, i.quantity])),
    coupons: (json.coupons as { code: string }[]).map((c) => c.code).sort(),
  });
  type Op = { kind: 'add'; id: number } | { kind: 'update'; id: number; key: string; quantity: number } | { kind: 'remove'; id: number; key: string } | { kind: 'coupon'; apply: boolean };
  /** What an op does to a cart when it is applied (the state an unacknowledged op may have left). */
  function applied(s: Summary, op: Op): Summary {
    const lines = { ...s.lines };
    let coupons = [...s.coupons];
    if (op.kind === 'add') lines[op.id] = (lines[op.id] ?? 0) + 1;
    else if (op.kind === 'update') lines[op.id] = op.quantity;
    else if (op.kind === 'remove') delete lines[op.id];
    else coupons = op.apply ? [...coupons, 'welkom10'].sort() : coupons.filter((c) => c !== 'welkom10');
    return { lines, coupons };
  }

  for (const engine of engines()) {
    it(`${engine.name}: adds, quantity changes, removals and coupons under kill -9: each cart is as last acknowledged (or with the one change in flight)`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      let proc = await spawnServer(file, env);
      try {
        const products = SHOP_PRODUCTS.filter((p) => p.stock === DEFAULT_STOCK).map((p) => p.id);
        const visitors = Array.from({ length: 16 }, () => new Visitor(proc.base));
        const acked: Summary[] = [];
        const inFlight: (Op | undefined)[] = [];
        const lastJson: Record<string, any>[] = [];
        for (const [i, v] of visitors.entries()) {
          lastJson[i] = (await v.start()).json;
          acked[i] = summary(lastJson[i]!);
        }
        let total = 0;
        let killed = false;
        const KILL_AFTER = 150;
        await Promise.all(
          visitors.map(async (v, i) => {
            for (let n = 0; !killed && n < 80; n++) {
              const items = lastJson[i]!.items as { id: number; key: string; quantity: number }[];
              const step = n % 6;
              let op: Op;
              if (step === 3 && items.length) op = { kind: 'update', id: items[0]!.id, key: items[0]!.key, quantity: 2 };
              else if (step === 4 && items.length > 1) op = { kind: 'remove', id: items.at(-1)!.id, key: items.at(-1)!.key };
              else if (step === 5) op = { kind: 'coupon', apply: !acked[i]!.coupons.includes('welkom10') };
              else op = { kind: 'add', id: products[(i * 3 + n) % products.length]! };
              inFlight[i] = op;
              let r;
              try {
                if (op.kind === 'add') r = await v.call('POST', '/cart/add-item', { id: op.id, quantity: 1 });
                else if (op.kind === 'update') r = await v.call('POST', '/cart/update-item', { key: op.key, quantity: op.quantity });
                else if (op.kind === 'remove') r = await v.call('POST', '/cart/remove-item', { key: op.key });
                else r = await v.call('POST', op.apply ? '/cart/apply-coupon' : '/cart/remove-coupon', { code: 'WELKOM10' });
              } catch (e) {
                if (!killed) throw e;
                return;
              }
              if (killed) return;
              if (r.status >= 300) throw new Error(`${op.kind} answered ${r.status} ${JSON.stringify(r.json)}`);
              lastJson[i] = r.json;
              acked[i] = summary(r.json);
              inFlight[i] = undefined;
              if (++total === KILL_AFTER) {
                killed = true;
                proc.child.kill('SIGKILL');
              }
            }
          }),
        );
        await exited(proc.child);
        expect(proc.child.signalCode).toBe('SIGKILL');

        proc = await spawnServer(file, env);
        for (const [i, v] of visitors.entries()) {
          const moved = new Visitor(proc.base);
          moved.cookies = v.cookies;
          const now = summary((await moved.start()).json);
          const allowed = [acked[i]!];
          if (inFlight[i]) allowed.push(applied(acked[i]!, inFlight[i]!));
          expect(allowed, `visitor ${i}`).toContainEqual(now);
        }
        const check = await openStore(fresh.options);
        try {
          const held = await check.db.all<{ product_id: unknown; n: unknown }>('SELECT product_id, SUM(quantity) AS n FROM shop_cart_items GROUP BY product_id');
          const stock = await check.shop.available();
          expect(held.length).toBeGreaterThan(0);
          for (const p of SHOP_PRODUCTS) expect(stock.get(p.id)).toBe(p.stock);
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
});
