/**
 * Registry of the calls of CONTRACT.md (../shared/CONTRACT.md, spec sections 7 and 8) with the
 * behaviour each must keep under every network fault. tests/e2e/faults.spec.ts crosses every
 * entry with every fault of FAULTS: one cell each.
 *
 * Faults: 500 and 404 (plain-text bodies), a request that never answers (the widget's own
 * timeout, src/platform/http.ts REQUEST_TIMEOUT_MS = 20 s, passes on a fake clock moved 30 s),
 * a connection reset, a 200 with garbage (neither JSON nor HTML), an empty 200, and offline
 * (`context.setOffline`; for calls sent at page load, where the page itself must still load,
 * the request is aborted as the browser aborts it offline: `internetdisconnected`).
 *
 * Two shapes of entry:
 * - sequential (`cell` acts): the spec opens the page once (`open`; again before every cell when
 *   `freshPage`), then per fault installs the fault on requests matching `match`, and calls `cell`,
 *   whose visitor action goes through `t.act(...)` (offline on, the action, time past every
 *   timeout, offline off). `cell` asserts the documented outcome.
 * - at load (`faultOf`): the page holds one element per fault and sends the call as it loads;
 *   `faultOf(request)` says which fault a request gets. The spec opens it once, moves the clock
 *   past the timeouts, then calls `cell` per fault to assert that fault's element.
 *
 * ADDING A CALL (a new widget's REST call, an upload, a loop refresh): append an entry below with
 * `call` as CONTRACT.md names it, `documented` in words (it is the test title), `match`, `open`
 * and `cell`. Leads and article answers must also assert the offline queue (they arrive once, in
 * order, when the network returns): in `cell`, after `t.act`, check `t.sent()` and the database.
 */
import { expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { ConsentPage, CONSENT_COOKIE } from '../e2e/models/consent';
import { FormModel, one, requestFields } from '../e2e/models/form';
import { DatabaseSync, type DatabaseSyncInstance } from '@photostructure/sqlite';
import { ArticlePage, STATS_PATH } from '../e2e/models/article';
import { LEAD_PATH, LeadPage } from '../e2e/models/lead';
import { LoopGridDemo, PostsDemo, SearchDemo } from '../e2e/models/light';
import { SEARCH_DEBOUNCE_MS } from '../../src/core/builder/search';
import { PricingFormModel } from '../e2e/models/pricing';
import { patternFile, UploadModel } from '../e2e/models/upload';
import { UPLOAD_STALL_TIMEOUT_MS } from '../../src/platform/forms/upload';
import { CHUNK_RETRIES } from '../../src/core/forms/upload';
import { STORE_API_TIMEOUT_MS } from '../../src/platform/shop/store-api';
import { UPDATE_CART_AUTOMATICALLY_DELAY_MS } from '../../src/core/shop/cart-page';
import { PLACE_ORDER_TIMEOUT_MS } from '../../src/core/shop/checkout';
import { checkout as nlCheckout } from '../../src/i18n/nl/checkout';
import { shop as nlShop } from '../../src/i18n/nl/shop';
import { forms as nlForms } from '../../src/i18n/nl/forms';

export const FAULTS = ['500', '404', 'timeout', 'connection reset', 'garbage 200', 'empty 200', 'offline'] as const;

/**
 * Every wire call of CONTRACT.md section 3 (and spec section 7), with the tag that sends it.
 * tests/unit/corpus.test.ts checks that each call of a built tag is named by a CALLS entry's `call`
 * (or says in `noCells` why it has no client-side cells). A new call in the contract goes here.
 */
export const CONTRACT_CALLS: { name: string; tag: string; noCells?: string }[] = [
  { name: 'ct_ultimate_gdpr_cookie_consent_give', tag: 'gdpr-consent' },
  { name: 'ct_ultimate_gdpr_cookie_consent_decline', tag: 'gdpr-consent' },
  { name: 'ct-ultimate-gdpr/v1/cookie-popup-options', tag: 'gdpr-consent' },
  { name: 'ct-ultimate-gdpr/v1/cookie-popup', tag: 'gdpr-consent' },
  { name: 'ays_increment_pb_conversions', tag: 'ays-popup' },
  { name: 'gform_get_config', tag: 'gform-form' },
  { name: 'gform_submit_form', tag: 'gform-form' },
  { name: 'gform_validate_config', tag: 'gform-form' },
  { name: 'gf_upload', tag: 'gform-form' },
  { name: 'seoaic/v1/lead', tag: 'seoaic-lead-form' },
  { name: 'seoaic/v1/interactive-article-stats', tag: 'interactive-article' },
  { name: 'elementor_pro_forms_send_form', tag: 'eb-form' },
  { name: 'elementor-pro/v1/refresh-loop', tag: 'eb-loop-grid' },
  { name: 'elementor-pro/v1/refresh-search', tag: 'eb-search' },
  { name: 'GET data-next-page', tag: 'eb-posts' },
  // The shop (issue 32): the add-to-cart buttons (a page behaviour) and <wc-mini-cart> share the page's one cart.
  { name: 'wc/store/v1/cart/add-item', tag: 'wc-mini-cart' },
  { name: 'GET wc/store/v1/cart', tag: 'wc-mini-cart' },
  { name: 'wc/store/v1/cart/update-item', tag: 'wc-mini-cart' },
  { name: 'wc/store/v1/cart/remove-item', tag: 'wc-mini-cart' },
  { name: 'wc/store/v1/cart/remove-item', tag: 'wc-cart' },
  { name: 'wc/store/v1/cart/apply-coupon', tag: 'wc-cart' },
  { name: 'wc/store/v1/cart/update-item', tag: 'wc-cart' },
  { name: 'wc/store/v1/cart/remove-coupon', tag: 'wc-cart' },
  { name: 'wc/store/v1/cart/select-shipping-rate', tag: 'wc-cart' },
  // The checkout (issue 33).
  { name: 'wc/store/v1/checkout', tag: 'wc-checkout' },
  // The account area (issue 33): a tab's page fetched to swap it in place.
  { name: 'GET a my-account endpoint page', tag: 'wc-my-account', noCells: "every failure (an error status, a timeout, no connection, an answer without the account menu: the session ended) takes the one path a plain link takes, a normal page load of that tab, after a cancelable wc-my-account-error; nothing is swapped or kept in between (tests/browser/wc-my-account.test.ts 'a failed fetch, a timeout or a page without the menu')" },
];
export type Fault = (typeof FAULTS)[number];

/** Neither JSON nor HTML nor the gf:json markers: what a broken proxy or a PHP notice returns. */
export const GARBAGE = 'Warning: Undefined index {[ garbage';

export interface CellTools {
  fault: Fault;
  /** Requests of this entry's call sent since the cell began. */
  sent(): Request[];
  /**
   * The visitor's action under the fault: offline on, `fn`, the clock moved past every timeout,
   * offline off. With `settled`, the action is over only when it returns true (a call the widget
   * retries by itself): the fault holds for every retry, and the clock passes the timeout of
   * each request that hangs.
   */
  act(fn: () => Promise<void>, settled?: () => Promise<boolean>): Promise<void>;
  /** The console.error texts since the cell began. */
  consoleErrors(): string[];
}

export interface FaultEntry {
  /** The call as CONTRACT.md / spec section 7 names it. */
  call: string;
  /** The behaviour the cells assert (spec section 8, CONTRACT, README), in words. */
  documented: string;
  match(request: Request): boolean;
  open(page: Page, context: BrowserContext): Promise<void>;
  cell(page: Page, t: CellTools): Promise<void>;
  /** A fresh page for every cell (an action that can happen once per page view). */
  freshPage?: boolean;
  /** At-load entries: the fault a request gets (one element per fault on the page). */
  faultOf?(request: Request): Fault | undefined;
  /** The widget's own timeout for this call when it is not REQUEST_TIMEOUT_MS (the clock moves past it). */
  timeoutMs?: number;
  /** Offline begins at the first request `match` takes (a later chunk of a file), not before the action. */
  offlineOnMatch?: boolean;
  /**
   * Why the lite project leaves this entry to the react project (CI's time): the same tag's error
   * place and store path are run on lite by the entry named here.
   */
  liteSkip?: string;
}

const AJAX = '/wp-admin/admin-ajax.php';
const body = (r: Request) => r.postData() ?? '';
const isAjax = (r: Request, action: string) => r.method() === 'POST' && new URL(r.url()).pathname === AJAX && body(r).includes(action);
/** The fault with index i (elements of at-load pages are numbered by fault). */
const faultAt = (i: number): Fault | undefined => FAULTS[i];

/** The consent cookie the browser holds, decoded. */
async function consentCookie(context: BrowserContext): Promise<Record<string, unknown> | undefined> {
  const c = (await context.cookies()).find((x) => x.name === CONSENT_COOKIE);
  return c ? (JSON.parse(Buffer.from(decodeURIComponent(c.value), 'base64').toString('utf8')) as Record<string, unknown>) : undefined;
}

/** Serves `html` at `path` on the demo origin (the demo server's CSP applies through the route). */
async function servePage(page: Page, path: string, html: string): Promise<void> {
  const { CSP } = await import('../../demo/server/csp');
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: html }));
  await page.goto(path);
}
const shell = (settings: Record<string, unknown>, bodyHtml: string) =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>faults</title><script type="application/json" id="site-elements-config">${JSON.stringify({ ajaxUrl: AJAX, restUrl: '/wp-json/', locale: 'nl', gformNonce: 'n', ...settings })}</script><script type="module" src="/dist/site-elements.js"></script></head><body>${bodyHtml}</body></html>`;

/** Records consent-updated details in the page (window.__consentEvents). */
async function recordConsentEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __consentEvents: unknown[] };
    w.__consentEvents = [];
    document.addEventListener('consent-updated', (e) => w.__consentEvents.push((e as CustomEvent).detail));
  });
}
const consentEvents = (page: Page) => page.evaluate(() => (window as unknown as { __consentEvents: { level: number }[] }).__consentEvents);
const clearConsentEvents = (page: Page) => page.evaluate(() => void (window as unknown as { __consentEvents: unknown[] }).__consentEvents.splice(0));

/** The consent demo on a first visit, its consent-updated events recorded. */
async function openConsentPage(page: Page, context: BrowserContext): Promise<void> {
  await context.clearCookies();
  // The give/decline POST's code is a chunk fetched once the banner is painted and the page idle:
  // the cells fault the call, not that chunk (a visitor offline before it came: consent.spec.ts).
  // Watched from here: the installed fake clock empties the page's performance entries.
  const postCode = page.waitForResponse((r) => /\/consent-post-[^/]*\.js$/.test(r.url()) && r.ok(), { timeout: 10_000 });
  await new ConsentPage(page).goto();
  await recordConsentEvents(page);
  await postCode;
}

/** A give call's fallback (spec section 8): a failed give is retried once with skip_cookies. */
function expectGiveRequests(t: CellTools): void {
  const sent = t.sent().map((r) => new URLSearchParams(body(r)));
  const failed = !t.fault.endsWith('200');
  expect(sent.map((p) => p.get('skip_cookies'))).toEqual(failed ? [null, 'true'] : [null]);
}

/** Two clicks on a shown button (`part`) in one task: only the widget's own lock can refuse the second. */
async function doubleClick(page: Page, selector: string, part = 'submit-button'): Promise<void> {
  /** Clicks the first shown, enabled `part` button `times` times in one task; false when there is none yet. */
  const click = ([sel, name, times]: readonly [string, string, number]) => {
    const button = [...(document.querySelector(sel)?.shadowRoot?.querySelectorAll<HTMLButtonElement>(`[part~="${name}"]`) ?? [])].find((b) => b.checkVisibility() && !b.disabled);
    for (let i = 0; button && i < times; i++) button.click();
    return button !== undefined;
  };
  await expect.poll(() => page.evaluate(click, [selector, part, 0] as const), { message: `a shown ${part}` }).toBe(true);
  await page.evaluate(click, [selector, part, 2] as const);
}

/** The names of the files a form's file input holds. */
const fileNames = (page: Page, selector: string) =>
  page.evaluate((sel) => [...(document.querySelector(sel)?.shadowRoot?.querySelector<HTMLInputElement>('input[type="file"]')?.files ?? [])].map((f) => f.name), selector);

/** The file fields of a multipart request: `{name: "file.jpg (N bytes)"}`. */
async function postedFiles(request: Request): Promise<Record<string, string>> {
  const type = (await request.allHeaders())['content-type'] ?? '';
  const form = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), { headers: { 'content-type': type } }).formData();
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v !== 'string') out[k] = `${v.name} (${v.size} bytes)`;
  return out;
}

/** The page objects of the SEOAIC cells (one per page: each records the calls it sees). */
const leads = new WeakMap<Page, LeadPage>();
const articles = new WeakMap<Page, ArticlePage>();
let db: DatabaseSyncInstance | undefined;
/** The reference backend's database (read-only), opened once. */
const database = () => (db ??= new DatabaseSync(process.env.SE_DB_PATH!, { readOnly: true }));

/** The upload page object of a fault page (one per page: it records the upload and submit requests it sees). */
const uploadForms = new WeakMap<Page, UploadModel>();
/** The multi-file field of demo/gform-upload.html (form 5: three files, 1 MB chunks). */
const UPLOAD_FIELD = 3;
/** The file of a cell: 1.5 MB, so it goes in two chunks and the fault can hit the second. */
const uploadCellFile = (fault: Fault) => patternFile(`ontwerp-${FAULTS.indexOf(fault) + 1}.pdf`, 1536 * 1024, 'application/pdf', FAULTS.indexOf(fault) + 1);
/** The multipart field `name` with value `value`, as it appears in a request body. */
const multipartField = (name: string, value: string) => Buffer.from(`name="${name}"\r\n\r\n${value}\r\n`);
/** Faults a chunk is sent again for (no answer, a dropped connection, a 5xx; src/core/forms/upload.ts readChunkResponse). */
const CHUNK_RETRIED = new Set<Fault>(['500', 'timeout', 'connection reset', 'offline']);
/** The field message of a chunk that failed with `fault` ('filename - message', spec section 8). */
function uploadMessage(name: string, fault: Fault): string {
  const m = nlForms;
  const server = (code: number, text: string) => `${m['forms.uploadError']}: ${code}, ${m['forms.uploadMessage']}: ${text}`;
  const text: Record<Fault, string> = {
    '500': server(500, 'Internal Server Error'),
    '404': server(404, 'Not Found'),
    timeout: server(0, m['forms.uploadUnknownError']),
    'connection reset': server(0, m['forms.uploadUnknownError']),
    'garbage 200': m['forms.uploadUnknownError'],
    'empty 200': m['forms.uploadUnknownError'],
    offline: server(0, m['forms.uploadUnknownError']),
  };
  return `${name} - ${text[fault]}`;
}
/** The rows (name and status) and the message count of an upload field (read in the page, no waiting). */
const uploadState = (page: Page, fieldId: number) =>
  page.evaluate((id) => {
    const field = document.querySelector('gform-form')?.shadowRoot?.querySelector(`[data-field-id="${id}"]`);
    return {
      files: [...(field?.querySelectorAll('[part~="upload-file"]') ?? [])].map((el) => `${el.querySelector('.gfield__upload-name')?.textContent ?? ''}: ${el.getAttribute('data-status')}`),
      messages: field?.querySelectorAll('.gfield__upload-message').length ?? 0,
    };
  }, fieldId);

export const CALLS: FaultEntry[] = [
  {
    call: 'consent give (ct_ultimate_gdpr_cookie_consent_give), from Accept',
    documented: 'failure: one retry with skip_cookies, then the cookie is written client-side; event; banner gone; no message, no double post',
    match: (r) => isAjax(r, 'ct_ultimate_gdpr_cookie_consent_give'),
    freshPage: true,
    open: openConsentPage,
    async cell(page, t) {
      const c = new ConsentPage(page);
      await t.act(() => doubleClick(page, 'gdpr-consent', 'accept-button')); // two clicks in one task: one consent
      await expect.poll(() => consentEvents(page)).toEqual([{ level: 5, levels: [5, 6, 7, 8] }]);
      expectGiveRequests(t);
      await expect(c.banner).toHaveCount(0);
      expect(await consentCookie(page.context())).toMatchObject({ consent_level: 5, consent_declined: false });
      expect(t.consoleErrors()).toEqual([]);
    },
  },
  {
    call: 'consent give (ct_ultimate_gdpr_cookie_consent_give), from the modal Save (level_id[])',
    documented: 'as Accept, with level_id[] on both posts; the saved level is the chosen one',
    match: (r) => isAjax(r, 'ct_ultimate_gdpr_cookie_consent_give') && body(r).includes('level_id'),
    open: openConsentPage,
    async cell(page, t) {
      const c = new ConsentPage(page);
      await clearConsentEvents(page);
      await page.evaluate(() => (document.querySelector('gdpr-consent') as HTMLElement & { openSettings(): void }).openSettings());
      await c.sliderItem(4).click();
      await t.act(() => doubleClick(page, 'gdpr-consent', 'save-button'));
      await expect.poll(() => consentEvents(page)).toEqual([{ level: 4, levels: [5, 6, 7] }]);
      expectGiveRequests(t);
      for (const r of t.sent()) expect(new URLSearchParams(body(r)).getAll('level_id[]')).toEqual(['5', '6', '7']);
      expect(await consentCookie(page.context())).toMatchObject({ consent_level: 4 });
      expect(t.consoleErrors()).toEqual([]);
    },
  },
  {
    call: 'consent give (ct_ultimate_gdpr_cookie_consent_give), from <gdpr-cookie-block>',
    documented: 'as Accept: retry, client cookie (level 1 when checked), event, success message; the button is disabled while posting',
    match: (r) => isAjax(r, 'ct_ultimate_gdpr_cookie_consent_give'),
    open: openConsentPage,
    async cell(page, t) {
      await clearConsentEvents(page);
      await page.clock.fastForward(2500); // the previous cell's success message (2 s) is gone
      const block = new ConsentPage(page).block;
      const box = block.locator('[part~="checkbox"]');
      if (!(await box.isChecked())) await box.check();
      else {
        await box.uncheck();
        await box.check();
      }
      // The success message shows for 2 s only: note its appearance in the page rather than race it.
      await block.evaluate((el) => {
        const w = window as unknown as { __blockSuccess?: boolean };
        w.__blockSuccess = false;
        const seen = new MutationObserver(() => {
          if (el.shadowRoot?.querySelector('[part~="success-message"]')) {
            w.__blockSuccess = true;
            seen.disconnect();
          }
        });
        seen.observe(el.shadowRoot!, { childList: true, subtree: true });
      });
      // A double click in one task: one give (and its one retry), never two.
      await t.act(() => doubleClick(page, 'gdpr-cookie-block'));
      await expect.poll(() => consentEvents(page)).toEqual([{ level: 1, levels: [] }]);
      expectGiveRequests(t);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __blockSuccess?: boolean }).__blockSuccess === true)).toBe(true);
      expect(await consentCookie(page.context())).toMatchObject({ consent_level: 1 });
      expect(t.consoleErrors()).toEqual([]);
    },
  },
  {
    call: 'consent decline (ct_ultimate_gdpr_cookie_consent_decline)',
    documented: 'sent once on modal close; on failure the block-all cookie is written client-side; event level 1; no message',
    match: (r) => isAjax(r, 'ct_ultimate_gdpr_cookie_consent_decline'),
    open: openConsentPage,
    async cell(page, t) {
      const c = new ConsentPage(page);
      await clearConsentEvents(page);
      await page.context().clearCookies({ name: CONSENT_COOKIE });
      await page.evaluate(() => (document.querySelector('gdpr-consent') as HTMLElement & { openSettings(): void }).openSettings());
      await expect(c.modal).toBeVisible();
      await t.act(() => c.modalClose.click());
      await expect.poll(() => consentEvents(page)).toEqual([{ level: 1, levels: [] }]);
      expect(t.sent()).toHaveLength(1);
      expect(await consentCookie(page.context())).toMatchObject({ consent_level: 1 });
      expect(t.consoleErrors()).toEqual([]);
    },
  },
  {
    call: 'popup options (GET ct-ultimate-gdpr/v1/cookie-popup-options), ajax-popup mode',
    documented: 'one [gdpr-consent] console error, nothing shown (no banner, no modal), the markup is not asked for',
    match: (r) => /\/wp-json\/fault-\d\/ct-ultimate-gdpr\/v1\/cookie-popup-options$/.test(r.url()),
    faultOf: (r) => faultAt(Number(/fault-(\d)\//.exec(r.url())?.[1])),
    async open(page, context) {
      await context.clearCookies();
      await servePage(page, '/__corpus/faults-consent-options.html', shell({}, FAULTS.map((_, i) => `<gdpr-consent ajax-popup rest-url="/wp-json/fault-${i}/"></gdpr-consent>`).join('')));
    },
    async cell(page, t) {
      const i = FAULTS.indexOf(t.fault);
      const host = page.locator('gdpr-consent').nth(i);
      await expect.poll(() => t.consoleErrors().filter((e) => e.startsWith('[gdpr-consent]') && e.includes(`fault-${i}/`) || (e.startsWith('[gdpr-consent]') && e.includes('unreadable cookie-popup-options') && t.fault.endsWith('200')))).not.toEqual([]);
      await expect(host.locator('[part~="banner"]')).toHaveCount(0);
      await expect(host.locator('[part~="modal"]')).toHaveCount(0);
      expect(t.sent().filter((r) => r.url().includes(`fault-${i}/`))).toHaveLength(1);
    },
  },
  {
    call: 'popup markup (GET ct-ultimate-gdpr/v1/cookie-popup), ajax-popup mode',
    documented: 'one [gdpr-consent] console error, nothing shown (spec section 8: "AJAX popup fetch failure: console error, nothing shown")',
    match: (r) => /\/wp-json\/fault-\d\/ct-ultimate-gdpr\/v1\/cookie-popup$/.test(r.url()),
    faultOf: (r) => faultAt(Number(/fault-(\d)\//.exec(r.url())?.[1])),
    async open(page, context) {
      await context.clearCookies();
      await page.route(/\/wp-json\/fault-\d\/ct-ultimate-gdpr\/v1\/cookie-popup-options$/, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(JSON.stringify({ cookie_popup_ajax_enabled: true })) }));
      await servePage(page, '/__corpus/faults-consent-markup.html', shell({}, FAULTS.map((_, i) => `<gdpr-consent ajax-popup rest-url="/wp-json/fault-${i}/"></gdpr-consent>`).join('')));
    },
    async cell(page, t) {
      const i = FAULTS.indexOf(t.fault);
      const host = page.locator('gdpr-consent').nth(i);
      await expect(host).toHaveAttribute('data-banner', /.*/);
      await expect.poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('[part~="banner"]') === null && el.shadowRoot?.querySelector('[part~="open-button"]') === null)).toBe(true);
      await expect.poll(() => t.consoleErrors().filter((e) => e.startsWith('[gdpr-consent] cookie popup could not be loaded')).length).toBeGreaterThanOrEqual(1);
      expect(t.sent().filter((r) => r.url().includes(`fault-${i}/`))).toHaveLength(1);
    },
  },
  {
    call: 'pop-up conversion (ays_increment_pb_conversions)',
    documented: 'the answer is ignored: no message, no error, the pop-up keeps working; one post per pop-up per page view',
    match: (r) => isAjax(r, 'ays_increment_pb_conversions'),
    async open(page, context) {
      await context.clearCookies();
      const popups = FAULTS.map(
        (_, i) =>
          `<ays-popup popup-id="${i + 1}"><script type="application/json">{"action_button_type": "clickSelector", "action_button": "#open-${i + 1}", "title": "Pop-up ${i + 1}"}</script><p><a class="asypb-cta" href="#aanbod-${i + 1}">Aanbod</a></p></ays-popup><button type="button" id="open-${i + 1}">open ${i + 1}</button>`,
      );
      await servePage(page, '/__corpus/faults-popup.html', shell({}, popups.join('')));
      // A pop-up shows its state once its opening selector is wired (the same commit): before, a click is missed.
      await expect(page.locator('ays-popup[data-state="closed"]')).toHaveCount(FAULTS.length);
    },
    async cell(page, t) {
      const i = FAULTS.indexOf(t.fault) + 1;
      const host = page.locator(`ays-popup[popup-id="${i}"]`);
      await page.locator(`#open-${i}`).click();
      await expect(host).toHaveAttribute('data-state', 'open');
      await t.act(async () => {
        await host.locator('.asypb-cta').click();
        await host.locator('.asypb-cta').click();
      });
      expect(t.sent()).toHaveLength(1);
      await host.locator('[part~="close-button"]').click();
      await expect(host).toHaveAttribute('data-state', 'closed');
      await page.locator(`#open-${i}`).click();
      await host.locator('.asypb-cta').click();
      await expect(host).toHaveAttribute('data-state', 'open');
      expect(t.sent()).toHaveLength(1); // closing and reopening does not count again
      await host.locator('[part~="close-button"]').click();
      expect(t.consoleErrors()).toEqual([]);
    },
  },
  {
    call: 'form config load (gform_get_config)',
    documented: 'the unknown-error message in the banner and one [gform-form] console error; nothing else rendered',
    match: (r) => isAjax(r, 'gform_get_config'),
    faultOf: (r) => faultAt(Number(/form_ids[^0-9]+(\d+)/.exec(decodeURIComponent(body(r)))?.[1]) - 1),
    async open(page) {
      await servePage(page, '/__corpus/faults-form-config.html', shell({}, FAULTS.map((_, i) => `<gform-form form-id="${i + 1}" submission-method="ajax"></gform-form>`).join('')));
    },
    async cell(page, t) {
      const i = FAULTS.indexOf(t.fault) + 1;
      const form = new FormModel(page, `gform-form[form-id="${i}"]`);
      await expect(form.part('error-banner')).toContainText('Er is een onbekende fout opgetreden');
      await expect(form.part('form')).toHaveCount(0);
      // The element has no inline form object: the one error names what the page must carry.
      expect(t.consoleErrors().filter((e) => e.startsWith(`[gform-form] form ${i} has no form object on the page and it could not be loaded`))).toHaveLength(1);
    },
  },
  {
    call: 'form submit (gform_submit_form), ajax method',
    documented: 'the error banner with the unknown error; the page and every value kept; the lock released; a double click posts once; the next try goes through',
    match: (r) => isAjax(r, 'gform_submit_form'),
    async open(page) {
      const form = new FormModel(page);
      await form.goto();
      await form.fillPage1();
    },
    async cell(page, t) {
      const form = new FormModel(page);
      // A double click (two clicks in one task): the second is refused by the form's lock, whatever the fault.
      await t.act(() => doubleClick(page, 'gform-form', 'next-button'));
      await expect(form.part('error-banner')).toContainText('Er is een onbekende fout opgetreden');
      await form.idle();
      expect(await form.currentPage()).toBe(1);
      await expect(form.field('Voornaam')).toHaveValue('Sanne');
      await expect(form.field('E-mailadres')).toHaveValue('sanne@example.nl');
      await expect(form.field('Land')).toHaveValue('Nederland');
      expect(t.sent()).toHaveLength(1);
      expect(t.consoleErrors().filter((e) => e.includes('already in progress'))).toHaveLength(1);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the same values go through.
        await form.next();
        expect(await form.currentPage()).toBe(2);
      }
    },
  },
  {
    call: 'form submit (gform_submit_form) carrying a file, ajax method, double-clicked',
    documented:
      'the error banner; the chosen file, the typed text and the ticked box kept (nothing a visitor entered lost); the double click posts once; when the network is back the same file goes through',
    match: (r) => isAjax(r, 'gform_submit_form'),
    async open(page) {
      const form = {
        id: 1,
        button: { text: 'Verstuur' },
        fields: [
          { id: 1, type: 'text', label: 'Naam', isRequired: true },
          { id: 2, type: 'fileupload', label: 'Foto', allowedExtensions: 'jpg,png' },
          { id: 3, type: 'consent', label: 'Toestemming', checkboxLabel: 'Ik ga akkoord', isRequired: true },
        ],
      };
      await servePage(page, '/__corpus/faults-form-file.html', shell({}, `<gform-form form-id="1" submission-method="ajax"><script type="application/json">${JSON.stringify(form)}</script></gform-form>`));
      const model = new FormModel(page, 'gform-form');
      await model.ready();
      await model.field('Naam').fill('Sanne');
      await model.host.locator('input[type="file"]').setInputFiles({ name: 'taart.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
      await model.host.getByRole('checkbox').check();
    },
    async cell(page, t) {
      const form = new FormModel(page, 'gform-form');
      await t.act(() => doubleClick(page, 'gform-form'));
      await expect(form.part('error-banner')).toBeVisible();
      await form.idle();
      expect(t.sent()).toHaveLength(1);
      expect(await fileNames(page, 'gform-form')).toEqual(['taart.jpg']);
      await expect(form.field('Naam')).toHaveValue('Sanne');
      await expect(form.host.getByRole('checkbox')).toBeChecked();
      const posted = await postedFiles(t.sent()[0]!);
      expect(posted).toEqual({ input_2: 'taart.jpg (7 bytes)' });
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the same values and file go through (answered here: the form exists only on this page).
        await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data: { is_valid: true, confirmation_type: 'message', confirmation_markup: '<p>Ontvangen</p>' } }) }));
        const [request] = await Promise.all([page.waitForRequest((r) => isAjax(r, 'gform_submit_form')), form.shown('submit-button').click()]);
        await expect(form.part('confirmation')).toContainText('Ontvangen');
        expect(await postedFiles(request)).toEqual({ input_2: 'taart.jpg (7 bytes)' });
      }
    },
  },
  {
    call: 'loop refresh (POST elementor-pro/v1/refresh-loop), <eb-loop-grid>',
    documented:
      'spec section 8: a failed, empty or garbled answer is ignored silently: the items stay as they were, the grid leaves its loading state, the chosen filter stays chosen (button and URL); one request per click; when the network is back the next click refreshes the items',
    match: (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/elementor-pro/v1/refresh-loop'),
    async open(page) {
      await new LoopGridDemo(page).goto();
    },
    async cell(page, t) {
      const demo = new LoopGridDemo(page);
      const term = ['brood', 'zuurdesem', 'taart', 'koek', 'hartig', 'gluten', 'noten'][FAULTS.indexOf(t.fault)]!;
      const taxonomy = FAULTS.indexOf(t.fault) < 5 ? 'product_cat' : 'allergeen';
      const before = await demo.titles.allTextContents();
      await t.act(() => demo.filter(taxonomy, term).click());
      await expect(demo.grid).not.toHaveAttribute('data-loading', '');
      expect(await demo.titles.allTextContents()).toEqual(before);
      await expect(demo.filter(taxonomy, term)).toHaveAttribute('aria-pressed', 'true');
      expect(new URL(page.url()).searchParams.get(`e-filter-a1b2c3d-${taxonomy}`) ?? '').toContain(term);
      expect(t.sent()).toHaveLength(1);
      expect(t.consoleErrors()).toEqual([]);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the reference backend answers and the items follow the filters.
        await demo.choose('product_cat', '__all');
        expect(await demo.titles.allTextContents()).not.toEqual(before);
      }
    },
  },
  {
    call: 'live search (POST elementor-pro/v1/refresh-search), <eb-search>',
    documented:
      'issue 30: every fault ends the loading state and shows "Zoeken lukte niet." with a retry button in the results (Elementor collapses the list silently); one request per search, no console error; when the network is back the retry shows the results',
    match: (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/elementor-pro/v1/refresh-search'),
    async open(page) {
      const demo = new SearchDemo(page);
      await demo.goto();
      // The first focus fetches the request code and the sanitizer: before any fault.
      await demo.field.focus();
      await page.waitForLoadState('networkidle');
    },
    async cell(page, t) {
      const demo = new SearchDemo(page);
      const term = ['taart', 'brood', 'oven', 'kaas', 'bak', 'recept', 'croissant'][FAULTS.indexOf(t.fault)]!;
      await t.act(async () => {
        await demo.field.fill(term);
        await page.clock.runFor(SEARCH_DEBOUNCE_MS + 50);
      });
      const retry = demo.live.locator('.eb-search-retry');
      await expect(retry).toBeVisible();
      await expect(demo.live.locator('.eb-search-error p')).toHaveText('Zoeken lukte niet.');
      await expect(demo.live).not.toHaveAttribute('data-loading', '');
      await expect(demo.field).toHaveAttribute('aria-expanded', 'false');
      expect(t.sent()).toHaveLength(1);
      expect((t.sent()[0]!.postDataJSON() as { search_term: string }).search_term).toBe(term);
      expect(t.consoleErrors()).toEqual([]);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the retry asks the reference backend again and the results come.
        await retry.click();
        await expect(demo.options.first()).toBeVisible();
      }
    },
  },
  {
    call: 'lead record (POST seoaic/v1/lead, then PUT seoaic/v1/lead/{id}), <seoaic-lead-form>',
    documented:
      'the answer waits in the outbox (localStorage) whatever the fault; when the network is back it arrives once, in order: the create (the same idempotency key on every try), then the next answer as an update of that lead; the flow never stops for the visitor',
    match: (r) => r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(LEAD_PATH),
    freshPage: true,
    async open(page, context) {
      await context.clearCookies();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const lead = new LeadPage(page);
      leads.set(page, lead);
      await lead.goto();
      await page.clock.fastForward(2000); // the welcome message advances by itself
      await lead.expectStep('2');
    },
    async cell(page, t) {
      const lead = leads.get(page)!;
      await t.act(() => lead.choose('Bedrijfsfeest'));
      await lead.expectStep('3'); // the conversation goes on
      // Waiting: in the outbox, nothing stored (offline hands it over on `online`: it may be gone already).
      // The outbox's own retry runs on the page's clock, which goes on after the fault was lifted: on a
      // busy machine it may have delivered the create already, once (a CI run saw it after the timeout).
      if (t.fault !== 'offline') {
        await expect
          .poll(async () => {
            const queued = await lead.queued();
            const answers = lead.rows(database()).map((r) => (JSON.parse(r.lead_data) as { answer: string }[]).map((e) => e.answer));
            return (queued === 1 && answers.length === 0) || (queued === 0 && JSON.stringify(answers) === '[["Bedrijfsfeest"]]');
          }, { message: 'waiting in the outbox, or delivered once after the fault' })
          .toBe(true);
      }
      // The network is back: the next answer sends what waits, in order.
      await lead.choose('Meer dan 20');
      await expect.poll(() => lead.queued()).toBe(0);
      const rows = lead.rows(database());
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.lead_data).map((e: { answer: string }) => e.answer)).toEqual(['Bedrijfsfeest', 'Meer dan 20']);
      expect(rows[0]!.updates).toBe(1);
      const posts = t.sent().filter((r) => r.method() === 'POST');
      expect(new Set(posts.map((r) => r.headers()['idempotency-key'])).size, 'every try of the create carries one key').toBe(1);
      const methods = t.sent().map((r) => r.method());
      expect(methods.lastIndexOf('POST')).toBeLessThan(methods.indexOf('PUT'));
      expect(t.consoleErrors().filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    },
  },
  {
    call: 'article stats (POST seoaic/v1/interactive-article-stats, then PUT …/{id}), <interactive-article>',
    documented:
      'the answer waits in the outbox whatever the fault; the next block still runs; when the network is back the answers arrive once, in order (the create, then the update), stored exactly once',
    match: (r) => r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(STATS_PATH),
    freshPage: true,
    async open(page) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      const article = new ArticlePage(page);
      articles.set(page, article);
      await article.goto();
    },
    async cell(page, t) {
      const article = articles.get(page)!;
      await t.act(() => article.answerButtons('smaak').filter({ hasText: 'Frisse fruittaart' }).click());
      await expect(article.block('extra')).toBeVisible(); // the article goes on
      if (t.fault !== 'offline') expect(await article.queued()).toBe(1);
      await article.block('extra').locator('[part~="next-button"]').click();
      await expect.poll(() => article.queued()).toBe(0);
      const rows = article.rows(database());
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.data).map((e: { answers: unknown }) => e.answers)).toEqual([[{ id: 13, text: 'Frisse fruittaart' }], []]);
      expect(rows[0]!.updates).toBe(1);
      const posts = t.sent().filter((r) => r.method() === 'POST');
      expect(new Set(posts.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
      expect(t.consoleErrors().filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    },
  },
  {
    call: 'config validate (gform_validate_config), before the submission of a form with products, double-clicked',
    documented:
      'spec section 8: "There was an unknown error processing your request. Product config could not be validated. Please try again." shown and logged once; no gform_submit_form sent; the order and every value kept; when the network is back the order goes through',
    match: (r) => isAjax(r, 'gform_validate_config'),
    async open(page) {
      const form = new PricingFormModel(page);
      await form.goto();
      await form.orderApplePies(2);
      await form.control('checkbox', 'Kaarsjes +2,50 €').check();
      await form.control('textbox', 'Naam').fill('Sanne de Vries');
      await form.control('textbox', 'E-mailadres').fill('sanne@example.nl');
      await expect(form.total()).toHaveText('43,50 €');
    },
    async cell(page, t) {
      const form = new PricingFormModel(page);
      const submits = form.submissions.length;
      await t.act(() => doubleClick(page, 'gform-form'));
      await form.idle();
      await expect(form.part('error-banner')).toContainText('Product config could not be validated');
      expect(t.consoleErrors().filter((e) => e.startsWith('[gform-form] form 4: There was an unknown error'))).toHaveLength(1);
      expect(t.sent()).toHaveLength(1);
      expect(form.submissions.length - submits, 'no submission without a validated config').toBe(0);
      await expect(form.control('spinbutton', 'Aantal Appeltaart')).toHaveValue('2');
      await expect(form.control('checkbox', 'Kaarsjes +2,50 €')).toBeChecked();
      await expect(form.control('textbox', 'Naam')).toHaveValue('Sanne de Vries');
      await expect(form.total()).toHaveText('43,50 €');
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the reference backend validates and stores the order.
        await form.shown('submit-button').click();
        await expect(form.part('confirmation')).toContainText('43,50 €');
      }
    },
  },
  {
    call: 'file upload chunk (POST ?gf_page=gf_upload), the second chunk of a multi-file field\'s file',
    documented:
      'spec sections 4, 5, 8: a 5xx, a hanging request (60 s stall), a dropped connection and offline are retried (CHUNK_RETRIES) on that chunk only; then, as for a 404 or an unreadable 200 (no retry), the failed file is removed with "filename - message" in the field\'s list (Fout: code, Bericht: text, or the unknown error); the files already uploaded, the typed values and the earlier messages stay; the form is not submitted while the file uploads (the wait alert); when the network is back the same file goes through and the form is sent with both files',
    match: (r) => r.method() === 'POST' && r.url().includes('gf_page=gf_upload') && (r.postDataBuffer()?.includes(multipartField('chunk', '1')) ?? false),
    timeoutMs: UPLOAD_STALL_TIMEOUT_MS,
    offlineOnMatch: true,
    async open(page) {
      const form = new UploadModel(page);
      uploadForms.set(page, form);
      await form.goto('/gform-upload.html');
      await form.field('Naam').fill('Sanne de Vries');
      await form.field('E-mailadres').fill('sanne@example.nl');
      await form.pick(UPLOAD_FIELD, [patternFile('schets.png', 40_000, 'image/png', 11)]);
      await expect(form.file(UPLOAD_FIELD, 'schets.png')).toHaveAttribute('data-status', 'completed');
    },
    async cell(page, t) {
      const form = uploadForms.get(page)!;
      const file = uploadCellFile(t.fault);
      const before = await form.messages(UPLOAD_FIELD);
      const uploadsBefore = form.uploads.length;
      await t.act(
        async () => {
          await form.pick(UPLOAD_FIELD, [file]);
          if (t.fault === 'timeout') {
            // While the chunk hangs the file is uploading: a submission is refused with the wait alert.
            await expect(form.file(UPLOAD_FIELD, file.name)).toHaveAttribute('data-status', 'uploading');
            await form.shown('submit-button').click();
            await expect(form.part('upload-alert')).toHaveText(nlForms['forms.uploadWait']);
          }
        },
        async () => (await uploadState(page, UPLOAD_FIELD)).messages > before.length,
      );
      await expect.poll(async () => (await uploadState(page, UPLOAD_FIELD)).files).toEqual(['schets.png: completed']);
      // One new message, the newest first; the earlier ones kept.
      expect(await form.messages(UPLOAD_FIELD)).toEqual([uploadMessage(file.name, t.fault), ...before]);
      // The failing chunk (and only it) was sent again as often as the fault allows.
      const sent = t.sent();
      expect(sent).toHaveLength(CHUNK_RETRIED.has(t.fault) ? 1 + CHUNK_RETRIES : 1);
      for (const r of sent) expect(await requestFields(r)).toMatchObject({ original_filename: [file.name], chunk: ['1'], chunks: ['2'] });
      const firstChunks = [];
      for (const r of form.uploads.slice(uploadsBefore)) if (one(await requestFields(r), 'chunk') === '0') firstChunks.push(r);
      expect(firstChunks, 'the first chunk went once').toHaveLength(1);
      await expect(form.part('upload-alert')).toHaveCount(0);
      await expect(form.field('Naam')).toHaveValue('Sanne de Vries');
      await expect(form.field('E-mailadres')).toHaveValue('sanne@example.nl');
      await expect(form.dropzone(UPLOAD_FIELD)).toBeEnabled();
      expect(form.submissions, 'no submission').toHaveLength(0);
      expect(t.consoleErrors().filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the same file, picked again, goes through, and the form with both files.
        await form.pick(UPLOAD_FIELD, [file]);
        await expect(form.file(UPLOAD_FIELD, file.name)).toHaveAttribute('data-status', 'completed');
        await form.shown('submit-button').click();
        await expect(form.part('confirmation')).toContainText('Bedankt!');
        const posted = await form.lastSubmission();
        const map = JSON.parse(one(posted, 'gform_uploaded_files_5') ?? '{}') as Record<string, { uploaded_filename: string }[]>;
        expect(map[`input_${UPLOAD_FIELD}`]!.map((f) => f.uploaded_filename)).toEqual(['schets.png', file.name]);
      }
    },
  },
  {
    call: 'posts next page (GET data-next-page: the next page\'s HTML), <eb-posts>',
    documented:
      'issue 30 (Elementor\'s spinner spins for ever): a failed, empty, garbled (no widget in it) or hanging page (15 s timeout) ends the loading state with a message and a retry button; the posts shown stay, one request per click and one console error; when the network is back the retry appends the page',
    match: (r) => r.method() === 'GET' && /^\/blog\/page\/\d+\/$/.test(new URL(r.url()).pathname),
    async open(page) {
      await page.goto('/blog/');
      await expect(new PostsDemo(page).widget).toHaveAttribute('data-enhanced', '');
    },
    async cell(page, t) {
      const demo = new PostsDemo(page);
      const before = await demo.posts.count();
      // The first cell presses "Meer berichten"; after a failure the retry button takes its place.
      await t.act(async () => {
        if (await demo.retry.count()) await demo.retry.click();
        else await demo.more.click();
      });
      await expect(demo.widget).toHaveAttribute('data-state', 'error');
      await expect(demo.retry).toBeVisible();
      await expect(demo.posts).toHaveCount(before);
      expect(t.sent()).toHaveLength(1);
      expect(t.consoleErrors()).toHaveLength(1);
      expect(t.consoleErrors()[0]).toContain('[eb-posts] could not load the next page');
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the retry appends page 2.
        await demo.retry.click();
        await expect(demo.posts).toHaveCount(before + 4);
        await expect(demo.widget).toHaveAttribute('data-state', 'idle');
      }
    },
  },
  {
    call: 'Elementor Pro form submission (elementor_pro_forms_send_form)',
    documented: 'a translated message on the form (never "parsererror"), the button usable again with its text, the values kept, the error events; the next submit goes through',
    match: (r) => isAjax(r, 'elementor_pro_forms_send_form'),
    async open(page) {
      await page.goto('/eb-form.html');
      await expect(page.locator('#newsletter form.elementor-form')).toHaveCount(1);
    },
    async cell(page, t) {
      const form = page.locator('#newsletter form.elementor-form');
      const button = form.getByRole('button', { name: 'Aanmelden' });
      await form.getByLabel('E-mail').fill(`fout-${t.fault.replace(/\W/g, '')}@bakkerij.nl`);
      await t.act(() => button.click());
      await expect(form.locator('> .elementor-message-danger')).toHaveText(/^Je bericht kon niet worden verstuurd: de server (gaf geen antwoord|antwoordde niet op tijd)/);
      await expect(button).toBeEnabled();
      await expect(form.locator('.elementor-form-spinner')).toHaveCount(0);
      await expect(form.getByLabel('E-mail')).toHaveValue(`fout-${t.fault.replace(/\W/g, '')}@bakkerij.nl`);
      expect(t.sent()).toHaveLength(1);
      expect(t.consoleErrors().every((e) => e.startsWith('[eb-form]') || /Failed to load resource/.test(e))).toBe(true);
    },
  },
  // ---- <wc-cart> (issue 32) -------------------------------------------------------------------
  {
    call: 'cart page: remove an item (POST wc/store/v1/cart/remove-item), <wc-cart>',
    documented:
      'issue 32 (the UI never stuck loading): a failed, garbled or hanging answer (15 s timeout) leaves the item in the cart, shows the whole-cart error with a retry button, the cart not busy; one request per click (a remove is not repeated by itself); when the network is back the retry removes it',
    match: storePost('remove-item'),
    async open(page) {
      await openCart(page, 104);
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      const item = cart.locator('[part~="item"]');
      await t.act(async () => {
        if (await cart.locator('[part~="retry"]').count()) await cart.locator('[part~="retry"]').click();
        else await item.getByRole('button', { name: /verwijderen uit je winkelwagen/ }).click();
      });
      await expect(cart.locator('[part~="error"]')).toBeVisible();
      await expect(cart.locator('[part~="retry"]')).toBeVisible();
      await expect(item).toHaveCount(1);
      await expect(cart.locator('[part~="cart"]')).toHaveAttribute('aria-busy', 'false');
      expect(t.sent()).toHaveLength(1);
      if (t.fault === FAULTS[FAULTS.length - 1]) await retryWhenBack(cart, () => expect(cart.locator('[part~="empty"]')).toBeVisible());
    },
  },
  {
    call: 'cart page: apply a coupon (POST wc/store/v1/cart/apply-coupon), <wc-cart>',
    documented:
      'a failed, garbled or hanging answer leaves the cart without the coupon and the code in its field, shows the whole-cart error with a retry button, the form usable again; one request per press; when the network is back the retry applies it',
    match: storePost('apply-coupon'),
    async open(page) {
      await openCart(page, 106);
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      const field = cart.getByRole('textbox', { name: 'Kortingscode' });
      await field.fill('WELKOM10');
      await t.act(() => cart.getByRole('button', { name: 'Toepassen' }).click());
      await expect(cart.locator('[part~="error"]')).toBeVisible();
      await expect(cart.locator('[part~="retry"]')).toBeVisible();
      await expect(cart.locator('[part~="coupon-code"]')).toHaveCount(0);
      await expect(field).toHaveValue('WELKOM10');
      await expect(cart.locator('[part~="cart"]')).toHaveAttribute('aria-busy', 'false');
      expect(t.sent()).toHaveLength(1);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        await cart.locator('[part~="retry"]').click();
        await expect(cart.locator('[part~="coupon-code"]')).toHaveText('WELKOM10');
      }
    },
  },
  {
    call: 'add to cart (POST wc/store/v1/cart/add-item) from a WooCommerce button, the page behaviour',
    documented:
      'issue 32: the button never stays loading and says why after it (span.se-add-to-cart-error, Dutch); no answer, a timeout or a 5xx is sent once more with the same Idempotency-Key, never a third time; a 4xx or an unreadable answer is not repeated; nothing is added twice; when the network is back the next click adds',
    match: storePost('add-item'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await page.goto('/wc-mini-cart.html');
      await page.locator('#side-cart [part~="toggle"]').waitFor();
      // The page behaviour comes in a chunk of its own; a click before it is WooCommerce's plain link
      // (`?add-to-cart=`, a page load: a loaded CI run added that way and sent no add-item).
      await page.waitForFunction(() => typeof (document as unknown as Record<symbol, unknown>)[Symbol.for('site-elements.add-to-cart')] === 'function');
    },
    async cell(page, t) {
      const button = page.getByRole('link', { name: 'Toevoegen aan winkelwagen: “Stroopwafels”' });
      const note = page.locator('.se-add-to-cart-error');
      const retried = STORE_REPEATED.includes(t.fault);
      await t.act(
        () => button.click(),
        async () => {
          // The repeat waits ADD_RETRY_DELAY_MS (and, offline, for the network): moved on by the clock.
          await page.clock.runFor(1_100);
          return (await note.count()) === 1 && !(await button.evaluate((b) => b.classList.contains('loading')));
        },
      );
      await expect(note).toHaveText(shopFaultText(t.fault));
      await expect(button).not.toHaveClass(/\b(loading|added)\b/);
      expect(t.sent()).toHaveLength(retried ? 2 : 1);
      expect(new Set(t.sent().map((r) => r.headers()['idempotency-key'])).size).toBe(1);
      expect(t.consoleErrors().every((e) => /Failed to load resource/.test(e))).toBe(true);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the next click adds, and the side cart shows it.
        await button.click();
        await expect(button).toHaveClass(/\badded\b/);
        await expect(note).toHaveCount(0);
        await expect(page.locator('#side-cart [part~="name"]')).toHaveText(['Stroopwafels']);
      }
    },
  },
  {
    call: 'cart page: change a quantity (POST wc/store/v1/cart/update-item), <wc-cart>',
    documented:
      'issue 32: a failed, garbled or hanging answer (15 s timeout) leaves the quantity as the server has it, shows the whole-cart error (Dutch, why) with a retry button, the cart not busy; no answer, a timeout or a 5xx is sent once more, never a third time; when the network is back the retry sends the quantity',
    liteSkip: "the cart-level error and retry of <wc-cart> run on lite with remove-item; the write path is the store's, the same module in both builds",
    match: storePost('update-item'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await openCart(page, 101);
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      const item = cart.locator('[part~="item"]');
      const field = item.locator('[part~="quantity-input"]');
      await t.act(
        async () => {
          await item.getByRole('button', { name: 'Eén Desem volkoren meer' }).click();
          await page.clock.runFor(UPDATE_CART_AUTOMATICALLY_DELAY_MS + 100); // the pause before a stepped quantity is sent
        },
        async () => {
          await page.clock.runFor(1_100); // the repeat waits ADD_RETRY_DELAY_MS
          return (await cart.locator('[part~="error"]').count()) === 1 && (await cart.locator('[part~="cart"]').getAttribute('aria-busy')) === 'false';
        },
      );
      await expectCartError(cart, t.fault);
      await expect(field).toHaveValue('1');
      expect(t.sent()).toHaveLength(STORE_REPEATED.includes(t.fault) ? 2 : 1);
      expect(t.sent().every((r) => r.postDataJSON().quantity === 2)).toBe(true);
      if (t.fault === FAULTS[FAULTS.length - 1]) await retryWhenBack(cart, () => expect(field).toHaveValue('2'));
    },
  },
  {
    call: 'cart page: remove a coupon (POST wc/store/v1/cart/remove-coupon), <wc-cart>',
    documented:
      'a failed, garbled or hanging answer keeps the coupon listed and its discount, shows the whole-cart error with a retry button, the coupon form usable; one request per press (a remove is not repeated by itself); when the network is back the retry removes it',
    liteSkip: "the coupon's cart-level error runs on lite with apply-coupon",
    match: storePost('remove-coupon'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await openCart(page, 102);
      const cart = page.locator('wc-cart');
      await cart.getByRole('textbox', { name: 'Kortingscode' }).fill('welkom10');
      await cart.getByRole('button', { name: 'Toepassen' }).click();
      await expect(cart.locator('[part~="coupon-code"]')).toHaveText('WELKOM10');
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      await t.act(async () => {
        if (await cart.locator('[part~="retry"]').count()) await cart.locator('[part~="retry"]').click();
        else await cart.getByRole('button', { name: 'Kortingscode WELKOM10 verwijderen' }).click();
      });
      await expectCartError(cart, t.fault);
      await expect(cart.locator('[part~="coupon-code"]')).toHaveText('WELKOM10');
      await expect(cart.getByRole('button', { name: 'Toepassen' })).not.toHaveAttribute('aria-disabled', 'true');
      await expect(cart.locator('[part~="cart"]')).toHaveAttribute('aria-busy', 'false');
      expect(t.sent()).toHaveLength(1);
      if (t.fault === FAULTS[FAULTS.length - 1]) await retryWhenBack(cart, () => expect(cart.locator('[part~="coupon-code"]')).toHaveCount(0));
    },
  },
  {
    call: 'cart page: choose a shipping rate (POST wc/store/v1/cart/select-shipping-rate), <wc-cart>',
    documented:
      'a failed, garbled or hanging answer leaves the rate the server has checked, shows the whole-cart error with a retry button, the rates not busy; no answer, a timeout or a 5xx is sent once more, never a third time; when the network is back the retry chooses it',
    liteSkip: "the cart-level error and retry of <wc-cart> run on lite with remove-item; the repeat is the store's, as update-item's",
    match: storePost('select-shipping-rate'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await openCart(page, 103);
      await expect(page.locator('wc-cart').getByRole('radio', { name: /Afhalen in de winkel/ })).toBeChecked();
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      const pickup = cart.getByRole('radio', { name: /Afhalen in de winkel/ });
      const delivery = cart.getByRole('radio', { name: /Bezorgen in Utrecht/ });
      await t.act(
        () => delivery.click(),
        async () => {
          await page.clock.runFor(1_100); // the repeat waits ADD_RETRY_DELAY_MS
          return (await cart.locator('[part~="error"]').count()) === 1 && (await cart.locator('[part~="shipping"]').getAttribute('aria-busy')) === 'false';
        },
      );
      await expectCartError(cart, t.fault);
      await expect(pickup).toBeChecked();
      await expect(delivery).not.toBeChecked();
      expect(t.sent()).toHaveLength(STORE_REPEATED.includes(t.fault) ? 2 : 1);
      if (t.fault === FAULTS[FAULTS.length - 1]) await retryWhenBack(cart, () => expect(delivery).toBeChecked());
    },
  },
  // ---- <wc-mini-cart> (issue 32) ----------------------------------------------------------------
  {
    call: 'mini cart: the first read (GET wc/store/v1/cart) as the page loads, <wc-mini-cart>',
    documented:
      'issue 32: a cart cookie says there is a cart; a failed, garbled or hanging read (15 s timeout) shows in the panel why (Dutch) with a retry button, never a spinner for ever; one read per page for both mini carts; when the network is back the retry reads the cart and shows its items',
    match: (r) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/wc/store/v1/cart'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    freshPage: true,
    offlineOnMatch: true,
    async open(page, context) {
      if (!(await context.cookies()).some((c) => c.name === 'woocommerce_items_in_cart')) await addToCart(page, 102);
    },
    async cell(page, t) {
      await t.act(async () => {
        await page.goto('/wc-mini-cart.html');
      });
      const mini = page.locator('#side-cart');
      await mini.locator('[part~="toggle"]').click();
      const error = mini.locator('[part~="error"]');
      await expect(error).toContainText(shopFaultText(t.fault));
      await expect(error.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
      await expect(mini.locator('[part~="loading"]')).toHaveCount(0);
      expect(t.sent()).toHaveLength(1);
      expect(t.consoleErrors().every((e) => /Failed to load resource/.test(e) || e.startsWith('['))).toBe(true);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        await error.getByRole('button', { name: 'Opnieuw proberen' }).click();
        await expect(mini.locator('[part~="name"]')).toHaveText(['Witte desembol']);
        await expect(page.locator('#menu-cart [part~="count"]')).toHaveText('1');
      }
    },
  },
  {
    call: 'mini cart: a quantity stepped (POST wc/store/v1/cart/update-item), <wc-mini-cart>',
    documented:
      'a failed, garbled or hanging answer leaves the quantity as the server has it and says why in the panel (Dutch), the items not busy; no answer, a timeout or a 5xx is sent once more, never a third time; when the network is back the next step goes through',
    liteSkip: "the mini cart's error in its panel runs on lite with the first read; the repeat is the store's (add-to-cart runs it on lite)",
    match: storePost('update-item'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    open: (page) => openMiniCart(page, 102),
    async cell(page, t) {
      const mini = page.locator('#side-cart');
      const plus = mini.getByRole('button', { name: 'Eén Witte desembol meer' });
      await t.act(
        () => plus.click(),
        async () => {
          await page.clock.runFor(1_100); // the repeat waits ADD_RETRY_DELAY_MS
          return (await mini.locator('[part~="error"]').count()) === 1 && (await mini.locator('[part~="items"]').getAttribute('aria-busy')) === 'false';
        },
      );
      await expect(mini.locator('[part~="error"]')).toHaveText(shopFaultText(t.fault));
      await expect(mini.locator('[part~="item"] [part~="quantity"]')).toHaveText('1');
      expect(t.sent()).toHaveLength(STORE_REPEATED.includes(t.fault) ? 2 : 1);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        await plus.click();
        await expect(mini.locator('[part~="item"] [part~="quantity"]')).toHaveText('2');
        await expect(mini.locator('[part~="error"]')).toHaveCount(0);
      }
    },
  },
  {
    call: 'mini cart: remove an item (POST wc/store/v1/cart/remove-item), <wc-mini-cart>',
    documented:
      'a failed, garbled or hanging answer keeps the item and says why in the panel (Dutch), the panel open and usable; one request per press (a remove is not repeated by itself); when the network is back the next press removes it',
    liteSkip: "the mini cart's error in its panel runs on lite with the first read",
    match: storePost('remove-item'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    open: (page) => openMiniCart(page, 102),
    async cell(page, t) {
      const mini = page.locator('#side-cart');
      const remove = mini.getByRole('button', { name: 'Witte desembol verwijderen' });
      await t.act(() => remove.click());
      await expect(mini.locator('[part~="error"]')).toHaveText(shopFaultText(t.fault));
      await expect(mini.locator('[part~="item"]')).toHaveCount(1);
      await expect(mini).toHaveAttribute('data-open', '');
      await expect(mini.locator('[part~="items"]')).toHaveAttribute('aria-busy', 'false');
      expect(t.sent()).toHaveLength(1);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        await remove.click();
        await expect(mini.locator('[part~="empty"]')).toBeVisible();
        await expect(mini.locator('[part~="error"]')).toHaveCount(0);
      }
    },
  },
  // ---- <wc-checkout> (issue 33) --------------------------------------------------------------------
  {
    call: 'place the order (POST wc/store/v1/checkout), <wc-checkout>',
    documented:
      'issue 33 (exactly one order per press): no answer, a timeout (30 s), a 5xx or an unreadable answer is repeated once with the same Idempotency-Key, then the Dutch "no answer" banner offers a retry that sends that key again; a 404 is refused with a message, not repeated; the button unlocked and what was typed kept; when the network is back the retry places exactly one order',
    match: (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/wc/store/v1/checkout'),
    timeoutMs: PLACE_ORDER_TIMEOUT_MS,
    async open(page) {
      CHECKOUT_EMAIL = `storing-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bakkerij-test.nl`;
      await addToCart(page, 104);
      await page.goto('/afrekenen.html');
      const c = page.locator('wc-checkout');
      await c.getByRole('radio', { name: /Afhalen/ }).check();
      for (const [name, value] of [['E-mailadres', CHECKOUT_EMAIL], ['Voornaam', 'Sanne'], ['Achternaam', 'de Vries'], ['Postcode', '3511 AB'], ['Huisnummer', '12'], ['Straat', 'Bakkerstraat'], ['Plaats', 'Utrecht']] as const) {
        await c.getByRole('textbox', { name, exact: true }).fill(value);
      }
      await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
      await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    },
    async cell(page, t) {
      const c = page.locator('wc-checkout');
      const lost = t.fault !== '404';
      const banner = c.locator('[part~="error"]');
      const retry = c.locator('[part~="retry"]');
      await t.act(
        async () => {
          if (await retry.count()) await retry.click();
          else await c.locator('[part~="place-order"]').click();
        },
        async () => {
          await page.clock.runFor(1_100); // the repeat waits PLACE_ORDER_RETRY_DELAY_MS
          return t.sent().length >= (lost ? 2 : 1) && (await banner.count()) === 1 && (await c.locator('[part~="place-order"]').getAttribute('aria-busy')) === 'false';
        },
      );
      await expect(banner).toContainText(lost ? nlCheckout['checkout.lost'] : 'Je bestelling kon niet worden geplaatst.');
      await expect(retry).toHaveCount(lost ? 1 : 0);
      expect(t.sent()).toHaveLength(lost ? 2 : 1);
      expect(new Set(t.sent().map((r) => r.headers()['idempotency-key'])).size, 'one key for every try of a press').toBe(1);
      await expect(c.getByRole('textbox', { name: 'E-mailadres', exact: true })).toHaveValue(CHECKOUT_EMAIL);
      await expect(c.locator('[part~="received"]')).toHaveCount(0);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the retry places the order, exactly one.
        await retry.click();
        await expect(c.locator('[part~="received"]')).toBeVisible();
        const placed = database().prepare('SELECT COUNT(*) AS n FROM shop_orders WHERE billing LIKE ?').get(`%${CHECKOUT_EMAIL}%`) as { n: number };
        expect(placed.n).toBe(1);
      }
    },
  },
  {
    call: 'the checkout tells the shop the typed address (POST wc/store/v1/cart/update-customer), <wc-checkout>',
    documented:
      'issue 42: a failed, garbled or hanging answer changes nothing the visitor sees (no banner: the rates and total stay those of the last address the shop answered for) and keeps what was typed; no answer, a timeout or a 5xx is sent once more, never a third time; a changed field left again sends the address again (as the Checkout block, whose dirty fields stay dirty); when the network is back it is answered',
    liteSkip: "the push is the cart store's write (its repeat as update-item's, run on lite); the tag's handling is in tests/browser/wc-checkout.test.ts on both builds",
    match: storePost('update-customer'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await addToCart(page, 104);
      await page.goto('/afrekenen.html');
      const c = page.locator('wc-checkout');
      await c.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
      // A Belgian address the shop has answered for: its rates are the ones shown.
      await c.getByRole('combobox', { name: 'Land' }).first().selectOption('BE');
      await c.getByRole('textbox', { name: 'Postcode', exact: true }).fill('1000');
      await c.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Brussel');
      await c.getByRole('textbox', { name: 'Plaats', exact: true }).press('Tab');
      await expect(c.getByRole('radio', { name: /Bezorgen in België/ })).toBeChecked();
    },
    async cell(page, t) {
      const c = page.locator('wc-checkout');
      const city = c.getByRole('textbox', { name: 'Plaats', exact: true });
      const typed = `Gent ${t.fault}`;
      const ofThisCell = () => t.sent().filter((r) => (r.postDataJSON() as { shipping_address?: { city?: string } }).shipping_address?.city === typed);
      await t.act(
        async () => {
          await city.fill(typed);
          await city.press('Tab');
        },
        async () => {
          await page.clock.runFor(1_100); // the repeat waits ADD_RETRY_DELAY_MS
          // … and the cart store is idle again (its writes pending mark "Bestelling plaatsen" aria-disabled):
          // a hanging repeat still in flight would hold the next cell's push back.
          return ofThisCell().length >= (STORE_REPEATED.includes(t.fault) ? 2 : 1) && (await c.locator('[part~="place-order"]').getAttribute('aria-disabled')) !== 'true';
        },
      );
      expect(ofThisCell(), 'the address tried once, or twice after no answer, a timeout or a 5xx').toHaveLength(STORE_REPEATED.includes(t.fault) ? 2 : 1);
      await expect(c.locator('[part~="error"]')).toHaveCount(0);
      await expect(c.getByRole('radio', { name: /Bezorgen in België/ })).toBeChecked();
      await expect(city).toHaveValue(typed);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the changed field left again is answered.
        // (The field's first blur may send the address typed offline first: it is still what the shop lacks.)
        const answered = page.waitForResponse((r) => storePost('update-customer')(r.request()) && r.status() === 200 && (r.request().postDataJSON() as { shipping_address?: { city?: string } }).shipping_address?.city === 'Gent');
        await city.fill('Gent');
        await city.press('Tab');
        expect(((await (await answered).json()) as { shipping_address: { city: string } }).shipping_address.city).toBe('Gent');
        await expect(c.getByRole('radio', { name: /Bezorgen in België/ })).toBeChecked();
      }
    },
  },
  {
    call: "cart page: the shipping calculator's address (POST wc/store/v1/cart/update-customer), <wc-cart>",
    documented:
      "issue 42: a failed, garbled or hanging answer keeps the form open with what was typed and says why on it (role=alert); the rates and total stay the shop's last; no answer, a timeout or a 5xx is sent once more, never a third time; when the network is back \"Bijwerken\" is answered and the form closes",
    liteSkip: "the push is the cart store's write (its repeat as update-item's, run on lite); the tag's handling is in tests/browser/wc-cart-calculator.test.ts on both builds",
    match: storePost('update-customer'),
    timeoutMs: STORE_API_TIMEOUT_MS,
    async open(page) {
      await addToCart(page, 104);
      await page.goto('/winkelwagen.html');
      const cart = page.locator('wc-cart');
      await cart.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
      await cart.locator('[part~="calculator-toggle"]').click();
      await cart.getByRole('combobox', { name: 'Land' }).selectOption('BE');
      await cart.getByRole('textbox', { name: 'Postcode', exact: true }).fill('1000');
    },
    async cell(page, t) {
      const cart = page.locator('wc-cart');
      const city = cart.getByRole('textbox', { name: 'Plaats', exact: true });
      const typed = `Brussel ${t.fault}`;
      await t.act(
        async () => {
          await city.fill(typed);
          await cart.getByRole('button', { name: 'Bijwerken' }).click();
        },
        async () => {
          await page.clock.runFor(1_100); // the repeat waits ADD_RETRY_DELAY_MS
          return t.sent().length >= (STORE_REPEATED.includes(t.fault) ? 2 : 1) && (await cart.locator('[part~="calculator-error"]').count()) === 1;
        },
      );
      expect(t.sent(), 'sent once, or twice after no answer, a timeout or a 5xx').toHaveLength(STORE_REPEATED.includes(t.fault) ? 2 : 1);
      await expect(cart.locator('[part~="calculator-error"]')).toHaveCount(1);
      await expect(city).toHaveValue(typed);
      await expect(cart.getByRole('radio', { name: /Bezorgen in Utrecht/ })).toBeChecked();
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the address is answered and the Belgian rate comes.
        await city.fill('Brussel');
        await cart.getByRole('button', { name: 'Bijwerken' }).click();
        await expect(cart.locator('[part~="calculator-destination"]')).toHaveText('Verzenden naar 1000 Brussel, België.');
        await expect(cart.getByRole('radio', { name: /Bezorgen in België/ })).toBeChecked();
      }
    },
  },
  {
    call: 'the order-received view read from the shop (GET wc/store/v1/order/{id}), <wc-checkout>',
    documented:
      "issue 42: on the order-received URL this browser's record of the order shows at once; a failed, garbled or hanging read leaves it shown as it was (no banner, nothing of the checkout form); when the network is back a reload shows the order as the shop has it",
    liteSkip: "the read is the Store API client's (run on lite by the cart's calls); the tag's handling of each answer is in tests/browser/wc-checkout.test.ts on both builds",
    match: (r) => r.method() === 'GET' && /\/wc\/store\/v1\/order\/\d+$/.test(new URL(r.url()).pathname),
    timeoutMs: STORE_API_TIMEOUT_MS,
    // The page itself loads: the network goes when the read is sent.
    offlineOnMatch: true,
    async open(page) {
      CHECKOUT_EMAIL = `ontvangen-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bakkerij-test.nl`;
      await addToCart(page, 104);
      await page.goto('/afrekenen.html');
      const c = page.locator('wc-checkout');
      await c.getByRole('radio', { name: /Afhalen/ }).check();
      for (const [name, value] of [['E-mailadres', CHECKOUT_EMAIL], ['Voornaam', 'Sanne'], ['Achternaam', 'de Vries'], ['Postcode', '3511 AB'], ['Huisnummer', '12'], ['Straat', 'Bakkerstraat'], ['Plaats', 'Utrecht']] as const) {
        await c.getByRole('textbox', { name, exact: true }).fill(value);
      }
      await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
      await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
      await c.locator('[part~="place-order"]').click();
      await expect(c.locator('[part~="received"]')).toBeVisible();
      await expect(page).toHaveURL(/order-received=\d+&key=wc_order_/);
    },
    async cell(page, t) {
      const c = page.locator('wc-checkout');
      await t.act(
        async () => {
          await page.reload();
        },
        async () => t.sent().length >= 1 && (await c.locator('[part~="order-number"]').count()) === 1,
      );
      expect(t.sent().length, 'read once (or repeated once by the client)').toBeGreaterThanOrEqual(1);
      expect(t.sent().length).toBeLessThanOrEqual(2);
      await expect(c.locator('[part~="order-status"]')).toHaveText('In behandeling');
      await expect(c.locator('[part~="error"], [part~="verify"], [part~="form"]')).toHaveCount(0);
      if (t.fault === FAULTS[FAULTS.length - 1]) {
        // The network is back: the reload reads the order from the shop.
        const answered = page.waitForResponse((r) => /\/wc\/store\/v1\/order\/\d+$/.test(new URL(r.url()).pathname) && r.status() === 200);
        await page.reload();
        expect(((await (await answered).json()) as { billing_address: { email: string } }).billing_address.email).toBe(CHECKOUT_EMAIL);
        await expect(c.locator('[part~="order-status"]')).toHaveText('In behandeling');
      }
    },
  },
];

