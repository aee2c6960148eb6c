/**
 * Page budgets of the WordPress switch-over (issue 43), stack 2: the pages of the switch-over bench
 * (bench/90-wordpress-pages), switched by the plugin, on each build, load no more JavaScript and CSS
 * (gzip -9 per file, the site's own files included: theme, WordPress, WooCommerce) before first paint
 * and in total than budgets/wordpress.<build>.json says, within BUDGET_SLACK_BYTES
 * (scripts/page-budgets.mjs, checked in tests/unit/page-budgets.test.ts). A page over budget fails
 * with the page, the measure and the files that grew; `npm run budgets:update` writes the measured
 * values after a deliberate change. A fresh context per page; the cart pages with a loaf in the cart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { check, measure } from '../../scripts/page-budgets.mjs';
import { expect, test, useBuild } from './fixtures';
import { write } from './wc';

/** The switch-over bench's pages (bench/90-wordpress-pages.bench.mjs). */
const PAGES: { path: string; cart?: boolean }[] = [
  { path: '/' },
  { path: '/contact-elementor/' },
  { path: '/karussels/' },
  { path: '/winkelwagen-blok/', cart: true },
  { path: '/bestelling-ajax/' },
  { path: '/taart-ajax/' },
  { path: '/afrekenen-blok/', cart: true },
];
const UPDATE = process.env.SE_UPDATE_BUDGETS === '1';

test('every switched WordPress page of the bench within its budget of JavaScript and CSS, before first paint and in total', async ({ browser, wp, build }) => {
  test.skip(wp.stack !== 2, 'the switch-over pages are on stack 2');
  test.setTimeout(240_000);
  const file = `budgets/wordpress.${build}.json`;
  const budgets = UPDATE ? {} : (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Parameters<typeof check>[1]>);
  const origin = new URL(wp.baseUrl).origin;
  const gzip = new Map<string, number>();
  const measured: Record<string, ReturnType<typeof measure>> = {};
  const over: string[] = [];
  for (const spec of PAGES) {
    const context = await browser.newContext({ baseURL: wp.baseUrl, viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      await useBuild(page, build);
      if (spec.cart) {
        // A product in stock (other tests order some empty), as the bench picks it.
        const list = (await (await context.request.get('/wp-json/wc/store/v1/products?per_page=50')).json()) as { id: number; type: string; is_in_stock: boolean }[];
        const product = list.find((p) => p.is_in_stock && p.type === 'simple');
        expect(product, 'a simple product in stock').toBeDefined();
        await write(context.request, 'add-item', { id: product!.id, quantity: 1 });
      }
      // What the HTML itself links (WordPress prints single quotes): stylesheets and scripts before first paint.
      const html = await (await context.request.get(spec.path)).text();
      const first = new Set(
        [...html.matchAll(/<(?:link[^>]*rel=["'](?:stylesheet|modulepreload)["'][^>]*href|script[^>]*src)=["']([^"']+)["']/g)].map((m) => new URL(m[1]!.replace(/&#038;|&amp;/g, '&'), new URL(spec.path, wp.baseUrl)).href),
      );
      await page.goto(spec.path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 3000 })));
      const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
      const files = [];
      for (const url of new Set([...first, ...urls])) {
        const type = /\.css(\?|$)/.test(url) ? 'css' : /\.m?js(\?|$)/.test(url) ? 'js' : null;
        if (!type || !url.startsWith(origin)) continue;
        if (!gzip.has(url)) {
          // The lite projects answer the plugin's loader with the lite loader (useBuild): measure that file.
          const loader = /\/site-elements(\.iife)?\.js(\?|$)/.exec(url);
          const body = build === 'lite' && loader ? readFileSync(path.join('dist', loader[1] ? 'site-elements.lite.iife.js' : 'site-elements.lite.js')) : await (await context.request.get(url)).body();
          gzip.set(url, gzipSync(body, { level: 9 }).length);
        }
        files.push({ url, type: type as 'js' | 'css', bytes: gzip.get(url)!, first: first.has(url) });
      }
      measured[spec.path] = measure(files);
      if (!UPDATE) {
        expect(budgets[spec.path], `${spec.path} has a budget in ${file}`).toBeDefined();
        over.push(...check(spec.path, budgets[spec.path]!, measured[spec.path]!));
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
