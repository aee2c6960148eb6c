/**
 * Registry of HTML sinks: every place where server or config text enters the DOM of a widget.
 * tests/e2e/xss.spec.ts pushes every payload of tests/fixtures/xss/payloads.ts through every
 * entry, once under the demo server's strict CSP and once without any CSP (so the sanitizer alone
 * must stop them), and asserts: the XSS trap is never called, no dialog, no navigation to
 * javascript:, no CSP violation, no uncaught error, nothing dangerous left in the rendered DOM
 * (no script/iframe/object/embed/base/meta/link/style element, no on* or style or srcdoc
 * attribute, no javascript:/vbscript:/data: URL), and every payload really reached the sink.
 *
 * ADDING A SINK (a new widget, or a new place in one): append one entry to SINKS below.
 *   id        '<tag>/<place>' (shown in the test title)
 *   tag       the element's tag (the DOM check walks the shadow roots of every such element)
 *   kind      'html' (sanitized markup), 'text' (rendered as text) or 'url' (an href/src)
 *   source    html sinks: the file with the raw-HTML insertion (dangerouslySetInnerHTML, lit-html's
 *             unsafeHTML, innerHTML =, …); every such file under src/ must be named by a sink
 *   perElement  1 (one element per payload, so no payload can hide behind another), or more when
 *             elements are costly (text sinks: all payloads in one element)
 *   body(ps)  the page <body> markup carrying the payloads (use `json()` inside <script> blocks)
 *   routes    optional network answers, e.g. an ajax call that returns the payload as markup
 *   drive     optional: what a visitor does so the payload enters the DOM (open, submit, …); call
 *             `checkpoint()` while markup is shown if it leaves the DOM again before the end
 *   reached   a locator (piercing shadow roots) that must then match `expected(ps)` nodes
 * The page is served at /__corpus/xss.html on the demo server (same origin, real dist/ build) with
 * the page settings of `settings`. Then add the new entry's count to nothing: the counts print
 * themselves (tests/unit/corpus.test.ts).
 */
import type { Page, Request, Route } from '@playwright/test';
import { XSS_PAYLOADS, type XssPayload } from '../fixtures/xss/payloads';

export interface SinkRoute {
  /** Matched against the full request URL. */
  url: RegExp;
  /** Answer for one request (`payloads` are the ones on the page). */
  answer(request: Request, payloads: readonly XssPayload[]): Promise<{ status?: number; contentType?: string; body: string }>;
}

export interface Sink {
  id: string;
  tag: string;
  kind: 'html' | 'text' | 'url';
  /** Payloads per element: 1 (each alone, so none can hide behind another), or more. */
  perElement: number;
  /** Page settings JSON (`site-elements-config`); ajaxUrl/restUrl default to the demo's. */
  settings?: Record<string, unknown>;
  body(payloads: readonly XssPayload[]): string;
  routes?: SinkRoute[];
  /** `checkpoint()` runs the DOM check now (for a sink whose markup leaves the DOM again before the end). */
  drive?(page: Page, payloads: readonly XssPayload[], checkpoint: () => Promise<void>): Promise<void>;
  /** Html sinks: the source file that puts the markup into the DOM (tests/unit/corpus.test.ts checks that every such file has a sink). */
  source?: string;
  /**
   * Html sinks: selector (inside the shadow root) of the element(s) the sanitized markup is put
   * into; `style` attributes are checked there (the widget's own inline custom properties outside
   * it are set through the CSSOM, which a CSP allows).
   */
  container?: string;
  /**
   * Light-DOM sinks (a loop grid's items, an inlined SVG): selector of the page elements whose own
   * subtree is checked as well (their JSON config block excepted).
   */
  lightDom?: string;
  /** Selector (Playwright CSS, pierces open shadow roots) of the nodes that show the payloads. */
  reached: string;
  expected(payloads: readonly XssPayload[]): number;
}

/** JSON for a <script type="application/json"> block: `<` escaped so `</script>` cannot end it. */
export const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
/** Attribute-safe text. */
export const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const joined = (ps: readonly XssPayload[]) => ps.map((p) => p.html).join(' ');
/** The payloads in groups of `n`. */
const groups = (ps: readonly XssPayload[], n: number) => Array.from({ length: Math.ceil(ps.length / n) }, (_, i) => ps.slice(i * n, i * n + n));

/** The fields of a multipart or form-encoded request. */
export async function postedFields(request: Request): Promise<URLSearchParams> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const type = request.headers()['content-type'] ?? '';
  const out = new URLSearchParams();
  if (type.startsWith('multipart/')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    for (const [k, v] of form) if (typeof v === 'string') out.append(k, v);
  } else for (const [k, v] of new URLSearchParams(body.toString('utf8'))) out.append(k, v);
  return out;
}

const payloadById = (ps: readonly XssPayload[], id: number) => ps.find((p) => p.id === id)!;

/** A popup row that opens at page load. */
const popupRow = (extra: Record<string, unknown>) => ({ action_button_type: 'pageLoaded', delay: 0, scroll_top: 0, title: 'Pop-up', ...extra });
const popupEach = (row: (p: XssPayload) => Record<string, unknown>, content = '<p>inhoud</p>') => (ps: readonly XssPayload[]) =>
  ps.map((p) => `<ays-popup popup-id="${p.id}"><script type="application/json">${json(popupRow(row(p)))}</script>${content}</ays-popup>`).join('\n');

/**
 * Opens every pop-up of the page at once: a pop-up that opens by itself waits while another dialog
 * is open (the page's one modal layer), and a script's open() stacks on top, so each payload's
 * pop-up is rendered side by side.
 */
const openAllPopups = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => [...document.querySelectorAll('ays-popup')].every((p) => typeof (p as HTMLElement & { open?: unknown }).open === 'function'));
  await page.evaluate(() => {
    for (const p of document.querySelectorAll<HTMLElement & { open(): void }>('ays-popup:not([data-state="open"])')) p.open();
  });
};

/** One ajax form per payload (form id = payload id) whose submission answer comes from `answer`. */
const formEach = (ps: readonly XssPayload[]) =>
  ps
    .map(
      (p) =>
        `<gform-form form-id="${p.id}" submission-method="ajax"><script type="application/json">${json({ id: p.id, title: `Formulier ${p.id}`, button: { text: 'Verstuur' }, fields: [{ id: 1, type: 'text', label: 'Naam' }] })}</script></gform-form>`,
    )
    .join('\n');
