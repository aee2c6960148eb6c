// Reference backend (issue 15): load and crash test, per engine.
//   1. BACKEND_BENCH_SECONDS (default 30) of concurrent public writes (consent gives, form
//      entries, lead creates, in turn) against dist/server/server.mjs: SQLite with 1 process and
//      with 2 processes on one file (WAL, busy_timeout; the README's multi-process mode, each
//      process on its own port, the client's connections spread over them as a balancer would),
//      and PostgreSQL (a throwaway cluster, 2 processes). Prints acknowledged writes/s, p50/p99
//      latency, errors, and CPU per write of the server(s) and of the load client.
//   2. The same load again, `kill -9` of every server process mid-load, a restart on the same
//      database: it must open, and every write acknowledged in 1 and 2 must be in it (0 lost);
//      errors before the kill must be 0.
// Load generator: a small Node client on raw keep-alive sockets (70-backend-client.mjs), not
// autocannon and no longer node:http. The client shares the 2 cores with the server, so every µs
// it spends per request is taken from the server. Client CPU per request against the same bare
// server, side by side (process.cpuUsage; 2026-11-23, load average 22-33, so all inflated):
// raw sockets 209-259 µs, autocannon 8 451-640 µs, node:http's http.request 595-749 µs; the
// baseline below prints the raw and node:http figures of each run. autocannon would also need
// per-request hooks (setupRequest/onResponse) to give each write its own visitor and record its key.
// The crash check needs each acknowledged write's identity (the visitor address a consent row
// keeps, the gform_unique_id of an entry, the id a lead create answers), so every answer is read
// and its key recorded as it arrives. BACKEND_BENCH_CONNECTIONS (64) keep-alive connections, one
// request at a time on each as a balancer sends them; BACKEND_BENCH_WINDOW=N pipelines N per
// connection instead (HTTP/1.1, answered in order; fewer syscalls on both sides, but not how a
// balancer talks to a backend, so not the default).
// Limits stay on: each request comes from its own visitor (X-Forwarded-For with TRUST_PROXY=1),
// as real traffic does, so the per-IP rate limit runs at its default (120 writes per 60 s) and
// every write also inserts a rate-limit row; validation and body limits run as for any request.
// LOG=off (a log line per request would cost the server CPU). BACKEND_BENCH_ENGINES (e.g.
// "sqlite-1,sqlite-2,postgres") picks the runs.
// The figures are what this machine gave in this run (other people's work competes for the cores).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from '@photostructure/sqlite';
import postgres from 'postgres';
import { POSTGRES_MISSING, postgresBinDir, startCluster } from '../scripts/pg-cluster.mjs';
import { httpLoad, rawLoad } from './70-backend-client.mjs';

const SECONDS = Number(process.env.BACKEND_BENCH_SECONDS || 30);
const CRASH_SECONDS = Math.min(6, Math.max(2, SECONDS / 2));
const CONNECTIONS = Number(process.env.BACKEND_BENCH_CONNECTIONS || 64);
const WINDOW = Number(process.env.BACKEND_BENCH_WINDOW || 1);
const ENGINES = (process.env.BACKEND_BENCH_ENGINES || 'sqlite-1,sqlite-2,postgres').split(',');
const GOAL_SQLITE_WRITES = 5000;
const AJAX = '/wp-admin/admin-ajax.php';

