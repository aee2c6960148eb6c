/**
 * Registry of tags for the bad-config corpus (tests/browser/bad-config.test.ts): each tag's
 * minimal valid config, how to tell that an instance still works, and the configs it must refuse.
 *
 * The test mounts one valid instance of every tag, then each bad config in turn next to them, and
 * asserts for every case: no uncaught error or unhandled rejection, exactly one console.error, which
 * starts with `[<tag>]` (and names `key` when the case gives one), `data-error` on the element,
 * nothing rendered in its shadow root, every valid instance still working, Object.prototype untouched.
 *
 * Loose values the original plugin accepts are not bad config (issue 17: `<gform-form>` reads a
 * form object as Gravity Forms' PHP does: an unknown dateFormat is "not set", `"1"` is true, a
 * field without an id is left out); only what no reading can make sense of belongs here.
 *
 * Every tag gets GENERIC_CASES (built with its `withConfig`); `bad` adds the tag's own: wrong
 * types, unknown enum values, huge numbers, 1 MB strings, deep nesting in a known key, missing
 * required keys (`missing: 'none'` documents a tag that has none).
 *
 * ADDING A TAG: append an entry to TAGS: `define` (a dynamic import of elements/<tag>.ts, so Node
 * can read this file), `valid` markup, `working(el)`, `withConfig(jsonText)` and its `bad` list.
 * Then add its bad configs here as its config grows. The counts print themselves.
 */

export interface BadConfig {
  name: string;
  /** Markup of the one element under test. */
  markup: string;
  /** Text the console error must contain (usually the key's path). */
  key?: string;
  /** Runs on the element after it is in the page (e.g. sets the `config` property). */
  after?(el: HTMLElement): void;
}

export interface TagEntry {
  tag: string;
  define(): Promise<void>;
  /** A minimal valid instance (one element). */
  valid: string;
  /** True while a valid instance works (may drive it a little). */
  working(el: HTMLElement): boolean | Promise<boolean>;
  /** An element of this tag with `json` as its JSON config block (plus whatever else it needs). */
  withConfig(json: string): string;
  bad: BadConfig[];
  /** Why there is no "missing required key" case, when there is none. */
  missing?: string;
  /**
   * Hostile input a loose reading accepts (issue 17: not an error): the element must render it
   * without any console error or data-error, stay usable (`accepted`) and leave the page working.
   */
  hostile?: HostileConfig[];
}

export interface HostileConfig {
  name: string;
  markup: string;
  /** True once the element shows the hostile config safely (polled). */
  accepted(el: HTMLElement): boolean | Promise<boolean>;
}

/** A JSON block (`<` escaped). */
const block = (json: string) => `<script type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
const MB = 'x'.repeat(1024 * 1024);
const DIGITS_MB = '9'.repeat(1024 * 1024);
/** `[[[…]]]`, `n` levels. */
const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const part = (el: HTMLElement, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const ok = (el: HTMLElement) => !el.hasAttribute('data-error');

/** Bad configs every tag must refuse, whatever its schema. */
export const GENERIC_CASES: ((t: TagEntry) => BadConfig)[] = [
  (t) => ({ name: 'invalid JSON', markup: t.withConfig('{"a": }'), key: 'valid JSON' }),
  (t) => ({ name: 'invalid JSON in the config attribute', markup: `<${t.tag} config="{nope"></${t.tag}>`, key: 'valid JSON' }),
  (t) => ({ name: 'unknown enum: locale attribute "fr"', markup: `<${t.tag} locale="fr"></${t.tag}>`, key: '"locale" expected one of "nl", "en"' }),
  (t) => ({ name: 'a JSON array instead of an object', markup: t.withConfig('[1, 2, 3]') }),
  (t) => ({ name: 'a JSON string instead of an object', markup: t.withConfig('"text"') }),
  (t) => ({ name: '__proto__ key at the root', markup: t.withConfig('{"__proto__": {"polluted": "yes"}}'), key: '__proto__' }),
  (t) => ({ name: 'constructor.prototype deep inside', markup: t.withConfig('{"a": {"b": [{"constructor": {"prototype": {"polluted": "yes"}}}]}}'), key: 'constructor' }),
  (t) => ({ name: 'prototype key', markup: t.withConfig('{"prototype": {"polluted": "yes"}}'), key: 'prototype' }),
  (t) => ({ name: '10,000 levels of nesting in an unknown key', markup: t.withConfig(`{"extra": ${nested(10_000)}}`), key: 'levels deep' }),
  (t) => ({
    name: 'config property: an object with an own __proto__ key',
    markup: `<${t.tag}></${t.tag}>`,
    key: '__proto__',
    after: (el) => void ((el as HTMLElement & { config: unknown }).config = JSON.parse('{"__proto__": {"polluted": "yes"}}')),
  }),
];

/**
 * A pricing form: a product (id 1, quantity 1, 2,00) plus `field` and a total, with the quantity
 * filled in. Accepted when the total shows a finite amount (digits and a comma, nothing else numeric).
 */
const pricing = (name: string, field: Record<string, unknown>): HostileConfig => ({
  name,
  markup: `<gform-form form-id="905" submission-method="ajax">${block(JSON.stringify({ fields: [{ id: 1, type: 'product', inputType: 'singleproduct', label: 'Basis', basePrice: '2,00' }, field, { id: 3, type: 'total', label: 'Totaal' }] }))}</gform-form>`,
  accepted(el) {
    const qty = el.shadowRoot?.querySelector<HTMLInputElement>('input[name="input_1_3"]');
    const total = part(el, 'total');
    if (!qty || !total) return false;
    if (qty.value !== '1') {
      qty.value = '1';
      qty.dispatchEvent(new Event('input', { bubbles: true }));
      qty.dispatchEvent(new Event('change', { bubbles: true }));
      return false;
    }
    return /^-?[\d.]+,\d\d €$/.test(total.textContent ?? '') && total.textContent !== '0,00 €';
  },
});

/** A two-step lead form and a one-block article (issue 11's shapes). */
const LEAD = { steps: [{ id: 1, type: 'single', question: 'Voor welke gelegenheid?', answers: [{ text: 'Verjaardag', next: 2 }] }, { id: 2, type: 'textfield', question: 'Nog iets?', next: 'finish' }] };
const ARTICLE = { blocks: [{ id: 'smaak', type: 'single', question: 'Welke taart?', answers: [{ id: 1, text: 'Appeltaart', next: 'finish' }] }] };
/** A menu as a theme prints it: a parent with a submenu. */
const NAV = '<nav aria-label="Hoofdmenu"><ul><li><a href="#taart">Taarten</a><ul><li><a href="#appel">Appeltaart</a></li></ul></li><li><a href="#brood">Brood</a></li></ul></nav>';
/** One server-rendered loop item. */
const LOOP_ITEMS = '<div class="elementor-widget-container"><div class="elementor-loop-container"><div class="e-loop-item">Brood</div></div></div>';
/** A Loop Carousel as Elementor prints it, with `settings` as its data-settings (attribute-escaped). */
const CAROUSEL = (settings = '{}') =>
  `<div class="elementor-element elementor-widget elementor-widget-loop-carousel" data-id="ca12345" data-widget_type="loop-carousel.post" data-settings="${settings.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"><div class="swiper"><div class="swiper-wrapper">${['Brood', 'Taart', 'Koek'].map((x) => `<div class="swiper-slide">${x}</div>`).join('')}</div></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Volgende"></div><div class="swiper-pagination"></div></div>`;
