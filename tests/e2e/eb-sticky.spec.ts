import { axe, expect, test } from './fixtures';
import { StickyDemo } from './models/light';

test.describe('<eb-sticky> on the demo page', () => {
  test('desktop: the order bar sticks at the top without moving anything (CLS 0), gets the effect after 120 px, the summary stays in its column', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new StickyDemo(page);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await demo.goto();
    const barTop = await demo.bar.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const next = page.locator('.columns');
    const nextTop = await next.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await demo.scrollTo(barTop + 40);
    await expect(demo.bar).toHaveAttribute('data-sticky', 'active');
    await expect(demo.bar).not.toHaveClass(/elementor-sticky--effects/);
    expect(await demo.bar.locator('[part="sticky"]').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    expect(await next.evaluate((el) => el.getBoundingClientRect().top + scrollY)).toBe(nextTop);
    await demo.scrollTo(barTop + 200);
    await expect(demo.bar).toHaveClass(/elementor-sticky--effects/);
    // Sticking moved nothing (the instant jumps below would count as shifts of their own).
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    // The summary sticks 90 px down, then rests at the end of its column.
    const col = page.locator('aside');
    const colBottom = await col.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
    await demo.scrollTo(colBottom - 300);
    await expect(demo.summary).toHaveAttribute('data-sticky', 'active');
    await demo.scrollTo(colBottom - 100);
    await expect(demo.summary).toHaveAttribute('data-sticky', 'parent');
    await expect(demo.bar).toHaveAttribute('data-sticky', 'active');
    expect(await axe(page, 'eb-sticky#order-bar'), 'axe, stuck').toEqual([]);
    await demo.scrollTo(0);
    await expect(demo.bar).not.toHaveAttribute('data-sticky');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('mobile (375 px) is not among the devices: nothing sticks; widening the window to desktop makes it sticky', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const demo = new StickyDemo(page);
    await demo.goto();
    await demo.scrollTo(900);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(demo.bar).not.toHaveAttribute('data-sticky');
    await page.setViewportSize({ width: 1280, height: 800 });
    await demo.scrollTo(910);
    await expect(demo.bar).toHaveAttribute('data-sticky', 'active');
  });
});
