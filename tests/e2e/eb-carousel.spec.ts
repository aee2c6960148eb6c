import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { CarouselDemo } from './models/light';

/** Sums every layout shift (without recent input) from navigation on, into window.__cls. */
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

/** Until the page is idle: loaded, both carousels set up, two quiet frames and a requestIdleCallback. */
async function idle(page: Page, demo: CarouselDemo): Promise<void> {
  await expect(demo.products).toHaveAttribute('data-enhanced', '');
  await expect(demo.reviews).toHaveAttribute('data-enhanced', '');
  await expect(demo.hero).toHaveAttribute('data-enhanced', '');
  await expect(demo.showcase).toHaveAttribute('data-enhanced', '');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(r, { timeout: 2000 })))));
  await page.waitForTimeout(500);
}

/** The tab-order tests run on the lite build too (issue 40 asks for both builds); the light element is the same code in both. */
const LITE_TOO = ['resizing across a breakpoint', 'the slides in the tab order follow'];

test.describe('<eb-carousel> on the demo page', () => {
  test.beforeEach(({ build }, testInfo) => {
    test.skip(build === 'lite' && !LITE_TOO.some((t) => testInfo.title.startsWith(t)), 'a light element (no React): the same code on both builds');
  });
  for (const [width, perView, thumbs] of [
    [375, '1', '3'],
    [1280, '4', '5'],
  ] as const) {
    test(`${width} px: CLS 0 from navigation to idle (the fade hero with Ken Burns and the slideshow too), ${perView} product(s) per view, axe clean`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      await observeShifts(page);
      const demo = new CarouselDemo(page);
      await page.goto('/eb-carousel.html');
      await idle(page, demo);
      const w = await page.evaluate(() => {
        const { __cls, __shifts } = window as unknown as { __cls: number; __shifts: string[] };
        return { __cls, __shifts };
      });
      expect(w.__shifts, 'layout shifts').toEqual([]);
      expect(w.__cls).toBe(0);
      expect(await demo.perView(demo.products)).toBe(perView);
      expect(await demo.shown(demo.products)).toBe(Number(perView));
      await expect(demo.hero).toHaveAttribute('data-effect', 'fade');
      await expect(demo.hero.locator('.swiper-slide-active > .swiper-slide-bg')).toHaveClass(/elementor-ken-burns--active/);
      expect(await demo.thumbsPerView()).toBe(thumbs);
      expect(await axe(page, 'main')).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('without the script the layout is the same (CSS only): no shift either', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/dist/site-elements*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await observeShifts(page);
    await page.goto('/eb-carousel.html');
    await page.waitForTimeout(800);
    const demo = new CarouselDemo(page);
    expect(await demo.perView(demo.products)).toBe('4');
    const widths = await demo.products.locator('.swiper-slide').evaluateAll((s) => s.slice(0, 2).map((x) => Math.round(x.getBoundingClientRect().width)));
    expect(widths[0]).toBeGreaterThan(100);
    expect(widths[0]).toBe(widths[1]);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test('resizing across a breakpoint changes the slides per view (desktop 4, tablet 2, phone 1)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new CarouselDemo(page);
    await demo.goto();
    expect(await demo.shown(demo.products)).toBe(4);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => demo.perView(demo.products)).toBe('2');
    await expect.poll(() => demo.shown(demo.products)).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => demo.shown(demo.products)).toBe(1);
  });

  // Off-screen slides leave the tab order whenever the slides per view change, whether the carousel
  // is in view or not (Tab reaches a carousel below the fold) and whatever changed them: a viewport
  // resize, or the site's own CSS on a container with no resize at all (a font load, a sidebar).
  test('the slides in the tab order follow the slides per view: resized while out of view, and a container change without a resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new CarouselDemo(page);
    await demo.goto();
    expect(await demo.shown(demo.products)).toBe(4);
    // Out of view: the page scrolled past the products carousel.
    await demo.products.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().bottom + window.scrollY + 900, behavior: 'instant' }));
    await expect.poll(() => demo.products.evaluate((el) => el.getBoundingClientRect().bottom < 0 || el.getBoundingClientRect().top > innerHeight)).toBe(true);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => demo.perView(demo.products)).toBe('2');
    await expect.poll(() => demo.shown(demo.products), { message: 'resized out of view' }).toBe(2);
    // In view again, no resize: the site's CSS halves the carousel's width (a container change).
    await demo.products.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => demo.shown(demo.products)).toBe(4);
    await demo.products.evaluate((el) => {
      el.style.setProperty('--se-carousel-per-view', '2', 'important');
    });
    await expect.poll(() => demo.perView(demo.products)).toBe('2');
    await expect.poll(() => demo.shown(demo.products), { message: 'per view changed by the site, no resize' }).toBe(2);
  });

  test('keyboard only: Tab to the next arrow, Enter; arrow keys on the slides; the reviews stop rotating on focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new CarouselDemo(page);
    await demo.goto();
    await demo.next(demo.products).focus();
    await page.keyboard.press('Enter');
    await expect(demo.slide(demo.products, 0)).toHaveAttribute('inert', '');
    await page.keyboard.press('ArrowRight');
    await expect(demo.slide(demo.products, 1)).toHaveAttribute('inert', '');
    await expect(demo.bullets(demo.products).nth(2)).toHaveAttribute('aria-current', 'true');
    await demo.reviews.locator('.swiper-wrapper').focus();
    await expect(demo.reviews).not.toHaveAttribute('data-rotating');
    await expect(demo.pause(demo.reviews)).toHaveAttribute('data-state', 'paused');
    await page.keyboard.press('ArrowRight');
    await expect(demo.reviews.locator('.swiper-pagination')).toHaveText('2 / 5');
  });

  test('reduced motion: the reviews do not rotate and offer play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 1200 });
    const demo = new CarouselDemo(page);
    await demo.goto();
    await expect(demo.pause(demo.reviews)).toHaveAttribute('data-state', 'paused');
    await expect(demo.reviews).not.toHaveAttribute('data-rotating');
  });
});
