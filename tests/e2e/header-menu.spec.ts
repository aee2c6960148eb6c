import { axe, expect, test } from './fixtures';
import { MenuDemo } from './models/light';

test.describe('<header-menu> on the demo page', () => {
  test('desktop, keyboard only: Tab to a submenu button, Enter opens, arrows move inside, Escape closes and returns focus, Tab leaves', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new MenuDemo(page);
    await demo.goto();
    await expect(demo.menu).toHaveAttribute('data-mode', 'bar');
    await expect(demo.toggle).toBeHidden();
    // From the logo: Home, Assortiment, its submenu button.
    await page.locator('.bakery-header__logo').focus();
    await page.keyboard.press('Tab');
    await expect(demo.link('Home')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(demo.link('Assortiment')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(demo.submenuButton('Assortiment')).toBeFocused();
    await demo.expectSubmenu('Assortiment', false);
    await page.keyboard.press('Enter');
    await demo.expectSubmenu('Assortiment', true);
    await page.keyboard.press('ArrowDown');
    await expect(demo.link('Brood')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(demo.link('Taarten')).toBeFocused();
    await page.keyboard.press('End');
    await expect(demo.link('Hartig')).toBeFocused();
    await page.keyboard.press('Escape');
    await demo.expectSubmenu('Assortiment', false);
    await expect(demo.submenuButton('Assortiment')).toBeFocused();
    // Space opens too; Tab through the submenu and out of it closes it.
    await page.keyboard.press(' ');
    await demo.expectSubmenu('Assortiment', true);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(demo.link('Over ons')).toBeFocused();
    await demo.expectSubmenu('Assortiment', false);
    expect(await axe(page, 'header-menu#main-menu'), 'axe, closed').toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await demo.expectSubmenu('Over ons', true);
    expect(await axe(page, 'header-menu#main-menu'), 'axe, open').toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('desktop, mouse: a submenu opens when the pointer rests on its parent and closes after it leaves the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const demo = new MenuDemo(page);
    await demo.goto();
    await demo.link('Over ons').hover();
    await demo.expectSubmenu('Over ons', true);
    const sub = await demo.submenu('Over ons');
    const box = await sub.boundingBox();
    expect(box!.width, 'at least 10em (16 px font)').toBeGreaterThanOrEqual(160);
    expect(box!.width, 'at most 20em').toBeLessThanOrEqual(320);
    await page.getByRole('link', { name: 'Onze bakkers' }).hover();
    await page.mouse.move(640, 600);
    await demo.expectSubmenu('Over ons', false);
  });

  test('mobile (375 px): the toggle opens the dropdown, a parent expands and collapses, Escape closes it back to the toggle', async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const demo = new MenuDemo(page);
    await demo.goto();
    await expect(demo.menu).toHaveAttribute('data-mode', 'dropdown');
    await expect(demo.link('Home')).toBeHidden();
    await expect(demo.toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await axe(page, 'header-menu#main-menu'), 'axe, closed').toEqual([]);
    await demo.toggle.click();
    await expect(demo.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.link('Home')).toBeVisible();
    await demo.submenuButton('Assortiment').click();
    await demo.expectSubmenu('Assortiment', true);
    expect(await axe(page, 'header-menu#main-menu'), 'axe, open').toEqual([]);
    await demo.submenuButton('Assortiment').click();
    await demo.expectSubmenu('Assortiment', false);
    await demo.link('Contact').focus();
    await page.keyboard.press('Escape');
    await expect(demo.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(demo.toggle).toBeFocused();
    // The second menu on the page is on its own (its breakpoint is mobile, 767 px: a dropdown here too, closed).
    await expect(page.locator('header-menu#footer-menu')).toHaveAttribute('data-mode', 'dropdown');
    await expect(page.locator('header-menu#footer-menu [part="toggle"]')).toHaveText('Service');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('without JavaScript the nav is a plain nested list with every link', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/header-menu.html');
    const nav = page.locator('header-menu#main-menu nav');
    await expect(nav.getByRole('link')).toHaveCount(12);
    await expect(nav.getByRole('link', { name: 'Vacatures' })).toBeVisible();
    await expect(page.locator('header-menu button')).toHaveCount(0);
    await context.close();
  });

  test('a page with only header menus downloads no React: just the light chunks, and no page-behaviours chunk', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      const m = /\/dist\/chunks(?:-lite)?\/([^?]+)/.exec(r.url());
      if (m) requested.push(m[1]!);
    });
    await page.goto('/header-menu.html');
    await expect(page.locator('header-menu#main-menu')).toHaveAttribute('data-enhanced', '');
    await page.waitForLoadState('networkidle');
    // Chunk names carry a content hash (header-menu-<hash>.js, light-<hash>.js).
    expect(requested.filter((c) => c.startsWith('header-menu-'))).toHaveLength(1);
    expect(requested.filter((c) => !c.startsWith('header-menu-') && !c.startsWith('light-'))).toEqual([]);
  });
});
