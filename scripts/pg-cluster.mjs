// A throwaway PostgreSQL cluster for tests and the bench: initdb in a temp dir, pg_ctl start on a
// free TCP port of 127.0.0.1, trust authentication for the one user `se`. Debian's `postgresql`
// package keeps its binaries in /usr/lib/postgresql/<major>/bin (not on PATH). As root the server
// runs as the `postgres` user (PostgreSQL refuses root). Always stopped by stop(), and at exit.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(root, v, 'bin'));
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) candidates.push(path.dirname(which.stdout.trim()));
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
}

/** The line to print when PostgreSQL is absent. */
export const POSTGRES_MISSING = 'PostgreSQL is not installed (no initdb/pg_ctl; apt-get install -y postgresql): the PostgreSQL half was skipped';

/** A free TCP port on 127.0.0.1 (also used by scripts/wordpress/stack.mjs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves `{ url, adminUrl, port, stop }` where `url` names a fresh database.
 * `options` are extra `-c name=value` server settings.
 */
export async function startCluster({ settings = {} } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'se-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const run = (tool, args) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running (start failed): nothing to stop
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    run('initdb', ['-D', data, '-U', 'se', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-instructions', '--no-sync']);
    const port = await freePort();
    const opts = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
    run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    const adminUrl = `postgres://se@127.0.0.1:${port}/postgres`;
    return { url: adminUrl, adminUrl, port, dir, stop: async () => stop() };
  } catch (e) {
    stop();
    throw e;
  }
}
