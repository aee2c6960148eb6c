// The docs site (scripts/build-docs.mjs, served at /docs/ as `npm start` serves it): every page
// opens without a console error or CSP violation, has one h1 and no skipped heading level, no
// horizontal scroll at 375 px, axe finds nothing (light theme; dark on a sample); every link and
// image inside the site resolves; the offline search works by keyboard; the theme choice is kept;
// a live example is the tag itself, working.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs module (the Eleventy config), no types
import { urlOfInput } from '../../scripts/docs/eleventy.config.mjs';
import { axe, expect, test } from './fixtures';

/** Every page the docs site publishes: the Markdown files under docs/ (not its _ folders) and the screenshot gallery. */
const DOCS_PAGES: string[] = [
  ...(readdirSync('docs', { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md') && !f.split('/').some((part) => part.startsWith('_')))
    .map((f) => urlOfInput(f) as string),
  '/screenshots/',
];

interface IndexEntry { title: string; url: string; headings: { id: string; text: string }[] }

async function index(page: Page): Promise<IndexEntry[]> {
  const res = await page.request.get('/docs/search-index.json');
  expect(res.status()).toBe(200);
  return (await res.json()) as IndexEntry[];
}

const docsUrl = (u: string) => `/docs${u}`;

/** The tests whose subject is how the tags render in the docs (their live examples): the lite build runs them too. */
const LITE_TOO = ['live examples look as on the demo', 'every tag page has a live example', 'a <gform-form> example stays on its page'];

test.describe('docs site', () => {
  test.beforeEach(({ build }, testInfo) => {
    test.skip(build === 'lite' && !LITE_TOO.some((t) => testInfo.title.startsWith(t)), 'the site itself (pages, links, search, tables) is the same on both builds');
  });
  // One test per page (their own timeout, spread over the workers): one h1, no skipped heading
  // level, no horizontal scroll at 375 px, axe clean, no console error or CSP violation.
  for (const url of DOCS_PAGES) {
    test(`${url}: one h1, no skipped heading level, no overflow at 375 px, axe clean, no console error`, async ({ page, problems }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      // The live examples' entrance animations (chat bubbles, pop-ups) would hold axe's settle for seconds.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(docsUrl(url));
      const levels = await page.locator('main').evaluate((m) => [...m.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => !h.closest('.example-preview')).map((h) => Number(h.tagName[1])));
      expect(levels.filter((l) => l === 1), 'one h1').toHaveLength(1);
      expect(levels[0], 'starts with its h1').toBe(1);
      levels.forEach((l, i) => {
        if (i > 0) expect(l - levels[i - 1]!, `heading ${i} (h${l}) after h${levels[i - 1]}`).toBeLessThanOrEqual(1);
      });
      // Every live example's tags are defined, upgraded (their shadow root attached; a closed pop-up
      // renders nothing in it until opened) and without data-error.
      const tags = await page.locator('.example-preview').evaluateAll((previews) => [...new Set(previews.flatMap((p) => [...p.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.includes('-'))))]);
      for (const tag of tags) {
        await expect.poll(() => page.evaluate((t) => customElements.get(t) !== undefined, tag), `<${tag}> defined`).toBe(true);
        const els = page.locator(`.example-preview ${tag}`);
        await expect.poll(() => els.evaluateAll((list) => list.every((e) => e.shadowRoot !== null)), `<${tag}> upgraded`).toBe(true);
        expect(await els.evaluateAll((list) => list.filter((e) => e.hasAttribute('data-error')).length), `<${tag}> data-error`).toBe(0);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
      expect(await axe(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  test('the search index lists every page of the site', async ({ page }) => {
    const urls = (await index(page)).map((p) => p.url).sort();
    expect(urls).toEqual([...DOCS_PAGES].sort());
  });

  test('dark theme: axe clean on a sample of pages, the choice kept across pages', async ({ page, problems }) => {
    test.setTimeout(90_000);
    await page.goto('/docs/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const u of ['/docs/', '/docs/tags/gform-form/', '/docs/guides/security/']) {
      await page.goto(u);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axe(page), u).toEqual([]);
    }
    // The choice lives in localStorage, which the reused browser context keeps for the next test.
    await page.evaluate(() => localStorage.removeItem('se-docs-theme'));
    expect(problems.consoleErrors).toEqual([]);
  });

  test('every link and image inside the docs resolves, every #fragment exists', async ({ page }) => {
    test.setTimeout(90_000);
    const pages = await index(page);
    const checked = new Map<string, number>();
    const broken: string[] = [];
    for (const p of pages) {
      await page.goto(docsUrl(p.url));
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll('a[href], img[src], link[href], script[src]')]
          .filter((e) => !e.closest('.example-preview'))
          .map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src)
          .filter((u) => u.startsWith(location.origin)),
      );
      for (const t of new Set(targets)) {
        const url = new URL(t);
        const key = url.pathname;
        if (!checked.has(key)) checked.set(key, (await page.request.get(key, { maxRedirects: 0 })).status());
        if (checked.get(key) !== 200) broken.push(`${p.url} -> ${key} (${checked.get(key)})`);
        if (url.hash && key.startsWith('/docs/') && key.endsWith('/')) {
          const target = pages.find((q) => docsUrl(q.url) === key);
          const id = decodeURIComponent(url.hash.slice(1));
          if (target && !target.headings.some((h) => h.id === id) && !id.startsWith('api-') && id !== 'main') broken.push(`${p.url} -> ${key}${url.hash} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(20);
  });

  test('search works offline by keyboard: type, arrow down, Enter opens the page at its heading', async ({ page, problems }) => {
    await page.goto('/docs/');
    const box = page.getByRole('combobox', { name: 'Search the docs' });
    await box.focus();
    await page.keyboard.type('honeypot');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#docs-search-status')).toHaveText(/\d+ results?/);
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => href !== null && u.href.endsWith(href.replace(/^\.\//, '')));
    await expect(page.locator('main')).toContainText(/honeypot/i);
    // Escape closes the list, a second Escape clears the field; nothing found says so.
    await box.fill('zzqqxx');
    await expect(list).toContainText('Nothing found');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('API tables come from custom-elements.json; a live example is the working tag', async ({ page, problems }) => {
    await page.goto('/docs/tags/gform-form/');
    const api = page.locator('section.api').first();
    await expect(api.getByRole('heading', { name: 'API of <gform-form>' })).toBeVisible();
    await expect(api.getByRole('cell', { name: 'submission-method', exact: true })).toBeVisible();
    await expect(api.getByRole('cell', { name: 'gform-pre-submission', exact: true })).toBeVisible();
    const example = page.locator('.example').first();
    const form = example.locator('gform-form');
    await expect(form.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
    await expect(example.locator('.example-code')).toContainText('<gform-form form-id="3" submission-method="ajax" display-title></gform-form>');
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  // Issue 40, the docs as a product's docs: the live examples look and behave as on the demo pages.
  test('live examples look as on the demo: the carousel shows name and place on two lines and its arrows beside the slide; no icon at its SVG\'s natural size', async ({ page, problems }) => {
    test.setTimeout(120_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/docs/tags/eb-carousel/');
      const slide = page.locator('.example-preview .swiper-slide').first();
      await expect(slide.locator('.elementor-testimonial__name')).toHaveText('Anna de Vries');
      const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
      const name = await box('.example-preview .elementor-testimonial__name');
      const place = await box('.example-preview .elementor-testimonial__title');
      expect(place.y, `${width} px: the place under the name, not beside it`).toBeGreaterThanOrEqual(name.y + name.height - 1);
      const slideBox = (await slide.boundingBox())!;
      const text = await box('.example-preview .elementor-testimonial__text');
      for (const [side, sel] of [['prev', '.elementor-swiper-button-prev'], ['next', '.elementor-swiper-button-next']] as const) {
        const b = await box(`.example-preview ${sel}`);
        expect(b.y, `${width} px: ${side} arrow within the slide's height`).toBeGreaterThanOrEqual(slideBox.y - 1);
        expect(b.y + b.height, `${width} px: ${side} arrow within the slide's height`).toBeLessThanOrEqual(slideBox.y + slideBox.height + 1);
        if (side === 'prev') expect(b.x + b.width, `${width} px: prev arrow left of the text`).toBeLessThanOrEqual(text.x + 1);
        else expect(b.x, `${width} px: next arrow right of the text`).toBeGreaterThanOrEqual(text.x + text.width - 1);
      }
    }
    // Every docs page with live examples: no icon drawn at its SVG's natural size (the search
    // widgets' magnifier and close icons without the widget CSS were 350 px wide).
    const pages = DOCS_PAGES.filter((u) => /^\/(tags|guides)\//.test(u));
    await page.setViewportSize({ width: 1280, height: 900 });
    const big: string[] = [];
    for (const url of pages) {
      await page.goto(docsUrl(url));
      if ((await page.locator('.example-preview').count()) === 0) continue;
      big.push(...(await page.locator('.example-preview svg').evaluateAll((svgs, u) => svgs
        .map((s) => s.getBoundingClientRect())
        .filter((r) => r.width > 128 || r.height > 128)
        .map((r) => `${u}: an svg of ${Math.round(r.width)}x${Math.round(r.height)}`), url)));
    }
    expect(big).toEqual([]);
    // The full-screen search opens over the whole viewport, as on the demo.
    await page.goto('/docs/tags/eb-search/');
    const toggle = page.locator('.example-preview .elementor-search-form__toggle');
    expect((await toggle.boundingBox())!.width).toBeLessThanOrEqual(48);
    await toggle.click();
    const field = page.locator('.example-preview .elementor-search-form__input').first();
    await expect(field).toBeFocused();
    // (it scales in over 0.3 s)
    const overlay = page.locator('.example-preview .elementor-search-form__container').first();
    await expect.poll(async () => (await overlay.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(1279);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('every tag page has a live example, working against the reference backend', async ({ page, problems }) => {
    // Twenty tag pages and three flows: over the default 30 s on a loaded machine (the full run of
    // 2026-11-29 stopped it at 30.6 s, at its last step, with every check until then met).
    test.setTimeout(90_000);
    const tagPages = DOCS_PAGES.filter((u) => u.startsWith('/tags/'));
    expect(tagPages.length).toBeGreaterThanOrEqual(17);
    const without: string[] = [];
    for (const url of tagPages) {
      // The example's markup is in the page's HTML: no need to wait for its images and scripts.
      await page.goto(docsUrl(url), { waitUntil: 'domcontentloaded' });
      if ((await page.locator('main .example .example-preview').count()) === 0) without.push(url);
    }
    expect(without, 'tag pages without a live example').toEqual([]);

    // <wc-checkout>: the add-to-cart button above it fills the same page's checkout.
    await page.goto('/docs/tags/wc-checkout/');
    const checkout = page.locator('.example-preview wc-checkout');
    await expect(checkout.getByText(/winkelwagen is leeg/)).toBeVisible();
    await page.locator('.example-preview .add_to_cart_button').click();
    await expect(checkout.getByText('Desem volkoren').first()).toBeVisible({ timeout: 10_000 });
    await expect(checkout.getByRole('textbox', { name: /E-mail/ }).first()).toBeVisible();

    // Page behaviours: the image became its (sanitized) SVG; add to cart shows in the mini cart.
    await page.goto('/docs/tags/page-behaviours/');
    const preview = page.locator('.example-preview');
    await expect(preview.locator('svg[role="img"][aria-label="Korenaar"]')).toBeVisible();
    await expect(preview.locator('img[data-inline-svg]')).toHaveCount(0);
    await preview.locator('.add_to_cart_button').click();
    await expect(preview.locator('.add_to_cart_button')).toHaveClass(/added/);
    // WooCommerce's "Bekijk winkelwagen" link goes to the demo shop's cart page (the site's page settings).
    await expect(preview.locator('a.added_to_cart')).toHaveAttribute('href', '/winkelwagen.html');
    const toggle = preview.locator('wc-mini-cart').getByRole('button', { name: /^Winkelwagen, [1-9]/ });
    await toggle.click();
    await expect(preview.locator('wc-mini-cart').getByText('Witte desembol')).toBeVisible();
    await page.keyboard.press('Escape');

    // <wc-my-account>: the login form checks its fields in place.
    await page.goto('/docs/tags/wc-my-account/');
    const account = page.locator('.example-preview wc-my-account');
    // Enhanced first: before that the button is the plain form's, which posts the page away.
    await expect(account).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
    await account.getByRole('button', { name: 'Inloggen' }).click();
    await expect(account.locator('#username')).toHaveAttribute('aria-invalid', 'true');
    await expect(account.locator('#username')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/docs/tags/wc-my-account/');
    await expect(account.getByRole('button', { name: 'Wachtwoord tonen' }).first()).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a <gform-form> example stays on its page when submitted: the confirmation shows in place', async ({ page, problems }) => {
    for (const url of ['/docs/tags/gform-form/', '/docs/guides/theming/']) {
      await page.goto(url);
      const form = page.locator('.example-preview gform-form').first();
      await expect(form.getByRole('button').last()).toBeVisible();
      // Every field filled in as a visitor would (whatever the example's form asks).
      for (const input of await form.locator('input:visible').all()) {
        const type = await input.getAttribute('type');
        if (type === 'email') await input.fill(`docs-${Date.now()}@example.org`);
        else if (type === 'tel') await input.fill('030 123 45 67');
        else if (type === null || type === 'text') await input.fill('Docs Test');
      }
      for (const select of await form.locator('select:visible').all()) await select.selectOption({ index: 1 });
      let left = '';
      const watch = (f: import('@playwright/test').Frame) => { if (f === page.mainFrame() && new URL(f.url()).pathname !== url) left = f.url(); };
      page.on('framenavigated', watch);
      await form.locator('button[type="submit"], input[type="submit"]').last().click();
      const confirmation = form.getByText('Je bent aangemeld.');
      await confirmation.waitFor({ timeout: 10_000 }).catch(() => undefined);
      page.off('framenavigated', watch);
      expect(left, `${url}: the page did not navigate away`).toBe('');
      await expect(confirmation).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(url);
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  // API tables and Markdown tables break lines between words only: never "strin g". A word is a
  // run of letters, digits and underscores in prose (lines may break at spaces and after a hyphen
  // or a slash there), and anything between spaces in code (`rest-nonce`, `'top-panel'`, a path);
  // each must lie on one line (its Range's client rects on one line box).
  for (const width of [375, 1280]) {
    test(`tables at ${width} px: no word of a cell split across lines`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const split: string[] = [];
      for (const url of DOCS_PAGES.filter((u) => u.startsWith('/tags/'))) {
        await page.goto(docsUrl(url));
        split.push(...(await page.evaluate((u) => {
          const out: string[] = [];
          for (const cell of document.querySelectorAll('main .table-wrap :is(th, td)')) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const text = n.textContent ?? '';
              const word = n.parentElement?.closest('code') ? /\S+/gu : /[\p{L}\p{N}_]+/gu;
              for (const m of text.matchAll(word)) {
                const r = document.createRange();
                r.setStart(n, m.index!);
                r.setEnd(n, m.index! + m[0].length);
                const tops = [...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top));
                if (new Set(tops).size > 1) out.push(`${u} "${m[0]}" in "${(cell.textContent ?? '').slice(0, 60)}"`);
              }
            }
          }
          return out;
        }, url)));
      }
      expect(split).toEqual([]);
    });
  }
});
