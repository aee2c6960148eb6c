import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { PostsDemo } from './models/light';

/** Sums every layout shift without recent input from navigation on, into window.__cls (as eb-carousel.spec.ts). */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        w.__shifts.push(`${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

test.describe('<eb-posts> on the blog (reference backend)', () => {
  test('load more by keyboard until the end: the backend\'s pages appended, focus on the first new post, no layout shift, axe clean; back from a post keeps them', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await observeShifts(page);
    const demo = new PostsDemo(page);
    await page.goto('/blog/');
    await expect(demo.widget).toHaveAttribute('data-enhanced', '');
    await expect(demo.posts).toHaveCount(4);
    expect(await axe(page, 'main')).toEqual([]);
    const pages: string[] = [];
    page.on('request', (r) => r.url().includes('/blog/page/') && pages.push(new URL(r.url()).pathname));
    for (const [count, first] of [
      [8, 'Ons glutenvrije assortiment groeit'],
      [12, 'Spelt of tarwe: wat is het verschil?'],
      [14, 'Zomertijden van de winkel'],
    ] as const) {
      await demo.more.focus();
      await page.keyboard.press('Enter');
      await expect(demo.posts).toHaveCount(count);
      await expect(page.locator(':focus')).toContainText(first);
    }
    expect(pages).toEqual(['/blog/page/2/', '/blog/page/3/', '/blog/page/4/']);
    await expect(demo.widget).toHaveAttribute('data-state', 'end');
    await expect(demo.more).toBeHidden();
    await expect(demo.message).toHaveText('Dat waren alle berichten.');
    await expect(demo.widget.locator('[role="status"]')).toHaveText('2 nieuwe berichten geladen. Dat waren alle berichten.');
    // The load-more control below the list moves down when the posts are appended, by design: Chrome
    // counts that as input-driven only when the page answered within 500 ms of the key press (a
    // loaded CI run answered later). Nothing else may move.
    expect((await shifts(page)).filter((x) => !/^\S+ (elementor-button-wrapper|blog-more)(, (elementor-button-wrapper|blog-more))*$/.test(x)), 'layout shifts without input').toEqual([]);
    expect(await axe(page, 'main')).toEqual([]);

    // To a post and back: the 14 posts are there again, at the end state.
    await demo.posts.last().locator('.elementor-post__title a').click();
    await expect(page.locator('h1')).toHaveText('Hartige taart met prei en geitenkaas');
    await page.goBack();
    await expect(demo.widget).toHaveAttribute('data-enhanced', '');
    await expect(demo.posts).toHaveCount(14);
    await expect(demo.widget).toHaveAttribute('data-state', 'end');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a failed page ends the loading state with a retry; the retry loads it; axe clean in the error state', async ({ page, problems }) => {
    const demo = new PostsDemo(page);
    await page.route('**/blog/page/2/', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<p>Onderhoud</p>' }));
    await page.goto('/blog/');
    // Before the upgrade the button is the server's link to page 2 (it works without JavaScript).
    await expect(demo.widget).toHaveAttribute('data-enhanced', '');
    await demo.more.click();
    await expect(demo.widget).toHaveAttribute('data-state', 'error');
    await expect(demo.widget.locator('[part~="error"]')).toHaveText('De volgende berichten konden niet worden geladen.');
    await expect(demo.more).toBeHidden();
    await expect(demo.posts).toHaveCount(4);
    expect(await axe(page, 'main')).toEqual([]);
    await page.unroute('**/blog/page/2/');
    await demo.retry.click();
    await expect(demo.posts).toHaveCount(8);
    await expect(demo.more).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Ons glutenvrije assortiment groeit');
    expect(problems.pageErrors).toEqual([]);
    // One error of ours (the browser's own "Failed to load resource … 503" aside).
    expect(problems.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([expect.stringContaining('[eb-posts] could not load the next page')]);
  });

  test('infinite scroll with masonry: the pages follow as the list is scrolled, to its end; on a phone one column, no masonry', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new PostsDemo(page);
    await page.goto('/blog/oneindig/');
    await expect(demo.widget).toHaveAttribute('data-enhanced', '');
    await expect(demo.widget.locator('.elementor-posts-masonry')).toHaveCount(1);
    await demo.scrollToEnd();
    await expect(demo.posts).toHaveCount(14);
    await expect(demo.message).toHaveText('Je hebt alles gelezen.');
    // The appended cards are pulled up under the one above in their column (gap 24 px).
    const gap = await demo.posts.evaluateAll((as) => {
      const r = as.map((a) => a.getBoundingClientRect());
      return Math.round(r[6]!.top - r[3]!.bottom);
    });
    expect(gap).toBe(24);
    expect(await axe(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(demo.widget.locator('.elementor-posts-masonry')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('without JavaScript the button is a link to the next page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog/');
    await page.locator('.elementor-button').click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator('article.elementor-post').first()).toContainText('Ons glutenvrije assortiment groeit');
    await context.close();
  });
});
