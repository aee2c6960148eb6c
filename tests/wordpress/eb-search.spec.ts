/**
 * <eb-search> against PRO Elements' own PHP (its Search widget with live results, the REST route
 * elementor-pro/v1/refresh-search, the old Search Form, and the native `/?s=` with `e_search_props`),
 * stack 2 only. /zoeken-elementor/ is an Elementor page as Elementor stores it (seed.php,
 * fixtures/elementor-widgets.json): the Search Form widget with the full-screen skin (5e4c0b1) and the
 * Search widget (5e4c0a1) with live results from the Loop Item template "Berichtkaart" (the post's
 * title linked), posts only, newest first, 3 per page with numbered pages, at least 3 characters.
 * The mu-plugin prints each widget's wrapper as <eb-search widget-id post-id …> with Elementor's
 * markup as its children; `?se=off` leaves the page to PRO Elements' search scripts.
 *
 * Now: PRO Elements' own live search (the request, the answer, the results against SQL, its pages,
 * the arrow keys) and the native GET. Through <eb-search>: the same request and
 * answer through the tag, the results shown, the combobox by keyboard, and the full-screen form's
 * focus trap. Light tag: not on the lite projects (as loop-grid.spec.ts).
 */
import type { Locator, Page, Request, Response } from '@playwright/test';
import { expect, sql, test, upgraded, type WpInfo } from './fixtures';
import { expectPrintedAsTag, STACK2, widgetsSeed } from './elementor-widgets';

const TERM = 'taart';
const PER_PAGE = 3;
const isRefresh = (r: Request): boolean => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/wp-json/elementor-pro/v1/refresh-search');

/** The posts WordPress' search finds for a term (title, excerpt or content), newest first: the widget's query. */
async function found(wp: WpInfo, term: string): Promise<{ title: string; url: string }[]> {
  const t = term.replace(/[^a-z0-9 ]/gi, '');
  const rows = await sql(
    wp,
    `SELECT post_title AS title, post_name AS slug FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'
     AND (post_title LIKE '%${t}%' OR post_excerpt LIKE '%${t}%' OR post_content LIKE '%${t}%') ORDER BY post_date DESC, ID DESC`,
  );
  return rows.map((r) => ({ title: r.title!, url: new URL(`/${r.slug!}/`, wp.baseUrl).href }));
}

/** The results shown in a search widget: each loop item's linked title. */
function results(widget: Locator): Promise<{ title: string; url: string }[]> {
  return widget.locator('.e-loop-item h3 a').evaluateAll((as) => as.map((a) => ({ title: a.textContent?.trim() ?? '', url: (a as HTMLAnchorElement).href })));
}

/**
 * Enters a word into the search field from the keyboard (one input event, as a paste or an input
 * method does: keystrokes slower than the 300 ms debounce on a loaded machine would make two calls)
 * and resolves the refresh-search call it leads to.
 */
async function search(page: Page, input: Locator, term: string): Promise<{ request: Request; response: Response; answer: { data: string; pagination: string } }> {
  await input.focus();
  const [request, response] = await Promise.all([page.waitForRequest(isRefresh), page.waitForResponse((r) => isRefresh(r.request())), page.keyboard.insertText(term)]);
  return { request, response, answer: (await response.json()) as { data: string; pagination: string } };
}

