/**
 * <eb-loop-grid> against PRO Elements' own PHP (Elementor Pro's Loop Grid and its refresh-loop
 * route), stack 2 only. The page /assortiment/ is an Elementor page as Elementor stores it (seed.php,
 * fixtures/elementor-loop.json): a Taxonomy Filter (product_cat) pointing at a Loop Grid (skin
 * product) with a Loop Item template showing each WooCommerce product's title and price. The grid's
 * wrapper is printed as <eb-loop-grid> by the project's plugin (its Loop Grid switch,
 * written by seed.php), whose filter bar is the Taxonomy Filter widget's own terms. Checked: the items
 * Elementor rendered against WooCommerce's data (SQL), the request our tag sends to
 * elementor-pro/v1/refresh-loop and PRO Elements' answer (200, {data: html}), the items after the
 * swap (exactly the category's products, in Elementor's grid, with the loop template's CSS), the URL
 * state, a reload (PRO Elements renders the filtered items itself), All, back, and no page errors;
 * then the same click through Elementor Pro's own front end (`?se=off`): the same request
 * (but for post_id's type) and the same answer.
 *
 * Not on the lite projects: the loop grid loads no React or preact, and every file it loads (its
 * chunk, the lazy refresh code and sanitizer of the light split) is the same bytes in both builds
 * (tests/e2e/loader.spec.ts checks the first load); only the loader differs, which the other specs
 * of the lite projects exercise. As playwright.config.ts leaves eb-loop-grid.spec.ts to react.
 */
import type { Locator, Page, Request, Response } from '@playwright/test';
import { expect, sql, test, type WpInfo } from './fixtures';

interface ElementorSeed {
  loopItem: number;
  page: number;
  loopGrid: string;
  taxonomyFilter: string;
}

function elementorSeed(wp: WpInfo): ElementorSeed {
  const seed = (wp.seed as { elementor?: ElementorSeed }).elementor;
  if (!seed) throw new Error(`the seed of stack ${wp.stack} has no Elementor loop page (seed.php's Elementor section; ${JSON.stringify(Object.keys(wp.seed))})`);
  return seed;
}

/** Published products (of a product_cat slug), ordered by title as the grid's query (orderby title, asc), with their price. */
async function products(wp: WpInfo, category?: string): Promise<{ title: string; price: string }[]> {
  const join = category
    ? `JOIN wp_term_relationships tr ON tr.object_id = p.ID
       JOIN wp_term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_cat'
       JOIN wp_terms t ON t.term_id = tt.term_id AND t.slug = '${category.replace(/[^a-z0-9_-]/g, '')}'`
    : '';
  const rows = await sql(
    wp,
    `SELECT p.post_title AS title, pm.meta_value AS price FROM wp_posts p ${join}
     LEFT JOIN wp_postmeta pm ON pm.post_id = p.ID AND pm.meta_key = '_price'
     WHERE p.post_type = 'product' AND p.post_status = 'publish' ORDER BY p.post_title`,
  );
  // The store's format (woocommerce.json): "€ 14,95" (currency left with a space, decimal comma).
  return rows.map((r) => ({ title: r.title!, price: `€ ${Number(r.price).toFixed(2).replace('.', ',')}` }));
}

/** The product_cat terms that have products, as get_terms() orders them (by name). */
async function categories(wp: WpInfo): Promise<{ slug: string; name: string }[]> {
  const rows = await sql(wp, "SELECT t.slug, t.name FROM wp_terms t JOIN wp_term_taxonomy tt ON tt.term_id = t.term_id WHERE tt.taxonomy = 'product_cat' AND tt.count > 0 ORDER BY t.name");
  return rows.map((r) => ({ slug: r.slug!, name: r.name! }));
}

/** The items in the grid: each loop item's title and price as the page shows them. */
async function shown(grid: Locator): Promise<{ title: string; price: string }[]> {
  return grid.locator('.e-loop-item').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('.product_title')?.textContent?.trim() ?? '',
      price: (item.querySelector('.price')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The loop item template's title colour (#7A3E00, fixtures/elementor-loop.json) of every item: its CSS is Elementor's `<style id="loop-{template}">`. */
async function titleColours(grid: Locator): Promise<string[]> {
  return grid.locator('.e-loop-item .product_title').evaluateAll((titles) => [...new Set(titles.map((t) => getComputedStyle(t).color))]);
}
const TEMPLATE_COLOUR = 'rgb(122, 62, 0)';

/** The number of columns of Elementor's grid (its CSS from the wrapper's classes and the page's CSS). */
function columns(grid: Locator): Promise<number> {
  return grid.locator(':scope > .elementor-widget-container > .elementor-loop-container').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

const isRefresh = (url: string) => new URL(url).pathname.endsWith('/wp-json/elementor-pro/v1/refresh-loop');

/** Clicks a filter button of the tag and resolves the refresh-loop request and PRO Elements' answer. */
async function choose(page: Page, grid: Locator, term: string): Promise<{ request: Request; response: Response }> {
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => isRefresh(r.url())),
    page.waitForResponse((r) => isRefresh(r.url())),
    grid.locator(`[part~="filter"][data-taxonomy="product_cat"][data-term="${term}"]`).click(),
  ]);
  return { request, response };
}