/** One ajax form with a text field per payload (field id = payload id). */
const oneForm = (ps: readonly XssPayload[]) =>
  `<gform-form form-id="1" submission-method="ajax"><script type="application/json">${json({ id: 1, button: { text: 'Verstuur' }, fields: ps.map((p) => ({ id: p.id, type: 'text', label: `Veld ${p.id}` })) })}</script></gform-form>`;
const AJAX = /\/wp-admin\/admin-ajax\.php$/;
const jsonAnswer = (v: unknown) => ({ contentType: 'application/json', body: JSON.stringify(v) });
const submitAnswer = (data: (p: XssPayload) => unknown, success = true): SinkRoute => ({
  url: /\/wp-admin\/admin-ajax\.php$/,
  async answer(request, ps) {
    const fields = await postedFields(request);
    const p = payloadById(ps, Number(fields.get('form_id')));
    return { contentType: 'application/json', body: JSON.stringify({ success, data: data(p) }) };
  },
});
/** Clicks every form's submit button in one go (in the page: 80 Playwright clicks would cost seconds). */
async function submitAll(page: Page, payloads: readonly XssPayload[]): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('gform-form').length === n && [...document.querySelectorAll('gform-form')].every((el) => el.shadowRoot?.querySelector('[part~="submit-button"]')), payloads.length);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('gform-form')) el.shadowRoot?.querySelector<HTMLButtonElement>('[part~="submit-button"]')?.click();
  });
}

/** Opens each consent modal in turn (its ajax popup markup enters the DOM), checks it, closes it. */
async function openEveryConsentModal(page: Page, count: number, checkpoint: () => Promise<void>): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('gdpr-consent[data-modal]').length === n, count);
  for (let i = 0; i < count; i++) {
    const host = page.locator('gdpr-consent').nth(i);
    await host.evaluate((el) => (el as HTMLElement & { openSettings(): void }).openSettings());
    await host.locator('.consent-server').waitFor({ state: 'attached' });
    await checkpoint();
    await host.evaluate((el) => {
      el.setAttribute('data-sink-seen', '');
      (el as HTMLElement & { closeSettings(): void }).closeSettings();
    });
  }
}

/** Runs `submit` and waits until `count` ajax requests have been answered. */
async function settleForms(page: Page, count: number, submit: () => Promise<void>): Promise<void> {
  let answered = 0;
  const onDone = (r: Request) => {
    if (r.url().includes('/wp-admin/admin-ajax.php')) answered++;
  };
  page.on('requestfinished', onDone);
  await submit();
  for (let i = 0; answered < count && i < 200; i++) await page.waitForTimeout(50);
  page.off('requestfinished', onDone);
}

/** One <eb-form> per payload (widget id = payload id) with one text field. */
const ebFormEach = (ps: readonly XssPayload[]) =>
  ps.map((p) => `<eb-form widget-id="${p.id}" post-id="1"><script type="application/json">${json({ form_fields: [{ custom_id: 'naam', field_label: 'Naam' }] })}</script></eb-form>`).join('\n');
/**
 * Submits every <eb-form>, eight at a time (each waits for its answer): 89 multipart posts at once
 * through Playwright's routing left most of them unanswered past the 20 s request timeout here.
 */
async function submitEbForms(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => [...document.querySelectorAll('eb-form')].filter((el) => el.shadowRoot?.querySelector('form.elementor-form')).length === n, count);
  await page.evaluate(async () => {
    const all = [...document.querySelectorAll('eb-form')];
    const one = (el: Element) =>
      new Promise<void>((done) => {
        el.addEventListener('eb-form-success', () => done(), { once: true });
        el.addEventListener('eb-form-error', () => done(), { once: true });
        el.shadowRoot?.querySelector<HTMLFormElement>('form.elementor-form')?.requestSubmit();
      });
    for (let i = 0; i < all.length; i += 8) await Promise.all(all.slice(i, i + 8).map(one));
  });
}

const ok200 = (body = ''): SinkRoute['answer'] => async () => ({ contentType: 'text/plain', body });

/** WooCommerce's esc_html: the Store API sends item names escaped (CartItemSchema: `wc_get_product` name through esc_html). */
const escHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
/** <wc-mini-cart> with a Store API cart whose items carry the payloads (names as WooCommerce escapes them, image URLs, permalinks). */
const miniCartSink = (id: string): Sink => ({
  id,
  tag: 'wc-mini-cart',
  kind: 'text',
  perElement: Infinity,
  body: () => '<wc-mini-cart></wc-mini-cart>',
  routes: [
    {
      url: /\/wp-json\/wc\/store\/v1\/cart(\?.*)?$/,
      answer: async (_r, ps) =>
        jsonAnswer({
          items: ps.map((p) => ({ key: `k${p.id}`, id: p.id, name: escHtml(p.html), quantity: 1, permalink: p.html, images: [{ id: 1, src: p.html, thumbnail: p.html, alt: p.html }], prices: { price: '100' } })),
          totals: { total_items: '100', total_items_tax: '9', total_price: '109' },
          items_count: ps.length,
        }),
    },
  ],
  async drive(page) {
    // Another tab changed the cart: the page reads it (the cart cookie says empty, so no read at load).
    // Once the tag is up: its cart store listens from then on.
    await page.locator('wc-mini-cart [part~="toggle"]').waitFor();
    await page.evaluate(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'se_cart_changed', newValue: 'x:1' }));
      (document.querySelector('wc-mini-cart') as HTMLElement & { open(): void }).open();
    });
  },
  reached: 'wc-mini-cart [part~="name"]',
  expected: (ps) => ps.length,
});