/** A Posts widget as Elementor prints it (wrapper printed as <eb-posts>), with `settings` as its data-settings and `inner` inside it. */
const POSTS = (settings = '{"pagination_type": "load_more_on_click"}', inner = '') =>
  `<eb-posts class="elementor-element elementor-widget elementor-widget-posts" data-id="fe12345" data-element_type="widget" data-widget_type="posts.classic" data-settings="${settings.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${inner}<div class="elementor-widget-container"><div class="elementor-posts-container elementor-grid" role="list"><article class="elementor-post" role="listitem"><h3><a href="#p1">Bericht</a></h3></article></div><div class="e-load-more-anchor" data-page="1" data-max-page="2" data-next-page="/blog/page/2/"></div><div class="elementor-button-wrapper"><a class="elementor-button" href="/blog/page/2/">Meer</a></div><div class="e-load-more-message">Klaar</div></div></eb-posts>`;

/** WooCommerce's login form as form-login.php prints it (the account area of a guest). */
const ACCOUNT_LOGIN =
  '<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post" novalidate><p><label for="bad-username">E-mailadres</label><input type="email" name="username" id="bad-username" required></p><p><label for="bad-password">Wachtwoord</label><input type="password" name="password" id="bad-password" required></p><button type="submit" name="login">Inloggen</button></form></div>';

/** Attribute-escaped text. */
const attrText = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Elementor's Search Form (skin full_screen) wrapper and markup, `settings` as its data-settings. */
const SEARCH_FORM = (settings = '{"skin": "full_screen"}') =>
  `<div class="elementor-element elementor-widget elementor-widget-search-form elementor-search-form--skin-full_screen" data-id="sf12345" data-widget_type="search-form.default" data-settings="${attrText(settings)}"><search role="search"><form class="elementor-search-form" action="/" method="get"><div class="elementor-search-form__toggle" role="button" tabindex="0" aria-label="Zoeken"></div><div class="elementor-search-form__container"><label class="elementor-screen-only" for="sf-bad">Zoeken</label><input id="sf-bad" class="elementor-search-form__input" type="search" name="s" value=""><div class="dialog-lightbox-close-button dialog-close-button" role="button" tabindex="0" aria-label="Sluiten"></div></div></form></search></div>`;
/** Elementor Pro's Search widget with live results (widget `id`; `''`: neither data-id nor e_search_props). */
const SEARCH_LIVE = (settings = '{"live_results": "yes", "template_id": "812"}', id = 'se12345') =>
  `<div class="elementor-element elementor-widget elementor-widget-search" ${id ? `data-id="${id}" ` : ''}data-widget_type="search.default" data-settings="${attrText(settings)}"><search class="e-search hidden" role="search"><form class="e-search-form" action="/" method="get"><label class="e-search-label" for="se-bad">Zoeken</label><div class="e-search-input-wrapper"><input id="se-bad" class="e-search-input" type="search" name="s" value="" role="combobox" aria-expanded="false" aria-controls="results-bad" aria-autocomplete="list"><output id="results-bad" class="e-search-results-container hide-loader"><div class="e-search-results"></div></output></div><button class="e-search-submit" type="submit">Zoeken</button>${id ? `<input type="hidden" name="e_search_props" value="${id}-7">` : ''}</form></search></div>`;

const COOKIE = { name: '_ga', purpose: 'Statistiek', first_or_third_party: 'third_party', can_be_blocked: 1 };

