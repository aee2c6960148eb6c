/**
 * Page behaviours the loader runs without loading any widget (spec section 2 "Page-builder
 * widgets", section 7 "SVG inline" and "Captcha", section 9 "Page builder"). Pure: the query
 * string, sizes and the random source come in as arguments.
 */

/** Elementor Pro theme builder: `?theme_template_id=6479` scrolls to `.elementor-6479`. */
export const THEME_TEMPLATE_PARAM = 'theme_template_id';

/** The theme template id in a query string (digits only), or undefined. */
export function themeTemplateId(search: string): string | undefined {
  const v = new URLSearchParams(search).get(THEME_TEMPLATE_PARAM);
  return v && /^\d+$/.test(v) ? v : undefined;
}

/** Where the page scrolls for a template element at `elementTop` (document px): its top at mid-viewport, as Elementor does. */
export function themeTemplateScrollTop(elementTop: number, viewportHeight: number): number {
  return Math.max(0, Math.round(elementTop - viewportHeight / 2));
}

/**
 * Spec section 9: "The adblock test element gets a 6-character random id" from [a-z0-9]. The one
 * set of the test element's constants: the page behaviours' ad-block test and <eb-popup>'s
 * `adblock_detection` trigger both use it.
 */
export const ADBLOCK_ID_LENGTH = 6;
export const ADBLOCK_ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The test element's id prefix and class, as Elementor writes them. */
export const ADBLOCK_ID_PREFIX = 'elementor-adblock-detection-';
export const ADBLOCK_CLASS = 'ad-box';

/** The id of the adblock test element: `elementor-adblock-detection-` + 6 random [a-z0-9] (`random` in [0, 1), clamped). */
export function adblockTestId(random: () => number): string {
  let id = '';
  for (let i = 0; i < ADBLOCK_ID_LENGTH; i++) {
    const r = Math.min(Math.max(random(), 0), 0.999999999);
    id += ADBLOCK_ID_CHARS[Math.floor(r * ADBLOCK_ID_CHARS.length)];
  }
  return ADBLOCK_ID_PREFIX + id;
}

/** An ad blocker is present when the test element was removed or hidden (`display: none`). */
export function adblockDetected(bait: { present: boolean; display: string | null }): boolean {
  return !bait.present || bait.display === 'none';
}

/** Spec section 7 "Captcha": the reCAPTCHA v3 actions, as Contact Form 7 names them. */
export const RECAPTCHA_ACTIONS = { homepage: 'homepage', contactform: 'contactform' } as const;

/** The hidden fields the token is written into: Contact Form 7's and the generic one. */
export const RECAPTCHA_FIELDS = ['_wpcf7_recaptcha_response', 'g-recaptcha-response'] as const;
