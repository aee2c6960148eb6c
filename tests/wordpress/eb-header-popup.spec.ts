/**
 * Stack 2, /kop-elementor/ (fixtures/elementor-popup.json): a sticky section with a Nav Menu widget, and an
 * Elementor Pro pop-up shown on that page by its display condition, 1 s after the page loads. The project's
 * plugin (its Sticky, Nav Menu and Pop-ups switches, ticked on its settings page) prints them as <eb-sticky>,
 * <header-menu> and <eb-popup>; none of Elementor's scripts is left on the page. With `?se=off` the same page
 * is Elementor Pro's own: its pop-up script opens the same pop-up, SmartMenus runs the menu.
 */
import { axe } from '../e2e/fixtures';
import { expect, test, type WpInfo } from './fixtures';

interface HeaderSeed {
  page: number;
  popup: number;
  menu: number;
}

function seedOf(wp: WpInfo): HeaderSeed {
  const seed = (wp.seed as { elementorHeader?: HeaderSeed }).elementorHeader;
  if (!seed) throw new Error(`the seed of stack ${wp.stack} has no /kop-elementor/ (seed.php, fixtures/elementor-popup.json)`);
  return seed;
}

test.describe('Elementor Pro pop-up, Nav Menu and sticky section through the plugin', () => {
  test.beforeEach(({ wp }) => {
    test.skip(wp.stack !== 2, 'Elementor and PRO Elements are on stack 2 only');
  });

  test('the page prints the tags, links the menu sheet in <head> and loads none of Elementor\'s scripts; ?se=off prints Elementor\'s', async ({ request, wp }) => {
    const seed = seedOf(wp);
    const on = await (await request.get('/kop-elementor/')).text();
    expect(on).toContain(`<eb-popup popup-id="${seed.popup}"><script type="application/json">`);
    expect(on).toMatch(/<eb-sticky><script type="application\/json">\{"sticky":"top"/);
    expect(on).toContain('<header-menu data-delay-child-handlers="true">');
    const head = on.slice(0, on.indexOf('</head>'));
    expect(head).toMatch(/<link[^>]+id=['"]site-elements-header-menu\.css-css['"]/);
    for (const handle of ['elementor-frontend-js', 'elementor-pro-frontend-js', 'smartmenus-js', 'e-sticky-js', 'swiper-js']) expect(on, handle).not.toContain(`id="${handle}"`);
    expect(on).not.toContain('data-elementor-type="popup"');

    const off = await (await request.get('/kop-elementor/?se=off')).text();
    expect(off).not.toMatch(/<eb-(popup|sticky)|<header-menu/);
    expect(off).toContain(`data-elementor-type="popup" data-elementor-id="${seed.popup}"`);
    expect(off).toContain('id="elementor-pro-frontend-js"');
    expect(off).toContain('&quot;sticky&quot;:&quot;top&quot;');
  });

  for (const width of [375, 1280] as const) {
    test(`${width} px: the pop-up opens by its trigger, Escape closes it and focus returns; the menu and the sticky header work`, async ({ page, wp, problems }) => {
      const seed = seedOf(wp);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/kop-elementor/');
      const popup = page.locator(`eb-popup[popup-id="${seed.popup}"]`);
      // Elementor's page_load trigger with its 1 s delay.
      await expect(popup).toHaveAttribute('data-state', 'open', { timeout: 5000 });
      await expect(popup).toHaveAttribute('data-opened-by', 'page_load');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mis geen weekmenu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toHaveAttribute('data-state', 'closed');

      const menu = page.locator('header-menu');
      await expect(menu).toHaveAttribute('data-enhanced', '');
      if (width === 375) {
        // Below the tablet breakpoint: the toggle opens the dropdown with the items.
        const toggle = menu.locator('[part~="toggle"]');
        await toggle.click();
        await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
      } else {
        const sub = menu.getByRole('button', { name: /Assortiment/ });
        await sub.focus();
        await page.keyboard.press('Enter');
        await expect(sub).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('link', { name: 'Karussels' }).first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(sub).toHaveAttribute('aria-expanded', 'false');
      }

      // The sticky section stays at the top when the page scrolls.
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const top = await page.locator('eb-sticky').evaluate((el) => {
        const box = (el.shadowRoot?.querySelector('[part~="sticky"]') as HTMLElement | null) ?? (el as HTMLElement);
        return box.getBoundingClientRect().top;
      });
      expect(Math.abs(top)).toBeLessThan(2);
      const ours = (await axe(page, 'eb-sticky')).filter((v) => !v.startsWith('color-contrast:'));
      expect(ours).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      // Elementor links Google's fonts, which the offline stack cannot reach.
      expect(problems.consoleErrors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
    });
  }

  test('?se=off: Elementor Pro\'s own script opens the same pop-up by the same trigger', async ({ page, wp, problems }) => {
    const seed = seedOf(wp);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/kop-elementor/?se=off');
    await expect(page.locator(`#elementor-popup-modal-${seed.popup}`)).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Mis geen weekmenu' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