export const TAGS: TagEntry[] = [
  {
    tag: 'gdpr-consent',
    define: () => import('../../elements/gdpr-consent').then((m) => m.define()),
    valid: `<gdpr-consent>${block(JSON.stringify({ url: '/privacy', cookies: [COOKIE] }))}</gdpr-consent>`,
    // The banner, or the open button when a consent cookie is set (tests share the origin's cookies).
    working: (el) => ok(el) && (part(el, 'banner') !== null || part(el, 'open-button') !== null),
    withConfig: (json) => `<gdpr-consent>${block(json)}</gdpr-consent>`,
    bad: [
      { name: 'wrong type: consent "maybe"', markup: `<gdpr-consent>${block('{"consent": "maybe"}')}</gdpr-consent>`, key: '"consent" expected a boolean' },
      { name: 'wrong type: texts.title 42', markup: `<gdpr-consent>${block('{"texts": {"title": 42}}')}</gdpr-consent>`, key: 'texts.title' },
      { name: 'unknown enum: banner-style "side"', markup: '<gdpr-consent banner-style="side"></gdpr-consent>', key: 'banner-style' },
      { name: 'unknown key in texts', markup: `<gdpr-consent>${block('{"texts": {"titel": "x"}}')}</gdpr-consent>`, key: 'texts.titel' },
      { name: 'huge number: accept-level 1e308', markup: '<gdpr-consent accept-level="1e308"></gdpr-consent>', key: 'accept-level' },
      { name: 'huge number: cookie_expire 1e300', markup: `<gdpr-consent>${block('{"cookie_expire": 1e300}')}</gdpr-consent>`, key: 'cookie_expire' },
      { name: 'number beyond JSON: cookie_expire 1e400', markup: `<gdpr-consent>${block('{"cookie_expire": 1e400}')}</gdpr-consent>`, key: 'cookie_expire' },
      { name: '1 MB string: banner-style', markup: `<gdpr-consent banner-style="${MB}"></gdpr-consent>`, key: 'banner-style' },
      { name: '1 MB string: url with a bad scheme', markup: `<gdpr-consent>${block(JSON.stringify({ url: `javascript:${MB}` }))}</gdpr-consent>`, key: '"url"' },
      { name: 'deep nesting: levels.3.allowed', markup: `<gdpr-consent>${block(`{"levels": {"3": {"allowed": ${nested(50)}}}}`)}</gdpr-consent>`, key: 'levels.3.allowed' },
      { name: 'missing required key: a cookie without a name', markup: `<gdpr-consent>${block('{"cookies": [{"purpose": "x"}]}')}</gdpr-consent>`, key: 'cookies[0].name' },
      { name: '__proto__ as a level key', markup: `<gdpr-consent>${block('{"levels": {"__proto__": {"allowed": ["x"]}}}')}</gdpr-consent>`, key: 'levels.__proto__' },
      { name: 'unknown level 9', markup: `<gdpr-consent>${block('{"levels": {"9": {"allowed": ["x"]}}}')}</gdpr-consent>`, key: 'levels.9' },
    ],
  },
  {
    tag: 'gdpr-cookie-list',
    define: () => import('../../elements/gdpr-cookie-list').then((m) => m.define()),
    valid: `<gdpr-cookie-list>${block(JSON.stringify({ cookies: [COOKIE] }))}</gdpr-cookie-list>`,
    working: (el) => ok(el) && (part(el, 'table')?.querySelectorAll('tbody tr').length ?? 0) === 1,
    withConfig: (json) => `<gdpr-cookie-list>${block(json)}</gdpr-cookie-list>`,
    bad: [
      { name: 'wrong type: cookies "all"', markup: `<gdpr-cookie-list>${block('{"cookies": "all"}')}</gdpr-cookie-list>`, key: '"cookies"' },
      { name: 'wrong type: a cookie that is a number', markup: `<gdpr-cookie-list>${block('{"cookies": [7]}')}</gdpr-cookie-list>`, key: 'cookies[0]' },
      { name: 'unknown enum: first_or_third_party "fourth_party"', markup: `<gdpr-cookie-list>${block('{"cookies": [{"name": "a", "first_or_third_party": "fourth_party"}]}')}</gdpr-cookie-list>`, key: 'first_or_third_party' },
      { name: '1 MB string: first_or_third_party', markup: `<gdpr-cookie-list>${block(JSON.stringify({ cookies: [{ name: 'a', first_or_third_party: MB }] }))}</gdpr-cookie-list>`, key: 'first_or_third_party' },
      { name: 'huge number: a cookie name 1e400', markup: `<gdpr-cookie-list>${block('{"cookies": [{"name": 1e400}]}')}</gdpr-cookie-list>`, key: 'cookies[0].name' },
      { name: 'deep nesting: cookies', markup: `<gdpr-cookie-list>${block(`{"cookies": ${nested(50)}}`)}</gdpr-cookie-list>`, key: 'cookies[0]' },
      { name: 'missing required key: name', markup: `<gdpr-cookie-list>${block('{"cookies": [{"purpose": "x"}]}')}</gdpr-cookie-list>`, key: 'cookies[0].name' },
    ],
  },
  {
    tag: 'gdpr-cookie-block',
    define: () => import('../../elements/gdpr-cookie-block').then((m) => m.define()),
    valid: `<gdpr-cookie-block>${block('{"texts": {"title": "Cookies blokkeren"}}')}</gdpr-cookie-block>`,
    working: (el) => ok(el) && part(el, 'checkbox') !== null && part(el, 'submit-button') !== null,
    withConfig: (json) => `<gdpr-cookie-block>${block(json)}</gdpr-cookie-block>`,
    bad: [
      { name: 'wrong type: reload "sometimes"', markup: `<gdpr-cookie-block>${block('{"reload": "sometimes"}')}</gdpr-cookie-block>`, key: '"reload"' },
      { name: 'wrong type: texts.title []', markup: `<gdpr-cookie-block>${block('{"texts": {"title": []}}')}</gdpr-cookie-block>`, key: 'texts.title' },
      { name: 'huge number: cookie_expire 1e300', markup: `<gdpr-cookie-block>${block('{"cookie_expire": 1e300}')}</gdpr-cookie-block>`, key: 'cookie_expire' },
      { name: '1 MB string of digits: cookie_expire', markup: `<gdpr-cookie-block>${block(JSON.stringify({ cookie_expire: DIGITS_MB }))}</gdpr-cookie-block>`, key: 'cookie_expire' },
      { name: 'negative number: cookie_expire -5', markup: `<gdpr-cookie-block>${block('{"cookie_expire": -5}')}</gdpr-cookie-block>`, key: 'cookie_expire' },
      { name: 'deep nesting: texts', markup: `<gdpr-cookie-block>${block(`{"texts": ${nested(50)}}`)}</gdpr-cookie-block>`, key: '"texts"' },
    ],
    missing: 'every key of <gdpr-cookie-block> is optional',
  },
  {
    tag: 'ays-popup',
    define: () => import('../../elements/ays-popup').then((m) => m.define()),
    valid: `<ays-popup popup-id="901">${block('{"action_button_type": "clickSelector", "action_button": "#nothing", "title": "Geldig"}')}<p>inhoud</p></ays-popup>`,
    async working(el) {
      if (!ok(el) || el.getAttribute('data-state') !== 'closed') return false;
      const p = el as HTMLElement & { open(): void; close(): void };
      p.open();
      for (let i = 0; i < 100 && part(el, 'popup') === null; i++) await new Promise((r) => setTimeout(r, 10));
      const opened = part(el, 'popup') !== null;
      p.close();
      for (let i = 0; i < 100 && part(el, 'popup') !== null; i++) await new Promise((r) => setTimeout(r, 10));
      return opened && part(el, 'popup') === null;
    },
    withConfig: (json) => `<ays-popup popup-id="902">${block(json)}</ays-popup>`,
    bad: [
      { name: 'options attribute that is not base64', markup: '<ays-popup popup-id="3" options="not base64!"></ays-popup>', key: '"options"' },
      { name: 'options blob without popupbox', markup: `<ays-popup popup-id="3" options="${btoa('{"row": {}}')}"></ays-popup>`, key: 'options.popupbox' },
      { name: 'options blob with a __proto__ key', markup: `<ays-popup popup-id="3" options="${btoa('{"popupbox": {"__proto__": {"polluted": "yes"}}}')}"></ays-popup>`, key: '__proto__' },
      { name: 'row.options string with a constructor key', markup: `<ays-popup popup-id="3">${block(JSON.stringify({ options: '{"constructor": {"prototype": {"polluted": "yes"}}}' }))}</ays-popup>`, key: 'constructor' },
      { name: 'unknown enum: view_type "side"', markup: `<ays-popup popup-id="3">${block('{"view_type": "side"}')}</ays-popup>`, key: 'view_type' },
      { name: 'unknown enum: action_button_type "hover"', markup: `<ays-popup popup-id="3">${block('{"action_button_type": "hover"}')}</ays-popup>`, key: 'action_button_type' },
      { name: 'wrong type: title {}', markup: `<ays-popup popup-id="3">${block('{"title": {}}')}</ays-popup>`, key: '"title"' },
      { name: 'wrong type: options 42', markup: `<ays-popup popup-id="3">${block('{"options": 42}')}</ays-popup>`, key: '"options"' },
      { name: 'huge number: delay 1e12 (past setTimeout)', markup: `<ays-popup popup-id="3">${block('{"delay": 1e12}')}</ays-popup>`, key: '"delay"' },
      { name: 'huge number: popup-id 1e308', markup: `<ays-popup popup-id="1e308">${block('{}')}</ays-popup>`, key: 'popup-id' },
      { name: '1 MB string: popup-id digits', markup: `<ays-popup popup-id="${DIGITS_MB}">${block('{}')}</ays-popup>`, key: 'popup-id' },
      { name: '1 MB string: delay', markup: `<ays-popup popup-id="3">${block(JSON.stringify({ delay: MB }))}</ays-popup>`, key: '"delay"' },
      { name: 'deep nesting: options', markup: `<ays-popup popup-id="3">${block(`{"options": ${nested(50)}}`)}</ays-popup>`, key: '"options"' },
      { name: 'missing required key: no popup-id and no row id', markup: `<ays-popup>${block('{"title": "x"}')}</ays-popup>`, key: 'popup-id' },
      { name: 'missing required key: neither options nor a config block', markup: '<ays-popup popup-id="3"></ays-popup>', key: '"options"' },
      { name: 'unsafe URL: bg_image javascript:', markup: `<ays-popup popup-id="3">${block('{"view_type": "image", "bg_image": "javascript:alert(1)"}')}</ays-popup>`, key: 'bg_image' },
    ],
  },
  {
    tag: 'gform-form',
    define: () => import('../../elements/gform-form').then((m) => m.define()),
    valid: `<gform-form form-id="903" submission-method="ajax">${block('{"fields": [{"id": 1, "type": "text", "label": "Naam"}]}')}</gform-form>`,
    working(el) {
      const input = el.shadowRoot?.querySelector<HTMLInputElement>('input[name="input_1"]');
      if (!ok(el) || !part(el, 'form') || !input) return false;
      input.value = 'nog steeds';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return input.value === 'nog steeds';
    },
    withConfig: (json) => `<gform-form form-id="904">${block(json)}</gform-form>`,
    bad: [
      { name: 'unknown enum: submission-method "fax"', markup: `<gform-form form-id="5" submission-method="fax">${block('{"fields": []}')}</gform-form>`, key: 'submission-method' },
      { name: 'wrong type: fields "all"', markup: `<gform-form form-id="5">${block('{"fields": "all"}')}</gform-form>`, key: 'config.fields' },
      { name: 'wrong type: form-id "vijf"', markup: `<gform-form form-id="vijf">${block('{"fields": []}')}</gform-form>`, key: 'form-id' },
      { name: 'huge number: form-id 1e308', markup: `<gform-form form-id="1e308">${block('{"fields": []}')}</gform-form>`, key: 'form-id' },
      { name: 'huge number: the form\'s own id 1e15', markup: `<gform-form>${block('{"id": 1e15, "fields": []}')}</gform-form>`, key: 'form-id' },
      { name: '1 MB string: submission-method', markup: `<gform-form form-id="5" submission-method="${MB}">${block('{"fields": []}')}</gform-form>`, key: 'submission-method' },
      { name: '1 MB string: form-id digits', markup: `<gform-form form-id="${DIGITS_MB}">${block('{"fields": []}')}</gform-form>`, key: 'form-id' },
      { name: 'deep nesting: 100 levels inside a field', markup: `<gform-form form-id="5">${block(`{"fields": [{"id": 1, "type": "text", "conditionalLogic": ${nested(100)}}]}`)}</gform-form>`, key: 'levels deep' },
      { name: 'missing required key: fields', markup: `<gform-form form-id="5">${block('{"title": "Geen velden"}')}</gform-form>`, key: 'config.fields' },
      { name: 'missing required key: form-id (no attribute, no id in the form)', markup: `<gform-form>${block('{"fields": []}')}</gform-form>`, key: 'form-id' },
    ],
    // Pricing (issue 9): formulas and prices are data. What no arithmetic can come of counts 0 or is
    // rejected; nothing runs, nothing overflows, the total stays a finite amount.
    hostile: [
      pricing('formula: script (constructor.constructor) in a calculation product', { id: 2, type: 'product', inputType: 'calculation', label: 'Som', calculationFormula: 'constructor.constructor("__xss(1)")()' }),
      pricing('formula: 1 MB of 1+1+… in a calculation product', { id: 2, type: 'product', inputType: 'calculation', label: 'Som', calculationFormula: Array(512 * 1024).fill('1').join('+') }),
      pricing('formula: 100,000 nested parentheses in a number field', { id: 2, type: 'number', label: 'Som', enableCalculation: true, calculationFormula: `${'('.repeat(100_000)}{Basis:1.3}${')'.repeat(100_000)}` }),
      pricing('formula: a merge tag of itself (a cycle)', { id: 2, type: 'number', label: 'Som', enableCalculation: true, calculationFormula: '{Som:2} + 1' }),
      pricing('price: 400 digits (past the double range)', { id: 2, type: 'product', inputType: 'singleproduct', label: 'Duur', basePrice: DIGITS_MB.slice(0, 400) }),
      pricing('price: 1 MB string of digits in a choice', { id: 2, type: 'option', inputType: 'radio', label: 'Optie', productField: 1, choices: [{ text: 'Duur', value: 'duur', price: DIGITS_MB, isSelected: true }] }),
      pricing('option: 2,000 choices', { id: 2, type: 'option', inputType: 'select', label: 'Optie', productField: 1, choices: Array.from({ length: 2_000 }, (_, i) => ({ text: `Keuze ${i}`, value: `k${i}`, price: `${i},00` })) }),
      pricing('conditional logic: 10,000 rules on a product', { id: 2, type: 'product', inputType: 'singleproduct', label: 'Soms', basePrice: '1,00', conditionalLogic: { actionType: 'show', logicType: 'any', rules: Array.from({ length: 10_000 }, (_, i) => ({ fieldId: String(i % 3), operator: i % 2 ? '>' : 'contains', value: '9'.repeat(i % 50) })) } }),
    ],
  },
  // ---- SEOAIC (issue 11) ---------------------------------------------------------------------
  {
    tag: 'seoaic-lead-form',
    define: () => import('../../elements/seoaic-lead-form').then((m) => m.define()),
    valid: `<seoaic-lead-form>${block(JSON.stringify(LEAD))}</seoaic-lead-form>`,
    working: (el) => ok(el) && part(el, 'panel') !== null && part(el, 'step') !== null,
    withConfig: (json) => `<seoaic-lead-form>${block(json)}</seoaic-lead-form>`,
    bad: [
      { name: 'wrong type: steps "all"', markup: `<seoaic-lead-form>${block('{"steps": "all"}')}</seoaic-lead-form>`, key: 'steps' },
      { name: 'wrong type: a question 42', markup: `<seoaic-lead-form>${block(JSON.stringify({ steps: [{ ...LEAD.steps[0], question: 42 }] }))}</seoaic-lead-form>`, key: 'steps[0].question' },
      { name: 'unknown enum: step type "slider"', markup: `<seoaic-lead-form>${block(JSON.stringify({ steps: [{ ...LEAD.steps[0], type: 'slider' }] }))}</seoaic-lead-form>`, key: 'steps[0].type' },
      { name: 'unknown enum: a text key "titel"', markup: `<seoaic-lead-form>${block(JSON.stringify({ ...LEAD, texts: { titel: 'x' } }))}</seoaic-lead-form>`, key: 'texts.titel' },
      { name: 'huge number: a step id 1e400', markup: `<seoaic-lead-form>${block('{"steps": [{"id": 1e400, "type": "single", "question": "q", "answers": [{"text": "a"}]}]}')}</seoaic-lead-form>`, key: 'steps[0].id' },
      { name: '1 MB string: a contact field type', markup: `<seoaic-lead-form>${block(JSON.stringify({ steps: [{ id: 1, type: 'contact_fields', question: 'q', fields: [{ label: 'Naam', type: MB }] }] }))}</seoaic-lead-form>`, key: 'type' },
      { name: 'huge list: 10,000 steps', markup: `<seoaic-lead-form>${block(JSON.stringify({ steps: Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, type: 'single', question: 'q', answers: [{ text: 'a' }] })) }))}</seoaic-lead-form>`, key: 'steps' },
      { name: 'deep nesting: answers', markup: `<seoaic-lead-form>${block(`{"steps": [{"id": 1, "type": "single", "question": "q", "answers": ${nested(50)}}]}`)}</seoaic-lead-form>`, key: 'steps[0].answers' },
      { name: 'missing required key: steps', markup: `<seoaic-lead-form>${block('{"redirectUrl": "/bedankt"}')}</seoaic-lead-form>`, key: 'steps' },
      { name: 'missing required key: a question', markup: `<seoaic-lead-form>${block('{"steps": [{"id": 1, "type": "single", "answers": [{"text": "a"}]}]}')}</seoaic-lead-form>`, key: 'steps[0].question' },
    ],
  },
  {
    tag: 'interactive-article',
    define: () => import('../../elements/interactive-article').then((m) => m.define()),
    valid: `<interactive-article post-id="7">${block(JSON.stringify(ARTICLE))}</interactive-article>`,
    working: (el) => ok(el) && part(el, 'block') !== null && part(el, 'answer-button') !== null,
    withConfig: (json) => `<interactive-article post-id="7">${block(json)}</interactive-article>`,
    bad: [
      { name: 'wrong type: blocks {}', markup: `<interactive-article post-id="7">${block('{"blocks": {}}')}</interactive-article>`, key: 'blocks' },
      { name: 'wrong type: post-id "artikel"', markup: `<interactive-article post-id="artikel">${block(JSON.stringify(ARTICLE))}</interactive-article>`, key: 'post-id' },
      { name: 'unknown enum: block type "poll"', markup: `<interactive-article post-id="7">${block(JSON.stringify({ blocks: [{ ...ARTICLE.blocks[0], type: 'poll' }] }))}</interactive-article>`, key: 'blocks[0].type' },
      { name: 'huge number: post-id 1e308', markup: `<interactive-article post-id="1e308">${block(JSON.stringify(ARTICLE))}</interactive-article>`, key: 'post-id' },
      { name: '1 MB string: a block type', markup: `<interactive-article post-id="7">${block(JSON.stringify({ blocks: [{ ...ARTICLE.blocks[0], type: MB }] }))}</interactive-article>`, key: 'blocks[0].type' },
      { name: 'deep nesting: answers', markup: `<interactive-article post-id="7">${block(`{"blocks": [{"id": "a", "type": "single", "question": "q", "answers": ${nested(50)}}]}`)}</interactive-article>`, key: 'blocks[0].answers' },
      { name: 'missing required key: post-id', markup: `<interactive-article>${block(JSON.stringify(ARTICLE))}</interactive-article>`, key: 'post-id' },
      { name: 'missing required key: an answer text', markup: `<interactive-article post-id="7">${block('{"blocks": [{"id": "a", "type": "single", "question": "q", "answers": [{"id": 1}]}]}')}</interactive-article>`, key: 'text' },
    ],
  },
  // ---- <eb-popup> (issue 16) ------------------------------------------------------------------
  {
    tag: 'eb-popup',
    define: () => import('../../elements/eb-popup').then((m) => m.define()),
    valid: `<eb-popup popup-id="906">${block('{"triggers": [], "timing": []}')}<p>inhoud</p></eb-popup>`,
    async working(el) {
      if (!ok(el) || el.getAttribute('data-state') !== 'closed') return false;
      const p = el as HTMLElement & { show(): void; hide(): void };
      p.show();
      for (let i = 0; i < 100 && part(el, 'popup') === null; i++) await new Promise((r) => setTimeout(r, 10));
      const opened = part(el, 'popup') !== null;
      p.hide();
      for (let i = 0; i < 100 && part(el, 'popup') !== null; i++) await new Promise((r) => setTimeout(r, 10));
      return opened && part(el, 'popup') === null;
    },
    withConfig: (json) => `<eb-popup popup-id="907">${block(json)}<p>x</p></eb-popup>`,
    bad: [
      { name: 'wrong type: triggers "yes"', markup: `<eb-popup popup-id="5">${block('{"triggers": "yes"}')}</eb-popup>`, key: 'triggers' },
      { name: 'wrong type: popup-id "nieuwsbrief"', markup: `<eb-popup popup-id="nieuwsbrief">${block('{}')}</eb-popup>`, key: 'popup-id' },
      { name: 'unknown enum: close_button_position "left"', markup: `<eb-popup popup-id="5">${block('{"close_button_position": "left"}')}</eb-popup>`, key: 'close_button_position' },
      { name: 'unknown enum: times_period "year"', markup: `<eb-popup popup-id="5">${block('{"timing": {"times": "yes", "times_period": "year"}}')}</eb-popup>`, key: 'times_period' },
      { name: 'huge number: popup-id 1e308', markup: `<eb-popup popup-id="1e308">${block('{}')}</eb-popup>`, key: 'popup-id' },
      { name: 'huge number: close_automatically 1e12 s (past setTimeout)', markup: `<eb-popup popup-id="5">${block('{"close_automatically": 1e12}')}</eb-popup>`, key: 'close_automatically' },
      { name: 'huge number: page_load_delay 1e12 s (past setTimeout)', markup: `<eb-popup popup-id="5">${block('{"triggers": {"page_load": "yes", "page_load_delay": 1e12}}')}</eb-popup>`, key: 'page_load_delay' },
      { name: '1 MB string: close_button_position', markup: `<eb-popup popup-id="5">${block(JSON.stringify({ close_button_position: MB }))}</eb-popup>`, key: 'close_button_position' },
      { name: 'deep nesting: timing', markup: `<eb-popup popup-id="5">${block(`{"timing": ${nested(50)}}`)}</eb-popup>`, key: 'timing' },
      { name: 'missing required key: popup-id', markup: `<eb-popup>${block('{}')}</eb-popup>`, key: 'popup-id' },
    ],
  },
  // ---- light elements (issue 12) -------------------------------------------------------------
  {
    tag: 'header-menu',
    define: () => import('../../elements/header-menu').then((m) => m.define()),
    valid: `<header-menu>${NAV}</header-menu>`,
    working: (el) => ok(el) && el.hasAttribute('data-enhanced') && part(el, 'toggle') !== null,
    withConfig: (json) => `<header-menu>${block(json)}${NAV}</header-menu>`,
    bad: [
      { name: 'unknown enum: dropdown "phablet"', markup: `<header-menu>${block('{"dropdown": "phablet"}')}${NAV}</header-menu>`, key: 'dropdown' },
      { name: 'wrong type: toggleLabel 7', markup: `<header-menu>${block('{"toggleLabel": 7}')}${NAV}</header-menu>`, key: 'toggleLabel' },
      { name: 'wrong type: dropdown ["tablet"]', markup: `<header-menu>${block('{"dropdown": ["tablet"]}')}${NAV}</header-menu>`, key: 'dropdown' },
      { name: 'huge number: dropdown 1e308', markup: `<header-menu>${block('{"dropdown": 1e308}')}${NAV}</header-menu>`, key: 'dropdown' },
      { name: '1 MB string: dropdown', markup: `<header-menu>${block(JSON.stringify({ dropdown: MB }))}${NAV}</header-menu>`, key: 'dropdown' },
      { name: 'deep nesting: toggleLabel', markup: `<header-menu>${block(`{"toggleLabel": ${nested(50)}}`)}${NAV}</header-menu>`, key: 'toggleLabel' },
      { name: 'missing required key: the <nav> content', markup: '<header-menu><p>geen menu</p></header-menu>', key: '(content)' },
    ],
  },
  {
    tag: 'eb-loop-grid',
    define: () => import('../../elements/eb-loop-grid').then((m) => m.define()),
    valid: `<eb-loop-grid widget-id="b1c2d3e" post-id="7">${block(JSON.stringify({ filters: [{ taxonomy: 'product_cat', terms: ['taart'] }] }))}${LOOP_ITEMS}</eb-loop-grid>`,
    working: (el) => ok(el) && part(el, 'filter') !== null && part(el, 'grid') !== null,
    withConfig: (json) => `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block(json)}${LOOP_ITEMS}</eb-loop-grid>`,
    bad: [
      { name: 'wrong type: filters "all"', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"filters": "all"}')}</eb-loop-grid>`, key: 'filters' },
      { name: 'wrong type: post-id "home"', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="home">${block('{}')}</eb-loop-grid>`, key: 'post-id' },
      { name: 'unknown enum: logicalJoin "XOR"', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"filters": [{"taxonomy": "product_cat", "terms": ["a"], "multiple": true, "logicalJoin": "XOR"}]}')}</eb-loop-grid>`, key: 'logicalJoin' },
      { name: 'unknown enum: multiple "sometimes"', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"filters": [{"taxonomy": "product_cat", "terms": ["a"], "multiple": "sometimes"}]}')}</eb-loop-grid>`, key: 'multiple' },
      { name: 'huge number: post-id 1e308', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="1e308">${block('{}')}</eb-loop-grid>`, key: 'post-id' },
      { name: 'huge number: pageNum 1e400', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"pageNum": 1e400}')}</eb-loop-grid>`, key: 'pageNum' },
      { name: '1 MB string: widget-id', markup: `<eb-loop-grid widget-id="${MB}" post-id="7">${block('{}')}</eb-loop-grid>`, key: 'widget-id' },
      { name: '1 MB string: a taxonomy', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block(JSON.stringify({ filters: [{ taxonomy: MB, terms: ['a'] }] }))}</eb-loop-grid>`, key: 'taxonomy' },
      { name: 'deep nesting: terms', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block(`{"filters": [{"taxonomy": "product_cat", "terms": ${nested(50)}}]}`)}</eb-loop-grid>`, key: 'terms' },
      { name: 'two bars for one taxonomy', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"filters": [{"taxonomy": "t", "terms": ["a"]}, {"taxonomy": "t", "terms": ["b"]}]}')}</eb-loop-grid>`, key: 'filters[1].taxonomy' },
      { name: 'missing required key: widget-id', markup: `<eb-loop-grid post-id="7">${block('{}')}</eb-loop-grid>`, key: 'widget-id' },
      { name: 'missing required key: a term without a slug', markup: `<eb-loop-grid widget-id="c1d2e3f" post-id="7">${block('{"filters": [{"taxonomy": "t", "terms": [{"name": "A"}]}]}')}</eb-loop-grid>`, key: 'slug' },
    ],
  },
  {
    tag: 'eb-sticky',
    define: () => import('../../elements/eb-sticky').then((m) => m.define()),
    valid: '<eb-sticky><section>Bestelbalk</section></eb-sticky>',
    working: (el) => ok(el) && el.classList.contains('elementor-sticky'),
    withConfig: (json) => `<eb-sticky>${block(json)}<section>Balk</section></eb-sticky>`,
    bad: [
      { name: 'unknown enum: sticky "left"', markup: `<eb-sticky>${block('{"sticky": "left"}')}<section>x</section></eb-sticky>`, key: 'sticky' },
      { name: 'unknown enum: devices attribute "watch"', markup: '<eb-sticky devices="desktop watch"><section>x</section></eb-sticky>', key: 'devices' },
      { name: 'wrong type: sticky_on 5', markup: `<eb-sticky>${block('{"sticky_on": 5}')}<section>x</section></eb-sticky>`, key: 'sticky_on' },
      { name: 'wrong type: sticky_offset "hoog"', markup: `<eb-sticky>${block('{"sticky_offset": "hoog"}')}<section>x</section></eb-sticky>`, key: 'sticky_offset' },
      { name: 'huge number: sticky_offset 1e308', markup: `<eb-sticky>${block('{"sticky_offset": {"unit": "px", "size": 1e308}}')}<section>x</section></eb-sticky>`, key: 'sticky_offset' },
      { name: 'negative number: sticky_effects_offset -1', markup: `<eb-sticky>${block('{"sticky_effects_offset": -1}')}<section>x</section></eb-sticky>`, key: 'sticky_effects_offset' },
      { name: '1 MB string: devices attribute', markup: `<eb-sticky devices="${MB}"><section>x</section></eb-sticky>`, key: 'devices' },
      { name: 'deep nesting: motion_fx_devices', markup: `<eb-sticky>${block(`{"motion_fx_devices": ${nested(50)}}`)}<section>x</section></eb-sticky>`, key: 'motion_fx_devices' },
    ],
    missing: 'every key of <eb-sticky> is optional (its content is the page\'s own section)',
  },
  // ---- <eb-carousel> (issue 31): loose widget settings are read, not refused ----------------------
  {
    tag: 'eb-carousel',
    define: () => import('../../elements/eb-carousel').then((m) => m.define()),
    valid: `<eb-carousel>${CAROUSEL('{"slides_to_show": "2", "arrows": "yes", "pagination": "bullets"}')}</eb-carousel>`,
    working: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('.swiper-slide[aria-label]') !== null,
    withConfig: (json) => `<eb-carousel>${block(json)}${CAROUSEL()}</eb-carousel>`,
    bad: [
      { name: 'unparseable data-settings on the widget', markup: `<eb-carousel>${CAROUSEL('{"slides_to_show": }')}</eb-carousel>`, key: 'data-settings' },
      { name: 'wrong type: data-settings a JSON array', markup: `<eb-carousel>${CAROUSEL('[1]')}</eb-carousel>`, key: '(root)' },
      { name: 'huge number: data-settings 1e400 (a number, not the settings object)', markup: `<eb-carousel>${CAROUSEL('1e400')}</eb-carousel>`, key: '(root)' },
      { name: '1 MB string: data-settings a 1 MB JSON string', markup: `<eb-carousel>${CAROUSEL(JSON.stringify(MB))}</eb-carousel>`, key: '(root)' },
      { name: 'deep nesting: data-settings', markup: `<eb-carousel>${CAROUSEL(`{"slides_to_show": ${nested(100)}}`)}</eb-carousel>`, key: 'levels deep' },
      { name: '__proto__ in data-settings', markup: `<eb-carousel>${CAROUSEL('{"__proto__": {"polluted": "yes"}}')}</eb-carousel>`, key: '__proto__' },
      { name: 'missing required key: the widget markup (.swiper-wrapper > .swiper-slide)', markup: `<eb-carousel>${block('{}')}<p>geen carrousel</p></eb-carousel>`, key: '(content)' },
    ],
    hostile: [
      {
        name: 'every value of the wrong type or out of range reads as unset (defaults 3 / 2 / 1, no autoplay)',
        markup: `<eb-carousel>${CAROUSEL(JSON.stringify({ slides_to_show: 'drie', slides_to_show_tablet: -4, slides_to_show_mobile: 1e308, slides_to_scroll: { a: 1 }, image_spacing_custom: { size: MB }, autoplay: 7, autoplay_speed: 1e400, pagination: 'stars', arrows: ['yes'], speed: MB }))}</eb-carousel>`,
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced'),
      },
      {
        name: 'offset sides, offset width, thumbnails and content animation of the wrong type read as none',
        markup: `<eb-carousel>${CAROUSEL(JSON.stringify({ infinite: 'yes', offset_sides: { both: 1 }, offset_width: { size: MB }, offset_width_mobile: -80, slideshow_slides_per_view: [5], centered_slides: 3, content_animation: '<img src=x onerror=alert(1)>' }))}</eb-carousel>`,
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.style.getPropertyValue('--se-carousel-offset-start') === '0px',
      },
    ],
  },
  // ---- <eb-search> (issue 30): loose widget settings are read, not refused ------------------------
  {
    tag: 'eb-search',
    define: () => import('../../elements/eb-search').then((m) => m.define()),
    valid: `<eb-search>${SEARCH_FORM()}</eb-search>`,
    working: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('[role="dialog"][aria-modal="true"]') !== null,
    withConfig: (json) => `<eb-search>${block(json)}${SEARCH_FORM()}</eb-search>`,
    bad: [
      { name: 'unparseable data-settings on the widget', markup: `<eb-search>${SEARCH_FORM('{"skin": }')}</eb-search>`, key: 'data-settings' },
      { name: 'wrong type: data-settings a JSON array', markup: `<eb-search>${SEARCH_FORM('[1]')}</eb-search>`, key: '(root)' },
      { name: 'huge number: data-settings 1e400 (a number, not the settings object)', markup: `<eb-search>${SEARCH_LIVE('1e400')}</eb-search>`, key: '(root)' },
      { name: '1 MB string: data-settings a 1 MB JSON string', markup: `<eb-search>${SEARCH_LIVE(JSON.stringify(MB))}</eb-search>`, key: '(root)' },
      { name: 'deep nesting: data-settings', markup: `<eb-search>${SEARCH_LIVE(`{"minimum_search_characters": ${nested(100)}}`)}</eb-search>`, key: 'levels deep' },
      { name: '__proto__ in data-settings', markup: `<eb-search>${SEARCH_LIVE('{"__proto__": {"polluted": "yes"}}')}</eb-search>`, key: '__proto__' },
      { name: 'wrong type: post-id "home"', markup: `<eb-search post-id="home">${SEARCH_LIVE()}</eb-search>`, key: 'post-id' },
      { name: 'huge number: post-id 1e308', markup: `<eb-search post-id="1e308">${SEARCH_LIVE()}</eb-search>`, key: 'post-id' },
      { name: '1 MB string: widget-id (live results)', markup: `<eb-search widget-id="${MB}">${SEARCH_LIVE()}</eb-search>`, key: 'widget-id' },
      { name: 'missing required key: widget-id for live results (no data-id, no e_search_props)', markup: `<eb-search>${SEARCH_LIVE(undefined, '')}</eb-search>`, key: 'widget-id' },
      { name: 'missing required key: the widget markup (a form or a search field)', markup: `<eb-search>${block('{}')}<p>geen zoekveld</p></eb-search>`, key: '(content)' },
      { name: 'the other widget\'s markup: data-widget_type search.default around a Search Form', markup: `<eb-search>${SEARCH_FORM().replace('search-form.default', 'search.default')}</eb-search>`, key: '(content)' },
    ],
    hostile: [
      {
        name: 'every value of the wrong type or out of range reads as its default (3 characters, no pagination, classic skin)',
        markup: `<eb-search>${SEARCH_LIVE(JSON.stringify({ live_results: ['yes'], template_id: MB, minimum_search_characters: 1e308, pagination_type_options: MB, page_limit_settings: -4, submit_trigger: { a: 1 }, results_is_dropdown_width: 7 }))}</eb-search>`,
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('[role="combobox"][aria-controls$="-list"]') !== null,
      },
      {
        name: 'an unknown skin reads as classic',
        markup: `<eb-search>${SEARCH_FORM('{"skin": "fullscreen"}')}</eb-search>`,
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('[role="dialog"]') === null,
      },
    ],
  },
  // ---- <eb-posts> (issue 30): loose widget settings are read, not refused ---------------------------
  {
    tag: 'eb-posts',
    define: () => import('../../elements/eb-posts').then((m) => m.define()),
    valid: POSTS(),
    working: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('.elementor-button')?.getAttribute('role') === 'button',
    withConfig: (json) => POSTS('{}', block(json)),
    bad: [
      { name: 'unparseable data-settings on the widget', markup: POSTS('{"pagination_type": }'), key: 'data-settings' },
      { name: 'wrong type: data-settings a JSON array', markup: POSTS('[1]'), key: 'data-settings' },
      { name: 'huge number: data-settings 1e400 (a number, not the settings object)', markup: POSTS('1e400'), key: 'data-settings' },
      { name: '1 MB string: data-settings a 1 MB JSON string', markup: POSTS(JSON.stringify(MB)), key: 'data-settings' },
      { name: 'deep nesting: data-settings', markup: POSTS(`{"pagination_type": ${nested(100)}}`), key: 'levels deep' },
      { name: '__proto__ in data-settings', markup: POSTS('{"__proto__": {"polluted": "yes"}}'), key: '__proto__' },
      { name: 'bad widget-id attribute', markup: POSTS().replace('<eb-posts ', '<eb-posts widget-id="a b<c" '), key: 'widget-id' },
      { name: 'missing required key: the widget markup (.elementor-posts-container)', markup: `<eb-posts widget-id="fe12345"><p>geen berichten</p></eb-posts>`, key: '(content)' },
    ],
    hostile: [
      {
        name: 'every value of the wrong type or out of range reads as unset (no masonry, links stay links)',
        markup: POSTS(JSON.stringify({ pagination_type: 'stars', classic_columns: 'drie', classic_columns_mobile: 1e308, classic_masonry: ['yes'], classic_row_gap: { size: MB }, load_more_spinner: 7, load_more_no_posts_custom_message: { a: 1 } })),
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced') && !el.querySelector('.elementor-posts-masonry'),
      },
    ],
  },
  // ---- <eb-form> (issue 30): the form widget's settings, read loosely -------------------------------
  {
    tag: 'eb-form',
    define: () => import('../../elements/eb-form').then((m) => m.define()),
    valid: `<eb-form widget-id="a1b2c3d" post-id="7">${block('{"form_fields": [{"custom_id": "name", "field_label": "Naam"}]}')}</eb-form>`,
    working: (el) => ok(el) && el.getAttribute('data-mode') === 'render' && el.shadowRoot?.querySelector('form.elementor-form #form-field-name') !== null,
    withConfig: (json) => `<eb-form widget-id="a1b2c3d">${block(json)}</eb-form>`,
    bad: [
      { name: 'wrong type: form_fields "abc"', markup: `<eb-form>${block('{"form_fields": "abc"}')}</eb-form>`, key: 'form_fields' },
      { name: 'wrong type: a field that is a number', markup: `<eb-form>${block('{"form_fields": [7]}')}</eb-form>`, key: 'form_fields[0]' },
      { name: 'wrong type: custom_id with spaces', markup: `<eb-form>${block('{"form_fields": [{"custom_id": "je naam"}]}')}</eb-form>`, key: 'custom_id' },
      { name: 'two fields with one custom_id', markup: `<eb-form>${block('{"form_fields": [{"custom_id": "a"}, {"custom_id": "a"}]}')}</eb-form>`, key: 'form_fields[1].custom_id' },
      { name: 'huge number: custom_id 1e308', markup: `<eb-form>${block('{"form_fields": [{"custom_id": 1e308}]}')}</eb-form>`, key: 'custom_id' },
      { name: '1 MB string: custom_id', markup: `<eb-form>${block(JSON.stringify({ form_fields: [{ custom_id: MB }] }))}</eb-form>`, key: 'custom_id' },
      { name: 'deep nesting: form_fields', markup: `<eb-form>${block(`{"form_fields": ${nested(50)}}`)}</eb-form>`, key: 'form_fields[0]' },
      { name: 'missing required key: custom_id', markup: `<eb-form>${block('{"form_fields": [{"field_type": "email"}]}')}</eb-form>`, key: 'custom_id' },
    ],
    hostile: [
      {
        name: 'loose values of the wrong type read as unset (step_type, required, width, options, messages)',
        markup: `<eb-form>${block(JSON.stringify({ step_type: 'stars', step_icon_shape: 7, form_fields: [{ custom_id: 'a', field_type: 'radio', required: 'maybe', width: 1e308, field_options: { x: 1 } }, { custom_id: 'b', field_type: 'an-addon', field_label: MB }], custom_messages: 'yes', success_message: ['x'] }))}</eb-form>`,
        accepted: (el) => ok(el) && el.shadowRoot?.querySelector('form.elementor-form') !== null,
      },
    ],
  },
  // ---- <wc-cart> (issue 32) -------------------------------------------------------------------
  {
    tag: 'wc-cart',
    define: () => import('../../elements/wc-cart').then((m) => m.define()),
    valid: `<wc-cart shop-url="/winkel.html"></wc-cart>`,
    // No cart cookie in the test page: the empty cart, without a call.
    working: (el) => ok(el) && part(el, 'cart') !== null,
    withConfig: (json) => `<wc-cart>${block(json)}</wc-cart>`,
    missing: 'none: every attribute and setting is optional (the cart itself comes from the Store API)',
    bad: [
      { name: 'wrong type: sticky-offset "ver"', markup: '<wc-cart sticky-offset="ver"></wc-cart>', key: 'sticky-offset' },
      { name: 'wrong type: sticky_right_column_offset a list', markup: `<wc-cart>${block('{"sticky_right_column_offset": [24]}')}</wc-cart>`, key: 'sticky_right_column_offset' },
      { name: 'unknown enum: tax-display "both"', markup: '<wc-cart tax-display="both"></wc-cart>', key: 'tax-display' },
      { name: 'huge number: sticky-offset 1e308', markup: '<wc-cart sticky-offset="1e308"></wc-cart>', key: 'sticky-offset' },
      { name: '1 MB string: shop-url', markup: `<wc-cart shop-url="${MB}"></wc-cart>`, key: 'shop-url' },
      { name: 'deep nesting: sticky_right_column_offset', markup: `<wc-cart>${block(`{"sticky_right_column_offset": ${nested(50)}}`)}</wc-cart>`, key: 'sticky_right_column_offset' },
    ],
    hostile: [
      {
        name: "Elementor's loose values (\"yes\"/\"\", numbers as strings, a slider with size \"\") and unknown keys read, no error",
        markup: `<wc-cart>${block('{"sticky_right_column": "", "sticky_right_column_offset": {"unit": "px", "size": "", "sizes": []}, "update_cart_automatically": "yes", "forms_buttons_hover_animation": "grow"}')}</wc-cart>`,
        accepted: (el) => ok(el) && part(el, 'cart') !== null,
      },
    ],
  },
  // ---- <wc-mini-cart> (issue 32): attributes refused by name; Elementor's data-settings read loosely --
  {
    tag: 'wc-mini-cart',
    define: () => import('../../elements/wc-mini-cart').then((m) => m.define()),
    valid: '<wc-mini-cart></wc-mini-cart>',
    async working(el) {
      for (let i = 0; i < 100 && part(el, 'toggle') === null; i++) await new Promise((r) => setTimeout(r, 10));
      return ok(el) && part(el, 'toggle') !== null;
    },
    withConfig: (json) => `<wc-mini-cart>${block(json)}</wc-mini-cart>`,
    bad: [
      { name: 'unknown enum: cart-type "drawer"', markup: '<wc-mini-cart cart-type="drawer"></wc-mini-cart>', key: 'cart-type' },
      { name: 'unknown enum: open-cart "hover"', markup: '<wc-mini-cart open-cart="hover"></wc-mini-cart>', key: 'open-cart' },
      { name: 'unknown enum: automatically-open-cart "soms"', markup: '<wc-mini-cart automatically-open-cart="soms"></wc-mini-cart>', key: 'automatically-open-cart' },
      { name: 'wrong type: config cart_type 5', markup: `<wc-mini-cart>${block('{"cart_type": 5}')}</wc-mini-cart>`, key: 'cart_type' },
      { name: 'a javascript: link: checkout-url', markup: '<wc-mini-cart checkout-url="javascript:alert(1)"></wc-mini-cart>', key: 'checkout-url' },
      { name: '1 MB string: cart-type', markup: `<wc-mini-cart>${block(JSON.stringify({ cartType: MB }))}</wc-mini-cart>`, key: 'cartType' },
      { name: 'huge number: open_cart 1e308', markup: `<wc-mini-cart>${block('{"open_cart": 1e308}')}</wc-mini-cart>`, key: 'open_cart' },
      { name: 'deep nesting: cart_page_url', markup: `<wc-mini-cart>${block(`{"cart_page_url": ${nested(50)}}`)}</wc-mini-cart>`, key: 'cart_page_url' },
    ],
    missing: 'none: every setting has a default (Elementor\'s side-cart, click, no automatic opening)',
  },
  // ---- <wc-my-account> (issue 33): the account area's markup, and a config of one key --------------
  {
    tag: 'wc-my-account',
    define: () => import('../../elements/wc-my-account').then((m) => m.define()),
    valid: `<wc-my-account>${ACCOUNT_LOGIN}</wc-my-account>`,
    working: (el) => ok(el) && el.hasAttribute('data-enhanced') && el.querySelector('button.se-show-password') !== null,
    withConfig: (json) => `<wc-my-account>${block(json)}${ACCOUNT_LOGIN}</wc-my-account>`,
    bad: [
      { name: 'wrong type: timeout "snel"', markup: `<wc-my-account>${block('{"timeout": "snel"}')}${ACCOUNT_LOGIN}</wc-my-account>`, key: 'timeout' },
      { name: 'huge number: timeout 1e308', markup: `<wc-my-account>${block('{"timeout": 1e308}')}${ACCOUNT_LOGIN}</wc-my-account>`, key: 'timeout' },
      { name: '1 MB string: timeout', markup: `<wc-my-account>${block(JSON.stringify({ timeout: MB }))}${ACCOUNT_LOGIN}</wc-my-account>`, key: 'timeout' },
      { name: 'deep nesting: timeout', markup: `<wc-my-account>${block(`{"timeout": ${nested(50)}}`)}${ACCOUNT_LOGIN}</wc-my-account>`, key: 'timeout' },
      { name: 'missing required key: the account markup (menu, content or login form)', markup: '<wc-my-account><p>geen account</p></wc-my-account>', key: '(content)' },
    ],
    hostile: [
      {
        name: 'a numeric string timeout and unknown keys are read, no error',
        markup: `<wc-my-account>${block('{"timeout": "8000", "tabs": [{"field_label": "<img src=x onerror=alert(1)>"}], "customize_dashboard_select": ""}')}${ACCOUNT_LOGIN}</wc-my-account>`,
        accepted: (el) => ok(el) && el.hasAttribute('data-enhanced'),
      },
    ],
  },
  // ---- <wc-checkout> (issue 33): attributes refused by name; bank accounts and method texts read loosely --
  {
    tag: 'wc-checkout',
    define: () => import('../../elements/wc-checkout').then((m) => m.define()),
    valid: '<wc-checkout shop-url="/winkel.html"></wc-checkout>',
    // No cart cookie in the test page: the empty checkout, without a call.
    async working(el) {
      for (let i = 0; i < 100 && part(el, 'checkout') === null; i++) await new Promise((r) => setTimeout(r, 10));
      return ok(el) && part(el, 'checkout') !== null;
    },
    withConfig: (json) => `<wc-checkout>${block(json)}</wc-checkout>`,
    missing: 'none: every attribute and setting is optional (the cart, payment methods and saved addresses come from the Store API)',
    bad: [
      { name: 'unknown enum: tax-display "both"', markup: '<wc-checkout tax-display="both"></wc-checkout>', key: 'tax-display' },
      { name: 'unknown enum: phone "verplicht"', markup: '<wc-checkout phone="verplicht"></wc-checkout>', key: 'phone' },
      { name: 'wrong type: phone_field a boolean', markup: `<wc-checkout>${block('{"phone_field": true}')}</wc-checkout>`, key: 'phone_field' },
      { name: 'wrong type: countries "12,!!"', markup: '<wc-checkout countries="12,!!"></wc-checkout>', key: 'countries' },
      { name: 'wrong type: bank_accounts a list of numbers', markup: `<wc-checkout>${block('{"bank_accounts": [1, 2]}')}</wc-checkout>`, key: 'bank_accounts' },
      { name: 'wrong type: payment_methods a number', markup: `<wc-checkout>${block('{"payment_methods": 5}')}</wc-checkout>`, key: 'payment_methods' },
      { name: 'huge number: payment_methods.cod 1e308', markup: `<wc-checkout>${block('{"payment_methods": {"cod": 1e308}}')}</wc-checkout>`, key: 'payment_methods.cod' },
      { name: '1 MB string: shop-url', markup: `<wc-checkout shop-url="${MB}"></wc-checkout>`, key: 'shop-url' },
      { name: 'deep nesting: payment_methods', markup: `<wc-checkout>${block(`{"payment_methods": {"cod": {"title": ${nested(50)}}}}`)}</wc-checkout>`, key: 'payment_methods.cod' },
    ],
    hostile: [
      {
        name: 'loose values read, no error ("" for an empty list and an unset phone option, lower-case countries, a method title as a string, unknown keys)',
        markup: `<wc-checkout>${block('{"bank_accounts": "", "countries": "nl, be", "payment_methods": {"cod": "Contant"}, "phone_field": "", "sticky_right_column": "yes"}')}</wc-checkout>`,
        accepted: (el) => ok(el) && part(el, 'checkout') !== null,
      },
    ],
  },
];

/** Every case of a tag: the generic ones and its own. */
export function casesFor(t: TagEntry): BadConfig[] {
  return [...GENERIC_CASES.map((g) => g(t)), ...t.bad];
}
