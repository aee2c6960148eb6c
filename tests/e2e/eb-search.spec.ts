/**
 * <eb-search> on the demo page against the reference backend (issue 30): the live search by keyboard
 * only (the refresh-search call, the combobox, a result opened with Enter, results page 2), the
 * full-screen search opened and closed, the native GET /?s= without JavaScript; axe in each state.
 * Behaviour detail lives in tests/browser/eb-search.test.ts; this spec keeps the backend-dependent flows.
 */
import { searchPosts } from '../../demo/server/blog/posts';
import { axe, expect, test } from './fixtures';
import { SearchDemo } from './models/light';

const W = 'e5a1c9d';

test.describe('<eb-search> on the demo page, against the reference backend', () => {
  test('live search by keyboard only: refresh-search, arrows, page 2, Enter opens the active result; axe in each state', async ({ page, problems }) => {
    const demo = new SearchDemo(page);
    await demo.goto();
    expect(await axe(page, 'eb-search'), 'axe, idle').toEqual([]);
    const matches = searchPosts('bak');
    expect(matches.length).toBe(5);

    // Tab from the header's toggle into the field (keyboard only).
    await demo.toggle.focus();
    for (let i = 0; i < 10 && !(await demo.field.evaluate((f) => f === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(demo.field).toBeFocused();
    const request = page.waitForRequest((r) => r.url().endsWith('/wp-json/elementor-pro/v1/refresh-search'));
    await page.keyboard.type('bak');
    const sent = await request;
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.postDataJSON()).toEqual({ post_id: '70', widget_id: W, search_term: 'bak', page_number: 1 });
    await expect(demo.options).toHaveText(matches.slice(0, 3).map((p) => p.title));
    await expect(demo.field).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.live.locator('[part="status"]')).toHaveText('3 resultaten');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await demo.activeOption()).toBe(matches[1]!.title);
    expect(await axe(page, 'eb-search'), 'axe, results with an active option').toEqual([]);

    // Page 2 through the results' pagination, by keyboard: Tab reaches the links, Enter follows one.
    await page.keyboard.press('Tab');
    await expect(demo.pagination.locator('a.page-numbers').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.options).toHaveText(matches.slice(3).map((p) => p.title));
    await expect(demo.live.locator('[part="status"]')).toHaveText('2 resultaten, pagina 2');
    await expect(demo.field).toBeFocused();
    expect(await axe(page, 'eb-search'), 'axe, page 2').toEqual([]);

    await page.keyboard.press('ArrowUp');
    expect(await demo.activeOption()).toBe(matches[4]!.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog/${matches[4]!.slug}/$`));
    expect(problems.pageErrors).toEqual([]);
  });

  test('full-screen search: opened from the toggle, focus trapped, Escape closes and returns focus; Enter submits GET /?s= with the server\'s results', async ({ page, problems }) => {
    const demo = new SearchDemo(page);
    await demo.goto();
    await demo.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(demo.dialog).toHaveClass(/elementor-search-form--full-screen/);
    const field = demo.dialog.locator('input[type=search]');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    expect(await axe(page, 'eb-search'), 'axe, full screen open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(demo.dialog).not.toHaveClass(/elementor-search-form--full-screen/);
    await expect(demo.toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.type('taart');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?s=taart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “taart”');
    await expect(page.locator('.search-page-results li')).toHaveCount(searchPosts('taart').length);
    expect(problems.pageErrors).toEqual([]);
  });

  test('without JavaScript: the fields show at once and the live widget\'s form GETs /?s= with e_search_props', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/eb-search.html');
    await expect(page.locator('#search-e5a1c9d')).toBeVisible();
    await expect(page.locator('#elementor-search-form-f6b2d0e')).toBeVisible();
    await expect(page.locator('#header-search .elementor-search-form__toggle')).toBeHidden();
    await page.locator('#search-e5a1c9d').fill('oven');
    await page.locator('#search-e5a1c9d').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/\\?s=oven&e_search_props=${W}-70$`));
    await expect(page.locator('.search-page-results li')).toHaveCount(searchPosts('oven').length);
    await context.close();
  });
});
