/**
 * Which page behaviours a page asks for, by its markup and settings (spec sections 2 and 7): a
 * `theme_template_id` query parameter, `<img data-inline-svg>`, a reCAPTCHA site key with token
 * fields, `[data-adblock-detected]`, WooCommerce's add-to-cart buttons. The loader runs this check on every page and imports the
 * page-behaviours chunk only when one of them is there, so a page that uses none pays nothing else.
 */
import { RECAPTCHA_FIELDS, THEME_TEMPLATE_PARAM } from '../../src/core/builder/page';
import { AJAX_ADD_SELECTOR } from '../../src/core/shop/add-to-cart';

export interface PageBehaviours {
  scroll: boolean;
  svg: boolean;
  recaptcha: boolean;
  adblock: boolean;
  /** WooCommerce's ajax add-to-cart buttons (issue 32). */
  addToCart: boolean;
}

export function pageBehaviours(doc: Document): PageBehaviours {
  // A text test, not a parse: the chunk validates the settings properly.
  const settings = doc.getElementById('site-elements-config')?.textContent ?? '';
  return {
    scroll: new RegExp(`[?&]${THEME_TEMPLATE_PARAM}=\\d`).test(doc.location.search),
    svg: !!doc.querySelector('img[data-inline-svg]'),
    recaptcha: /"recaptchaSiteKey"\s*:\s*"[^"]/.test(settings) && !!doc.querySelector(RECAPTCHA_FIELDS.map((n) => `[name="${n}"]`).join()),
    adblock: !!doc.querySelector('[data-adblock-detected]'),
    addToCart: !!doc.querySelector(AJAX_ADD_SELECTOR),
  };
}
