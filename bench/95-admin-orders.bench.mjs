// The admin area's orders list (issue 44, /beheer/bestellingen/) with 100,000 orders, on SQLite and
// on PostgreSQL (a throwaway cluster; skipped with a line when PostgreSQL is not installed): the
// server (dist/server/server.mjs) on a database of its own, ADMIN_BENCH_ORDERS (100000) orders
// written in one statement (billing JSON, status spread over processing / completed / on-hold /
// cancelled, one a minute back in time; no order lines: the list reads none), an administrator
// logged in through /beheer/inloggen/, then each request timed from the client (fetch, keep-alive)
// ADMIN_BENCH_RUNS (15) times after 2 warm-ups: the first page (25 rows and the count), a deep page
// (offset 50,000), the status filter, a date range, a search by e-mail (a LIKE over the billing
// JSON: a full scan) and by order number, and the CSV of one status (25,000 rows) fewer times.
// Prints the median and the slowest; nothing asserts a timing.
import { randomBytes, scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { POSTGRES_MISSING, postgresBinDir, startCluster } from '../scripts/pg-cluster.mjs';

const ORDERS = Number(process.env.ADMIN_BENCH_ORDERS || 100_000);
const RUNS = Number(process.env.ADMIN_BENCH_RUNS || 15);
const CSV_RUNS = 3;
const ADMIN = { email: 'bench-admin@bakkerij.test', password: 'Bench-wachtwoord-2026' };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};
const ms = (n) => `${n.toFixed(1)} ms`;

/** A hash in account/password.ts's format (scrypt N=16384 r=8 p=1, 32 bytes). */
function hashPassword(password) {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(`scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`))),
  );
}

/** The orders, written by one INSERT … SELECT over a generated series (the engine's own). */
function seedSql(engine, n, now) {
  const billing = `'{"first_name":"Klant","last_name":"Nummer ' || i || '","email":"klant' || i || '@example.test","address_1":"Oudegracht ' || (i % 300) || '","postcode":"3511 AB","city":"Utrecht","country":"NL"}'`;
  const status = "CASE i % 4 WHEN 0 THEN 'processing' WHEN 1 THEN 'completed' WHEN 2 THEN 'on-hold' ELSE 'cancelled' END";
  const columns = 'order_key, session_id, status, customer_id, payment_method, payment_method_title, billing, shipping, shipping_rate_id, shipping_rate_name, coupons, totals, total, currency, created_at, updated_at';
  const select = `SELECT 'wc_order_bench' || i, 'bench', ${status}, 0, 'cod', 'Betalen bij afhalen', ${billing}, '{}', 'local_pickup:1', 'Afhalen', '[]', '{}', 950 + (i % 5000), 'EUR', ${now} - i * 60, ${now} - i * 60`;
  return engine === 'postgres'
    ? `INSERT INTO shop_orders (${columns}) ${select} FROM generate_series(1, ${n}) AS g(i)`
    : `WITH RECURSIVE g(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM g WHERE i < ${n}) INSERT INTO shop_orders (${columns}) ${select} FROM g`;
}

async function adminCookie(base) {
  const first = await fetch(`${base}/beheer/inloggen/`);
  const guest = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const nonce = /name="_wpnonce" value="([0-9a-f]{10})"/.exec(await first.text())[1];
  const res = await fetch(`${base}/beheer/inloggen/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: guest },
    body: new URLSearchParams({ log: ADMIN.email, pwd: ADMIN.password, _wpnonce: nonce }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 302) throw new Error(`admin login answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function time(base, cookie, url, runs) {
  const out = [];
  let bytes = 0;
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: { Cookie: cookie } });
    const body = await res.text();
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    bytes = body.length;
    if (i >= 2) out.push(t);
  }
  return { median: median(out), max: Math.max(...out), bytes };
}

async function runOn(engine, options, distDir, print) {
  const { startServer } = await import(pathToFileURL(path.join(distDir, 'server/server.mjs')).href);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-admin-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir, log: false, ...options(dataDir) });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const now = Math.floor(Date.now() / 1000);
    const t0 = performance.now();
    await server.store.db.write(seedSql(engine, ORDERS, now));
    const seeded = performance.now() - t0;
    await server.store.accounts.makeAdmin(ADMIN.email, await hashPassword(ADMIN.password), now);
    const cookie = await adminCookie(base);
    const day = (unix) => new Date(unix * 1000).toISOString().slice(0, 10);
    print(`${engine}: ${ORDERS.toLocaleString('en')} orders written in ${(seeded / 1000).toFixed(1)} s`);
    const cases = [
      ['first page (25 of all, with the count)', '/beheer/bestellingen/', RUNS],
      ['page 2,001 (offset 50,000)', '/beheer/bestellingen/?paged=2001', RUNS],
      ['status filter: completed', '/beheer/bestellingen/?status=completed', RUNS],
      ['one week by date', `/beheer/bestellingen/?from=${day(now - 30 * 86400)}&to=${day(now - 23 * 86400)}`, RUNS],
      ['search by e-mail (LIKE over the billing JSON)', '/beheer/bestellingen/?s=klant99999%40', RUNS],
      ['search by order number', `/beheer/bestellingen/?s=${Math.floor(ORDERS / 2)}`, RUNS],
      [`CSV of one status (${Math.round(ORDERS / 4).toLocaleString('en')} rows)`, '/beheer/bestellingen/?status=completed&export=csv', CSV_RUNS],
    ];
    for (const [label, url, runs] of cases) {
      const r = await time(base, cookie, url, runs);
      print(`  ${label.padEnd(48)} median ${ms(r.median).padStart(10)}, slowest ${ms(r.max).padStart(10)} (${runs} runs, ${(r.bytes / 1024).toFixed(0)} KB)`);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function adminOrders({ distDir, print }) {
  await runOn('sqlite', (dir) => ({ databasePath: path.join(dir, 'site.db') }), distDir, print);
  if (!postgresBinDir()) {
    print(`postgres: ${POSTGRES_MISSING}`);
    return;
  }
  const cluster = await startCluster();
  try {
    await runOn('postgres', () => ({ databaseUrl: cluster.url }), distDir, print);
  } finally {
    await cluster.stop();
  }
}
