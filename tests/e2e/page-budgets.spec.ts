/**
 * Page budgets (issue 43): each bakery page, on each build, loads no more JavaScript and CSS (gzip
 * -9 per file) before first paint and in total than budgets/pages.<build>.json says, within
 * BUDGET_SLACK_BYTES (scripts/page-budgets.mjs, whose check has its own test in
 * tests/unit/page-budgets.test.ts). A page over budget fails with the page, the measure and the files
 * that grew. A deliberate change: `npm run budgets:update` writes the measured values, to review in the
 * diff. A fresh context per page (no cookie: the consent banner shows, as for a first visit).
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { check, measure } from '../../scripts/page-budgets.mjs';
import { buildHeaders, expect, test } from './fixtures';

const PAGES = ['/', '/winkel.html', '/bestellen.html', '/taartadvies.html', '/blog-taart-kiezen.html', '/contact.html', '/winkelwagen.html', '/afrekenen.html', '/mijn-account/'];
const UPDATE = process.env.SE_UPDATE_BUDGETS === '1';

test('every bakery page within its budget of JavaScript and CSS, before first paint and in total', async ({ browser, baseURL, build }) => {
  test.setTimeout(180_000);
  const file = `budgets/pages.${build}.json`;
  const budgets = UPDATE ? {} : ((await import(`../../${file}`, { with: { type: 'json' } })) as { default: Record<string, Parameters<typeof check>[1]> }).default;
  const gzip = new Map<string, number>();
  const measured: Record<string, ReturnType<typeof measure>> = {};
  const over: string[] = [];
  for (const path of PAGES) {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: buildHeaders(build), viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      // What the HTML itself links: render-blocking stylesheets and the loader (before first paint).
      const html = await (await page.request.get(path)).text();
      const first = new Set(
        [...html.matchAll(/<(?:link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*href|script[^>]*src)="([^"]+)"/g)].map((m) => new URL(m[1]!, new URL(path, baseURL)).href),
      );
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 3000 })));
      const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
      const files = [];
      for (const url of new Set([...first, ...urls])) {
        const type = /\.css(\?|$)/.test(url) ? 'css' : /\.m?js(\?|$)/.test(url) ? 'js' : null;
        if (!type || !url.startsWith(new URL(baseURL!).origin)) continue;
        if (!gzip.has(url)) gzip.set(url, gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length);
        files.push({ url, type: type as 'js' | 'css', bytes: gzip.get(url)!, first: first.has(url) });
      }
      measured[path] = measure(files);
      if (!UPDATE) {
        expect(budgets[path], `${path} has a budget in ${file}`).toBeDefined();
        over.push(...check(path, budgets[path]!, measured[path]!));
      }
    } finally {
      await context.close();
    }
  }
  if (UPDATE) {
    writeFileSync(file, `${JSON.stringify(measured, null, 2)}\n`);
    return;
  }
  expect(over, `over budget (npm run budgets:update writes new budgets after a deliberate change)`).toEqual([]);
});
