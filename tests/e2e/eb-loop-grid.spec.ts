import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axe, buildFiles, expect, test, type Build } from './fixtures';
import { LoopGridDemo } from './models/light';

/** The lazy chunk holding the refresh call (src/light/loop-grid/refresh.ts), from the build's metafile. */
function refreshChunk(build: Build): string {
  const { chunkDir, meta } = buildFiles(build);
  const outputs = (JSON.parse(readFileSync(path.join(process.env.SE_DIST_DIR!, meta), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> }).outputs;
  const hit = Object.entries(outputs).find(([, o]) => 'src/light/loop-grid/refresh.ts' in o.inputs);
  if (!hit) throw new Error('no chunk holds src/light/loop-grid/refresh.ts');
  return `/dist/${chunkDir}/${path.basename(hit[0])}`;
}

const W = 'a1b2c3d';
const ALL_PAGE_1 = ['Desem volkoren', 'Witte desembol', 'Volkoren tijgerbrood', 'Spelt volkoren', 'Maïsbrood', 'Sesambol'];
const TAARTEN = ['Appeltaart', 'Kwarktaart', 'Notentaart', 'Chocoladetaart (glutenvrij)'];

test.describe('<eb-loop-grid> on the demo page, against the reference backend', () => {
  test('filters, the URL, the refresh-loop call, back and forward, a reload, axe in each state', async ({ page, problems }) => {
    const demo = new LoopGridDemo(page);
    await demo.goto();
    await demo.expectTitles(ALL_PAGE_1);
    expect(await axe(page, 'eb-loop-grid'), 'axe, idle').toEqual([]);

    const request = page.waitForRequest((r) => r.url().endsWith('/wp-json/elementor-pro/v1/refresh-loop'));
    await demo.choose('product_cat', 'taart');
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers()['x-wp-nonce']).toBeUndefined();
    expect(sent.postDataJSON()).toEqual({
      post_id: 42,
      widget_filters: { taxonomy: { product_cat: { terms: ['taart'], logicalJoin: 'OR' } } },
      widget_id: W,
      pagination_base_url: new URL('/eb-loop-grid.html', page.url()).href,
    });
    await expect(page).toHaveURL(new RegExp(`\\?e-filter-${W}-product_cat=taart$`));
    await demo.expectTitles(TAARTEN);
    await expect(demo.filter('product_cat', 'taart')).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.status).toHaveText('4 resultaten');
    expect(await axe(page, 'eb-loop-grid'), 'axe, filtered').toEqual([]);

    // OR with a second category, then leave out nuts (NOT).
    await demo.choose('product_cat', 'hartig');
    await demo.expectTitles([...TAARTEN, 'Kaasbroodje', 'Saucijzenbroodje']);
    await demo.choose('allergeen', 'noten');
    await expect(page).toHaveURL(new RegExp(`e-filter-${W}-product_cat=taart~hartig&e-filter-${W}-allergeen=!noten$`));
    await demo.expectTitles(['Appeltaart', 'Kwarktaart', 'Chocoladetaart (glutenvrij)', 'Kaasbroodje', 'Saucijzenbroodje']);

    // Back and forward restore filters and items.
    await page.goBack();
    await demo.expectTitles([...TAARTEN, 'Kaasbroodje', 'Saucijzenbroodje']);
    await expect(demo.filter('allergeen', 'noten')).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await demo.expectTitles(TAARTEN);
    await page.goBack();
    await demo.expectTitles(ALL_PAGE_1);
    await expect(demo.filter('product_cat', '__all')).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await demo.expectTitles(TAARTEN);

    // A reload (or a shared link) gets the same items from the server, the buttons pressed.
    await page.reload();
    await demo.expectTitles(TAARTEN);
    await expect(demo.filter('product_cat', 'taart')).toHaveAttribute('aria-pressed', 'true');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('pagination links keep the filters; a filter change drops e-page (back to page 1)', async ({ page }) => {
    const demo = new LoopGridDemo(page);
    await demo.goto(`?e-filter-${W}-allergeen=!noten`);
    await demo.expectTitles(ALL_PAGE_1);
    await page.locator('.elementor-pagination a', { hasText: '2' }).click();
    await expect(page).toHaveURL(new RegExp(`e-filter-${W}-allergeen=!noten&e-page-${W}=2$`));
    await demo.expectTitles(['Appeltaart', 'Kwarktaart', 'Chocoladetaart (glutenvrij)', 'Stroopwafels', 'Havermoutkoekjes', 'Roomboter croissant']);
    await expect(demo.filter('allergeen', 'noten')).toHaveAttribute('aria-pressed', 'true');
    await demo.choose('product_cat', 'brood');
    await expect(page).toHaveURL(new RegExp(`\\?e-filter-${W}-product_cat=brood&e-filter-${W}-allergeen=!noten$`));
  });

  test('a failing refresh (500, 400, garbage) leaves the items as they were, silently', async ({ page, problems }) => {
    const demo = new LoopGridDemo(page);
    await demo.goto();
    const answers = [
      { status: 500, body: 'Internal Server Error', contentType: 'text/html' },
      { status: 400, body: JSON.stringify({ code: 'rest_invalid_param' }), contentType: 'application/json' },
      { status: 200, body: '<html>not json', contentType: 'application/json' },
    ];
    let n = 0;
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', (route) => route.fulfill(answers[n++ % answers.length]!));
    for (const term of ['taart', 'koek', 'hartig']) {
      await demo.choose('product_cat', term);
      await demo.expectTitles(ALL_PAGE_1);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((t) => !t.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('the refresh code is fetched lazily when the visitor reaches for a filter; if it cannot load, the items stay and one error says why', async ({ page, problems, build }) => {
    const file = refreshChunk(build);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === file) fetched.push(r.url());
    });
    const demo = new LoopGridDemo(page);
    await demo.goto();
    await demo.expectTitles(ALL_PAGE_1);
    expect(fetched, 'not part of the page load').toEqual([]);
    await page.route(`**${file}`, (route) => route.abort());
    await demo.filter('product_cat', 'taart').click();
    await expect(page).toHaveURL(new RegExp(`\\?e-filter-${W}-product_cat=taart$`));
    await expect.poll(() => problems.consoleErrors.filter((t) => t.includes('[eb-loop-grid] could not load the loop refresh code')).length).toBe(1);
    await expect(demo.grid).not.toHaveAttribute('data-loading', '');
    await demo.expectTitles(ALL_PAGE_1);
    expect(fetched.length, 'fetched on hover or click').toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('reference backend: refresh-loop', () => {
  const post = (request: import('@playwright/test').APIRequestContext, data: unknown) => request.post('/wp-json/elementor-pro/v1/refresh-loop', { data, headers: { 'content-type': 'application/json' } });
  const body = { post_id: 42, widget_id: W, widget_filters: { taxonomy: { allergeen: { terms: ['gluten', 'lactose'], logicalJoin: 'NOT' } } }, pagination_base_url: 'http://example.test/eb-loop-grid.html' };

  test('answers {data: html} from the database with Elementor\'s loop markup', async ({ request }) => {
    const res = await post(request, body);
    expect(res.status()).toBe(200);
    const json = (await res.json()) as { data: string };
    expect(Object.keys(json)).toEqual(['data']);
    expect(json.data).toMatch(/^<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">/);
    expect(json.data.match(/class="elementor elementor-901 e-loop-item/g)).toHaveLength(1);
    expect(json.data).toContain('Maïsbrood');
    const empty = await post(request, { ...body, widget_filters: {} });
    expect(((await empty.json()) as { data: string }).data).toContain('e-page-a1b2c3d=3');
  });

  for (const [name, data, status, code] of [
    ['a missing post_id', { widget_id: W, widget_filters: {} }, 400, 'rest_missing_callback_param'],
    ['a widget id of 6 characters', { ...body, widget_id: 'a1b2c3' }, 400, 'rest_invalid_param'],
    ['a widget id with a dash', { ...body, widget_id: 'a1b2-3d' }, 400, 'rest_invalid_param'],
    ['a post id that is not a number', { ...body, post_id: 'x' }, 400, 'rest_invalid_param'],
    ['filters that are not an object', { ...body, widget_filters: 'brood' }, 400, 'rest_invalid_param'],
    ['an unknown join', { ...body, widget_filters: { taxonomy: { t: { terms: ['a'], logicalJoin: 'XOR' } } } }, 400, 'rest_invalid_param'],
    ['a relative pagination base', { ...body, pagination_base_url: '/x' }, 400, 'rest_invalid_param'],
    ['an edit-mode widget model (no editor here)', { ...body, widget_model: { id: W, settings: {} }, is_edit_mode: true }, 400, 'rest_invalid_param'],
    ['a widget that is not on that page', { ...body, post_id: 41 }, 401, 'rest_forbidden'],
    ['a widget on a draft page', { ...body, post_id: 43, widget_id: 'c3d4e5f' }, 401, 'rest_forbidden'],
    ['a widget that is not a loop grid', { ...body, widget_id: 'b2c3d4e' }, 401, 'rest_forbidden'],
  ] as [string, unknown, number, string][]) {
    test(`${name} -> ${status} ${code}`, async ({ request }) => {
      const res = await post(request, data);
      expect(res.status()).toBe(status);
      const json = (await res.json()) as { code: string; data: { status: number } };
      expect(json.code).toBe(code);
      expect(json.data.status).toBe(status);
    });
  }
});
