/**
 * Page budgets (issue 43): each bakery page, on each build, loads no more JavaScript and CSS (gzip
 * -9 per file) before first paint and in total than budgets/pages.<build>.json says, within
 * BUDGET_SLACK_BYTES (scripts/page-budgets.mjs, whose check has its own test in
 * tests/unit/page-budgets.test.ts). A page over budget fails with the page, the measure and the files
 * that grew. A deliberate change: `npm run budgets:update` writes the measured values, to review in the
 * diff. A fresh context per page (no cookie: the consent banner shows, as for a first visit).
 */
import { writeFileSync } from 'node:fs';
import { check, measure } from '../../scripts/page-budgets.mjs';
import { pageFiles } from '../shared/page-files';
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
      const files = await pageFiles({ page, request: page.request, path, baseURL: baseURL!, gzip });
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
