/**
 * Page budgets of the WordPress switch-over (issue 43), stack 2: the pages of the switch-over bench
 * (bench/90-wordpress-pages), switched by the plugin, on each build, load no more JavaScript and CSS
 * (gzip -9 per file, the site's own files included: theme, WordPress, WooCommerce) before first paint
 * and in total than budgets/wordpress.<build>.json says, within BUDGET_SLACK_BYTES
 * (scripts/page-budgets.mjs, checked in tests/unit/page-budgets.test.ts). A page over budget fails
 * with the page, the measure and the files that grew; `npm run budgets:update` writes the measured
 * values after a deliberate change. A fresh context per page; the cart pages with a loaf in the cart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets, pageFiles } from '../shared/page-files';
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
test('every switched WordPress page of the bench within its budget of JavaScript and CSS, before first paint and in total', async ({ browser, wp, build }) => {
  test.skip(wp.stack !== 2, 'the switch-over pages are on stack 2');
  test.setTimeout(240_000);
  const gzip = new Map<string, number>();
  // The lite projects answer the plugin's loader with the lite loader (useBuild): its bytes are that file's.
  const body = (url: string) => {
    const loader = /\/site-elements(\.iife)?\.js(\?|$)/.exec(url);
    return build === 'lite' && loader ? readFileSync(path.join('dist', loader[1] ? 'site-elements.lite.iife.js' : 'site-elements.lite.js')) : null;
  };
  const over = await checkBudgets(`budgets/wordpress.${build}.json`, PAGES.map((p) => p.path), async (pagePath) => {
    const context = await browser.newContext({ baseURL: wp.baseUrl, viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      await useBuild(page, build);
      if (PAGES.find((p) => p.path === pagePath)?.cart) {
        // A product in stock (other tests order some empty), as the bench picks it.
        const list = (await (await context.request.get('/wp-json/wc/store/v1/products?per_page=50')).json()) as { id: number; type: string; is_in_stock: boolean }[];
        const product = list.find((p) => p.is_in_stock && p.type === 'simple');
        expect(product, 'a simple product in stock').toBeDefined();
        await write(context.request, 'add-item', { id: product!.id, quantity: 1 });
      }
      return await pageFiles({ page, request: context.request, path: pagePath, baseURL: wp.baseUrl, gzip, body });
    } finally {
      await context.close();
    }
  });
  expect(over, `over budget (npm run budgets:update writes new budgets after a deliberate change)`).toEqual([]);
});
