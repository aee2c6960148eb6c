/**
 * <eb-carousel> on the markup the real Elementor 3.32.4 + PRO Elements 3.33.1 print (issue 31), stack 2 only.
 * /karussels/ is an Elementor page as Elementor stores it (seed.php, fixtures/elementor-carousels.json): a Media
 * Carousel (carousel skin), a Media Carousel (slideshow skin, with its thumbnails), a Testimonial Carousel, Reviews,
 * Slides, a Loop Carousel (the products' Loop Item) and a nested Carousel, each printed inside <eb-carousel> by the
 * project's plugin (its carousel switch: Elementor's own handlers opted out with
 * `data-delay-child-handlers`, the carousel's page sheet linked in <head>). Checked: every widget upgraded (its own
 * slides labelled "n van m", off-screen ones inert, no Swiper), CLS 0 from navigation to idle and no sideways scroll
 * at 375 and 1280 px, axe clean on the carousels; the arrows, the bullets and the arrow keys move each one; and with
 * `?se=off` Elementor's own Swiper still runs every one of them.
 *
 * Not on the lite projects: a light tag, the same bytes in both builds (as playwright.config.ts leaves
 * eb-carousel.spec.ts to react).
 */
import type { Locator, Page } from '@playwright/test';
import { axe } from '../e2e/fixtures';
import { expect, test, type WpInfo } from './fixtures';

interface CarouselSeed {
  page: number;
  mediaCarousel: string;
  slideshow: string;
  testimonialCarousel: string;
  reviews: string;
  slides: string;
  loopCarousel: string;
  nestedCarousel: string;
}

const WIDGETS = ['mediaCarousel', 'slideshow', 'testimonialCarousel', 'reviews', 'slides', 'loopCarousel', 'nestedCarousel'] as const;

function seedOf(wp: WpInfo): CarouselSeed {
  const seed = (wp.seed as { carousels?: CarouselSeed }).carousels;
  if (!seed) throw new Error(`the seed of stack ${wp.stack} has no carousel page (seed.php, fixtures/elementor-carousels.json; ${JSON.stringify(Object.keys(wp.seed))})`);
  return seed;
}

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

const tag = (page: Page, id: string) => page.locator(`eb-carousel:has(> .elementor-element-${id})`);
/** The widget's own slides (not the slideshow's thumbnails, not a slide's inner content). */
const slidesOf = (c: Locator) => c.locator('.swiper-wrapper').first().locator(':scope > .swiper-slide');

async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(r, { timeout: 2000 })))));
}

