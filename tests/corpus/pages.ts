/**
 * Registry of demo pages and the states to walk on each (tests/e2e/csp.spec.ts). The walk runs
 * the states of a page in order, in one browser page, under the demo server's strict
 * Content-Security-Policy, and fails on any `securitypolicyviolation` event (in any frame), any
 * CSP report on the console and any uncaught error. Each state's `run` must end by waiting for
 * what makes the state visible, so a state that is never reached fails the walk.
 *
 * ADDING A WIDGET: add its demo page to DEMO_PAGES (or states to an existing one), with every
 * state a visitor can bring it into: opened, each template, each step, confirmation, error states
 * (use `page.route` inside `run` to make a call fail, and `page.unroute` after). A state with
 * `goto` starts from a fresh load of that URL (query variants of the same page); `fresh: true`
 * also clears the cookies first. Every file in demo/*.html must appear here (the spec checks).
 */
import { expect, type Page } from '@playwright/test';
import { ArticlePage } from '../e2e/models/article';
import { ConsentPage } from '../e2e/models/consent';
import { EbPopupDemo } from '../e2e/models/eb-popup';
import { FormModel } from '../e2e/models/form';
import { LeadPage } from '../e2e/models/lead';
import { CarouselDemo, LoopGridDemo, MenuDemo, PostsDemo, SearchDemo, StickyDemo } from '../e2e/models/light';
import { GALLERY, PopupDemo } from '../e2e/models/popup';
import { PricingFormModel } from '../e2e/models/pricing';
import { patternFile, UploadModel } from '../e2e/models/upload';

export interface PageState {
  name: string;
  /** Navigate here first (relative URL). */
  goto?: string;
  /** Clear cookies before navigating (a first visit). */
  fresh?: boolean;
  /** Runs before the navigation (routes a failing call needs at load); routes are removed after the state. */
  before?(page: Page): Promise<void>;
  run(page: Page): Promise<void>;
}

export interface DemoPage {
  /** Demo file name (demo/<file>). */
  file: string;
  /** Tags the page shows. */
  tags: string[];
  /** A page of the bakery site: tags walked on their own demo pages too (the lite build walks those). */
  composition?: boolean;
  states: PageState[];
}

const AJAX = '**/wp-admin/admin-ajax.php';
const loaded = (selector: string) => async (page: Page) => void (await page.locator(selector).first().waitFor({ state: 'attached' }));

const consentStyle = (style: string): PageState => ({
  name: `banner ${style}`,
  goto: `/gdpr-consent.html?style=${style}`,
  fresh: true,
  async run(page) {
    await expect(new ConsentPage(page).banner).toBeVisible();
  },
});

