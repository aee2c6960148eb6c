/**
 * <eb-posts> against PRO Elements' own PHP (its Posts widget and the pages it prints for load more),
 * stack 2 only. /blog-elementor/ is an Elementor page as Elementor stores it (seed.php,
 * fixtures/elementor-widgets.json) with two Posts widgets over the ten demo posts of the category
 * `nieuws`, newest first, 3 per page: "classic" with load more on click (5e3b0a1) and "cards" with
 * infinite scroll (5e3b0b1). Their next pages are the page's own /blog-elementor/N/ (PRO Elements'
 * get_wp_link_page() on a singular page), printed in the widget's `.e-load-more-anchor[data-next-page]`.
 * The mu-plugin prints each widget's wrapper as <eb-posts widget-id post-id …> with Elementor's
 * markup as its children (the fetched pages too); `?se=off` leaves the page to PRO Elements'
 * load-more script.
 *
 * Now: PRO Elements' own load more and infinite scroll through the real pages (each GET is the
 * printed next page, the items appended are the posts in SQL order, the end state). Waiting for
 * <eb-posts>: the same through the tag. Light tag: not on the lite projects (as
 * loop-grid.spec.ts), and Elementor's own front end is the same on both builds.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test, upgraded, type WpInfo } from './fixtures';
import { categoryPosts, expectPrintedAsTag, STACK2, widgetsSeed } from './elementor-widgets';

const isPage = (r: Request): boolean => r.method() === 'GET' && /\/blog-elementor\/\d+\/(\?.*)?$/.test(new URL(r.url()).pathname + new URL(r.url()).search);

/** The post titles a posts widget shows, in order. */
function titles(widget: Locator): Promise<string[]> {
  return widget.locator('article.elementor-post .elementor-post__title').evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''));
}

/** The demo posts, newest first, as SQL has them (the widgets' query: the category, by date, desc). */
async function expected(wp: WpInfo): Promise<string[]> {
  return (await categoryPosts(wp, widgetsSeed(wp).category.termTaxonomyId)).map((p) => p.title);
}

/** The next-page URL a widget's anchor holds now. */
const nextPage = (widget: Locator): Promise<string | null> => widget.locator('.e-load-more-anchor').getAttribute('data-next-page');

/** Pages 2.. of the blog as the server numbers them. */
const pageUrls = (wp: WpInfo, last: number): string[] => Array.from({ length: last - 1 }, (_, i) => new URL(`/blog-elementor/${i + 2}/`, wp.baseUrl).href);

/** Scrolls a widget's end into view until the widget says it has loaded every page (the end class or the tag's end state). */
async function scrollToEnd(page: Page, widget: Locator, all: number, endClass: string | null): Promise<void> {
  for (let i = 0; i < all; i++) {
    const shown = await widget.locator('article.elementor-post').count();
    if (shown >= all) break;
    await widget.locator('article.elementor-post').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(widget.locator('article.elementor-post')).not.toHaveCount(shown);
  }
  if (endClass) await expect(widget).toHaveClass(new RegExp(`\\b${endClass}\\b`));
}

