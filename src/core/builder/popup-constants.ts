/**
 * Constants of the page-builder pop-up (<eb-popup>), named as the spec (sections 4, 5 and 9) and
 * Elementor Pro's own front-end code name them (../shared/reference/elementor.md sections 1-4).
 * The one place the widget, its core rules and its tests read them from.
 */

/** Spec section 9: "Popup focus delay 250 ms for popups" (Elementor's modal keyboard handler). */
export const POPUP_FOCUS_DELAY_MS = 250;

/** Spec section 9: "Popup close button delay is seconds times 1000" (and every other delay in seconds). */
export const MS_PER_SECOND = 1000;

/** Spec section 9 "Time frames" (Elementor's `getTimeFramesInSecounds`): day, week, month in seconds. */
export const TIME_FRAMES = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export type TimeFrame = keyof typeof TIME_FRAMES;

// The adblock test element's constants (spec section 9) are the page behaviours' too: they live
// once, in ./page.ts.

/** Elementor's storage helper keeps everything in one key of localStorage / sessionStorage. */
export const STORAGE_KEY = 'elementor';
/** Inside that object: `{ <key>: epoch ms }`, entries deleted on read once past. */
export const EXPIRATION_KEY = '__expiration';

/** Trigger defaults (Elementor Pro `display-settings/triggers.php`). */
export const TRIGGER_DEFAULTS = {
  pageLoadDelay: 0,
  scrollingDirection: 'down',
  scrollingOffset: 50,
  clickTimes: 1,
  inactivityTime: 30,
  adblockDelay: 0,
} as const;

/** Timing defaults (Elementor Pro `display-settings/timing.php`). */
export const TIMING_DEFAULTS = {
  pageViews: 3,
  sessions: 2,
  times: 3,
  urlAction: 'show',
  sources: ['search', 'external', 'internal'],
  loggedInUsers: 'all',
  browsers: 'all',
  scheduleTimezone: 'site',
} as const;

/** `entrance_animation_duration` default: `{size: 1.2}` seconds (also used for the exit). */
export const DEFAULT_ANIMATION_DURATION_S = 1.2;

/** Sources rule: a referrer from one of these search engines (Elementor's own expression). */
export const SEARCH_ENGINE_REFERRER = /^(google|yahoo|bing|yandex|baidu)\./;

/** Browsers the browsers rule knows (`browsers_browsers_options`). */
export const BROWSERS = ['ie', 'chrome', 'edge', 'firefox', 'safari'] as const;
export type BrowserName = (typeof BROWSERS)[number];

/**
 * Elementor's default breakpoints (core/breakpoints/manager.php): mobile and tablet are enabled
 * (max-width); the others exist but are off until a site turns them on.
 */
export const DEFAULT_BREAKPOINTS = [
  { name: 'mobile', value: 767, direction: 'max', enabled: true },
  { name: 'mobile_extra', value: 880, direction: 'max', enabled: false },
  { name: 'tablet', value: 1024, direction: 'max', enabled: true },
  { name: 'tablet_extra', value: 1366, direction: 'max', enabled: false },
  { name: 'laptop', value: 1620, direction: 'max', enabled: false },
  { name: 'widescreen', value: 2400, direction: 'min', enabled: false },
] as const;

/** Links that run an Elementor action (url-actions.js), whether the `#` is encoded or not. */
export const ACTION_LINK_SELECTOR = 'a[href^="%23elementor-action"], a[href^="#elementor-action"]';

/** Clicks inside these never count as "outside" the pop-up (Dialogs Manager `hide.ignore`). */
export const OUTSIDE_CLICK_IGNORE = '.flatpickr-calendar';

/**
 * Entrance / exit animation names (the animate.css names Elementor offers). The exit plays the
 * same keyframes in reverse, as Elementor does (`{name} reverse`).
 */
export const ANIMATIONS = [
  'fadeIn', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'fadeInUp',
  'zoomIn', 'zoomInDown', 'zoomInLeft', 'zoomInRight', 'zoomInUp',
  'bounceIn', 'bounceInDown', 'bounceInLeft', 'bounceInRight', 'bounceInUp',
  'slideInDown', 'slideInLeft', 'slideInRight', 'slideInUp',
  'rotateIn', 'rotateInDownLeft', 'rotateInDownRight', 'rotateInUpLeft', 'rotateInUpRight',
  'lightSpeedIn', 'rollIn',
  'bounce', 'flash', 'pulse', 'rubberBand', 'shake', 'headShake', 'swing', 'tada', 'wobble', 'jello',
] as const;
export type AnimationName = (typeof ANIMATIONS)[number];
