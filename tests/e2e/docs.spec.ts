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

test.describe('docs site', () => {
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
    await expect(form.getByRole('button', { name: 'Bel mij terug' })).toBeVisible();
    await expect(example.locator('.example-code')).toContainText('<gform-form form-id="2" submission-method="ajax" display-title></gform-form>');
    await form.getByRole('button', { name: 'Bel mij terug' }).click();
    await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });
});