test.describe('<eb-carousel> on the six Elementor carousel widgets as PRO Elements prints them', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, 'Elementor and PRO Elements are on stack 2 only');
    test.skip(build === 'lite', 'light tag: its files are the same bytes in both builds (as playwright.config.ts leaves eb-carousel.spec.ts to react)');
  });

  for (const width of [375, 1280] as const) {
    test(`${width} px: every widget upgraded, slides "n van m", CLS 0 to idle, no sideways scroll, axe clean`, async ({ page, wp, problems }) => {
      const seed = seedOf(wp);
      await page.setViewportSize({ width, height: 900 });
      await observeShifts(page);
      await page.goto('/karussels/');
      await expect(page.locator('eb-carousel')).toHaveCount(WIDGETS.length);
      for (const key of WIDGETS) {
        const c = tag(page, seed[key]);
        await expect(c, key).toHaveAttribute('data-enhanced', '');
        const n = await slidesOf(c).count();
        expect(n, `${key}: slides`).toBeGreaterThan(1);
        await expect(slidesOf(c).first(), key).toHaveAttribute('aria-label', `1 van ${n}`);
        await expect(slidesOf(c).last(), key).toHaveAttribute('aria-label', `${n} van ${n}`);
        await expect(slidesOf(c).last(), key).toHaveAttribute('inert', '');
        // Elementor's handler (and Swiper) did not run inside the tag.
        await expect(c.locator('.swiper-initialized'), key).toHaveCount(0);
      }
      await idle(page);
      const w = await page.evaluate(() => {
        const { __cls, __shifts } = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: __cls, shifts: __shifts, scrollWidth: document.documentElement.scrollWidth };
      });
      expect(w.shifts, 'layout shifts').toEqual([]);
      expect(w.cls).toBe(0);
      expect(w.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(width);
      // color-contrast: the site's palette in Elementor's own content (its kit's default colours on the
      // testimonial names, the loop item's price, the nested slides' headings), the same without the tag.
      // aria-prohibited-attr on `.elementor-testimonial__icon`: PRO Elements' Reviews prints
      // `<div class="elementor-testimonial__icon elementor-icon elementor-icon-" aria-label="Read More">` (an
      // aria-label on a div without a role) in every slide's header, even with the social icon unset.
      const ours = (await axe(page, 'eb-carousel')).filter((v) => !v.startsWith('color-contrast:') && !/^aria-prohibited-attr: .* -> (?:[^,]*\.elementor-testimonial__icon[^,]*(?:, |$))+$/.test(v));
      expect(ours).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('Swiper\'s own sheet is left off (Elementor\'s e-swiper stays) and the carousels lay out exactly as with it, at 375 and 1280 px; ?se=off links it', async ({ browser, wp }) => {
    const swiperCss = new URL('/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css', wp.baseUrl).href;
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ baseURL: wp.baseUrl, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        const sheets: string[] = [];
        page.on('request', (r) => { if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname); });
        // Every box of every carousel (slides, their content, arrows, bullets), relative to its carousel.
        const boxes = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('eb-carousel')].map((c) => {
              const o = c.getBoundingClientRect();
              return [...c.querySelectorAll('.swiper, .swiper-slide, .swiper-slide > *, .elementor-swiper-button, .swiper-pagination, .swiper-pagination-bullet')].map((e) => {
                const r = e.getBoundingClientRect();
                return [Math.round(r.x - o.x), Math.round(r.y - o.y), Math.round(r.width), Math.round(r.height), getComputedStyle(e).opacity].join(' ');
              });
            }),
          );
        await page.goto('/karussels/');
        await page.waitForLoadState('networkidle');
        expect(sheets.filter((u) => /lib\/swiper\/.*swiper\.min\.css$/.test(u)), 'no Swiper sheet').toEqual([]);
        expect(sheets.some((u) => /conditionals\/e-swiper\.min\.css$/.test(u)), 'Elementor\'s e-swiper stays').toBe(true);
        await idle(page);
        const without = await boxes();
        expect(without.length).toBe(7);
        // Where WordPress prints it (before Elementor's e-swiper, which depends on it), so the cascade is the same.
        await page.evaluate(
          (href) =>
            new Promise<void>((resolve, reject) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: () => resolve(), onerror: () => reject(new Error(href)) });
              document.querySelector('link#e-swiper-css')!.before(link);
            }),
          swiperCss,
        );
        await idle(page);
        expect(await boxes(), `${width} px: the same boxes with Swiper's sheet added`).toEqual(without);

        sheets.length = 0;
        await page.goto('/karussels/?se=off');
        expect(sheets.some((u) => /lib\/swiper\/v8\/css\/swiper\.min\.css$/.test(u)), '?se=off: Swiper\'s sheet').toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  test('arrows, bullets and arrow keys move each one; ?se=off: Elementor\'s own Swiper runs them', async ({ page, wp, problems }) => {
    const seed = seedOf(wp);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/karussels/');
    const firstShown = (c: Locator) => slidesOf(c).evaluateAll((els) => els.findIndex((e) => !(e as HTMLElement).inert));
    for (const key of WIDGETS) {
      const c = tag(page, seed[key]);
      await expect(c, key).toHaveAttribute('data-enhanced', '');
      await c.scrollIntoViewIfNeeded();
      expect(await firstShown(c), key).toBe(0);
      // The widget's own next arrow.
      const next = c.locator('.elementor-swiper-button-next').first();
      await expect(next, `${key}: Elementor's next arrow`).toBeVisible();
      await next.click();
      await expect.poll(() => firstShown(c), `${key}: after next`).toBe(1);
      await expect(slidesOf(c).first(), key).toHaveAttribute('inert', '');
      // The arrow keys on the slides' scroller.
      await c.locator('.swiper-wrapper').first().focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => firstShown(c), `${key}: after ArrowLeft`).toBe(0);
      // Bullets (the widgets that print a pagination): the second one.
      const bullets = c.locator('.swiper-pagination').first().locator('.swiper-pagination-bullet');
      if ((await bullets.count()) > 1) {
        await bullets.nth(1).click();
        await expect.poll(() => firstShown(c), `${key}: after bullet 2`).toBeGreaterThan(0);
        await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
      }
    }
    expect(problems.pageErrors).toEqual([]);

    // Elementor alone: no tag, its handlers build Swiper on each widget and its arrows move it.
    await page.goto('/karussels/?se=off');
    await expect(page.locator('eb-carousel')).toHaveCount(0);
    for (const key of WIDGETS) {
      const widget = page.locator(`.elementor-element-${seed[key]}`);
      await widget.scrollIntoViewIfNeeded();
      const swiper = widget.locator('.swiper-initialized').first();
      await expect(swiper, `${key}: Swiper initialised by Elementor`).toHaveCount(1);
      const active = () => swiper.evaluate((el) => [...el.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')].findIndex((s) => s.classList.contains('swiper-slide-active')));
      const before = await active();
      await widget.locator('.elementor-swiper-button-next').first().click();
      await expect.poll(active, `${key}: Swiper's next`).not.toBe(before);
    }
    expect(problems.pageErrors).toEqual([]);
  });
});
