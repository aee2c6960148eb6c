/**
 * Reliability of the Store API cart: a server process killed with SIGKILL (kill -9) in the middle
 * of a load of cart writes loses no change it acknowledged. Visitors keep adding (each waits for
 * its answer before the next add, as the add queue does); once enough adds are acknowledged the
 * process is killed; a new process on the same database must show every acknowledged add in each
 * visitor's cart (at most the ones sent), and stock plus what carts hold must equal what the shop
 * was made with (no stock lost or made up by a half-written add).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STOCK, SHOP_PRODUCTS } from '../../demo/server/shop/catalog';
import { openStore } from '../../demo/server/storage';
import { engines } from './engines';
import { Visitor } from './shop-visitor';

async function buildServer(): Promise<string> {
  const out = path.resolve('.cache', `backend-shop-kill-${process.pid}`, 'server.mjs');
  await esbuild.build({ entryPoints: ['demo/server/server.ts'], bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', outfile: out, logLevel: 'warning' });
  return out;
}

function spawnServer(file: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG: 'on', RATE_LIMIT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /on http:\/\/localhost:(\d+)\//.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ base: `http://127.0.0.1:${m[1]}`, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

describe('Store API cart: real server processes (kill -9, two processes)', () => {
  let file: string;
  beforeAll(async () => {
    file = await buildServer();
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
          for (const p of SHOP_PRODUCTS) {
            const h = Number(held.find((r) => Number(r.product_id) === p.id)?.n ?? 0);
            expect(stock.get(p.id)! + h).toBe(p.stock);
          }
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
    it(`${engine.name}: two processes on one database, 200 concurrent adds of the last 5 sell exactly 5`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! };
      const procs = await Promise.all([spawnServer(file, env), spawnServer(file, env)]);
      try {
        const setup = await openStore(fresh.options);
        await setup.db.write('UPDATE shop_stock SET stock = 5 WHERE product_id = 105');
        await setup.close();
        const visitors = Array.from({ length: 200 }, (_, i) => new Visitor(procs[i % 2]!.base));
        await Promise.all(visitors.map((v) => v.start()));
        const results = await Promise.all(visitors.map((v) => v.call('POST', '/cart/add-item', { id: 105, quantity: 1 })));
        expect(results.filter((r) => r.status === 201)).toHaveLength(5);
        expect(results.filter((r) => r.status !== 201).map((r) => r.json.code).filter((c) => c !== 'woocommerce_rest_product_out_of_stock' && c !== 'woocommerce_rest_product_partially_out_of_stock')).toEqual([]);
        const check = await openStore(fresh.options);
        try {
          expect(await check.shop.stock(105)).toBe(0);
          expect(Number((await check.db.one<{ n: unknown }>('SELECT SUM(quantity) AS n FROM shop_cart_items WHERE product_id = 105'))!.n)).toBe(5);
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
});