test.describe('<eb-loop-grid> on an Elementor page, against PRO Elements\' refresh-loop', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, 'Elementor, PRO Elements and WooCommerce are on stack 2 only');
    test.skip(build === 'lite', 'light tag: its files are the same bytes in both builds (as playwright.config.ts leaves eb-loop-grid.spec.ts to react)');
  });

  test('the items Elementor rendered, a category filter through PRO Elements\' own route, the URL, a reload, All and back', async ({ page, wp, problems }) => {
    const el = elementorSeed(wp);
    const W = el.loopGrid;
    const pageUrl = new URL('/assortiment/', wp.baseUrl).href;
    const all = await products(wp);
    const taarten = await products(wp, 'taart');
    const vlaaien = await products(wp, 'vlaai');
    const cats = await categories(wp);
    expect(cats.length, 'products in at least two categories').toBeGreaterThanOrEqual(2);
    expect(taarten.length).toBeGreaterThan(0);
    expect(taarten.length).toBeLessThan(all.length);

    const refreshes: Request[] = [];
    page.on('request', (r) => {
      if (isRefresh(r.url())) refreshes.push(r);
    });

    await page.goto('/assortiment/');
    const grid = page.locator(`eb-loop-grid[widget-id="${W}"]`);
    await expect(grid).toHaveCount(1);
    await expect(grid).toHaveAttribute('post-id', String(el.page));
    // Elementor's wrapper became the tag: its classes and data-id stay, the items are Elementor's own.
    await expect(grid).toHaveAttribute('data-id', W);
    await expect(grid).toHaveClass(/\belementor-widget-loop-grid\b/);
    expect(await shown(grid)).toEqual(all);
    await expect(grid.locator('.e-loop-item')).toHaveCount(all.length);
    await expect(grid.locator('.e-loop-item').first()).toHaveAttribute('data-elementor-id', String(el.loopItem));
    expect(await columns(grid)).toBe(3);
    expect(await titleColours(grid)).toEqual([TEMPLATE_COLOUR]);
    // The tag's bar: Elementor's Taxonomy Filter terms (those with products, by name) and its All ("Alles", pressed).
    const filters = grid.locator('[part~="filter"][data-taxonomy="product_cat"]');
    await expect(filters).toHaveText(['Alles', ...cats.map((c) => c.name)]);
    expect(await filters.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-term')))).toEqual(['__all', ...cats.map((c) => c.slug)]);
    await expect(grid.locator('[part~="filter"][data-term="__all"]')).toHaveAttribute('aria-pressed', 'true');
    // Elementor's own Taxonomy Filter widget is left out (the tag's bar replaces it).
    await expect(page.locator('search.e-filter')).toHaveCount(0);

    // A category: the request our tag sends, PRO Elements' answer, the items it renders.
    const taart = await choose(page, grid, 'taart');
    expect(taart.request.method()).toBe('POST');
    expect(taart.request.headers()['content-type']).toBe('application/json');
    expect(taart.request.headers()['x-wp-nonce'], 'no nonce outside the editor').toBeUndefined();
    expect(taart.request.postDataJSON()).toEqual({
      post_id: el.page,
      widget_filters: { taxonomy: { product_cat: { terms: ['taart'] } } },
      widget_id: W,
      pagination_base_url: pageUrl,
    });
    expect(taart.response.status()).toBe(200);
    const answer = (await taart.response.json()) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['data']);
    expect(typeof answer.data).toBe('string');
    expect(answer.data).toMatch(/^\s*<div class="elementor-widget-container">/);
    await expect(grid.locator('.e-loop-item')).toHaveCount(taarten.length);
    expect(await shown(grid)).toEqual(taarten);
    expect(await grid.locator('.e-loop-item').evaluateAll((items) => items.every((i) => i.classList.contains('product_cat-taart')))).toBe(true);
    // Swapped as Elementor does: the answer's container in place of the old one, the grid keeps its layout.
    await expect(grid.locator(':scope > .elementor-widget-container')).toHaveCount(1);
    expect(await columns(grid)).toBe(3);
    // The loop template's CSS: PRO Elements sends it again as an inline <style> (which the sanitizer
    // drops); the page's own copy, printed before the first item, stays with the items.
    expect(await titleColours(grid)).toEqual([TEMPLATE_COLOUR]);
    await expect(page).toHaveURL(`${pageUrl}?e-filter-${W}-product_cat=taart`);
    await expect(grid.locator('[part~="filter"][data-term="taart"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.locator('[part~="filter"][data-term="__all"]')).toHaveAttribute('aria-pressed', 'false');
    await expect(grid.locator('[role="status"]')).toHaveText(taarten.length === 1 ? '1 resultaat' : `${taarten.length} resultaten`);

    // A reload (a shared link): PRO Elements renders the category's items itself, the tag presses its button.
    await page.reload();
    await expect(grid.locator('.e-loop-item')).toHaveCount(taarten.length);
    expect(await shown(grid)).toEqual(taarten);
    await expect(grid.locator('[part~="filter"][data-term="taart"]')).toHaveAttribute('aria-pressed', 'true');

    // Another category replaces it (single selection), then All: the filters go empty.
    const vlaai = await choose(page, grid, 'vlaai');
    expect(vlaai.request.postDataJSON()).toMatchObject({ widget_filters: { taxonomy: { product_cat: { terms: ['vlaai'] } } } });
    expect(vlaai.response.status()).toBe(200);
    await expect(grid.locator('.e-loop-item')).toHaveCount(vlaaien.length);
    expect(await shown(grid)).toEqual(vlaaien);
    await expect(page).toHaveURL(`${pageUrl}?e-filter-${W}-product_cat=vlaai`);

    const alles = await choose(page, grid, '__all');
    expect(alles.request.postDataJSON()).toEqual({ post_id: el.page, widget_filters: {}, widget_id: W, pagination_base_url: pageUrl });
    expect(alles.response.status()).toBe(200);
    await expect(grid.locator('.e-loop-item')).toHaveCount(all.length);
    expect(await shown(grid)).toEqual(all);
    expect(await titleColours(grid)).toEqual([TEMPLATE_COLOUR]);
    await expect(page).toHaveURL(pageUrl);

    // Back: the category's items again, from the tag's memory (no new request).
    const before = refreshes.length;
    await page.goBack();
    await expect(page).toHaveURL(`${pageUrl}?e-filter-${W}-product_cat=vlaai`);
    await expect(grid.locator('.e-loop-item')).toHaveCount(vlaaien.length);
    expect(await shown(grid)).toEqual(vlaaien);
    await expect(grid.locator('[part~="filter"][data-term="vlaai"]')).toHaveAttribute('aria-pressed', 'true');
    expect(refreshes.length).toBe(before);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((m) => m.includes('eb-loop-grid'))).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('the same page with Elementor\'s own Taxonomy Filter (?se=off): its request is the tag\'s, PRO Elements answers both alike', async ({ page, wp, problems }) => {
    const el = elementorSeed(wp);
    // Elementor Pro's own front end: its <search class="e-filter"> and its handler's refresh-loop call.
    await page.goto('/assortiment/?se=off');
    await page.waitForLoadState('networkidle'); // Elementor binds its handlers from chunks it loads after load
    await expect(page.locator('eb-loop-grid')).toHaveCount(0);
    const own = page.locator(`search.e-filter button[data-filter="taart"]`);
    // Elementor binds its filter handler after load, from a chunk it fetches then: on a busy machine a
    // click can come first and do nothing (a fresh-clone run timed out waiting). Pressed again until
    // its handler answers (a handled click marks the button pressed, so it is never pressed twice).
    let ownRequest!: Request;
    let ownResponse!: Response;
    await expect(async () => {
      const answered = Promise.all([page.waitForRequest((r) => isRefresh(r.url()), { timeout: 8000 }), page.waitForResponse((r) => isRefresh(r.url()), { timeout: 8000 })]);
      if ((await own.getAttribute('aria-pressed')) !== 'true') await own.click();
      [ownRequest, ownResponse] = await answered;
    }).toPass({ timeout: 45_000 });
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    const ownAnswer = await ownResponse.json();

    await page.goto('/assortiment/');
    const grid = page.locator(`eb-loop-grid[widget-id="${el.loopGrid}"]`);
    const tag = await choose(page, grid, 'taart');

    const ownBody = ownRequest.postDataJSON() as Record<string, unknown>;
    // Elementor sends post_id as the string of data-elementor-id, the tag as a number; the route reads both as integers.
    expect(ownBody.post_id).toBe(String(el.page));
    expect(tag.request.postDataJSON()).toEqual({ ...ownBody, post_id: el.page });
    expect(tag.request.headers()['content-type']).toBe(ownRequest.headers()['content-type']);
    expect(tag.response.status()).toBe(ownResponse.status());
    expect(await tag.response.json()).toEqual(ownAnswer);
    expect(problems.pageErrors).toEqual([]);
  });
});
