/**
 * What a page loads, for the page budgets (tests/e2e/page-budgets.spec.ts on the bakery pages,
 * tests/wordpress/page-budgets.spec.ts on the WordPress switch-over): each script and stylesheet of
 * the page's own origin, gzip -9, and whether the page's HTML links it itself (before first paint).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { check, measure } from '../../scripts/page-budgets.mjs';

export interface PageFile {
  url: string;
  type: 'js' | 'css';
  bytes: number;
  first: boolean;
}

/**
 * Loads `path` in `page` until idle and lists its files. `gzip` caches sizes by URL across pages;
 * `body` reads a file where the server's bytes are not what the page ran (a routed loader).
 */
export async function pageFiles(opts: { page: Page; request: APIRequestContext; path: string; baseURL: string; gzip: Map<string, number>; body?: (url: string) => Buffer | null }): Promise<PageFile[]> {
  const { page, request, path, baseURL, gzip } = opts;
  const origin = new URL(baseURL).origin;
  // What the HTML itself links (stylesheets, module preloads, scripts; WordPress prints single quotes).
  const html = await (await request.get(path)).text();
  // Compared without the query: a version stamp may change between this request and the page's own
  // (Elementor's post-N.css carries its file's time, and another test's visit may regenerate it).
  const bare = (url: string) => url.replace(/[?#].*$/, '');
  const first = new Set(
    [...html.matchAll(/<(?:link[^>]*rel=["'](?:stylesheet|modulepreload)["'][^>]*href|script[^>]*src)=["']([^"']+)["']/g)].map((m) => bare(new URL(m[1]!.replace(/&#038;|&amp;/g, '&'), new URL(path, baseURL)).href)),
  );
  // Requests in flight: what the page fetches once idle (the consent settings' chunk, prefetched at
  // idle) is the page's too, waited for, so a page's total never depends on whether it had ended.
  let inflight = 0;
  const started = () => void inflight++;
  const ended = () => void inflight--;
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 3000 })));
    for (let quiet = 0, i = 0; quiet < 5 && i < 100; i++) {
      await page.waitForTimeout(100);
      quiet = inflight <= 0 ? quiet + 1 : 0;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  const files: PageFile[] = [];
  // The page's own URLs, and the HTML's where the page did not ask for them (under their bare URL).
  const loaded = new Set(urls.map(bare));
  for (const url of new Set([...urls, ...[...first].filter((u) => !loaded.has(u))])) {
    const type = /\.css(\?|$)/.test(url) ? 'css' : /\.m?js(\?|$)/.test(url) ? 'js' : null;
    if (!type || !url.startsWith(origin)) continue;
    if (!gzip.has(url)) gzip.set(url, gzipSync(opts.body?.(url) ?? (await (await request.get(url)).body()), { level: 9 }).length);
    files.push({ url, type, bytes: gzip.get(url)!, first: first.has(bare(url)) });
  }
  return files;
}

/**
 * Measures each page with `files(path)` and checks it against the budget file (or, with
 * SE_UPDATE_BUDGETS=1, writes the measured values there). Returns what went over, one line each.
 */
export async function checkBudgets(file: string, paths: string[], files: (path: string) => Promise<PageFile[]>): Promise<string[]> {
  const update = process.env.SE_UPDATE_BUDGETS === '1';
  const budgets = update ? {} : (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Parameters<typeof check>[1] | undefined>);
  const measured: Record<string, ReturnType<typeof measure>> = {};
  const over: string[] = [];
  for (const path of paths) {
    measured[path] = measure(await files(path));
    if (update) continue;
    const budget = budgets[path];
    if (!budget) over.push(`${path}: no budget in ${file}`);
    else over.push(...check(path, budget, measured[path]!));
  }
  if (update) writeFileSync(file, `${JSON.stringify(measured, null, 2)}\n`);
  return over;
}