test.describe('Elementor Pro search on /zoeken-elementor/ (PRO Elements\' refresh-search)', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, STACK2);
    test.skip(build === 'lite', 'light tag and Elementor\'s own front end: the same bytes on both builds (as playwright.config.ts leaves the light tags to react)');
  });

  test('the page prints both search widgets as <eb-search widget-id post-id> around Elementor\'s markup; the native GET with e_search_props', async ({ request, wp }) => {
    const seed = widgetsSeed(wp);
    const on = await (await request.get('/zoeken-elementor/')).text();
    const off = await (await request.get('/zoeken-elementor/?se=off')).text();
    for (const id of [seed.search.search, seed.search.searchForm]) expectPrintedAsTag(on, off, id, 'eb-search', seed.search.page);
    // Without JavaScript: the form's GET, PRO Elements applying the widget's query (posts only) to WordPress' search page.
    expect(on).toContain(`<input type="hidden" name="e_search_props" value="${seed.search.search}-${seed.search.page}">`);
    const native = await request.get(`/?s=${TERM}&e_search_props=${seed.search.search}-${seed.search.page}`);
    expect(native.status()).toBe(200);
    const html = await native.text();
    for (const post of await found(wp, TERM)) expect(html).toContain(post.url);
  });

  test('PRO Elements\' own live search: its request, the answer, the results in SQL order, page 2, the arrow keys', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const W = seed.search.search;
    const expected = await found(wp, TERM);
    expect(expected.length).toBeGreaterThan(PER_PAGE);
    let calls = 0;
    page.on('request', (r) => {
      if (isRefresh(r)) calls++;
    });
    await page.goto('/zoeken-elementor/?se=off');
    await page.waitForLoadState('networkidle'); // Elementor binds its handlers from chunks it loads after load
    await expect(page.locator('eb-search')).toHaveCount(0);
    const widget = page.locator(`.elementor-element-${W}`);
    const input = widget.getByRole('combobox');
    await expect(input).toBeVisible(); // PRO Elements' script shows the field (`.e-search.hidden` until then)

    const { request, response, answer } = await search(page, input, TERM);
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['x-wp-nonce'], 'no nonce outside the editor').toBeUndefined();
    expect(request.postDataJSON()).toEqual({ post_id: String(seed.search.page), widget_id: W, search_term: TERM, page_number: 1 });
    expect(calls, 'one call for the whole word (300 ms debounce, 3 characters at least)').toBe(1);
    expect(response.status()).toBe(200);
    expect(Object.keys(answer).sort()).toEqual(['data', 'pagination']);
    expect(answer.pagination).toContain('e-search-page=2');
    await expect(widget.locator('.e-loop-item')).toHaveCount(PER_PAGE);
    expect(await results(widget)).toEqual(expected.slice(0, PER_PAGE));
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    // The arrow keys move the focus into the results and back.
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await expect(widget.locator('.e-loop-item h3 a').first()).toBeFocused();

    // Page 2 of the results: the same call with page_number 2.
    const [request2, response2] = await Promise.all([page.waitForRequest(isRefresh), page.waitForResponse((r) => isRefresh(r.request())), widget.locator('.e-search-results a.page-numbers', { hasText: '2' }).click()]);
    expect(request2.postDataJSON()).toEqual({ post_id: String(seed.search.page), widget_id: W, search_term: TERM, page_number: 2 });
    expect(response2.status()).toBe(200);
    await expect(widget.locator('.e-loop-item')).toHaveCount(Math.min(PER_PAGE, expected.length - PER_PAGE));
    expect(await results(widget)).toEqual(expected.slice(PER_PAGE, 2 * PER_PAGE));
    expect(problems.pageErrors).toEqual([]);
  });

  test('<eb-search>: live results answered by PRO Elements\' refresh-search, the same call as Elementor\'s, by keyboard only', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const W = seed.search.search;
    const expected = await found(wp, TERM);

    // Elementor's own call first (the reference), then the tag's.
    await page.goto('/zoeken-elementor/?se=off');
    await page.waitForLoadState('networkidle'); // Elementor binds its handlers from chunks it loads after load
    const own = await search(page, page.locator(`.elementor-element-${W}`).getByRole('combobox'), TERM);

    await page.goto('/zoeken-elementor/');
    const tag = page.locator(`eb-search[widget-id="${W}"]`);
    await expect(tag).toHaveAttribute('post-id', String(seed.search.page));
    await upgraded(tag);
    const input = tag.getByRole('combobox');
    await expect(input).toBeVisible();
    await input.focus(); // by keyboard only from here
    const ours = await search(page, input, TERM);
    const body = ours.request.postDataJSON() as Record<string, unknown>;
    // Elementor sends post_id as the attribute's string; the route reads both as integers.
    expect({ ...body, post_id: String(body.post_id) }).toEqual(own.request.postDataJSON());
    expect(ours.request.headers()['content-type']).toBe('application/json');
    expect(ours.response.status()).toBe(200);
    expect(ours.answer.data).toBe(own.answer.data);
    await expect(tag.locator('.e-loop-item')).toHaveCount(PER_PAGE);
    expect(await results(tag)).toEqual(expected.slice(0, PER_PAGE));

    // The combobox: expanded, the arrow keys choose a result, Enter opens it, Escape closes.
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active) await expect(page.locator(`[id="${active}"]`)).toContainText(expected[0]!.title);
    else await expect(tag.locator('.e-loop-item a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(expected[0]!.url);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('<eb-search>: the full-screen Search Form opens by keyboard, keeps the focus inside, closes with Escape back to its toggle', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    await page.goto('/zoeken-elementor/');
    const tag = page.locator(`eb-search[widget-id="${seed.search.searchForm}"]`);
    await upgraded(tag); // before, Enter on the printed toggle does nothing
    const toggle = tag.locator('.elementor-search-form__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const input = tag.getByRole('searchbox');
    await expect(input).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await tag.evaluate((el) => el.contains(document.activeElement) || !!el.shadowRoot?.activeElement), 'focus stays in the full-screen search').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(input).toBeHidden();
    // Enter in the field: the native GET with e_search_props' sibling `s`.
    await page.keyboard.press('Enter');
    await input.fill(TERM);
    await Promise.all([page.waitForURL((u) => u.searchParams.get('s') === TERM), input.press('Enter')]);
    expect(problems.pageErrors).toEqual([]);
  });
});
