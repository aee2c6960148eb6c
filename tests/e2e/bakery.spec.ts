// The bakery demo site (npm start's home page "Bakkerij Zonneveld" and its pages, built only from
// the tags and plain HTML): one main menu everywhere with the current page marked, a footer line
// naming exactly the tags the page uses with links to their docs, no console error, axe clean once
// the visitor has answered the consent banner; the shop's loop grid is the server's own.
import { axe, expect, test } from './fixtures';
import { ConsentPage } from './models/consent';

const PAGES = [
  ['/', 'Home'],
  ['/winkel.html', 'Winkel'],
  ['/bestellen.html', 'Taart bestellen'],
  ['/taartadvies.html', 'Taartadvies'],
  ['/blog-taart-kiezen.html', 'Blog'],
  ['/contact.html', 'Contact'],
] as const;

test.describe('Bakkerij Zonneveld, the demo site', () => {
  test('every page: the same menu with its own link current, a footer naming exactly its tags (docs pages that exist), axe clean, no console error', async ({ page, problems, build }) => {
    test.skip(build === 'lite', 'the site\'s markup and menu are build-independent; the lite build runs the amounts and the phone header below');
    test.setTimeout(120_000);
    await page.goto('/');
    await new ConsentPage(page).acceptButton.click();
    for (const [path, label] of PAGES) {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const items = await menu.locator(':scope > ul > li > a').allTextContents();
      expect(items.map((t) => t.trim()), path).toEqual(PAGES.map(([, l]) => l));
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      // The tags in the page (custom elements of the project) are the ones the footer names.
      const used = await page.evaluate(() =>
        [...new Set([...document.querySelectorAll('main *, header *, body > gdpr-consent')].map((e) => e.localName).filter((n) => /^(gdpr|ays|gform|eb|header|seoaic|interactive|wc)-/.test(n)))].sort(),
      );
      const footer = page.locator('.bakery-footer__tags');
      const named = (await footer.locator('a[href^="/docs/tags/"]').allTextContents()).map((t) => t.replace(/[<>]/g, '')).sort();
      expect(named, `${path}: the footer names the page's tags`).toEqual(used);
      for (const href of await footer.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))) {
        expect((await page.request.get(href)).status(), `${path} -> ${href}`).toBe(200);
      }
      expect(await page.locator('[data-error]').count(), `${path}: elements with data-error`).toBe(0);
      expect(await axe(page), path).toEqual([]);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('one euro format in Dutch on every page: € 4,95 (symbol first), also inside the tags\' shadow roots', async ({ page, problems }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await new ConsentPage(page).acceptButton.click();
    for (const [path] of [...PAGES, ['/product/appeltaart/', ''] as const]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const walk = (root: Node): void => {
          const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
          for (let n: Node | null = it.currentNode; n; n = it.nextNode()) {
            if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent ?? '');
            else if ((n as Element).shadowRoot) walk((n as Element).shadowRoot!);
          }
        };
        walk(document.body);
        return out.join('\n');
      });
      const amounts = texts.match(/(?:€\s?)?\d+(?:\.\d{3})*,\d{2}(?:\s?€)?/g) ?? [];
      expect(amounts.length, `${path}: amounts shown`).toBeGreaterThan(path === '/contact.html' || path === '/blog-taart-kiezen.html' || path === '/taartadvies.html' ? -1 : 0);
      expect(amounts.filter((a) => !/^€ \d/.test(a)), `${path}: amounts not as '€ 4,95'`).toEqual([]);
    }
    expect(problems.pageErrors).toEqual([]);
  });

  for (const width of [320, 375]) {
    test(`phone header at ${width} px: the logo, the Menu button and the mini cart never overlap, on every page`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await new ConsentPage(page).acceptButton.click();
      for (const [path] of PAGES) {
        await page.goto(path);
        const toggle = page.locator('header-menu [part="toggle"]');
        await expect(toggle).toBeVisible();
        await page.locator('wc-mini-cart').evaluate((e) => e.getBoundingClientRect()); // layout settled
        const boxes = await page.evaluate(() => {
          const rect = (el: Element | null) => {
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { l: r.left, t: r.top, r: r.right, b: r.bottom };
          };
          // The logo's text as drawn (a Range), not its box, which may stretch.
          const logo = document.querySelector('.bakery-header__logo')!;
          const range = document.createRange();
          range.selectNodeContents(logo);
          const text = range.getBoundingClientRect();
          return {
            logo: { l: text.left, t: text.top, r: text.right, b: text.bottom },
            cart: rect(document.querySelector('wc-mini-cart')),
            page: document.documentElement.clientWidth,
          };
        });
        const t = (await toggle.boundingBox())!;
        const tb = { l: t.x, t: t.y, r: t.x + t.width, b: t.y + t.height };
        const meet = (a: typeof boxes.logo, b: typeof boxes.logo | null) => !!b && a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
        expect(meet(boxes.logo, tb), `${path}: logo and Menu`).toBe(false);
        expect(meet(boxes.logo, boxes.cart), `${path}: logo and mini cart`).toBe(false);
        expect(meet(tb, boxes.cart), `${path}: Menu and mini cart`).toBe(false);
        expect(Math.max(boxes.logo.r, tb.r, boxes.cart!.r), `${path}: inside the page`).toBeLessThanOrEqual(boxes.page);
      }
    });
  }

  test('the shop is the server-rendered loop grid of its own page: a filter from the menu narrows it', async ({ page, problems, build }) => {
    test.skip(build === 'lite', 'a server-rendered grid (light element, no React): the same on both builds');
    await page.goto('/winkel.html?e-filter-b4k3r1j-product_cat=taart');
    const items = page.locator('eb-loop-grid .e-loop-item');
    await expect(items.first()).toBeVisible();
    const titles = await page.locator('eb-loop-grid .bakery-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => /taart/i.test(t))).toBe(true);
    await expect(page.locator('eb-loop-grid .bakery-card__title a').first()).toHaveAttribute('href', /^\/product\/[a-z0-9-]+\/$/);
    expect(problems.consoleErrors).toEqual([]);
  });
});