/** A unique visitor per request: an IPv6 address whose first three groups (what a row keeps) encode n. */
const visitor = (n) => `2001:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
const stored = (n) => `2001:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::`;
const form = (o) => new URLSearchParams(o).toString();

/**
 * The writes the load mixes, in turn. Each: the request for write n, the key it leaves behind when
 * acknowledged (null when not), and the keys the database holds.
 */
const WRITES = [
  {
    name: 'consent give',
    request: (n) => ({ path: AJAX, type: 'application/x-www-form-urlencoded', body: form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: String((n % 4) + 2) }) }),
    acked: (n, status, json) => (status === 200 && json?.success === true ? stored(n) : null),
    keys: { table: 'consents', column: 'ip' },
  },
  {
    name: 'form entry',
    request: (n) => ({ path: AJAX, type: 'application/x-www-form-urlencoded', body: form({ action: 'gform_submit_form', form_id: '2', gform_submit: '2', input_1: `Bench ${n}`, input_2: '06 12345678', gform_unique_id: `bench-${n}` }) }),
    acked: (n, status, json) => (status === 200 && json?.success === true && json.data?.is_valid === true ? `bench-${n}` : null),
    keys: { table: 'form_entries', column: 'unique_id' },
  },
  // Lead creates (issue 11): a body the route validates (lead_data entries, an absolute url); the table is seoaic_leads.
  restCreate('lead create', 'seoaic/v1/lead', 'seoaic_leads', (n) => ({ lead_data: [{ type: 'textfield', question: 'Bench', answer: `Lead ${n}` }], title: 'Bench', url: 'https://bench.example/taart' })),
];

/** A REST create write (`POST /wp-json/<route>` answering `{success, data: {id}}`), checked by its id. */
export function restCreate(name, route, table, body) {
  return {
    name,
    request: (n) => ({ path: `/wp-json/${route}`, type: 'application/json', body: JSON.stringify(body(n)) }),
    acked: (_n, status, json) => (status === 200 && json?.success === true && json.data?.id != null ? String(json.data.id) : null),
    keys: { table, column: 'id' },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** GET path; resolves `status body`, or the error's message. */
const get = (base, p) =>
  new Promise((resolve) => {
    http
      .get({ ...base, path: p }, (res) => {
        let t = '';
        res.on('data', (c) => (t += c));
        res.on('end', () => resolve(`${res.statusCode} ${t}`));
      })
      .on('error', (e) => resolve(e.message));
  });

/** Starts `node dist/server/server.mjs` (LOG=off: a log line per request would cost the server CPU); resolves once /health answers. */
async function startProcess(distDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distDir, 'server/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', TRUST_PROXY: '1', DIST_DIR: distDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const base = { host: '127.0.0.1', port };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${err.slice(-2000)}`);
    if ((await get(base, '/health')).startsWith('200')) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /health within 60 s: ${err.slice(-2000)}`);
}

/** Runs the load for `seconds` (or until stop()) against the servers; see rawLoad. */
const load = (servers, startAt, seconds) => rawLoad({ servers, writes: WRITES, startAt, seconds, connections: CONNECTIONS, window: WINDOW, visitor });

/** CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return 0;
  }
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

/** Every key each write's table holds. */
async function storedKeys(engine) {
  const out = new Map();
  if (engine.name === 'sqlite') {
    const db = new DatabaseSync(engine.env.DATABASE_PATH, { readOnly: true });
    for (const w of WRITES) out.set(w.name, new Set(db.prepare(`SELECT ${w.keys.column} AS k FROM ${w.keys.table}`).all().map((r) => String(r.k))));
    db.close();
  } else {
    const sql = postgres(engine.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    for (const w of WRITES) out.set(w.name, new Set((await sql.unsafe(`SELECT ${w.keys.column} AS k FROM ${w.keys.table}`)).map((r) => String(r.k))));
    await sql.end();
  }
  return out;
}

async function runEngine(ctx, engine) {
  const start = () => Promise.all(Array.from({ length: engine.processes }, () => startProcess(ctx.distDir, engine.env)));
  const stopAll = async (procs, signal) => {
    for (const p of procs) p.child.kill(signal);
    await Promise.all(procs.map((p) => new Promise((r) => (p.child.exitCode !== null || p.child.signalCode !== null ? r() : p.child.once('exit', r)))));
  };
  // 1. Throughput.
  let procs = await start();
  const cpu0 = procs.map((p) => cpuSeconds(p.child.pid));
  const client0 = process.cpuUsage();
  let run = load(procs, 0, SECONDS);
  const a = await run.done;
  const serverCpu = procs.reduce((t, p, i) => t + cpuSeconds(p.child.pid) - cpu0[i], 0);
  const clientCpu = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(client0));
  await stopAll(procs, 'SIGTERM');
  const ackedA = [...a.acked.values()].reduce((s, k) => s + k.length, 0);
  const lat = a.latencies.sort((x, y) => x - y);
  const mix = [...a.acked].map(([name, keys]) => `${name} ${keys.length}`).join(', ');
  ctx.print(
    `${engine.label.padEnd(34)} ${Math.round(ackedA / a.seconds).toLocaleString('en')} acknowledged writes/s over ${a.seconds.toFixed(1)} s (${mix}); p50 ${pct(lat, 0.5).toFixed(1)} ms, p99 ${pct(lat, 0.99).toFixed(1)} ms; errors ${a.errors.length}`,
  );
  if (ackedA) {
    const perWrite = (serverCpu / ackedA) * 1e6;
    ctx.print(`${''.padEnd(34)} server CPU ${perWrite.toFixed(0)} µs per write (${Math.round(1e6 / perWrite).toLocaleString('en')} writes/s per core-second), load client CPU ${((clientCpu / ackedA) * 1e6).toFixed(0)} µs per write`);
  }
  if (a.errors.length) ctx.print(`  first errors: ${a.errors.slice(0, 3).map((e) => e.why).join(' | ')}`);

  // 2. Crash: kill -9 mid-load, restart, count.
  procs = await start();
  run = load(procs, a.next, CRASH_SECONDS * 2);
  await new Promise((r) => setTimeout(r, CRASH_SECONDS * 1000));
  const killedAt = performance.now() - run.t0;
  await stopAll(procs, 'SIGKILL');
  run.stop();
  const b = await run.done;
  const errorsBefore = b.errors.filter((e) => e.at < killedAt).length;
  procs = await start(); // the database opens (migrations run again, finding nothing to do)
  const health = await get(procs[0].base, '/health');
  await stopAll(procs, 'SIGTERM');
  const have = await storedKeys(engine);
  let acknowledged = 0;
  let lost = 0;
  for (const w of WRITES) {
    const keys = [...a.acked.get(w.name), ...b.acked.get(w.name)];
    acknowledged += keys.length;
    lost += keys.filter((k) => !have.get(w.name).has(k)).length;
  }
  const ackedB = [...b.acked.values()].reduce((s, k) => s + k.length, 0);
  ctx.print(
    `${''.padEnd(34)} kill -9 after ${(killedAt / 1000).toFixed(1)} s of load (${ackedB} acknowledged, errors before the kill ${errorsBefore}, failed at the kill ${b.errors.length - errorsBefore}); restart: /health ${health.startsWith('200') ? 'ok' : health}; ${acknowledged} acknowledged writes checked, lost ${lost}`,
  );
  return { writesPerSecond: ackedA / a.seconds, lost, errors: a.errors.length + errorsBefore };
}

/**
 * The same client against a bare node:http server that reads the body and answers {"success":true}
 * with no other work: the most requests/s this machine gives a Node process right now, so the
 * backend's figure can be read as a share of it. Then node:http's client against it for a few
 * seconds: the client CPU per request of each, measured side by side.
 */
async function baseline(ctx, seconds) {
  const port = await freePort();
  const code = `require('http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"success":true}'); }); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const base = { host: '127.0.0.1', port };
  while (!(await get(base, '/')).startsWith('200')) await new Promise((r) => setTimeout(r, 50));
  const writes = [{ ...WRITES[0], name: 'bare', acked: (n, status, json) => (status === 200 && json?.success ? String(n) : null) }];
  const measure = async (client, secs) => {
    const cpu0 = cpuSeconds(child.pid);
    const client0 = process.cpuUsage();
    const r = await client({ servers: [{ base }], writes, startAt: 0, seconds: secs, connections: CONNECTIONS, window: WINDOW, visitor }).done;
    const done = r.acked.get('bare').length;
    const clientUs = (((({ user, system }) => user + system)(process.cpuUsage(client0))) / Math.max(1, done)).toFixed(0);
    const serverUs = (((cpuSeconds(child.pid) - cpu0) / Math.max(1, done)) * 1e6).toFixed(0);
    return { perSecond: done / r.seconds, seconds: r.seconds, clientUs, serverUs };
  };
  const raw = await measure(rawLoad, seconds);
  const viaHttp = await measure(httpLoad, Math.min(5, seconds));
  child.kill('SIGKILL');
  ctx.print(`${'bare node:http (no work)'.padEnd(34)} ${Math.round(raw.perSecond).toLocaleString('en')} requests/s over ${raw.seconds.toFixed(1)} s: the ceiling this machine gives one Node process now`);
  ctx.print(`${''.padEnd(34)} CPU per request: bare server ${raw.serverUs} µs; load client: raw sockets ${raw.clientUs} µs (used), node:http ${viaHttp.clientUs} µs (${Math.round(viaHttp.perSecond).toLocaleString('en')} requests/s with it)`);
  return raw.perSecond;
}

