import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The chunk files a tag needs: its own chunk plus every shared chunk it imports, from esbuild's metafile. */
function closure(tag: string): string[] {
  const meta = JSON.parse(readFileSync(path.join(process.env.SE_DIST_DIR!, 'meta.json'), 'utf8')) as {
    outputs: Record<string, { imports: { path: string; kind: string }[] }>;
  };
  const byName = new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const i of byName.get(name)?.imports ?? []) if (i.kind === 'import-statement') visit(path.basename(i.path));
  };
  visit(`${tag}.js`);
  return [...seen].sort();
}

async function chunksRequested(page: Page, url: string): Promise<string[]> {
  const requested = new Set<string>();
  page.on('request', (r) => {
    const m = /\/dist\/chunks\/([^?]+)/.exec(r.url());
    if (m) requested.add(m[1]!);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return [...requested].sort();
}

test('a page with only <gdpr-consent> loads exactly its chunks; only <gform-form> likewise; no widget chunk of the other', async ({ page, problems }) => {
  const consent = await chunksRequested(page, '/gdpr-consent.html');
  const form = await chunksRequested(page, '/gform-form.html');
  expect(consent).toContain('gdpr-consent.js');
  expect(form).toContain('gform-form.js');
  // Exactly the chunks each tag on the page needs, nothing else.
  expect(consent).toEqual([...new Set([...closure('gdpr-consent'), ...closure('gdpr-cookie-list'), ...closure('gdpr-cookie-block')])].sort());
  expect(form).toEqual(closure('gform-form'));
  // Nothing that only the other widget needs.
  expect(consent.filter((c) => !closure('gdpr-consent').includes(c) && closure('gform-form').includes(c) && !c.startsWith('shared-'))).toEqual([]);
  expect(consent).not.toContain('gform-form.js');
  expect(form).not.toContain('gdpr-consent.js');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('the index lists every tag of the contract with a link to its page', async ({ page, request }) => {
  await page.goto('/');
  const links = await page.locator('ul.tags a').evaluateAll((as) => as.map((a) => [a.textContent, (a as HTMLAnchorElement).pathname]));
  const tags = [...new Set(links.map(([t]) => /^<[a-z-]+>/.exec(t ?? '')?.[0]))];
  expect(tags).toEqual(['<gdpr-consent>', '<gdpr-cookie-list>', '<gdpr-cookie-block>', '<ays-popup>', '<gform-form>', '<seoaic-lead-form>', '<interactive-article>', '<eb-popup>', '<header-menu>', '<eb-loop-grid>', '<eb-sticky>']);
  for (const [, href] of links) expect((await request.get(href!)).status(), href!).toBe(200);
});

test('a chunk that fails is retried once, then [site-elements] Loading chunk failed and data-error', async ({ page, problems }) => {
  const attempts: string[] = [];
  await page.route('**/dist/chunks/gform-form.js*', (route) => {
    attempts.push(route.request().url());
    return route.abort('failed');
  });
  await page.goto('/gform-form.html');
  await expect(page.locator('gform-form')).toHaveAttribute('data-error', 'chunk');
  expect(attempts).toHaveLength(2);
  expect(attempts[1]).toContain('?retry=1');
  expect(problems.consoleErrors.some((t) => t.startsWith('[site-elements] Loading chunk failed: gform-form'))).toBe(true);
  expect(problems.pageErrors).toEqual([]);
});

test('a chunk that fails once loads on the retry', async ({ page, problems }) => {
  let attempts = 0;
  await page.route('**/dist/chunks/gform-form.js*', (route) => (attempts++ === 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
  await page.goto('/gform-form.html');
  await expect.poll(() => page.locator('gform-form').evaluate((el) => Object.getPrototypeOf(el).constructor.tagName)).toBe('gform-form');
  expect(attempts).toBe(2);
  expect(await page.locator('gform-form').getAttribute('data-error')).toBe(null);
  expect(problems.pageErrors).toEqual([]);
});

test('loading the module loader and the classic script twice throws nothing', async ({ page, problems, baseURL }) => {
  await page.goto('/gdpr-consent.html');
  await page.addScriptTag({ url: `${baseURL}/dist/site-elements.js?again`, type: 'module' });
  await page.addScriptTag({ url: `${baseURL}/dist/site-elements.iife.js` });
  await page.addScriptTag({ url: `${baseURL}/dist/site-elements.iife.js?again` });
  await page.waitForTimeout(200);
  expect(problems.pageErrors).toEqual([]);
});

test('the classic script alone defines every tag', async ({ page, problems, baseURL }) => {
  await page.route('**/gdpr-consent.html', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('<script type="module" src="/dist/site-elements.js"></script>', '<script src="/dist/site-elements.iife.js"></script>');
    await route.fulfill({ response: res, body: html });
  });
  await page.goto(`${baseURL}/gdpr-consent.html`);
  const defined = await page.evaluate(() =>
    ['gdpr-consent', 'gdpr-cookie-list', 'gdpr-cookie-block', 'ays-popup', 'gform-form', 'seoaic-lead-form', 'interactive-article', 'eb-popup', 'header-menu', 'eb-loop-grid', 'eb-sticky'].filter((t) => customElements.get(t)),
  );
  expect(defined).toHaveLength(11);
  expect(problems.pageErrors).toEqual([]);
});
