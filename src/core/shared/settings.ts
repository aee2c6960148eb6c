/**
 * Page settings (CONTRACT section 2.1, the spec's "page-provided object") and the per-element
 * attribute overrides of section 2.2. Pure: the raw JSON comes in as an argument.
 */
import { currencyConfig, type CurrencyConfig } from './currency';
import { boolean, object, oneOf, optional, record, string, unknown, withDefault, type Parsed } from './schema';

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export interface PageSettings {
  ajaxUrl: string;
  restUrl: string;
  restNonce?: string;
  uploadUrl: string;
  locale: Locale;
  currency: CurrencyConfig;
  recaptchaSiteKey?: string;
  gformNonce?: string;
  /** Server HTML is sanitized before it enters the DOM unless the site owner sets this to false. */
  sanitizeHtml: boolean;
  /** Elementor's `elementorFrontendConfig.user` (`{roles: [...]}`, only when logged in): the pop-ups' logged_in rule. Read loosely by its user. */
  user?: unknown;
  /** Elementor's breakpoints (mobile 767, tablet 1024 when absent): device modes. Read loosely by its user. */
  breakpoints?: unknown;
}

export const SETTINGS_DEFAULTS = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  restUrl: '/wp-json/',
  uploadUrl: '/?gf_page=gf_upload',
  locale: 'nl' as Locale,
};

const settingsSchema = object({
  ajaxUrl: withDefault(string({ nonEmpty: true }), SETTINGS_DEFAULTS.ajaxUrl),
  restUrl: withDefault(string({ nonEmpty: true }), SETTINGS_DEFAULTS.restUrl),
  restNonce: optional(string()),
  uploadUrl: withDefault(string({ nonEmpty: true }), SETTINGS_DEFAULTS.uploadUrl),
  locale: withDefault(oneOf(LOCALES), SETTINGS_DEFAULTS.locale),
  currency: optional(record(unknown())),
  recaptchaSiteKey: optional(string()),
  gformNonce: optional(string()),
  sanitizeHtml: withDefault(boolean(), true),
  user: optional(unknown()),
  breakpoints: optional(unknown()),
});

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
  const r = settingsSchema.parse(merged, '');
  if (!r.ok) return r;
  const v = r.value;
  const settings: PageSettings = {
    ajaxUrl: v.ajaxUrl,
    restUrl: v.restUrl.endsWith('/') ? v.restUrl : `${v.restUrl}/`,
    uploadUrl: v.uploadUrl,
    locale: v.locale,
    currency: currencyConfig(v.currency as Partial<CurrencyConfig> | undefined),
    sanitizeHtml: v.sanitizeHtml,
  };
  if (v.restNonce !== undefined) settings.restNonce = v.restNonce;
  if (v.recaptchaSiteKey !== undefined) settings.recaptchaSiteKey = v.recaptchaSiteKey;
  if (v.gformNonce !== undefined) settings.gformNonce = v.gformNonce;
  if (v.user !== undefined) settings.user = v.user;
  if (v.breakpoints !== undefined) settings.breakpoints = v.breakpoints;
  return { ok: true, value: settings };
}

/** Joins the REST root and a route (`ct-ultimate-gdpr/v1/cookie-popup`) without doubling slashes. */
export function restRoute(restUrl: string, route: string): string {
  return `${restUrl.replace(/\/+$/, '')}/${route.replace(/^\/+/, '')}`;
}
