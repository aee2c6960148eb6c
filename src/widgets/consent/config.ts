/**
 * Config of the consent tags: attributes (CONTRACT "gdpr-consent") plus the JSON block, which
 * also accepts the plugin's own localized keys (`display_cookie_always`, `cookie_reset_consent`,
 * `use_ajax_cookie_popup`, `consent_accept_level`, `readurl`, …) so a page can paste them as they are.
 */
import { isConsentLevel, type ConsentCategory, type ConsentLevel } from '../../core/consent/levels';
import { cookieEntries, type CookieEntry } from '../../core/consent/cookie-list';
import { DEFAULT_CONSENT_SECONDS, MAX_CONSENT_SECONDS } from '../../core/consent/cookie';
import { array, boolean, describe, number, object, oneOf, optional, record, safeUrl, string, type Parsed, type Schema } from '../../core/shared/schema';
import { BANNER_STYLES, DEFAULT_ACCEPT_LEVEL, DEFAULT_BANNER_STYLE, DEFAULT_MODAL_LEVEL, type BannerStyle } from './constants';
import type { ConfigInput } from '../context';

/** Texts a site can override (keys of the config's `texts`). */
export const TEXT_KEYS = [
  'title',
  'content',
  'readMore',
  'accept',
  'decline',
  'settings',
  'open',
  'modalTitle',
  'modalIntro',
  'sliderLegend',
  'categoriesLegend',
  'allowedTitle',
  'notAllowedTitle',
  'save',
  'close',
  'success',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export interface LevelDescriptions {
  allowed?: string[];
  notAllowed?: string[];
}

export interface ConsentConfig {
  bannerStyle: BannerStyle;
  alwaysVisible: boolean;
  reload: boolean;
  ajaxPopup: boolean;
  resetConsent: boolean;
  acceptLevel: ConsentLevel;
  /** The banner offers refusing beside accepting (CT's cookie_gear_close_box: its first-layer decline). */
  declineButton: boolean;
  /** Modal's starting level when no consent is recorded. */
  defaultLevel: ConsentLevel;
  /** The server says a valid consent exists. */
  consent: boolean;
  /** "Read more" link (privacy policy). */
  url: string | undefined;
  texts: Partial<Record<TextKey, string>>;
  /** Per slider level allowed / not-allowed lists. */
  levels: Partial<Record<ConsentLevel, LevelDescriptions>>;
  /** Per category (5..8) what it allows. */
  descriptions: Partial<Record<ConsentCategory, string[]>>;
  cookies: CookieEntry[];
  /** Lifetime of a client-written consent cookie (the plugin's cookie_expire), seconds. */
  expireSeconds: number;
}

const strings = array(string());
const levelDescriptions = object({ allowed: optional(strings), notAllowed: optional(strings) });

const jsonSchema = object({
  consent: optional(boolean()),
  url: optional(safeUrl()),
  readurl: optional(safeUrl()),
  texts: optional(record(string())),
  levels: optional(record(levelDescriptions)),
  descriptions: optional(record(strings)),
  cookies: optional(cookieEntries),
  reload: optional(boolean()),
  display_cookie_always: optional(boolean()),
  cookie_reset_consent: optional(boolean()),
  use_ajax_cookie_popup: optional(boolean()),
  consent_accept_level: optional(number({ integer: true, min: 1, max: 5 })),
  consent_default_level: optional(number({ integer: true, min: 1, max: 5 })),
  cookie_expire: optional(number({ integer: true, min: 1, max: MAX_CONSENT_SECONDS })),
  cookie_gear_close_box: optional(boolean()),
});

const fail = (path: string, expected: string, got: unknown): Parsed<never> => ({
  ok: false,
  issue: { path, expected, got: describe(got) },
});

function keyed<T>(map: Record<string, T> | undefined, path: string, valid: (n: number) => boolean, expected: string): Parsed<Record<number, T>> {
  const out: Record<number, T> = {};
  for (const [k, v] of Object.entries(map ?? {})) {
    const n = Number(k);
    if (!valid(n)) return fail(`${path}.${k}`, expected, k);
    out[n] = v;
  }
  return { ok: true, value: out };
}

/** Validates a `<gdpr-consent>`: attributes first, then the JSON block. */
export function parseConsentConfig({ json, props }: ConfigInput): Parsed<ConsentConfig> {
  const styleProp = props.bannerStyle;
  const bannerStyle = styleProp === undefined || styleProp === '' ? { ok: true as const, value: DEFAULT_BANNER_STYLE } : oneOf(BANNER_STYLES).parse(styleProp, 'banner-style');
  if (!bannerStyle.ok) return bannerStyle;
  const accept = props.acceptLevel === undefined ? { ok: true as const, value: undefined } : number({ integer: true, min: 1, max: 5 }).parse(props.acceptLevel, 'accept-level');
  if (!accept.ok) return accept;

  const parsed = jsonSchema.parse(json ?? {}, '');
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  for (const k of Object.keys(c.texts ?? {})) if (!(TEXT_KEYS as readonly string[]).includes(k)) return fail(`texts.${k}`, `one of ${TEXT_KEYS.map((t) => JSON.stringify(t)).join(', ')}`, k);
  const levels = keyed(c.levels, 'levels', isConsentLevel, 'a level 1..5');
  if (!levels.ok) return levels;
  const descriptions = keyed(c.descriptions, 'descriptions', (n) => Number.isInteger(n) && n >= 5 && n <= 8, 'a category 5..8');
  if (!descriptions.ok) return descriptions;

  const acceptLevel = (accept.value ?? c.consent_accept_level ?? DEFAULT_ACCEPT_LEVEL) as ConsentLevel;
  return {
    ok: true,
    value: {
      bannerStyle: bannerStyle.value,
      alwaysVisible: props.alwaysVisible === true || c.display_cookie_always === true,
      reload: props.reload === true || c.reload === true,
      ajaxPopup: props.ajaxPopup === true || c.use_ajax_cookie_popup === true,
      resetConsent: props.resetConsent === true || c.cookie_reset_consent === true,
      acceptLevel,
      declineButton: props.declineButton === true || c.cookie_gear_close_box === true,
      defaultLevel: (c.consent_default_level ?? DEFAULT_MODAL_LEVEL) as ConsentLevel,
      consent: c.consent ?? false,
      url: c.url ?? c.readurl,
      texts: (c.texts ?? {}) as Partial<Record<TextKey, string>>,
      levels: levels.value as ConsentConfig['levels'],
      descriptions: descriptions.value as ConsentConfig['descriptions'],
      cookies: c.cookies ?? [],
      expireSeconds: c.cookie_expire ?? DEFAULT_CONSENT_SECONDS,
    },
  };
}

export interface CookieListConfig {
  cookies: CookieEntry[];
}

/** Validates a `<gdpr-cookie-list>`: its `cookies`. */
export function parseCookieListConfig({ json }: ConfigInput): Parsed<CookieListConfig> {
  const r = object({ cookies: optional(cookieEntries) }).parse(json ?? {}, '');
  return r.ok ? { ok: true, value: { cookies: r.value.cookies ?? [] } } : r;
}

export interface CookieBlockConfig {
  reload: boolean;
  expireSeconds: number;
  texts: { title?: string; intro?: string; checkbox?: string; submit?: string; success?: string };
}

const blockTexts: Schema<CookieBlockConfig['texts']> = object({
  title: optional(string()),
  intro: optional(string()),
  checkbox: optional(string()),
  submit: optional(string()),
  success: optional(string()),
});

/** Validates a `<gdpr-cookie-block>`: `reload`, `cookie_expire` and its texts. */
export function parseCookieBlockConfig({ json }: ConfigInput): Parsed<CookieBlockConfig> {
  const r = object({ reload: optional(boolean()), cookie_expire: optional(number({ integer: true, min: 1, max: MAX_CONSENT_SECONDS })), texts: optional(blockTexts) }).parse(json ?? {}, '');
  if (!r.ok) return r;
  return { ok: true, value: { reload: r.value.reload ?? false, expireSeconds: r.value.cookie_expire ?? DEFAULT_CONSENT_SECONDS, texts: r.value.texts ?? {} } };
}
