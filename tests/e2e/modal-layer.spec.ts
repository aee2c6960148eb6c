// Issue 40, "Two modals never fight": every tag that opens a dialog shares the page's one modal
// layer (src/platform/modal-layer.ts). The home page's bug first (the consent settings open, the
// wheel scrolled the page behind, the newsletter pop-up opened underneath and the two focus traps
// handed focus to each other: 7x RangeError), then every pair of the five dialogs on
// demo/modal-layer.html: the second opens on top, Escape closes only it, focus returns where it
// came from, the page behind is inert; and a pop-up's own trigger waits while a dialog is open.
import type { Page } from '@playwright/test';
import { expect, test, type PageProblems } from './fixtures';
import { ConsentPage } from './models/consent';

type Tag = 'consent' | 'ays' | 'eb' | 'search' | 'cart';
const TAGS: Tag[] = ['consent', 'ays', 'eb', 'search', 'cart'];

/** Runs in the page: the dialog container of `tag`, whether it is open, and how to open it without a click. */
function pageHelpers(): void {
  const w = window as unknown as Record<string, unknown>;
  const q = (sel: string) => document.querySelector(sel) as HTMLElement & Record<string, () => void>;
  const inShadow = (host: string, part: string) => q(host)?.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`) ?? null;
  const containers: Record<string, () => HTMLElement | null> = {
    consent: () => inShadow('gdpr-consent', 'modal'),
    ays: () => inShadow('ays-popup', 'popup'),
    eb: () => inShadow('eb-popup', 'popup'),
    search: () => q('#layer-search .elementor-search-form__container'),
    cart: () => inShadow('wc-mini-cart', 'panel'),
  };
  const isOpen: Record<string, () => boolean> = {
    consent: () => !!containers.consent!()?.getClientRects().length,
    ays: () => q('ays-popup').getAttribute('data-state') === 'open',
    eb: () => q('eb-popup').getAttribute('data-state') === 'open',
    search: () => !!containers.search!()?.classList.contains('elementor-search-form--full-screen'),
    cart: () => q('wc-mini-cart').hasAttribute('data-open'),
  };
  // The trigger of a dialog fired by a script (the page behind the top dialog is inert: no click reaches it).
  const openByScript: Record<string, () => void> = {
    consent: () => q('gdpr-consent').openSettings!(),
    ays: () => q('ays-popup').open!(),
    eb: () => q('eb-popup').show!(),
    search: () => q('#layer-search .elementor-search-form__toggle').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' })),
    cart: () => q('wc-mini-cart').open!(),
  };
  const deepActive = (): Element | null => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  const composedContains = (container: Node, node: Node | null): boolean => {
    for (let n = node; n; ) {
      if (n === container) return true;
      n = (n as Element).assignedSlot ?? n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);
    }
    return false;
  };
  /** True when `el` or an ancestor along the composed tree is inert. */
  const inert = (el: Element | null): boolean => {
    for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n instanceof Element && n.hasAttribute('inert')) return true;
    return false;
  };
  w.layerTest = {
    isOpen: (t: string) => isOpen[t]!(),
    open: (t: string) => openByScript[t]!(),
    focusInside: (t: string) => {
      const c = containers[t]!();
      return !!c && composedContains(c, deepActive());
    },
    inert: (t: string) => inert(containers[t]!()),
    /** Remembers the focused element; `focusBack` tells whether it has the focus again. */
    markFocus: () => void (w.layerMark = deepActive()),
    focusBack: () => deepActive() === w.layerMark && w.layerMark !== document.body,
    pageInert: () => inert(document.querySelector('main')),
    scrollLocked: () => getComputedStyle(document.documentElement).overflow === 'hidden',
  };
}

type Helper = 'isOpen' | 'open' | 'focusInside' | 'inert' | 'markFocus' | 'focusBack' | 'pageInert' | 'scrollLocked';
const call = (page: Page, fn: Helper, tag?: Tag) =>
  page.evaluate(([f, t]) => ((window as unknown as { layerTest: Record<string, (t?: string) => unknown> }).layerTest[f!]!(t) as boolean | undefined) ?? null, [fn, tag] as const);

/** Opens `tag` as a visitor does: its own trigger clicked (the trigger keeps the focus to come back to). */
async function openByClick(page: Page, tag: Tag): Promise<void> {
  const trigger = {
    consent: page.locator('#open-consent'),
    ays: page.locator('#open-ays'),
    eb: page.locator('#open-eb'),
    search: page.locator('#layer-search .elementor-search-form__toggle'),
    cart: page.locator('wc-mini-cart [part~="toggle"]'),
  }[tag];
  await trigger.focus();
  await trigger.click();
  await expect.poll(() => call(page, 'isOpen', tag), { message: `${tag} open` }).toBe(true);
  // eb-popup moves focus in 250 ms after opening (Elementor's a11y_navigation).
  await expect.poll(() => call(page, 'focusInside', tag), { message: `focus inside ${tag}` }).toBe(true);
}

async function gotoLayerPage(page: Page): Promise<void> {
  await page.goto('/modal-layer.html');
  // Every tag upgraded (their chunks loaded) before anything opens.
  await expect(page.locator('gdpr-consent [part~="banner"]')).toBeVisible();
  await expect(page.locator('#layer-search')).toHaveAttribute('data-enhanced', '');
  await expect(page.locator('wc-mini-cart [part~="toggle"]')).toBeVisible();
  await expect(page.locator('ays-popup')).toHaveAttribute('data-state', 'closed');
  await expect(page.locator('eb-popup')).toHaveAttribute('data-timing', 'passed');
  await page.evaluate(pageHelpers);
}

function noProblems(problems: PageProblems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

test.describe('the page\'s one modal layer', () => {
  test('home page: cookie settings open, the wheel scrolls -> the page stays put, no newsletter pop-up underneath, no console error', async ({ page, problems }) => {
    await page.goto('/');
    const consent = new ConsentPage(page);
    await expect(consent.settingsButton).toBeVisible();
    await expect(page.locator('#popup-newsletter')).toHaveAttribute('data-timing', 'passed');
    await consent.settingsButton.click();
    await expect(consent.modal).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 360);
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(before);
    await expect(page.locator('#popup-newsletter')).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    // The footer's link behind the modal is out of reach too.
    await expect(page.locator('footer [data-consent-settings]')).not.toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(consent.modal).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    // Closed, the page scrolls again and the newsletter's scroll trigger works as before.
    await page.mouse.move(640, 200);
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
    await expect(page.locator('#popup-newsletter')).toHaveAttribute('data-state', 'open');
    noProblems(problems);
  });

  for (const first of TAGS) {
    for (const second of TAGS) {
      if (first === second) continue;
      test(`${first} open, then ${second}'s trigger -> ${second} on top; Escape closes only ${second}, focus back in ${first}; Escape again, focus back on ${first}'s trigger`, async ({ page, problems }) => {
        await gotoLayerPage(page);
        await openByClick(page, first);
        expect(await call(page, 'pageInert'), 'the page behind the first is inert').toBe(true);
        expect(await call(page, 'scrollLocked'), 'the page does not scroll').toBe(true);
        await call(page, 'markFocus');
        await call(page, 'open', second);
        await expect.poll(() => call(page, 'isOpen', second), { message: `${second} open` }).toBe(true);
        await expect.poll(() => call(page, 'focusInside', second), { message: `focus inside ${second}` }).toBe(true);
        expect(await call(page, 'isOpen', first), `${first} still open under it`).toBe(true);
        expect(await call(page, 'inert', first), `${first} is inert under ${second}`).toBe(true);
        expect(await call(page, 'inert', second), `${second} is not inert`).toBe(false);
        expect(await call(page, 'pageInert')).toBe(true);
        // Tab stays in the top dialog.
        for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
        expect(await call(page, 'focusInside', second), 'Tab stays inside the top dialog').toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => call(page, 'isOpen', second), { message: `${second} closed` }).toBe(false);
        expect(await call(page, 'isOpen', first), `${first} stays open`).toBe(true);
        await expect.poll(() => call(page, 'focusBack'), { message: `focus back where it was in ${first}` }).toBe(true);
        expect(await call(page, 'inert', first), `${first} usable again`).toBe(false);
        expect(await call(page, 'pageInert')).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => call(page, 'isOpen', first), { message: `${first} closed` }).toBe(false);
        await expect.poll(() => call(page, 'pageInert'), { message: 'the page usable again' }).toBe(false);
        expect(await call(page, 'scrollLocked')).toBe(false);
        const trigger = { consent: '#open-consent', ays: '#open-ays', eb: '#open-eb', search: '#layer-search .elementor-search-form__toggle', cart: 'wc-mini-cart [part~="toggle"]' }[first];
        await expect(page.locator(trigger), `focus back on ${first}'s trigger`).toBeFocused();
        noProblems(problems);
      });
    }
  }

  for (const first of TAGS.filter((t) => t !== 'eb')) {
    test(`${first} open, the pop-up's own trigger fires (exit intent) -> it waits; ${first} closed -> it opens`, async ({ page, problems }) => {
      await gotoLayerPage(page);
      await openByClick(page, first);
      await page.mouse.move(640, 300);
      await page.mouse.move(640, 5);
      await page.mouse.move(640, -20);
      await page.waitForTimeout(400);
      expect(await call(page, 'isOpen', 'eb'), 'the pop-up waits').toBe(false);
      expect(await call(page, 'focusInside', first), `focus stays in ${first}`).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => call(page, 'isOpen', first), { message: `${first} closed` }).toBe(false);
      await expect.poll(() => call(page, 'isOpen', 'eb'), { message: 'then the pop-up opens' }).toBe(true);
      await expect(page.locator('eb-popup')).toHaveAttribute('data-opened-by', 'exit_intent');
      await expect.poll(() => call(page, 'focusInside', 'eb')).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => call(page, 'isOpen', 'eb')).toBe(false);
      await expect.poll(() => call(page, 'pageInert')).toBe(false);
      noProblems(problems);
    });
  }
});