export const SINKS: Sink[] = [
  // ---- <ays-popup> -------------------------------------------------------------------------
  {
    id: 'ays-popup/description',
    source: 'src/widgets/popup/popup.tsx',
    container: '.ays__description',
    tag: 'ays-popup',
    kind: 'html',
    perElement: 1,
    body: popupEach((p) => ({ description: p.html })),
    drive: openAllPopups,
    reached: 'ays-popup .ays__description',
    expected: (ps) => ps.length,
  },
  {
    id: 'ays-popup/custom_html',
    source: 'src/widgets/popup/popup.tsx',
    container: '.ays__content',
    tag: 'ays-popup',
    kind: 'html',
    perElement: 1,
    body: popupEach((p) => ({ custom_html: p.html }), ''),
    drive: openAllPopups,
    reached: 'ays-popup[data-state="open"] [part~="popup"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'ays-popup/title, close and dismiss texts',
    tag: 'ays-popup',
    kind: 'text',
    perElement: Infinity,
    body: (ps) => popupEach(() => ({ title: joined(ps), options: { close_button_text: joined(ps), enable_dismiss: 'on', enable_dismiss_text: joined(ps) } }))(ps.slice(0, 1)),
    reached: 'ays-popup [part~="title"]',
    expected: () => 1,
  },
  // ---- <gform-form> ------------------------------------------------------------------------
  {
    id: 'gform-form/html field content',
    source: 'src/widgets/forms/fields/html.tsx',
    container: '.gfield__html',
    tag: 'gform-form',
    kind: 'html',
    perElement: 1,
    body: (ps) =>
      `<gform-form form-id="1" submission-method="ajax"><script type="application/json">${json({ id: 1, fields: ps.map((p) => ({ id: p.id, type: 'html', content: p.html })) })}</script></gform-form>`,
    reached: 'gform-form .gfield__html',
    expected: (ps) => ps.length,
  },
  {
    id: 'gform-form/title, description, labels, field descriptions, choices, placeholders, buttons',
    tag: 'gform-form',
    kind: 'text',
    perElement: 1,
    body: (ps) =>
      `<gform-form form-id="1" submission-method="ajax" display-title display-description><script type="application/json">${json({
        id: 1,
        title: joined(ps),
        description: joined(ps),
        button: { text: joined(ps) },
        fields: ps.map((p) => ({
          id: p.id,
          type: p.id % 2 ? 'text' : 'select',
          label: p.html,
          description: p.html,
          placeholder: p.html,
          errorMessage: p.html,
          choices: [{ text: p.html, value: p.html }],
        })),
      })}</script></gform-form>`,
    reached: 'gform-form [part~="field"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'gform-form/confirmation markup',
    source: 'src/widgets/forms/form-view.tsx',
    container: '[part~="confirmation"]',
    tag: 'gform-form',
    kind: 'html',
    perElement: 1,
    body: formEach,
    routes: [submitAnswer((p) => ({ is_valid: true, confirmation_type: 'message', confirmation_markup: p.html }))],
    drive: submitAll,
    reached: 'gform-form [part~="confirmation"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'gform-form/validation messages',
    tag: 'gform-form',
    kind: 'text',
    perElement: Infinity,
    body: oneForm,
    routes: [{ url: AJAX, answer: async (_r, ps) => jsonAnswer({ success: true, data: { is_valid: false, page_number: 1, validation_messages: Object.fromEntries(ps.map((p) => [p.id, p.html])) } }) }],
    drive: (page) => submitAll(page, [{ id: 1, kind: 'form', html: '' }]),
    reached: 'gform-form [part~="field-error"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'gform-form/server error text (error banner)',
    tag: 'gform-form',
    kind: 'text',
    perElement: Infinity,
    body: oneForm,
    routes: [{ url: AJAX, answer: async (_r, ps) => jsonAnswer({ success: false, data: joined(ps) }) }],
    drive: (page) => submitAll(page, [{ id: 1, kind: 'form', html: '' }]),
    reached: 'gform-form [part~="error-banner"]',
    expected: () => 1,
  },
  {
    // Pricing (issue 9): labels and choice texts of every pricing field, prices that are no money,
    // the page's currency symbols (every price shows them) and calculation formulas. All text: a
    // formula that is not arithmetic is rejected whole (tests/unit/forms/formula.property.test.ts).
    id: 'gform-form/pricing: product, option, shipping and total labels, choices, prices, currency symbols, formulas',
    tag: 'gform-form',
    kind: 'text',
    perElement: Infinity,
    settings: { currency: { symbol_left: XSS_PAYLOADS.map((p) => p.html).join(' '), symbol_right: '&lt;b onmouseover=__xss(0)&gt;', symbol_padding: ' ', decimal_separator: ',', thousand_separator: '.', decimals: 2, code: 'EUR' } },
    body: (ps) =>
      `<gform-form form-id="1" submission-method="ajax"><script type="application/json">${json({
        id: 1,
        button: { text: 'Bestel' },
        fields: [
          { id: 1000, type: 'product', inputType: 'singleproduct', label: 'Basis', basePrice: '1,00' },
          ...ps.map((p) => {
            const base = { id: p.id, label: p.html, description: p.html };
            switch (p.id % 5) {
              case 0:
                return { ...base, type: 'product', inputType: 'singleproduct', basePrice: p.html };
              case 1:
                return { ...base, type: 'product', inputType: 'select', choices: [{ text: p.html, value: p.html, price: '2,00' }, { text: 'Twee', value: 'twee', price: p.html }] };
              case 2:
                return { ...base, type: 'option', inputType: 'checkbox', productField: 1000, choices: [{ text: p.html, value: p.html, price: '0,50' }] };
              case 3:
                return { ...base, type: 'number', enableCalculation: true, calculationFormula: `${p.html} + {Basis:1000.3}`, numberFormat: 'decimal_comma' };
              default:
                return { ...base, type: 'product', inputType: 'calculation', calculationFormula: p.html };
            }
          }),
          { id: 2000, type: 'shipping', inputType: 'radio', label: joined(ps), choices: ps.slice(0, 5).map((p) => ({ text: p.html, value: p.html, price: '4,95' })) },
          { id: 2001, type: 'total', label: joined(ps) },
        ],
      })}</script></gform-form>`,
    async drive(page) {
      // Choose what there is to choose, so every price and the total are shown with the symbols.
      await page.locator('gform-form [part~="total"]').waitFor();
      await page.evaluate(() => {
        const root = document.querySelector('gform-form')!.shadowRoot!;
        for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) box.click();
        for (const select of root.querySelectorAll('select')) {
          select.selectedIndex = select.options.length - 1;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
      await page.locator('gform-form [part~="total"]').filter({ hasText: '__xss(1)' }).waitFor();
    },
    reached: 'gform-form [part~="total"]',
    expected: () => 1,
  },
  // ---- <gdpr-consent>, <gdpr-cookie-list>, <gdpr-cookie-block> ------------------------------
  {
    id: 'gdpr-consent/ajax popup markup',
    source: 'src/widgets/consent/consent-modal.tsx',
    tag: 'gdpr-consent',
    container: '.consent-server',
    kind: 'html',
    // A page holds one consent element; 89 of them cost seconds to boot, and their modals cannot all
    // be open at once. So ten payloads share an element (each in its own <div> of the markup) and
    // the per-payload isolation is left to the other html sinks, which use the same sanitizer.
    perElement: 10,
    body: (ps) =>
      groups(ps, 10)
        .map((g) => `<gdpr-consent ajax-popup rest-url="/wp-json/xss-${g[0]!.id}/"><script type="application/json">{"consent": true}</script></gdpr-consent>`)
        .join('\n'),
    routes: [
      { url: /\/wp-json\/xss-\d+\/ct-ultimate-gdpr\/v1\/cookie-popup-options$/, answer: ok200(JSON.stringify(JSON.stringify({ cookie_popup_ajax_enabled: true }))) },
      {
        url: /\/wp-json\/xss-\d+\/ct-ultimate-gdpr\/v1\/cookie-popup$/,
        async answer(request, ps) {
          const first = Number(/xss-(\d+)\//.exec(request.url())![1]);
          const group = groups(ps, 10).find((g) => g[0]!.id === first)!;
          // The plugin answers the markup as a JSON string; wrap the payloads in a real popup form.
          const html = `<div class="ct-ultimate-gdpr-cookie-modal-body"><h2>Instellingen</h2>${group.map((p) => `<div>${p.html}</div>`).join('')}<label><input type="radio" name="level" value="3"> Functioneel</label></div>`;
          return { contentType: 'application/json', body: JSON.stringify(html) };
        },
      },
      { url: /\/wp-admin\/admin-ajax\.php$/, answer: ok200('ok') },
    ],
    drive: (page, ps, checkpoint) => openEveryConsentModal(page, groups(ps, 10).length, checkpoint),
    reached: 'gdpr-consent[data-sink-seen]',
    expected: (ps) => groups(ps, 10).length,
  },
  {
    id: 'gdpr-consent/texts, level and category descriptions, cookie names',
    tag: 'gdpr-consent',
    kind: 'text',
    perElement: Infinity,
    body: (ps) => {
      const all = joined(ps);
      const texts = Object.fromEntries(['title', 'content', 'readMore', 'accept', 'settings', 'open', 'modalTitle', 'modalIntro', 'sliderLegend', 'categoriesLegend', 'allowedTitle', 'notAllowedTitle', 'save', 'close', 'success'].map((k) => [k, all]));
      const levels = Object.fromEntries([1, 2, 3, 4, 5].map((l) => [l, { allowed: ps.map((p) => p.html), notAllowed: ps.map((p) => p.html) }]));
      const descriptions = Object.fromEntries([5, 6, 7, 8].map((c) => [c, ps.map((p) => p.html)]));
      const cookies = ps.map((p) => ({ name: p.html, purpose: p.html, expiry: p.html, first_or_third_party: 'third_party', can_be_blocked: 1 }));
      return `<gdpr-consent><script type="application/json">${json({ url: '/privacy', texts, levels, descriptions, cookies })}</script></gdpr-consent>`;
    },
    async drive(page) {
      await page.locator('gdpr-consent [part~="banner"]').waitFor();
      await page.evaluate(() => (document.querySelector('gdpr-consent') as HTMLElement & { openSettings(): void }).openSettings());
    },
    reached: 'gdpr-consent [part~="modal"]',
    expected: () => 1,
  },
  {
    id: 'gdpr-cookie-list/every column',
    tag: 'gdpr-cookie-list',
    kind: 'text',
    perElement: 1,
    body: (ps) =>
      `<gdpr-cookie-list><script type="application/json">${json({
        cookies: ps.map((p) => ({ cookie_name: p.html, cookie_type_label: p.html, first_or_third_party: p.id % 2 ? 'first_party' : 'third_party', can_be_blocked: 1, session_or_persistent: p.html, expiry_time: p.html, purpose: p.html })),
      })}</script></gdpr-cookie-list>`,
    reached: 'gdpr-cookie-list [part~="table"] tbody tr',
    expected: (ps) => ps.length,
  },
  {
    id: 'gdpr-cookie-block/texts',
    tag: 'gdpr-cookie-block',
    kind: 'text',
    perElement: Infinity,
    body: (ps) => `<gdpr-cookie-block><script type="application/json">${json({ texts: { title: joined(ps), intro: joined(ps), checkbox: joined(ps), submit: joined(ps), success: joined(ps) } })}</script></gdpr-cookie-block>`,
    reached: 'gdpr-cookie-block [part~="checkbox"]',
    expected: () => 1,
  },
  // ---- <seoaic-lead-form>, <interactive-article> (issue 11) -----------------------------------
  {
    id: 'seoaic-lead-form/title, questions, answers, contact labels, placeholders, options',
    tag: 'seoaic-lead-form',
    kind: 'text',
    perElement: Infinity,
    body: (ps) =>
      `<seoaic-lead-form><script type="application/json">${json({
        texts: { title: joined(ps) },
        steps: [
          { id: 1, type: 'single', question: joined(ps), answers: ps.map((p) => ({ text: p.html, next: 2 })) },
          { id: 2, type: 'textfield', question: joined(ps), placeholder: joined(ps), next: 3 },
          { id: 3, type: 'contact_fields', question: joined(ps), fields: [...ps.map((p) => ({ label: p.html, type: 'text', placeholder: p.html })), { label: 'Keuze', type: 'select', options: ps.map((p) => p.html) }], next: 'finish' },
        ],
      })}</script></seoaic-lead-form>`,
    routes: [{ url: /\/wp-json\/seoaic\/v1\/lead/, answer: async () => jsonAnswer({ success: true, data: { id: 1 } }) }],
    async drive(page, _ps, checkpoint) {
      const host = page.locator('seoaic-lead-form');
      await host.locator('[part~="answer-button"]').first().click();
      await checkpoint();
      await host.locator('[part~="step"]').last().locator('[part~="input"]').fill('x');
      await host.locator('[part~="step"]').last().locator('[part~="next-button"]').click();
    },
    reached: 'seoaic-lead-form [part~="step"]',
    expected: () => 3,
  },
  {
    id: 'interactive-article/questions, answers, placeholders',
    tag: 'interactive-article',
    kind: 'text',
    perElement: Infinity,
    body: (ps) =>
      `<interactive-article post-id="7"><script type="application/json">${json({
        blocks: [
          { id: 'a', type: 'single', question: joined(ps), answers: ps.map((p) => ({ id: p.id, text: p.html, next: 'b' })) },
          { id: 'b', type: 'multi', question: joined(ps), answers: ps.map((p) => ({ id: p.id, text: p.html })), next: 'c' },
          { id: 'c', type: 'textfield', question: joined(ps), placeholder: joined(ps), next: 'finish' },
        ],
      })}</script></interactive-article>`,
    routes: [{ url: /\/wp-json\/seoaic\/v1\/interactive-article-stats/, answer: async () => jsonAnswer({ success: true, data: { id: 1 } }) }],
    async drive(page) {
      const host = page.locator('interactive-article');
      await host.locator('[part~="answer-button"]').first().click();
      await host.locator('[part~="block"][data-block-id="b"] [part~="next-button"]').click();
    },
    reached: 'interactive-article [part~="block"]',
    expected: () => 3,
  },
  // ---- <eb-loop-grid> (issue 12) --------------------------------------------------------------
  {
    // The refresh-loop answer's `data` HTML replaces the items (light DOM, sanitized). Ten payloads
    // share a grid (a refresh per grid costs a request and a DOMPurify pass); each in its own item.
    id: 'eb-loop-grid/refresh-loop answer (loop items)',
    source: 'src/light/loop-grid/loop-grid.ts',
    tag: 'eb-loop-grid',
    lightDom: 'eb-loop-grid',
    kind: 'html',
    perElement: 10,
    body: (ps) =>
      groups(ps, 10)
        .map(
          (g) =>
            `<eb-loop-grid widget-id="x${String(g[0]!.id).padStart(6, '0')}" post-id="${g[0]!.id}"><script type="application/json">${json({ filters: [{ taxonomy: 'product_cat', terms: [{ slug: 'taart', name: 'Taarten' }] }] })}</script><div class="elementor-widget-container"><div class="elementor-loop-container"><div class="e-loop-item">Brood</div></div></div></eb-loop-grid>`,
        )
        .join('\n'),
    routes: [
      {
        url: /\/wp-json\/elementor-pro\/v1\/refresh-loop$/,
        async answer(request, ps) {
          const first = Number(/^x(\d{6})$/.exec(String((request.postDataJSON() as { widget_id?: unknown }).widget_id))?.[1]);
          const group = groups(ps, 10).find((g) => g[0]!.id === first) ?? [];
          const items = group.map((p) => `<div class="e-loop-item">${p.html}</div>`).join('');
          return jsonAnswer({ data: `<div class="elementor-widget-container"><div class="elementor-loop-container"><div class="e-loop-item sink-start"></div>${items}</div></div>` });
        },
      },
    ],
    async drive(page, ps) {
      const count = groups(ps, 10).length;
      await page.waitForFunction((n) => [...document.querySelectorAll('eb-loop-grid')].filter((g) => g.shadowRoot?.querySelector('[part~="filter"]')).length === n, count);
      await page.evaluate(() => {
        for (const g of document.querySelectorAll('eb-loop-grid')) g.shadowRoot!.querySelector<HTMLButtonElement>('[part~="filter"][data-term="taart"]')!.click();
      });
    },
    reached: 'eb-loop-grid .sink-start',
    expected: (ps) => groups(ps, 10).length,
  },
  // ---- <eb-search> (issue 30) --------------------------------------------------------------------
  {
    // The refresh-search answer's `data` (results) and `pagination` HTML go into the results box
    // (light DOM, sanitized). Ten payloads share a widget (a search each), each in its own result
    // and again in a pagination link.
    id: 'eb-search/refresh-search answer (results and pagination)',
    source: 'src/light/search/search.ts',
    tag: 'eb-search',
    lightDom: 'eb-search',
    kind: 'html',
    perElement: 10,
    body: (ps) =>
      groups(ps, 10)
        .map((g) => {
          const id = `s${String(g[0]!.id).padStart(6, '0')}`;
          return (
            `<eb-search class="elementor-element elementor-widget elementor-widget-search" data-id="${id}" data-widget_type="search.default" data-settings="${attr(json({ live_results: 'yes', template_id: '812' }))}">` +
            `<search class="e-search hidden" role="search"><form class="e-search-form" action="/" method="get"><label class="e-search-label" for="search-${id}">Zoeken</label><div class="e-search-input-wrapper">` +
            `<input id="search-${id}" class="e-search-input" type="search" name="s" value="" role="combobox" aria-expanded="false" aria-controls="results-${id}" aria-autocomplete="list">` +
            `<output id="results-${id}" class="e-search-results-container hide-loader"><div class="e-search-results"></div></output></div>` +
            `<button class="e-search-submit" type="submit">Zoeken</button><input type="hidden" name="e_search_props" value="${id}-7"></form></search></eb-search>`
          );
        })
        .join('\n'),
    routes: [
      {
        url: /\/wp-json\/elementor-pro\/v1\/refresh-search$/,
        async answer(request, ps) {
          const first = Number(/^s(\d{6})$/.exec(String((request.postDataJSON() as { widget_id?: unknown }).widget_id))?.[1]);
          const group = groups(ps, 10).find((g) => g[0]!.id === first) ?? [];
          const items = group.map((p) => `<div class="e-loop-item"><a href="#r${p.id}">Resultaat ${p.id}</a>${p.html}</div>`).join('');
          const pagination = group.map((p) => `<a class="page-numbers" href="?e-search-page=2">${p.html}</a>`).join('\n');
          return jsonAnswer({ data: `<div class="e-loop-item sink-start"><a href="#start">Start</a></div>${items}`, pagination });
        },
      },
    ],
    async drive(page) {
      await page.waitForFunction(() => [...document.querySelectorAll('eb-search')].every((e) => e.hasAttribute('data-enhanced')));
      for (const field of await page.locator('eb-search input.e-search-input').all()) await field.fill('taart');
    },
    reached: 'eb-search .sink-start',
    expected: (ps) => groups(ps, 10).length,
  },
  // ---- <eb-posts> (issue 30) -------------------------------------------------------------------
  {
    // Load more: the next page (a whole HTML page, GET data-next-page) is parsed, the widget's own
    // items are taken (scoped by [data-id]), sanitized and appended (light DOM). Ten payloads share
    // a widget (a fetch and a DOMPurify pass each); each payload in its own article.
    id: 'eb-posts/next page items (load more)',
    source: 'src/light/posts/posts.ts',
    tag: 'eb-posts',
    lightDom: 'eb-posts',
    kind: 'html',
    perElement: 10,
    body: (ps) =>
      groups(ps, 10)
        .map((g) => {
          const id = `p${String(g[0]!.id).padStart(6, '0')}`;
          return (
            `<eb-posts class="elementor-element elementor-widget elementor-widget-posts" data-id="${id}" data-widget_type="posts.classic" data-settings="${attr(JSON.stringify({ pagination_type: 'load_more_on_click' }))}">` +
            `<div class="elementor-widget-container"><div class="elementor-posts-container elementor-grid"><article class="elementor-post">Brood</article></div>` +
            `<div class="e-load-more-anchor" data-page="1" data-max-page="2" data-next-page="/__corpus/posts/${g[0]!.id}/"></div>` +
            `<div class="elementor-button-wrapper"><a class="elementor-button" href="/__corpus/posts/${g[0]!.id}/">Meer</a></div></div></eb-posts>`
          );
        })
        .join('\n'),
    routes: [
      {
        url: /\/__corpus\/posts\/\d+\/$/,
        async answer(request, ps) {
          const first = Number(/\/(\d+)\/$/.exec(request.url())![1]);
          const group = groups(ps, 10).find((g) => g[0]!.id === first) ?? [];
          const id = `p${String(first).padStart(6, '0')}`;
          const items = group.map((p) => `<article class="elementor-post">${p.html}</article>`).join('');
          return {
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><html><body><div data-id="${id}" data-widget_type="posts.classic"><div class="elementor-widget-container"><div class="elementor-posts-container"><article class="elementor-post sink-start"></article>${items}</div><div class="e-load-more-anchor" data-page="2" data-max-page="2" data-next-page="/__corpus/posts/${first}/3/"></div></div></div></body></html>`,
          };
        },
      },
    ],
    async drive(page, ps) {
      const count = groups(ps, 10).length;
      await page.waitForFunction((n) => document.querySelectorAll('eb-posts[data-enhanced]').length === n, count);
      await page.evaluate(() => {
        for (const b of document.querySelectorAll<HTMLElement>('eb-posts .elementor-button')) b.click();
      });
    },
    reached: 'eb-posts .sink-start',
    expected: (ps) => groups(ps, 10).length,
  },
  // ---- inline SVG (page behaviour, issue 12: <img data-inline-svg>) ---------------------------
  {
    // The SVG file is fetched and sanitized, then put in place of the image (light DOM). Each
    // payload in its own file, in three SVG contexts: bare, in <foreignObject>, in an <a>.
    id: 'page/inline SVG (img[data-inline-svg] files)',
    source: 'src/platform/page/inline-svg.ts',
    tag: 'main',
    lightDom: 'main',
    kind: 'html',
    perElement: 1,
    body: (ps) => `<div class="svg-sink">${ps.map((p) => `<img data-inline-svg="/__corpus/svg/${p.id}.svg" alt="Icoon ${p.id}" width="16" height="16">`).join('')}</div>`,
    routes: [
      {
        url: /\/__corpus\/svg\/\d+\.svg$/,
        async answer(request, ps) {
          const p = payloadById(ps, Number(/(\d+)\.svg$/.exec(request.url())![1]));
          const inner = [p.html, `<foreignObject width="10" height="10">${p.html}</foreignObject>`, `<a href="#x">${p.html}</a>`][p.id % 3];
          return { contentType: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Icoon</title><circle cx="5" cy="5" r="4"/>${inner}</svg>` };
        },
      },
    ],
    // Inlined, or left an image (one console error) when nothing of an <svg> survived sanitizing.
    reached: 'main .svg-sink svg[data-inline-svg], main .svg-sink img[data-error="inline-svg"]',
    expected: (ps) => ps.length,
  },
  // ---- <eb-form> (issue 30) ----------------------------------------------------------------------
  {
    id: 'eb-form/html field (field_html)',
    source: 'src/widgets/ebform/markup.ts',
    container: '.elementor-field-html',
    tag: 'eb-form',
    kind: 'html',
    perElement: 1,
    body: (ps) => ps.map((p) => `<eb-form widget-id="w${p.id}" post-id="1"><script type="application/json">${json({ form_fields: [{ custom_id: 'info', field_type: 'html', field_html: p.html }] })}</script></eb-form>`).join('\n'),
    reached: 'eb-form .elementor-field-html',
    expected: (ps) => ps.length,
  },
  {
    id: 'eb-form/server message (data.message)',
    source: 'src/widgets/ebform/controller.ts',
    container: '.elementor-message',
    tag: 'eb-form',
    kind: 'html',
    perElement: 1,
    body: ebFormEach,
    routes: [
      {
        url: AJAX,
        async answer(request, ps) {
          // The multipart form_id read straight off the body (89 bodies through FormData parsing were too slow here).
          const id = /name="form_id"\r\n\r\n(\d+)/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1];
          const p = payloadById(ps, Number(id));
          return jsonAnswer({ success: true, data: { message: p.html, data: [] } });
        },
      },
    ],
    drive: (page, ps) => settleForms(page, ps.length, () => submitEbForms(page, ps.length)),
    reached: 'eb-form .elementor-message-success',
    expected: (ps) => ps.length,
  },
  {
    id: 'eb-form/labels, placeholders, options, step labels and server field errors',
    tag: 'eb-form',
    kind: 'text',
    perElement: Infinity,
    body: (ps) =>
      `<eb-form widget-id="1" post-id="1"><script type="application/json">${json({
        form_name: joined(ps),
        form_fields: [
          { custom_id: 'stap', field_type: 'step', field_label: joined(ps) },
          ...ps.map((p) => ({ custom_id: `f${p.id}`, field_label: p.html, placeholder: p.html })),
          { custom_id: 'keuze', field_type: 'radio', field_label: 'Keuze', field_options: ps.map((p) => `${p.html.replace(/[\r\n|]/g, ' ')}|v${p.id}`).join('\n') },
        ],
        button_text: joined(ps),
      })}</script></eb-form>`,
    routes: [{ url: AJAX, answer: async (_r, ps) => jsonAnswer({ success: false, data: { message: '', errors: Object.fromEntries(ps.map((p) => [`f${p.id}`, p.html])), data: [] } }) }],
    drive: (page) => settleForms(page, 1, () => submitEbForms(page, 1)),
    reached: 'eb-form .elementor-form-help-inline',
    expected: (ps) => ps.length,
  },
  // ---- <wc-cart> (issue 32) -----------------------------------------------------------------
  {
    id: 'wc-cart/product, coupon, rate, tax and cross-sell names from the Store API',
    tag: 'wc-cart',
    kind: 'text',
    perElement: Infinity,
    body: () => '<wc-cart cross-sells></wc-cart>',
    routes: [{ url: /\/wc\/store\/v1\/cart$/, answer: async (_r, ps) => jsonAnswer(xssCart(ps)) }],
    // The cart cookie set, then "another tab changed the cart": the page's cart store reads it.
    drive: async (page) => {
      await page.evaluate(() => {
        document.cookie = 'woocommerce_items_in_cart=1; path=/';
        window.dispatchEvent(new StorageEvent('storage', { key: 'se_cart_changed', newValue: 'x:1' }));
      });
    },
    reached: 'wc-cart [part~="item-name"]',
    expected: (ps) => ps.length,
  },
  // ---- <wc-checkout> (issue 33) -------------------------------------------------------------
  {
    id: "wc-checkout/summary names, payment method texts and the API's field errors",
    tag: 'wc-checkout',
    kind: 'text',
    perElement: Infinity,
    body: (ps) => `<wc-checkout><script type="application/json">${json({ payment_methods: { cod: { title: joined(ps), description: joined(ps) } }, bank_accounts: [{ account_name: joined(ps), iban: 'NL91ABNA0417164300' }] })}</script></wc-checkout>`,
    routes: [
      { url: /\/wc\/store\/v1\/cart$/, answer: async (_r, ps) => jsonAnswer({ ...xssCart(ps), shipping_rates: [], needs_shipping: false, payment_methods: ['cod', 'bacs'], billing_address: { first_name: joined(ps), email: 'a@b.nl', address_1: 'Bakkerstraat 12', postcode: '3511 AB', city: 'Utrecht', country: 'NL' } }) },
      {
        url: /\/wc\/store\/v1\/checkout$/,
        answer: async (_r, ps) => ({
          status: 400,
          ...jsonAnswer({ code: 'rest_invalid_param', message: joined(ps), data: { status: 400, params: { billing_address: joined(ps) }, details: { billing_address: { code: 'invalid_first_name', message: joined(ps), data: { key: 'last_name' } } } } }),
        }),
      },
    ],
    // The cart cookie set, then "another tab changed the cart": the page's cart store reads it; a press gets the field errors.
    drive: async (page) => {
      await page.evaluate(() => {
        document.cookie = 'woocommerce_items_in_cart=1; path=/';
        window.dispatchEvent(new StorageEvent('storage', { key: 'se_cart_changed', newValue: 'x:1' }));
      });
      const c = page.locator('wc-checkout');
      await c.locator('#billing-last_name').fill('de Vries');
      await c.locator('[part~="place-order"]').click();
      await c.locator('#billing-last_name-error').waitFor();
    },
    reached: 'wc-checkout [part~="line"]',
    expected: (ps) => ps.length,
  },
  {
    // On WooCommerce's order-received URL the order comes from the shop (issue 42): its lines, status and addresses are Store API data.
    id: "wc-checkout/the order-received view read from the shop (GET order/{id}): line names, status, addresses",
    tag: 'wc-checkout',
    kind: 'text',
    perElement: Infinity,
    body: () => '<wc-checkout></wc-checkout>',
    routes: [
      { url: /\/wc\/store\/v1\/cart$/, answer: async () => jsonAnswer({ items: [], totals: {}, items_count: 0 }) },
      {
        url: /\/wc\/store\/v1\/order\/7\?/,
        answer: async (_r, ps) => jsonAnswer({ ...xssCart(ps), id: 7, status: joined(ps), billing_address: { first_name: joined(ps), email: 'a@b.nl' }, shipping_address: { city: joined(ps) } }),
      },
    ],
    // The page becomes the order's order-received URL and a new tag reads it.
    drive: async (page) => {
      await page.evaluate(() => {
        history.replaceState(null, '', `${location.pathname}?order-received=7&key=wc_order_corpus12345`);
        document.querySelector('wc-checkout')!.replaceWith(document.createElement('wc-checkout'));
      });
    },
    reached: 'wc-checkout [part~="order-lines"] .line',
    expected: (ps) => ps.length,
  },
  // ---- <wc-mini-cart> (issue 32): product names are Store API data ----------------------------------
  miniCartSink('wc-mini-cart/product names (GET cart)'),
  // ---- <wc-my-account> (issue 33) -------------------------------------------------------------------
  {
    // A tab of the account menu: the endpoint's whole page is fetched, its .e-my-account-tab region
    // (menu and content) sanitized and swapped in (light DOM). Ten payloads per account area.
    id: 'wc-my-account/tab content (the endpoint page)',
    source: 'src/light/account/account.ts',
    tag: 'wc-my-account',
    lightDom: 'wc-my-account',
    kind: 'html',
    perElement: 10,
    body: (ps) =>
      groups(ps, 10)
        .map((g) => {
          const nav = `<nav class="woocommerce-MyAccount-navigation" aria-label="Account"><ul><li class="woocommerce-MyAccount-navigation-link--orders"><a href="/__corpus/account/${g[0]!.id}/">Bestellingen</a></li></ul></nav>`;
          return `<wc-my-account><div class="e-my-account-tab e-my-account-tab__dashboard"><div class="woocommerce">${nav}<div class="woocommerce-MyAccount-content"><h2>Dashboard</h2></div></div></div></wc-my-account>`;
        })
        .join('\n'),
    routes: [
      {
        url: /\/__corpus\/account\/\d+\/$/,
        async answer(request, ps) {
          const first = Number(/\/(\d+)\/$/.exec(request.url())![1]);
          const group = groups(ps, 10).find((g) => g[0]!.id === first) ?? [];
          const nav = `<nav class="woocommerce-MyAccount-navigation" aria-label="Account"><ul><li><a href="/__corpus/account/${first}/" aria-current="page">Bestellingen</a></li></ul></nav>`;
          const items = group.map((p) => `<div>${p.html}</div>`).join('');
          return {
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><html><body><div class="e-my-account-tab e-my-account-tab__orders"><div class="woocommerce">${nav}<div class="woocommerce-MyAccount-content"><h2 class="sink-start">Bestellingen</h2>${items}</div></div></div></body></html>`,
          };
        },
      },
    ],
    async drive(page, ps) {
      const count = groups(ps, 10).length;
      await page.waitForFunction((n) => document.querySelectorAll('wc-my-account[data-enhanced]').length === n, count);
      await page.evaluate(() => {
        for (const a of document.querySelectorAll<HTMLElement>('wc-my-account .woocommerce-MyAccount-navigation a')) a.click();
      });
    },
    reached: 'wc-my-account .sink-start',
    expected: (ps) => groups(ps, 10).length,
  },
];

/** A Store API cart whose every name is a payload (products, their images' alt text, variations, coupons, fees, rates, tax lines, cross-sells). */
function xssCart(ps: readonly XssPayload[]) {
  const cur = { currency_code: 'EUR', currency_minor_unit: 2, currency_prefix: '€ ', currency_suffix: '', currency_decimal_separator: ',', currency_thousand_separator: '.' };
  return {
    items: ps.map((p) => ({
      key: `k${p.id}`,
      id: p.id,
      quantity: 1,
      // Escaped as WooCommerce escapes names (esc_html): shown verbatim as text. The other names below go raw.
      name: attr(p.html).replace(/>/g, '&gt;'),
      permalink: '/product/x/',
      images: [{ id: 1, src: '/assets/loop-bread.svg', thumbnail: '/assets/loop-bread.svg', alt: p.html, name: p.html }],
      variation: [{ attribute: p.html, value: p.html }],
      prices: { price: '100', ...cur },
      totals: { line_subtotal: '100', line_subtotal_tax: '0', ...cur },
    })),
    coupons: ps.slice(0, 5).map((p) => ({ code: p.html, totals: { total_discount: '1', total_discount_tax: '0', ...cur } })),
    fees: [{ key: 'f', name: joined(ps), totals: { total: '1', total_tax: '0', ...cur } }],
    totals: { total_items: '100', total_discount: '5', total_price: '100', total_tax: '9', tax_lines: [{ name: joined(ps), price: '9', rate: joined(ps) }], ...cur },
    needs_shipping: true,
    has_calculated_shipping: true,
    shipping_rates: [{ package_id: 0, name: joined(ps), items: [], shipping_rates: ps.slice(0, 10).map((p, i) => ({ rate_id: `r${p.id}`, name: p.html, price: '0', selected: i === 0, ...cur })) }],
    cross_sells: ps.slice(0, 10).map((p) => ({ id: 10_000 + p.id, name: p.html, permalink: '/product/y/', images: [], prices: { price: '100', ...cur } })),
    items_count: ps.length,
    errors: [],
  };
}

/**
 * URL sinks: config or server values that become an href or src. Each gets every URL of
 * XSS_URLS; nothing may end up as a javascript:/vbscript:/data: URL in the DOM.
 */
export const URL_SINKS: Sink[] = [
  {
    id: 'gdpr-consent/url (read-more link)',
    tag: 'gdpr-consent',
    kind: 'url',
    perElement: 1,
    body: (ps) => ps.map((p) => `<gdpr-consent><script type="application/json">${json({ url: p.html })}</script></gdpr-consent>`).join('\n'),
    // Refused as a config error (data-error) or shown without the URL: one or the other per element.
    reached: 'gdpr-consent[data-error="config"], gdpr-consent [part~="banner"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'ays-popup/bg_image, close_button_image, image_type_img_src, video_theme_url, pb_sound',
    tag: 'ays-popup',
    kind: 'url',
    perElement: 1,
    body: (ps) =>
      ps
        .map((p, i) => {
          const view = ['image', 'template', 'image_type_img_theme', 'video'][i % 4];
          const row = popupRow({ view_type: view, bg_image: p.html, options: { close_button_image: p.html, image_type_img_src: p.html, video_theme_url: p.html, enable_pb_sound: 'on', pb_sound: p.html } });
          return `<ays-popup popup-id="${p.id}"><script type="application/json">${json(row)}</script><p>inhoud</p></ays-popup>`;
        })
        .join('\n'),
    reached: 'ays-popup[data-error="config"], ays-popup[data-state="open"]',
    expected: (ps) => ps.length,
  },
  {
    id: 'gform-form/confirmation_redirect and resume_url',
    tag: 'gform-form',
    kind: 'url',
    perElement: 1,
    body: formEach,
    routes: [
      {
        url: /\/wp-admin\/admin-ajax\.php$/,
        async answer(request, ps) {
          const fields = await postedFields(request);
          const p = payloadById(ps, Number(fields.get('form_id')));
          // Odd ids: a redirect confirmation to the URL (must be refused); even: a save with it as resume link.
          const data = p.id % 2 ? { is_valid: true, confirmation_type: 'redirect', confirmation_redirect: p.html } : { is_valid: true, submission_type: 'save_and_continue', resume_token: 'abc', resume_url: p.html };
          return { contentType: 'application/json', body: JSON.stringify({ success: true, data }) };
        },
      },
    ],
    drive: (page, ps) => settleForms(page, ps.length, () => submitAll(page, ps)),
    // Even ids show the saved message (without a link); odd ids stay on the page (redirect refused).
    reached: 'gform-form [part~="saved-message"]',
    expected: (ps) => ps.filter((p) => p.id % 2 === 0).length,
  },
  {
    // Lazy slides (issue 31): Swiper's .swiper-lazy[data-background] and img.swiper-lazy[data-src]
    // get their URL only when it is http(s); anything else stays unloaded (data-lazy="refused").
    id: 'eb-carousel/lazy data-background and img[data-src]',
    tag: 'eb-carousel',
    lightDom: 'eb-carousel',
    kind: 'url',
    perElement: 1,
    body: (ps) =>
      ps
        .map(
          (p) =>
            `<eb-carousel><div class="elementor-element elementor-widget elementor-widget-media-carousel" data-widget_type="media-carousel.default" data-settings="${attr(json({ slides_per_view: '1', lazyload: 'yes' }))}"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">` +
            `<div class="swiper-slide"><div class="elementor-carousel-image swiper-lazy" role="img" aria-label="Dia ${p.id}" data-background="${attr(p.html)}"></div><img class="swiper-lazy" alt="" data-src="${attr(p.html)}"></div>` +
            `<div class="swiper-slide">Twee</div></div></div></div></eb-carousel>`,
        )
        .join('\n'),
    reached: 'eb-carousel [data-lazy]',
    expected: (ps) => ps.length * 2,
  },
  // <wc-mini-cart> (issue 32): the items' image URLs and permalinks.
  miniCartSink('wc-mini-cart/image URLs and permalinks (GET cart)'),
];

/** Answers a route from a sink's table (exported for the spec). */
export async function answerRoute(route: Route, r: SinkRoute, payloads: readonly XssPayload[]): Promise<void> {
  const a = await r.answer(route.request(), payloads);
  await route.fulfill({ status: a.status ?? 200, contentType: a.contentType ?? 'text/plain', body: a.body });
}
