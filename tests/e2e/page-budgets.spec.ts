/**
 * Page budgets (issue 43): each bakery page, on each build, loads no more JavaScript and CSS (gzip
 * -9 per file) before first paint and in total than budgets/pages.<build>.json says, within
 * BUDGET_SLACK_BYTES (scripts/page-budgets.mjs, whose check has its own test in
 * tests/unit/page-budgets.test.ts). A page over budget fails with the page, the measure and the files
 * that grew. A deliberate change: `npm run budgets:update` writes the measured values, to review in the
 * diff. A fresh context per page (no cookie: the consent banner shows, as for a first visit).
 */
import { checkBudgets, pageFiles } from '../shared/page-files';
import { buildHeaders, expect, test } from './fixtures';

const PAGES = ['/', '/winkel.html', '/bestellen.html', '/taartadvies.html', '/blog-taart-kiezen.html', '/contact.html', '/winkelwagen.html', '/afrekenen.html', '/mijn-account/'];
test('every bakery page within its budget of JavaScript and CSS, before first paint and in total', async ({ browser, baseURL, build }) => {
  test.setTimeout(180_000);
  const gzip = new Map<string, number>();
  const over = await checkBudgets(`budgets/pages.${build}.json`, PAGES, async (path) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: buildHeaders(build), viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      return await pageFiles({ page, request: page.request, path, baseURL: baseURL!, gzip });
    } finally {
      await context.close();
    }
  });
  expect(over, `over budget (npm run budgets:update writes new budgets after a deliberate change)`).toEqual([]);
});