/** Answers the ajax calls whose body contains `match` with a 500. */
async function fail500(page: Page, match: string): Promise<void> {
  await page.route(AJAX, (route) => ((route.request().postData() ?? '').includes(match) ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
}

export const DEMO_PAGES: DemoPage[] = [
  { file: 'widgets.html', tags: [], states: [{ name: 'the tag gallery', goto: '/widgets.html', run: loaded('ul.tags') }] },
  // The bakery demo site (npm start's home and its pages): the consent banner on a first visit, the page's tags upgraded.
  ...(
    [
      ['index.html', '/', ['header-menu', 'gdpr-consent', 'eb-sticky', 'eb-carousel', 'eb-popup', 'wc-mini-cart'], 'eb-carousel[data-enhanced]'],
      ['winkel.html', '/winkel.html', ['header-menu', 'gdpr-consent', 'eb-loop-grid', 'wc-mini-cart'], 'eb-loop-grid'],
      ['bestellen.html', '/bestellen.html', ['header-menu', 'gdpr-consent', 'gform-form', 'wc-mini-cart'], 'gform-form'],
      ['contact.html', '/contact.html', ['header-menu', 'gdpr-consent', 'gform-form', 'gdpr-cookie-list', 'wc-mini-cart'], 'gdpr-cookie-list'],
      ['blog-taart-kiezen.html', '/blog-taart-kiezen.html', ['header-menu', 'gdpr-consent', 'interactive-article', 'wc-mini-cart'], 'interactive-article'],
      ['taartadvies.html', '/taartadvies.html', ['header-menu', 'gdpr-consent', 'seoaic-lead-form', 'wc-mini-cart'], 'seoaic-lead-form'],
    ] as const
  ).map(([file, goto, tags, ready]): DemoPage => ({
    file,
    tags: [...tags],
    composition: true,
    states: [
      {
        name: 'first visit: the consent banner, the page upgraded',
        goto,
        fresh: true,
        async run(page) {
          await expect(new ConsentPage(page).banner).toBeVisible();
          await page.locator(ready).first().waitFor({ state: 'attached' });
          await expect(page.locator('header-menu nav')).toBeVisible();
        },
      },
    ],
  })),
  {
    file: 'gdpr-consent.html',
    tags: ['gdpr-consent', 'gdpr-cookie-list', 'gdpr-cookie-block'],
    states: [
      consentStyle('bottom-panel'),
      {
        name: 'settings modal, block all, analytics, a single category',
        async run(page) {
          const c = new ConsentPage(page);
          await c.settingsButton.click();
          await expect(c.modal).toBeVisible();
          await c.sliderItem(1).click();
          await expect(c.sliderItem(1)).toHaveAttribute('data-state', 'active');
          await c.sliderItem(4).click();
          await expect(c.sliderItem(4)).toHaveAttribute('data-state', 'active');
          await c.category(6).check();
          await expect(c.category(6)).toBeChecked();
        },
      },
      {
        name: 'saved: success message and open button',
        async run(page) {
          const c = new ConsentPage(page);
          await c.saveButton.click();
          await expect(c.successMessage).toBeVisible();
          await expect(c.openButton).toBeVisible();
        },
      },
      {
        name: 'modal from the open button, closed (decline)',
        async run(page) {
          const c = new ConsentPage(page);
          await c.openButton.click();
          await expect(c.modal).toBeVisible();
          await c.modalClose.click();
          await expect(c.modal).toHaveCount(0);
        },
      },
      {
        name: 'cookie list filtered to third party; blocking form changed and submitted',
        async run(page) {
          const c = new ConsentPage(page);
          await c.list.locator('[part~="filter"]').selectOption({ index: 2 });
          await expect(c.listRows()).toHaveCount(2);
          await c.block.locator('[part~="checkbox"]').check();
          await c.block.locator('[part~="submit-button"]').click();
          await expect(c.block.locator('[part~="success-message"]')).toBeVisible();
        },
      },
      consentStyle('top-panel'),
      consentStyle('full-panel'),
      consentStyle('modern'),
      {
        name: 'always visible: modal stays on Escape',
        goto: '/gdpr-consent.html?always',
        fresh: true,
        async run(page) {
          const c = new ConsentPage(page);
          await c.settingsButton.click();
          await expect(c.modal).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(c.modal).toBeVisible();
        },
      },
      {
        name: 'ajax popup: server markup in the modal',
        goto: '/gdpr-consent.html?ajax',
        fresh: true,
        async run(page) {
          const c = new ConsentPage(page);
          await c.settingsButton.click();
          await expect(c.host.locator('.consent-server')).toBeVisible();
        },
      },
      {
        name: 'ajax popup failed: nothing shown',
        goto: '/gdpr-consent.html?ajax',
        fresh: true,
        async before(page) {
          await page.route('**/wp-json/ct-ultimate-gdpr/v1/cookie-popup', (route) => route.fulfill({ status: 500, body: 'error' }));
        },
        async run(page) {
          await expect(page.locator('gdpr-consent[data-banner]')).toHaveCount(1);
          await expect(new ConsentPage(page).banner).toHaveCount(0);
        },
      },
    ],
  },
  {
    file: 'ays-popup.html',
    tags: ['ays-popup'],
    states: [
      {
        name: 'welcome pop-up open at load, then closed',
        goto: '/ays-popup.html',
        fresh: true,
        async run(page) {
          await new PopupDemo(page).closeWelcome();
        },
      },
      ...GALLERY.map(
        (id): PageState => ({
          name: `${id} open${id === 'template' || id === 'video' ? ', sound toggled' : ''}, closed`,
          async run(page) {
            const demo = new PopupDemo(page);
            await demo.openButton(id).click();
            await demo.expectOpen(id);
            if (id === 'template' || id === 'video') {
              await demo.soundToggle(id).click();
              await expect(demo.soundToggle(id)).toHaveAttribute('aria-pressed', 'false');
            }
            await demo.closeButton(id).click();
            await demo.expectClosed(id);
          },
        }),
      ),
      {
        name: 'call to action, dismissed',
        async run(page) {
          const demo = new PopupDemo(page);
          await demo.openButton('default').click();
          await demo.expectOpen('default');
          await demo.dismiss('default').click();
          await demo.expectClosed('default');
        },
      },
    ],
  },
  {
    file: 'gform-form.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'page 1, validation errors',
        goto: '/gform-form.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.next();
          await expect(form.part('validation-errors')).toBeVisible();
        },
      },
      {
        name: 'page 2, date picker',
        async run(page) {
          const form = new FormModel(page);
          await form.fillPage1();
          await form.next();
          await form.shown('date-picker-button').click();
          await expect(form.part('date-picker')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(form.part('date-picker')).toBeHidden();
        },
      },
      {
        name: 'page 3, previous, page 3, confirmation',
        async run(page) {
          const form = new FormModel(page);
          await form.fillPage2();
          await form.next();
          await form.previous();
          await form.next();
          await form.fillPage3();
          await form.shown('submit-button').click();
          await expect(form.part('confirmation')).toBeVisible();
        },
      },
      {
        name: 'saved (save and continue), then resumed from its link',
        goto: '/gform-form.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.fillPage1();
          await form.shown('save-button').click();
          await expect(form.part('saved-message')).toBeVisible();
          const href = await form.part('resume-link').getAttribute('href');
          await page.goto(href!);
          await form.ready();
          await expect(form.field('Voornaam')).toHaveValue('Sanne');
        },
      },
      {
        name: 'submission failed: error banner',
        goto: '/gform-form.html',
        before: (page) => fail500(page, 'gform_submit_form'),
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.fillPage1();
          await form.shown('next-button').click();
          await expect(form.part('error-banner')).toBeVisible();
        },
      },
      {
        name: 'config load failed: error banner',
        goto: '/gform-form.html',
        before: (page) => fail500(page, 'gform_get_config'),
        async run(page) {
          await expect(new FormModel(page).part('error-banner')).toBeVisible();
        },
      },
      {
        name: 'iframe method: page 2 through the hidden frame',
        goto: '/gform-form.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.host.evaluate((el) => el.setAttribute('submission-method', 'iframe'));
          await form.fillPage1();
          await form.shown('next-button').click();
          await expect.poll(() => form.currentPage()).toBe(2);
        },
      },
    ],
  },
  {
    file: 'gform-postback.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'postback: validation, then page 2',
        goto: '/gform-postback.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await Promise.all([page.waitForNavigation(), form.shown('next-button').click()]);
          await form.ready();
          await expect(form.part('validation-errors')).toBeVisible();
          await form.fillPage1();
          await Promise.all([page.waitForNavigation(), form.shown('next-button').click()]);
          await form.ready();
          await expect.poll(() => form.currentPage()).toBe(2);
        },
      },
    ],
  },
  {
    file: 'gform-callback.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'redirect confirmation to the thanks page',
        goto: '/gform-callback.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.field('Naam').fill('Bel mij');
          await form.field('Telefoonnummer').fill('030 1234567');
          await form.shown('submit-button').click();
          await page.waitForURL('**/gform-thanks.html');
        },
      },
    ],
  },
  {
    file: 'gform-pricing.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'pricing: products, options, a formula, shipping, the live total, then the confirmation',
        goto: '/gform-pricing.html',
        async run(page) {
          const form = new PricingFormModel(page);
          await form.ready();
          await form.orderApplePies(2);
          await form.control('checkbox', 'Kaarsjes +2,50 €').check();
          await form.choose('Slagroomtaart', 'Groot (16 personen)|39.5');
          await form.control('textbox', 'Aantal personen voor de verjaardagstaart').fill('8');
          await form.choose('Bezorgen', 'Utrecht|4.95');
          await form.control('textbox', 'Fooi voor de bakker').fill('2,5');
          await form.control('textbox', 'Fooi voor de bakker').blur();
          await expect(form.total()).toHaveText('116,45 €');
          await form.control('textbox', 'Naam').fill('Sanne de Vries');
          await form.control('textbox', 'E-mailadres').fill('sanne@example.nl');
          await form.shown('submit-button').click();
          await expect(form.part('confirmation')).toBeVisible();
        },
      },
      {
        name: 'pricing: product config could not be validated (error shown, values kept)',
        goto: '/gform-pricing.html',
        before: (page) => fail500(page, 'gform_validate_config'),
        async run(page) {
          const form = new PricingFormModel(page);
          await form.ready();
          await form.orderApplePies(1);
          await form.control('textbox', 'Naam').fill('Piet');
          await form.control('textbox', 'E-mailadres').fill('piet@example.nl');
          await form.shown('submit-button').click();
          await expect(form.host).toContainText('Product config could not be validated');
          await expect(form.control('textbox', 'Naam')).toHaveValue('Piet');
        },
      },
    ],
  },
  {
    file: 'gform-upload.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'uploads: a file uploaded (progress, completed), a refused one listed; a list row, a repeater item, the lazy background',
        goto: '/gform-upload.html',
        async run(page) {
          const form = new UploadModel(page);
          await form.ready();
          await form.pick(3, [patternFile('schets.png', 20_000, 'image/png'), patternFile('macro.exe', 100)]);
          await expect(form.file(3, 'schets.png')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
          await expect.poll(() => form.messages(3)).toEqual(expect.arrayContaining(['macro.exe - Dit bestandstype is niet toegestaan.']));
          // A list row and a repeater item added; the lazy background (data-bg, set through the CSSOM) loaded.
          await form.fieldPart(6, 'list-add-button').first().click();
          await form.fieldPart(7, 'repeater-add-button').click();
          await expect(form.fieldPart(7, 'repeater-item')).toHaveCount(2);
          await form.host.locator('[data-bg]').scrollIntoViewIfNeeded();
          await expect(form.host.locator('[data-bg]')).toHaveAttribute('data-bg-loaded', '');
        },
      },
    ],
  },
  { file: 'gform-thanks.html', tags: [], states: [{ name: 'thanks', goto: '/gform-thanks.html', run: loaded('h1') }] },
  { file: 'seoaic-bedankt.html', tags: [], states: [{ name: 'thanks (the lead form redirects here)', goto: '/seoaic-bedankt.html', run: loaded('h1') }] },
  {
    file: 'gform-recaptcha.html',
    tags: ['gform-form'],
    states: [
      {
        name: 'submitted with a reCAPTCHA token: confirmation',
        goto: '/gform-recaptcha.html',
        async run(page) {
          const form = new FormModel(page);
          await form.ready();
          await form.field('E-mailadres').fill('nieuws@example.nl');
          await form.shown('submit-button').click();
          await expect(form.part('confirmation')).toBeVisible();
        },
      },
    ],
  },
  // ---- light elements (issue 12) -------------------------------------------------------------
  {
    file: 'header-menu.html',
    tags: ['header-menu'],
    states: [
      {
        name: 'desktop: a submenu opened from the keyboard, closed with Escape, another opened by hover',
        goto: '/header-menu.html',
        async before(page) {
          await page.setViewportSize({ width: 1280, height: 800 });
        },
        async run(page) {
          const demo = new MenuDemo(page);
          await expect(demo.menu).toHaveAttribute('data-enhanced', '');
          // Keyboard (a click would leave the pointer resting on the parent, which keeps it open).
          await demo.submenuButton('Assortiment').focus();
          await page.keyboard.press('Enter');
          await demo.expectSubmenu('Assortiment', true);
          await page.keyboard.press('Escape');
          await demo.expectSubmenu('Assortiment', false);
          await demo.link('Over ons').hover();
          await demo.expectSubmenu('Over ons', true);
        },
      },
      {
        name: 'mobile (375 px): the dropdown opened by the toggle, a parent expanded, Escape',
        goto: '/header-menu.html',
        async before(page) {
          await page.setViewportSize({ width: 375, height: 740 });
        },
        async run(page) {
          const demo = new MenuDemo(page);
          await expect(demo.menu).toHaveAttribute('data-mode', 'dropdown');
          await demo.toggle.click();
          await expect(demo.toggle).toHaveAttribute('aria-expanded', 'true');
          await demo.submenuButton('Assortiment').click();
          await demo.expectSubmenu('Assortiment', true);
          await demo.link('Contact').focus();
          await page.keyboard.press('Escape');
          await expect(demo.toggle).toHaveAttribute('aria-expanded', 'false');
        },
      },
    ],
  },
  {
    file: 'eb-loop-grid.html',
    tags: ['eb-loop-grid'],
    states: [
      {
        name: 'filtered by two bars (refresh-loop answers put in), then back',
        goto: '/eb-loop-grid.html',
        async run(page) {
          const demo = new LoopGridDemo(page);
          await expect(demo.filter('product_cat', '__all')).toBeVisible();
          await demo.choose('product_cat', 'taart');
          await demo.choose('allergeen', 'noten');
          await page.goBack();
          await expect(demo.filter('allergeen', 'noten')).toHaveAttribute('aria-pressed', 'false');
        },
      },
      {
        name: 'refresh-loop failed: the items stay',
        goto: '/eb-loop-grid.html',
        async before(page) {
          await page.route('**/wp-json/elementor-pro/v1/refresh-loop', (route) => route.fulfill({ status: 500, body: 'error' }));
        },
        async run(page) {
          const demo = new LoopGridDemo(page);
          const before = await demo.titles.count();
          await demo.filter('product_cat', 'taart').click();
          await expect(demo.grid).not.toHaveAttribute('data-loading', '');
          await expect(demo.titles).toHaveCount(before);
        },
      },
    ],
  },
  {
    file: 'eb-posts.html',
    tags: ['eb-posts'],
    states: [
      {
        name: 'blog: load more, a failed page with its retry, then to the end',
        goto: '/blog/',
        async run(page) {
          const demo = new PostsDemo(page);
          await expect(demo.widget).toHaveAttribute('data-enhanced', '');
          await demo.loadMore(8);
          await page.route('**/blog/page/3/', (route) => route.fulfill({ status: 500, body: 'error' }));
          await demo.more.click();
          await expect(demo.retry).toBeVisible();
          await page.unroute('**/blog/page/3/');
          await demo.retry.click();
          await expect(demo.posts).toHaveCount(12);
          await demo.loadMore(14);
          await expect(demo.message).toBeVisible();
        },
      },
    ],
  },
  {
    file: 'eb-posts-scroll.html',
    tags: ['eb-posts'],
    states: [
      {
        name: 'all posts: infinite scroll with masonry to the end',
        goto: '/blog/oneindig/',
        async run(page) {
          const demo = new PostsDemo(page);
          await expect(demo.widget).toHaveAttribute('data-enhanced', '');
          await demo.scrollToEnd();
          await expect(demo.posts).toHaveCount(14);
        },
      },
    ],
  },
  {
    file: 'eb-sticky.html',
    tags: ['eb-sticky'],
    states: [
      {
        name: 'desktop: scrolled until the bar sticks with its effect, then back to the top',
        goto: '/eb-sticky.html',
        async before(page) {
          await page.setViewportSize({ width: 1280, height: 800 });
        },
        async run(page) {
          const demo = new StickyDemo(page);
          await expect(demo.bar).toHaveClass(/elementor-sticky/);
          const top = await demo.bar.evaluate((el) => el.getBoundingClientRect().top + scrollY);
          await demo.scrollTo(top + 200);
          await expect(demo.bar).toHaveAttribute('data-sticky', 'active');
          await expect(demo.bar).toHaveClass(/elementor-sticky--effects/);
          await demo.scrollTo(0);
          await expect(demo.bar).not.toHaveAttribute('data-sticky');
        },
      },
    ],
  },
  {
    file: 'eb-carousel.html',
    tags: ['eb-carousel'],
    states: [
      {
        name: 'products: next arrow and a bullet; reviews: paused, next, resized to a phone; the fade hero: next; the slideshow: a thumbnail',
        goto: '/eb-carousel.html',
        async before(page) {
          await page.setViewportSize({ width: 1280, height: 800 });
        },
        async run(page) {
          const demo = new CarouselDemo(page);
          await expect(demo.products).toHaveAttribute('data-enhanced', '');
          await demo.next(demo.products).click();
          await expect(demo.slide(demo.products, 1)).not.toHaveAttribute('inert');
          await demo.bullets(demo.products).nth(2).click();
          await expect(demo.bullets(demo.products).nth(2)).toHaveAttribute('aria-current', 'true');
          await demo.pause(demo.reviews).click();
          await expect(demo.pause(demo.reviews)).toHaveAttribute('data-state', 'paused');
          await demo.next(demo.reviews).click();
          await expect(demo.reviews.locator('.swiper-pagination')).toHaveText('2 / 5');
          await page.setViewportSize({ width: 375, height: 800 });
          await expect.poll(() => demo.perView(demo.products)).toBe('1');
          // The fade hero (Ken Burns, content animation) and the slideshow's thumbnails.
          await demo.next(demo.hero).click();
          await expect(demo.slide(demo.hero, 1)).toHaveClass(/swiper-slide-active/);
          await demo.showcase.locator('.elementor-thumbnails-swiper .swiper-slide').nth(2).click();
          await expect(demo.showcase.locator('.elementor-thumbnails-swiper .swiper-slide').nth(2)).toHaveAttribute('aria-current', 'true');
        },
      },
    ],
  },
  {
    // Issue 40: the five tags that open a dialog on one page, sharing the one modal layer.
    file: 'modal-layer.html',
    tags: ['gdpr-consent', 'ays-popup', 'eb-popup', 'eb-search', 'wc-mini-cart'],
    composition: true,
    states: [
      {
        name: 'cookie settings open, the side cart on top of them, each closed by Escape',
        goto: '/modal-layer.html',
        fresh: true,
        async run(page) {
          const consent = new ConsentPage(page);
          await expect(consent.banner).toBeVisible();
          await expect(page.locator('wc-mini-cart [part~="toggle"]')).toBeVisible();
          await page.locator('#open-consent').click();
          await expect(consent.modal).toBeVisible();
          await page.evaluate(() => (document.querySelector('wc-mini-cart') as HTMLElement & { open(): void }).open());
          await expect(page.locator('wc-mini-cart')).toHaveAttribute('data-open', '');
          await page.keyboard.press('Escape');
          await expect(page.locator('wc-mini-cart')).not.toHaveAttribute('data-open', '');
          await expect(consent.modal).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(consent.modal).toHaveCount(0);
        },
      },
    ],
  },
  {
    file: 'eb-search.html',
    tags: ['eb-search'],
    states: [
      {
        name: 'full-screen search opened and closed by keyboard; live results, an active option, page 2',
        goto: '/eb-search.html',
        async run(page) {
          const demo = new SearchDemo(page);
          await expect(demo.live).toHaveAttribute('data-enhanced', '');
          await demo.toggle.focus();
          await page.keyboard.press('Enter');
          await expect(demo.dialog).toHaveClass(/elementor-search-form--full-screen/);
          await page.keyboard.press('Escape');
          await expect(demo.toggle).toBeFocused();
          await demo.field.focus();
          await page.keyboard.type('bak');
          await expect(demo.options).toHaveCount(3);
          await page.keyboard.press('ArrowDown');
          await expect(demo.field).toHaveAttribute('aria-activedescendant', /.+/);
          await demo.pagination.locator('a.page-numbers:not(.next)').first().click();
          await expect(demo.options).toHaveCount(2);
        },
      },
    ],
  },
  {
    file: 'page-behaviours.html',
    tags: [],
    states: [
      {
        name: 'inline SVG, reCAPTCHA v3 token, no ad blocker; the contact form submitted with its token',
        goto: '/page-behaviours.html',
        async run(page) {
          await expect(page.locator('svg.wheat')).toHaveAttribute('role', 'img');
          await expect(page.locator('input[name="_wpcf7_recaptcha_response"]')).toHaveValue(/^fake-v3-homepage-\d+$/);
          await expect(page.locator('html')).toHaveAttribute('data-adblock', 'none');
          await page.getByLabel('Je naam').fill('Sanne');
          await page.getByRole('button', { name: 'Versturen' }).click();
          await expect(page).toHaveURL(/_wpcf7_recaptcha_response=fake-v3-contactform-\d+/);
        },
      },
      {
        name: 'ad blocker detected: the notice shown',
        goto: '/page-behaviours.html',
        async before(page) {
          await page.addInitScript(() => {
            const blocker = new CSSStyleSheet();
            blocker.replaceSync('.ad-box { display: none !important; }');
            document.adoptedStyleSheets = [blocker];
          });
        },
        async run(page) {
          await expect(page.locator('[data-adblock-detected]')).toBeVisible();
        },
      },
      {
        name: 'theme template: scrolled to .elementor-1234',
        goto: '/page-behaviours.html?theme_template_id=1234',
        async run(page) {
          await expect(page.locator('.elementor-1234')).toBeInViewport();
        },
      },
    ],
  },
  // ---- SEOAIC (issue 11) ---------------------------------------------------------------------
  {
    file: 'seoaic-lead-form.html',
    tags: ['seoaic-lead-form'],
    states: [
      {
        name: 'lead form: every step answered (single, multi, text, contact), captured; closed and opened',
        goto: '/seoaic-lead-form.html?csp-walk',
        fresh: true,
        async before(page) {
          await page.emulateMedia({ reducedMotion: 'reduce' });
        },
        async run(page) {
          const lead = new LeadPage(page);
          await lead.expectStep('2');
          await lead.choose('Verjaardag');
          await lead.expectStep('3');
          await lead.choose('6 tot 8');
          await lead.expectStep('4');
          await lead.tick('Aardbei');
          await lead.expectStep('5');
          await lead.type('Gefeliciteerd!');
          await lead.expectStep('6');
          await lead.field('Naam').fill('Sanne');
          await lead.field('E-mailadres').fill('sanne@example.nl');
          await lead.field('Afhalen in').selectOption('Zeist');
          await lead.nextButton().click();
          await expect(lead.finish).toBeVisible();
          await lead.closeButton.click();
          await expect(lead.openButton).toBeVisible();
          await lead.openButton.click();
          await expect(lead.panel).toBeVisible();
        },
      },
      {
        name: 'lead form: the record call failing (the answer waits, the flow goes on)',
        goto: '/seoaic-lead-form.html?csp-walk-fail',
        fresh: true,
        async before(page) {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.route('**/wp-json/seoaic/v1/lead**', (route) => route.fulfill({ status: 503, body: 'down' }));
        },
        async run(page) {
          const lead = new LeadPage(page);
          await lead.expectStep('2');
          await lead.choose('Bruiloft');
          await lead.expectStep('3');
          await expect.poll(() => lead.queued()).toBe(1);
        },
      },
    ],
  },
  {
    file: 'interactive-article.html',
    tags: ['interactive-article'],
    states: [
      {
        name: 'article: a single answer, extras ticked, a memory typed, the finish',
        goto: '/interactive-article.html',
        async before(page) {
          await page.emulateMedia({ reducedMotion: 'reduce' });
        },
        async run(page) {
          const article = new ArticlePage(page);
          await article.answerButtons('smaak').filter({ hasText: 'Frisse fruittaart' }).click();
          await expect(article.block('extra')).toBeVisible();
          await article.block('extra').locator('input[type="checkbox"]').first().check();
          await article.block('extra').locator('[part~="next-button"]').click();
          await article.block('herinnering').locator('[part~="input"]').fill('Oma’s appeltaart');
          await article.block('herinnering').locator('[part~="input"]').press('Enter');
          await expect(article.finish).toBeVisible();
        },
      },
    ],
  },
  // ---- <eb-popup> (issue 16) ------------------------------------------------------------------
  {
    file: 'eb-popup.html',
    tags: ['eb-popup'],
    states: [
      {
        name: 'newsletter by exit intent, "Niet meer tonen"; contact opened from its button, Escape',
        goto: '/eb-popup.html',
        fresh: true,
        async run(page) {
          const demo = new EbPopupDemo(page);
          await demo.ready();
          await demo.exitIntent();
          await demo.expectOpen('newsletter');
          await demo.host('newsletter').getByRole('link', { name: 'Niet meer tonen' }).click();
          await demo.expectClosed('newsletter');
          await page.locator('main .open-contact').click();
          await demo.expectOpen('contact');
          await page.keyboard.press('Escape');
          await demo.expectClosed('contact');
        },
      },
      {
        name: 'contact opened by its action link at load, closed by its close link',
        goto: '/eb-popup.html#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6NDE0LCJ0b2dnbGUiOmZhbHNlfQ%3D%3D',
        fresh: true,
        async run(page) {
          const demo = new EbPopupDemo(page);
          await demo.expectOpen('contact');
          await demo.host('contact').getByRole('link', { name: 'Sluiten' }).click();
          await demo.expectClosed('contact');
        },
      },
    ],
  },
  // ---- <eb-form> (issue 30) -----------------------------------------------------------------
  {
    file: 'eb-form.html',
    tags: ['eb-form', 'eb-popup'],
    states: [
      {
        name: 'contact: step 1 checked, step 2 with an upload over the limit, sent; a failed call; the newsletter\'s pop-up',
        goto: '/eb-form.html',
        async run(page) {
          const form = page.locator('#contact form.elementor-form');
          await form.getByRole('button', { name: 'Volgende' }).click();
          await expect(form.locator('.elementor-field-group-name .elementor-form-help-inline')).toBeVisible();
          await form.getByLabel('Naam').fill('Jan');
          await form.getByLabel('E-mail').fill('jan@bakkerij.nl');
          await form.getByLabel('Een bestelling').check();
          await form.getByRole('button', { name: 'Volgende' }).click();
          await form.getByLabel(/Voorbeeldfoto/).setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
          await expect(form.locator('.elementor-field-group-photo .elementor-form-help-inline')).toBeVisible();
          await form.getByLabel(/Voorbeeldfoto/).setInputFiles({ name: 'klein.png', mimeType: 'image/png', buffer: Buffer.alloc(10) });
          await form.getByLabel('Bericht').fill('Een taart graag.');
          await form.getByLabel('Ik ga akkoord met de privacyverklaring').check();
          await fail500(page, 'elementor_pro_forms_send_form');
          await form.getByRole('button', { name: 'Versturen' }).click();
          await expect(form.locator('> .elementor-message-danger')).toBeVisible();
          await page.unroute(AJAX);
          await form.getByRole('button', { name: 'Versturen' }).click();
          await expect(form.locator('.elementor-message-success')).toBeVisible();
          const news = page.locator('#newsletter form');
          await news.getByLabel('E-mail').fill('els@bakkerij.nl');
          await news.getByRole('button', { name: 'Aanmelden' }).click();
          await expect(page.locator('eb-popup[popup-id="88"]')).toHaveAttribute('data-state', 'open');
          await page.keyboard.press('Escape');
          await expect(page.locator('eb-popup[popup-id="88"]')).toHaveAttribute('data-state', 'closed');
        },
      },
    ],
  },
  // ---- <wc-cart> (issue 32) -------------------------------------------------------------------
  {
    file: 'winkelwagen.html',
    tags: ['header-menu', 'gdpr-consent', 'wc-cart'],
    states: [
      {
        name: 'first visit: the empty cart with its link back to the shop',
        goto: '/winkelwagen.html',
        fresh: true,
        async run(page) {
          await expect(page.locator('wc-cart [part~="shop-link"]')).toBeVisible();
        },
      },
      {
        name: 'items: a quantity stepped, an unknown coupon refused on its field, a rate chosen, an item removed and put back',
        async run(page) {
          const add = (nonce: string) => page.request.post('/wp-json/wc/store/v1/cart/add-item', { data: { id: 102, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
          const first = await add('');
          if (!first.ok()) await add(first.headers().nonce ?? '');
          await page.goto('/winkelwagen.html');
          const cart = page.locator('wc-cart');
          await cart.getByRole('button', { name: 'Eén Witte desembol meer' }).click();
          await expect(cart.locator('[part~="status"]')).toHaveText('Aantal bijgewerkt');
          await cart.getByRole('textbox', { name: 'Kortingscode' }).fill('GEENCODE');
          await cart.getByRole('button', { name: 'Toepassen' }).click();
          await expect(cart.locator('[part~="coupon-error"]')).toHaveText('Kortingscode "GEENCODE" bestaat niet.');
          await cart.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
          await expect(cart.locator('[part~="total-shipping"] dd')).toHaveText('€ 4,95');
          await cart.getByRole('button', { name: /verwijderen uit je winkelwagen/ }).click();
          await cart.getByRole('button', { name: 'Ongedaan maken' }).click();
          await expect(cart.getByRole('spinbutton', { name: 'Aantal Witte desembol' })).toHaveValue('2');
        },
      },
      {
        name: 'the shipping calculator: a half-typed postcode refused on its field, then a Belgian address answered',
        async run(page) {
          const cart = page.locator('wc-cart');
          await cart.locator('[part~="calculator-toggle"]').click();
          await cart.getByRole('textbox', { name: 'Postcode', exact: true }).fill('35');
          await cart.getByRole('button', { name: 'Bijwerken' }).click();
          await expect(cart.locator('[part~="calculator-error"]')).toHaveText('Vul een geldige postcode in.');
          await cart.getByRole('combobox', { name: 'Land' }).selectOption('BE');
          await cart.getByRole('textbox', { name: 'Postcode', exact: true }).fill('1000');
          await cart.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Brussel');
          await cart.getByRole('button', { name: 'Bijwerken' }).click();
          await expect(cart.locator('[part~="calculator-destination"]')).toHaveText('Verzenden naar 1000 Brussel, België.');
        },
      },
    ],
  },
  // ---- <wc-checkout> (issue 33) ----------------------------------------------------------------
  {
    file: 'afrekenen.html',
    tags: ['header-menu', 'gdpr-consent', 'wc-checkout'],
    states: [
      {
        name: 'first visit: the empty checkout with its link back to the shop',
        goto: '/afrekenen.html',
        fresh: true,
        async run(page) {
          await expect(page.locator('wc-checkout [part~="shop-link"]')).toBeVisible();
        },
      },
      {
        name: "an order-received address with a key the shop does not know: nothing of any order, the way back to the shop",
        goto: '/afrekenen.html?order-received=999999&key=wc_order_corpus12345',
        async run(page) {
          await expect(page.locator('wc-checkout [part~="error"]')).toContainText('Deze bestelling is niet gevonden');
          await expect(page.locator('wc-checkout [part~="shop-link"]')).toBeVisible();
        },
      },
      {
        name: 'items: the delivery address form, a press with empty fields shows each error on its field',
        async run(page) {
          const add = (nonce: string) => page.request.post('/wp-json/wc/store/v1/cart/add-item', { data: { id: 102, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
          const first = await add('');
          if (!first.ok()) await add(first.headers().nonce ?? '');
          await page.goto('/afrekenen.html');
          const checkout = page.locator('wc-checkout');
          await checkout.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
          await expect(checkout.getByRole('textbox', { name: /Postcode/ })).toBeVisible();
          await checkout.locator('[part~="place-order"]').click();
          await expect(checkout.locator('#contact-email-error')).toBeVisible();
          await expect(checkout.locator('#billing-postcode-error')).toBeVisible();
        },
      },
    ],
  },
  // ---- <wc-mini-cart> and add to cart (issue 32) ------------------------------------------------------
  {
    file: 'wc-mini-cart.html',
    tags: ['wc-mini-cart'],
    states: [
      {
        name: 'an add opens the side cart; the mini cart opens on hover',
        goto: '/wc-mini-cart.html',
        fresh: true,
        async run(page) {
          const side = page.locator('#side-cart');
          await side.locator('[part~="toggle"]').waitFor();
          await page.getByRole('link', { name: 'Toevoegen aan winkelwagen: “Stroopwafels”' }).click();
          await expect(side).toHaveAttribute('data-open', '');
          await expect(side.locator('[part~="name"]')).toHaveText(['Stroopwafels']);
          await page.keyboard.press('Escape');
          await expect(side).not.toHaveAttribute('data-open', '');
          await page.locator('#menu-cart [part~="toggle"]').hover();
          await expect(page.locator('#menu-cart')).toHaveAttribute('data-open', '');
        },
      },
    ],
  },
  // ---- <wc-my-account> (issue 33): the account area served by the backend from demo/mijn-account.html --------
  {
    file: 'mijn-account.html',
    tags: ['header-menu', 'wc-my-account'],
    states: [
      {
        name: 'guest: the login form with its inline errors, show password and the strength meter',
        goto: '/mijn-account/',
        fresh: true,
        async run(page) {
          const account = page.locator('wc-my-account');
          await expect(account).toHaveAttribute('data-enhanced', '');
          await page.locator('form.woocommerce-form-login button[name="login"]').click();
          await expect(page.locator('#username')).toHaveAttribute('aria-invalid', 'true');
          await page.locator('#reg_password').fill('abc');
          await expect(page.locator('.se-password-strength')).toHaveAttribute('data-level', 'short');
          await page.locator('form.woocommerce-form-register .se-show-password').click();
          await expect(page.locator('#reg_password')).toHaveAttribute('type', 'text');
        },
      },
      {
        name: 'logged in: dashboard, the orders, addresses and account details tabs swapped in, a wrong current password refused',
        async run(page) {
          await page.locator('#username').fill('klant@zonneveld.example');
          await page.locator('#password').fill('Krentenbol-2026');
          await page.locator('form.woocommerce-form-login button[name="login"]').click();
          const heading = page.locator('.woocommerce-MyAccount-content h2');
          await expect(heading).toHaveText('Dashboard');
          for (const [tab, title] of [['Bestellingen', 'Bestellingen'], ['Adressen', 'Adressen'], ['Accountgegevens', 'Accountgegevens']]) {
            await page.locator('.woocommerce-MyAccount-navigation').getByRole('link', { name: tab }).click();
            await expect(heading).toHaveText(title!);
          }
          await page.locator('#password_current').fill('fout-fout');
          await page.locator('#password_1').fill('Nieuw-Wachtwoord-2026');
          await page.locator('#password_2').fill('Nieuw-Wachtwoord-2026');
          await page.locator('button[name="save_account_details"]').click();
          await expect(page.locator('.woocommerce-error')).toContainText('Je huidige wachtwoord is onjuist.');
        },
      },
    ],
  },
];
