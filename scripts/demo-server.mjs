// Builds into a private folder and starts the reference backend from it on a free port with an
// in-memory database: what the screenshot scripts need to look at the demo pages.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Returns `{ base, distDir, close }`; `build: false` reuses the last build in `.cache/<name>`. */
export async function startDemo(name, { build = true } = {}) {
  const distDir = path.resolve('.cache', name);
  if (build) execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', distDir], { stdio: 'inherit' });
  const { startServer } = await import(pathToFileURL(path.join(distDir, 'server/server.mjs')).href);
  const server = await startServer({ port: 0, host: '127.0.0.1', databasePath: ':memory:', distDir, log: false });
  return { base: `http://127.0.0.1:${server.port}`, distDir, close: server.close };
}