test.describe('Elementor Pro posts on /blog-elementor/ (load more through the real pages)', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, STACK2);
    test.skip(build === 'lite', 'light tag and Elementor\'s own front end: the same bytes on both builds (as playwright.config.ts leaves the light tags to react)');
  });

  test('the page (and its page 2) prints each Posts widget as <eb-posts widget-id post-id> around Elementor\'s markup, Elementor\'s own with ?se=off', async ({ request, wp }) => {
    const seed = widgetsSeed(wp);
    for (const path of ['/blog-elementor/', '/blog-elementor/2/']) {
      const on = await (await request.get(path)).text();
      const off = await (await request.get(`${path}?se=off`)).text();
      for (const id of [seed.blog.loadMore, seed.blog.infinite]) expectPrintedAsTag(on, off, id, 'eb-posts', seed.blog.page);
    }
  });

  test('PRO Elements\' own load more: each click GETs the printed next page and appends its items, in SQL order, to the end', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const all = await expected(wp);
    expect(all).toHaveLength(10);
    const last = Math.ceil(all.length / 3);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isPage(r)) fetched.push(r.url());
    });

    await page.goto('/blog-elementor/?se=off');

    await page.waitForLoadState('networkidle'); // Elementor binds its handlers from chunks it loads after load
    await expect(page.locator('eb-posts')).toHaveCount(0);
    const widget = page.locator(`.elementor-element-${seed.blog.loadMore}`);
    expect(await titles(widget)).toEqual(all.slice(0, 3));
    await expect(widget.locator('.e-load-more-anchor')).toHaveAttribute('data-max-page', String(last));
    const button = widget.getByRole('button', { name: 'Meer berichten' });
    for (let n = 2; n <= last; n++) {
      const printed = await nextPage(widget);
      expect(printed).toBe(pageUrls(wp, last)[n - 2]);
      const [response] = await Promise.all([page.waitForResponse((r) => r.url() === printed), button.click()]);
      expect(response.status()).toBe(200);
      await expect(widget.locator('article.elementor-post')).toHaveCount(Math.min(n * 3, all.length));
      expect(await titles(widget)).toEqual(all.slice(0, n * 3));
    }
    await expect(widget).toHaveClass(/\be-load-more-pagination-end\b/);
    await expect(widget.getByText('Dit waren alle berichten.')).toBeVisible();
    await expect(button).toBeHidden();
    // One GET per page (the infinite list below may fetch the same pages: its own requests).
    expect([...new Set(fetched)]).toEqual(pageUrls(wp, last));
    expect(problems.pageErrors).toEqual([]);
  });

  test('PRO Elements\' own infinite scroll: scrolling to the list\'s end loads its pages until the last', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const all = await expected(wp);
    await page.goto('/blog-elementor/?se=off');
    await page.waitForLoadState('networkidle'); // Elementor binds its handlers from chunks it loads after load
    const widget = page.locator(`.elementor-element-${seed.blog.infinite}`);
    expect(await titles(widget)).toEqual(all.slice(0, 3));
    await scrollToEnd(page, widget, all.length, 'e-load-more-pagination-end');
    expect(await titles(widget)).toEqual(all);
    await expect(widget.getByText('Meer is er niet.')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('<eb-posts>: load more appends pages 2.. of the real posts widget until the end, in SQL order', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const all = await expected(wp);
    const last = Math.ceil(all.length / 3);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isPage(r)) fetched.push(r.url());
    });

    await page.goto('/blog-elementor/');
    const tag = page.locator(`eb-posts[widget-id="${seed.blog.loadMore}"]`);
    await expect(tag).toHaveCount(1);
    await expect(tag).toHaveAttribute('post-id', String(seed.blog.page));
    await expect(tag).toHaveAttribute('data-widget_type', 'posts.classic');
    await upgraded(tag); // before, the button is Elementor's printed link to page 2
    expect(await titles(tag)).toEqual(all.slice(0, 3));
    const button = tag.getByRole('button', { name: 'Meer berichten' });
    for (let n = 2; n <= last; n++) {
      // The page's other Posts widget (infinite scroll) may fetch its own page 2 when the click scrolls it into
      // view, so wait for this page's URL rather than the first page request.
      const want = pageUrls(wp, last)[n - 2]!;
      await Promise.all([page.waitForRequest((r) => isPage(r) && r.url() === want), button.click()]);
      await expect(tag.locator('article.elementor-post')).toHaveCount(Math.min(n * 3, all.length));
      expect(await titles(tag)).toEqual(all.slice(0, n * 3));
      // The items PRO Elements printed for that page, appended into Elementor's own container.
      await expect(tag.locator('.elementor-posts-container > article')).toHaveCount(Math.min(n * 3, all.length));
    }
    await expect(tag.locator('.e-load-more-message')).toHaveText('Dit waren alle berichten.');
    await expect(tag.locator('.e-load-more-message')).toBeVisible();
    await expect(button).toBeHidden();
    expect([...new Set(fetched)]).toEqual(pageUrls(wp, last));
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('<eb-posts>: infinite scroll loads the real pages until the last', async ({ page, wp, problems }) => {
    const seed = widgetsSeed(wp);
    const all = await expected(wp);
    await page.goto('/blog-elementor/');
    const tag = page.locator(`eb-posts[widget-id="${seed.blog.infinite}"]`);
    await upgraded(tag);
    expect(await titles(tag)).toEqual(all.slice(0, 3));
    await scrollToEnd(page, tag, all.length, null);
    expect(await titles(tag)).toEqual(all);
    await expect(tag.locator('.e-load-more-message')).toHaveText('Meer is er niet.');
    await expect(tag.locator('.e-load-more-message')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