/** A Store API cart route's POST (`cart/{route}`). */
function storePost(route: string): (r: Request) => boolean {
  return (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(`/wc/store/v1/cart/${route}`);
}

/** `<wc-cart>`'s whole-cart error for this fault, with its retry button. */
async function expectCartError(cart: Locator, fault: Fault): Promise<void> {
  await expect(cart.locator('[part~="error"]')).toContainText(shopFaultText(fault));
  await expect(cart.locator('[part~="retry"]')).toBeVisible();
}

/** The network is back: `<wc-cart>`'s retry does what failed (`done` checks it) and the error goes. */
async function retryWhenBack(cart: Locator, done: () => Promise<void>): Promise<void> {
  await cart.locator('[part~="retry"]').click();
  await done();
  await expect(cart.locator('[part~="error"]')).toHaveCount(0);
}

/** The checkout cells' visitor, new for each test (the order its last cell places is found by this address). */
let CHECKOUT_EMAIL = '';

/** The faults a Store API write the store may repeat is sent twice under (src/core/shop/errors.ts isRetryable). */
const STORE_REPEATED: readonly Fault[] = ['500', 'timeout', 'connection reset', 'offline'];

/** What the shop tags say for each fault (src/i18n/nl/shop.ts through storeErrorText). */
function shopFaultText(fault: Fault): string {
  return {
    '500': nlShop['shop.error.http_error'].replace('{status}', '500'),
    '404': nlShop['shop.error.http_error'].replace('{status}', '404'),
    timeout: nlShop['shop.error.timeout'],
    'connection reset': nlShop['shop.error.offline'],
    'garbage 200': nlShop['shop.error.unparseable'],
    'empty 200': nlShop['shop.error.unparseable'],
    offline: nlShop['shop.error.offline'],
  }[fault];
}

/** One of `productId` in this visitor's cart, through the Store API (the nonce from the first refusal). */
async function addToCart(page: Page, productId: number): Promise<void> {
  const add = (nonce: string) => page.request.post('/wp-json/wc/store/v1/cart/add-item', { data: { id: productId, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
  const first = await add('');
  if (!first.ok()) expect((await add(first.headers().nonce ?? '')).ok()).toBe(true);
}

/** The mini cart demo with one of `productId` in this visitor's cart, its side cart open. */
async function openMiniCart(page: Page, productId: number): Promise<void> {
  await addToCart(page, productId);
  await page.goto('/wc-mini-cart.html');
  const mini = page.locator('#side-cart');
  await mini.locator('[part~="toggle"]').click();
  await expect(mini.locator('[part~="item"]')).toHaveCount(1);
}

/** The bakery's cart page with one product in this visitor's cart (added through the Store API; the nonce from the first refusal). */
async function openCart(page: Page, productId: number): Promise<void> {
  await addToCart(page, productId);
  await page.goto('/winkelwagen.html');
  await expect(page.locator('wc-cart [part~="item"]')).toHaveCount(1);
}