const SYNC = (process.env.SQLITE_SYNCHRONOUS || 'NORMAL').toUpperCase();

export default async function backend(ctx) {
  ctx.print(
    `${SECONDS} s of load per engine (BACKEND_BENCH_SECONDS), ${WINDOW > 1 ? `${CONNECTIONS} connections x ${WINDOW} pipelined = ${CONNECTIONS * WINDOW} requests in flight` : `${CONNECTIONS} connections, one request at a time on each`}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} at start`,
  );
  const ceiling = await baseline(ctx, Math.min(10, SECONDS));
  const results = {};
  for (const processes of [1, 2]) {
    if (!ENGINES.includes(`sqlite-${processes}`)) continue;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-bench-backend-'));
    try {
      const label = `SQLite (${processes} process${processes > 1 ? 'es' : ''}, WAL, ${SYNC})`;
      results[`SQLite, ${processes} process${processes > 1 ? 'es' : ''}`] = await runEngine(ctx, { name: 'sqlite', label, processes, env: { DATABASE_PATH: path.join(dir, 'site.db') } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!ENGINES.includes('postgres')) {
    // not asked for
  } else if (postgresBinDir()) {
    const cluster = await startCluster();
    try {
      results.PostgreSQL = await runEngine(ctx, { name: 'postgres', label: 'PostgreSQL 15 (2 processes)', processes: 2, env: { DATABASE_URL: cluster.url } });
    } finally {
      await cluster.stop();
    }
  } else {
    ctx.print(`PostgreSQL: ${POSTGRES_MISSING}`);
  }
  const all = Object.entries(results);
  ctx.print(`share of the bare server's requests/s: ${all.map(([name, r]) => `${name} ${((r.writesPerSecond / ceiling) * 100).toFixed(0)}%`).join(', ')}`);
  const sqlite = all.filter(([name]) => name.startsWith('SQLite'));
  if (sqlite.length) {
    const best = sqlite.reduce((a, b) => (b[1].writesPerSecond > a[1].writesPerSecond ? b : a));
    ctx.print(
      `goal >= ${GOAL_SQLITE_WRITES.toLocaleString('en')} acknowledged writes/s on SQLite: ${sqlite.map(([name, r]) => `${name} ${Math.round(r.writesPerSecond).toLocaleString('en')}`).join(', ')} -> ${best[1].writesPerSecond >= GOAL_SQLITE_WRITES ? `met (${best[0]})` : 'not met'}` +
        (results.PostgreSQL ? `; PostgreSQL (2 processes) ${Math.round(results.PostgreSQL.writesPerSecond).toLocaleString('en')}` : ''),
    );
  }
  const lost = all.reduce((t, [, r]) => t + r.lost, 0);
  const errors = all.reduce((t, [, r]) => t + r.errors, 0);
  ctx.print(`goal 0 acknowledged writes lost across kill -9: ${lost} lost -> ${lost === 0 ? 'met' : 'NOT MET'}; errors before the kill: ${errors}`);
  ctx.print(`(load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}: other work competes for the same cores, so writes/s and p99 vary from run to run, and CPU per write rises with load too: fewer requests per wake-up and per group commit)`);
}
