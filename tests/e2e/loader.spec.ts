import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildFiles, expect, test, type Build } from './fixtures';

function metaOf(build: Build) {
  const meta = JSON.parse(readFileSync(path.join(process.env.SE_DIST_DIR!, buildFiles(build).meta), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
  };
  return new Map(Object.entries(meta.outputs).map(([k, v]) => [path.basename(k), v]));
}

/** A tag's own chunk file (its name carries a content hash). */
function chunkOf(build: Build, tag: string): string {
  const hit = [...metaOf(build)].find(([, v]) => v.entryPoint === `elements/${tag}.ts`);
  if (!hit) throw new Error(`no chunk for ${tag}`);
  return hit[0];
}

/** The chunk files a tag needs: its own chunk plus every chunk it imports, from the build's metafile. */
function closureOf(build: Build, tag: string): string[] {
  const byName = metaOf(build);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const i of byName.get(name)?.imports ?? []) if (i.kind === 'import-statement') visit(path.basename(i.path));
  };
  visit(chunkOf(build, tag));
  return [...seen].sort();
}

/** The chunk files the page requests; every one must come from `build`'s own chunk folder. */
async function chunksRequested(page: Page, url: string, build: Build): Promise<string[]> {
  const requested = new Set<string>();
  const folders = new Set<string>();
  // A page before this one may still fetch (the consent modal's idle prefetch): leave it first.
  await page.goto('about:blank');
  const onRequest = (r: { url(): string }) => {
    const m = /\/dist\/(chunks(?:-lite)?)\/([^?]+)/.exec(r.url());
    if (m) {
      folders.add(m[1]!);
      requested.add(m[2]!);
    }
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  expect([...folders]).toEqual([buildFiles(build).chunkDir]);
  return [...requested].sort();
}

test('a page with only <gdpr-consent> loads exactly its chunks; only <gform-form> likewise; no widget chunk of the other', async ({ page, problems, build }) => {
  const closure = (tag: string) => closureOf(build, tag);
  const consent = await chunksRequested(page, '/gdpr-consent.html', build);
  const form = await chunksRequested(page, '/gform-form.html', build);
  const [consentChunk, formChunk] = [chunkOf(build, 'gdpr-consent'), chunkOf(build, 'gform-form')];
  expect(consentChunk).toMatch(/^gdpr-consent-[0-9a-f]{10}\.js$/);
  expect(consent).toContain(consentChunk);
  expect(form).toContain(formChunk);
  // Exactly the chunks each tag on the page needs, nothing else; after the banner's first paint,
  // the settings modal's chunk and the consent calls' POST may come too (fetched once the page is idle).
  const needed = [...new Set([...closure('gdpr-consent'), ...closure('gdpr-cookie-list'), ...closure('gdpr-cookie-block')])].sort();
  expect(consent.filter((c) => !/^consent-(modal|post)[-.]/.test(c))).toEqual(needed);
  // The form page's html fields hold markup: the sanitizer comes after the tag, as a lazy chunk of its
  // own (src/platform/sanitize-lazy.ts), never in the tag's preloaded graph.
  expect(form.filter((c) => !/^sanitize-[0-9a-f]{10}\.js$/.test(c))).toEqual(closure('gform-form'));
  expect(closure('gform-form').some((c) => c.startsWith('sanitize-'))).toBe(false);
  // Nothing that only the other widget needs.
  expect(consent.filter((c) => !closure('gdpr-consent').includes(c) && closure('gform-form').includes(c) && !c.startsWith('shared-'))).toEqual([]);
  expect(consent).not.toContain(formChunk);
  expect(form).not.toContain(consentChunk);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('the loader preloads the chunks a tag imports (modulepreload, one round trip), under the strict CSP', async ({ page, problems, build }) => {
  await page.goto('/gform-form.html');
  await expect.poll(() => page.locator('gform-form').evaluate((el) => Object.getPrototypeOf(el).constructor.tagName), { timeout: 15_000 }).toBe('gform-form');
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const { chunkDir } = buildFiles(build);
  const expected = closureOf(build, 'gform-form')
    .filter((f) => f !== chunkOf(build, 'gform-form'))
    .map((f) => `/dist/${chunkDir}/${f}`);
  expect(expected.length).toBeGreaterThan(0);
  expect(preloaded.sort()).toEqual(expected.sort());
  expect(problems.cspViolations).toEqual([]);
});

test('the light tags\' chunk graphs (loaded with the tag, before any lazy import) hold no React, react-dom, preact or r2wc', ({ build }) => {
  const byName = metaOf(build) as Map<string, { inputs?: Record<string, unknown> }>;
  const framework = /node_modules\/(react|react-dom|preact|scheduler|@r2wc)\//;
  for (const tag of ['header-menu', 'eb-loop-grid', 'eb-sticky', 'eb-carousel', 'eb-search', 'eb-posts', 'wc-my-account']) {
    const files = closureOf(build, tag);
    const inputs = files.flatMap((f) => Object.keys(byName.get(f)?.inputs ?? {}));
    expect(inputs, tag).toContain('node_modules/lit-html/lit-html.js');
    expect(inputs.filter((i) => framework.test(i)), tag).toEqual([]);
  }
});

test('the light tags\' and the page behaviours\' chunk graphs are the same files, byte for byte, in both builds (their e2e specs run on the react project only)', () => {
  const read = (build: Build, file: string) => readFileSync(path.join(process.env.SE_DIST_DIR!, buildFiles(build).chunkDir, file));
  for (const tag of ['header-menu', 'eb-loop-grid', 'eb-sticky', 'eb-carousel', 'eb-search', 'eb-posts', 'wc-my-account', 'page-behaviours']) {
    const react = closureOf('react', tag);
    expect(closureOf('lite', tag), tag).toEqual(react);
    for (const file of react) expect(read('lite', file).equals(read('react', file)), `${tag}: ${file}`).toBe(true);
  }
});

test('the tag gallery lists every tag of the contract with a link to its page', async ({ page, request }) => {
  await page.goto('/widgets.html');
  const links = await page.locator('ul.tags a').evaluateAll((as) => as.map((a) => [a.textContent, (a as HTMLAnchorElement).pathname]));
  const tags = [...new Set(links.map(([t]) => /^<[a-z-]+>/.exec(t ?? '')?.[0]))];
  expect(tags).toEqual(['<gdpr-consent>', '<gdpr-cookie-list>', '<gdpr-cookie-block>', '<ays-popup>', '<gform-form>', '<seoaic-lead-form>', '<interactive-article>', '<eb-popup>', '<header-menu>', '<eb-loop-grid>', '<eb-sticky>', '<eb-carousel>', '<eb-search>', '<eb-posts>', '<eb-form>', '<wc-cart>', '<wc-mini-cart>', '<wc-my-account>', '<wc-checkout>']);
  for (const [, href] of links) expect((await request.get(href!)).status(), href!).toBe(200);
});

test('a chunk that fails is retried once, then [site-elements] Loading chunk failed and data-error', async ({ page, problems }) => {
  const attempts: string[] = [];
  await page.route('**/dist/chunks*/gform-form-*.js*', (route) => {
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
  await page.route('**/dist/chunks*/gform-form-*.js*', (route) => (attempts++ === 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
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
    ['gdpr-consent', 'gdpr-cookie-list', 'gdpr-cookie-block', 'ays-popup', 'gform-form', 'seoaic-lead-form', 'interactive-article', 'eb-popup', 'header-menu', 'eb-loop-grid', 'eb-sticky', 'eb-carousel', 'eb-search', 'eb-posts', 'eb-form', 'wc-cart', 'wc-mini-cart', 'wc-checkout', 'wc-my-account'].filter((t) => customElements.get(t)),
  );
  expect(defined).toHaveLength(19);
  expect(problems.pageErrors).toEqual([]);
});
