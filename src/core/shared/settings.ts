/**
 * Page settings (CONTRACT section 2.1, the spec's "page-provided object") and the per-element
 * attribute overrides of section 2.2. Pure: the raw JSON comes in as an argument.
 */
import { describe, isPlainObject, looseBoolean, type Parsed } from './parsed';

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export interface PageSettings {
  ajaxUrl: string;
  restUrl: string;
  restNonce?: string;
  uploadUrl: string;
  locale: Locale;
  /**
   * The page's `currency` object as given (checked to be an object). Only the forms read it, and
   * they fill it over EUR with `currencyConfig` (./currency.ts), so the light elements, which read
   * these settings too, do not carry the currency code.
   */
  currency?: Record<string, unknown>;
  recaptchaSiteKey?: string;
  /** Gravity Forms' submission nonce (action `gform_ajax_submission`), printed by the server. */
  gformNonce?: string;
  /** Gravity Forms' config nonce (action `gform_config_ajax`): config loads and config validation. */
  gformConfigNonce?: string;
  /**
   * Where fresh nonces can be had with one GET (the WordPress plugin's `site-elements/v1/nonces`),
   * and when (unix seconds) the printed ones were made: a page served from a cache refreshes them.
   */
  noncesUrl?: string;
  noncesTime?: number;
  /** Server HTML is sanitized before it enters the DOM unless the site owner sets this to false. */
  sanitizeHtml: boolean;
  /** Elementor's `elementorFrontendConfig.user` (`{roles: [...]}`, only when logged in): the pop-ups' logged_in rule. Read loosely by its user. */
  user?: unknown;
  /** Elementor's breakpoints (mobile 767, tablet 1024 when absent): device modes. Read loosely by its user. */
  breakpoints?: unknown;
  /** Bytes per upload chunk (`"1mb"`, `"512kb"` or a number; 0 sends each file whole); unset: the forms widget's default. */
  uploadChunkSize?: number;
  /** WooCommerce's Store API nonce (`wcBlocksMiddlewareConfig.storeApiNonce`), for the shop tags (CONTRACT "The shop"). */
  storeApiNonce?: string;
  /** The shop's cart and checkout pages (`wc_get_cart_url()`, `wc_get_checkout_url()`), when `wc_add_to_cart_params` / Elementor's config do not say. */
  cartUrl?: string;
  checkoutUrl?: string;
  /** WooCommerce's `woocommerce_cart_redirect_after_add` ("yes"/"no" or a boolean): after an add, go to the cart page. */
  cartRedirectAfterAdd?: boolean;
}

export const SETTINGS_DEFAULTS = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  restUrl: '/wp-json/',
  uploadUrl: '/?gf_page=gf_upload',
  locale: 'nl' as Locale,
};

type Check = (v: unknown) => { value: unknown } | { expected: string };

// Hand-written rather than with ./schema.ts's combinators, so that the light elements, which read
// the settings too, need not carry those (same messages as the combinators give).
const nonEmpty: Check = (v) => (typeof v === 'string' && v !== '' ? { value: v } : { expected: 'a non-empty string' });
const text: Check = (v) => (typeof v === 'string' ? { value: v } : { expected: 'a string' });
const locale: Check = (v) => ((LOCALES as readonly unknown[]).includes(v) ? { value: v } : { expected: `one of ${LOCALES.map((l) => JSON.stringify(l)).join(', ')}` });
const obj: Check = (v) => (isPlainObject(v) ? { value: v } : { expected: 'an object' });
/** Read loosely later by the code that uses it (the pop-ups' user and breakpoints). */
const anything: Check = (v) => ({ value: v });
const seconds: Check = (v) => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? { value: n } : { expected: 'unix seconds (a number)' };
};
const flag: Check = (v) => {
  const b = looseBoolean(v);
  return b === undefined ? { expected: 'a boolean' } : { value: b };
};

/** Each key in order: its check and its default (absent or null takes the default). */
const SETTINGS_KEYS: [keyof PageSettings, Check, unknown][] = [
  ['ajaxUrl', nonEmpty, SETTINGS_DEFAULTS.ajaxUrl],
  ['restUrl', nonEmpty, SETTINGS_DEFAULTS.restUrl],
  ['restNonce', text, undefined],
  ['uploadUrl', nonEmpty, SETTINGS_DEFAULTS.uploadUrl],
  ['locale', locale, SETTINGS_DEFAULTS.locale],
  ['currency', obj, undefined],
  ['recaptchaSiteKey', text, undefined],
  ['gformNonce', text, undefined],
  ['gformConfigNonce', text, undefined],
  ['noncesUrl', text, undefined],
  ['noncesTime', seconds, undefined],
  ['sanitizeHtml', flag, true],
  ['user', anything, undefined],
  ['breakpoints', anything, undefined],
  // Read below (bytes, or plupload's "1mb").
  ['uploadChunkSize', (v) => ({ value: v }), undefined],
  ['storeApiNonce', text, undefined],
  ['cartUrl', text, undefined],
  ['checkoutUrl', text, undefined],
  ['cartRedirectAfterAdd', (v) => (v === 'yes' ? { value: true } : v === 'no' ? { value: false } : flag(v)), undefined],
];

/** Attribute overrides an element may carry (kebab-case attributes, camelCase here). */
export interface SettingsOverrides {
  ajaxUrl?: string | undefined;
  restUrl?: string | undefined;
  restNonce?: string | undefined;
  locale?: string | undefined;
}

/** Merges the page settings JSON (or undefined) with an element's attribute overrides and validates. */
export function resolveSettings(page: unknown, overrides: SettingsOverrides = {}): Parsed<PageSettings> {
  const merged: Record<string, unknown> = { ...(typeof page === 'object' && page ? page : {}) };
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined && v !== null && v !== '') merged[k] = v;
  // Every key's value (absent ones left out), then the two that are normalised.
  const v: Record<string, unknown> = {};
  for (const [key, check, fallback] of SETTINGS_KEYS) {
    const raw = merged[key];
    const r = raw === undefined || raw === null ? { value: fallback } : check(raw);
    if ('expected' in r) return { ok: false, issue: { path: key, expected: r.expected, got: describe(raw) } };
    if (r.value !== undefined) v[key] = r.value;
  }
  const restUrl = v.restUrl as string;
  if (!restUrl.endsWith('/')) v.restUrl = `${restUrl}/`;
  if (v.uploadChunkSize !== undefined) {
    const size = parseChunkSize(v.uploadChunkSize);
    if (size === undefined) return { ok: false, issue: { path: 'uploadChunkSize', expected: 'a size in bytes, or plupload\'s "1mb" / "512kb" / "200b"', got: describe(v.uploadChunkSize) } };
    v.uploadChunkSize = size;
  }
  return { ok: true, value: v as unknown as PageSettings };
}

/**
 * A chunk size as plupload writes it (`"1mb"`, `"512kb"`, `"200b"`, a number of bytes); 0 turns
 * chunking off. undefined when it cannot be read.
 */
export function parseChunkSize(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(v);
  if (!m) return undefined;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}
