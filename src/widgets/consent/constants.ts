/**
 * Cookie-consent constants, named as the spec names them (spec section 9 "Cookie consent" unless
 * noted). The stylesheet repeats the CSS ones (a media query cannot read a variable); the browser
 * tests check the rendered values against these.
 */

/** "Success message removed after 2000 ms." */
export const SUCCESS_MESSAGE_MS = 2000;

/**
 * Not in the spec: the settings modal's chunk is fetched when the page is idle after the banner
 * showed, at the latest this long after (a page that never goes idle).
 */
export const MODAL_PREFETCH_TIMEOUT_MS = 3000;

/** "Consent popup buttons are 52px high below 1024px viewport width." */
export const MOBILE_BUTTON_HEIGHT_PX = 52;
export const MOBILE_BUTTON_BREAKPOINT_PX = 1024;

/** "Slider colours: selected green (#82aa3b), unselected grey (#595959)." */
export const SLIDER_SELECTED_COLOUR = '#82aa3b';
export const SLIDER_UNSELECTED_COLOUR = '#595959';

/** "Consent levels 1 and 5": what Accept stores by default (the plugin's consent_accept_level default). */
export const DEFAULT_ACCEPT_LEVEL = 5;

/**
 * The slider item the modal starts at when no consent is recorded. Not in the spec: essentials only,
 * so nothing optional is pre-selected (GDPR: no pre-ticked consent).
 */
export const DEFAULT_MODAL_LEVEL = 2;

/** Body classes while the modal is open (spec: "a modal-open class to body and html"; the plugin's name too). */
export const MODAL_OPEN_CLASSES = ['modal-open', 'cookie-modal-open'] as const;

/** Body classes the plugin adds while a panel pads the page. */
export const PADDING_CLASSES = {
  top: 'ct-ultimate-gdpr-cookie-topPanel-padding',
  bottom: 'ct-ultimate-gdpr-cookie-bottomPanel-padding',
} as const;

/** The banner styles of CONTRACT `banner-style` (spec section 2: top panel, bottom panel, full panel, modern). */
export const BANNER_STYLES = ['top-panel', 'bottom-panel', 'full-panel', 'modern'] as const;
export type BannerStyle = (typeof BANNER_STYLES)[number];
export const DEFAULT_BANNER_STYLE: BannerStyle = 'bottom-panel';

/** Page elements that open the settings modal on click (change-settings link, trigger shortcode). */
export const SETTINGS_TRIGGER_SELECTOR = '[data-consent-settings]';

/** Consent-gated content (this project's addition): scripts and elements marked with a level. */
export const GATED_SCRIPT_SELECTOR = 'script[type="text/plain"][data-consent-level]';
export const GATED_ELEMENT_SELECTOR = '[data-consent-level]:not(script)';

/** Event fired after every consent change (CONTRACT). */
export const CONSENT_UPDATED_EVENT = 'consent-updated';
