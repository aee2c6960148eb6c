/** Builds into a private folder, starts the reference backend on a free port, shares its address. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = path.resolve('.cache', `e2e-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', dir], { stdio: 'inherit' });
  const dbPath = path.join(dir, 'site.db');
  const { startServer } = await import(pathToFileURL(path.join(dir, 'server/server.mjs')).href);
  // Every e2e request comes from 127.0.0.1: the per-IP rate limit is raised out of the way here
  // and tested on a server of its own (backend.spec.ts, tests/backend).
  const server = await startServer({ port: 0, host: '127.0.0.1', databasePath: dbPath, distDir: dir, log: false, rateLimit: 1_000_000 });
  process.env.SE_BASE_URL = `http://127.0.0.1:${server.port}`;
  process.env.SE_DB_PATH = dbPath;
  process.env.SE_DIST_DIR = dir;
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
