// `npm run bench`: runs every bench/*.bench.mjs in name order against the built dist/.
// Each module default-exports `async (ctx) => void` and prints its own lines via ctx.print.
// Benchmarks print ratios measured side by side in one run; nothing here asserts timings.
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions } from '../scripts/chromium.mjs';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const only = process.argv.slice(2);
const files = (await readdir('bench')).filter((f) => f.endsWith('.bench.mjs') && (!only.length || only.some((o) => f.includes(o)))).sort();

let browser;
let server;
const ctx = {
  distDir,
  print: (line = '') => console.log(line),
  /** One shared headless Chromium for every bench. */
  async browser() {
    browser ??= await chromium.launch(launchOptions);
    return browser;
  },
  /** The reference backend on a free port with a throwaway database; returns its base URL. */
  async server() {
    if (!server) {
      const { startServer } = await import(pathToFileURL(path.join(distDir, 'server/server.mjs')).href);
      server = await startServer({ port: 0, host: '127.0.0.1', databasePath: ':memory:', distDir, log: false });
    }
    return `http://127.0.0.1:${server.port}`;
  },
};

// The machine the figures come from: a number means little without it.
const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' ');
const cpu = os.cpus();
console.log(`machine: ${cpu.length} x ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}, Chromium ${(await ctx.browser()).version()} headless; load average at start ${load()}`);

let failed = false;
for (const f of files) {
  console.log(`\n## ${f.replace('.bench.mjs', '')}`);
  try {
    const mod = await import(pathToFileURL(path.resolve('bench', f)).href);
    await mod.default(ctx);
  } catch (e) {
    failed = true;
    console.error(`bench ${f} failed:`, e);
  }
}
console.log(`\nload average at the end ${load()} (1, 5, 15 min)`);
await browser?.close();
await server?.close();
process.exit(failed ? 1 : 0);
