/**
 * The consent cookie codec (CONTRACT "gdpr-consent", spec sections 3 and 9).
 * `ct-ultimate-gdpr-cookie` holds base64 of JSON
 * `{"consent_declined":bool,"consent_expire_time":s,"consent_time":s,"consent_level":n,"consent_id":[...]}`.
 * A PHP server URL-encodes the value (`%3D` for `=`); a value holding the plain text `consent` is
 * the plugin's old format. Pure: the raw cookie value, the cookie string and the clock come in.
 */
import { decode, encodeUtf8 } from '../shared/base64';

/** The consent cookie's name (CT Ultimate GDPR). */
export const CONSENT_COOKIE = 'ct-ultimate-gdpr-cookie';
/** Companion cookie the plugin writes for page caches (wp-rocket): the bare level as base64 JSON. */
export const CONSENT_LEVEL_COOKIE = 'ct-ultimate-gdpr-cookie-level';
/** When this cookie equals 1 the popup stays hidden on load (spec section 2; original `window.load` handler). */
export const CONSENT_POPUP_COOKIE = 'ct-ultimate-gdpr-cookie-popup';
/** The plugin's default consent lifetime when the server gives none: one year (WordPress YEAR_IN_SECONDS). */
export const DEFAULT_CONSENT_SECONDS = 365 * 24 * 60 * 60;
/**
 * Longest consent lifetime a config may ask for (cookie_expire, seconds; not in the spec): 100
 * years. Beyond it the cookie date is not a date any more and the browser drops the cookie.
 */
export const MAX_CONSENT_SECONDS = 100 * 365 * 24 * 60 * 60;

/** The cookie's JSON as the plugin writes it (keys spelled as on the wire). */
export interface ConsentCookieValue {
  consent_declined: boolean;
  consent_expire_time: number;
  consent_time: number;
  consent_level: number;
  /** The `level_id[]` list that was posted (strings from PHP, numbers from us), or a bare level. */
  consent_id: (number | string)[] | number;
}

/** A readable cookie, normalised. */
export interface StoredCookie {
  level: number;
  /** Level ids (`consent_id` as numbers; a bare number becomes a one-item list; empty when absent). */
  ids: number[];
  declined: boolean;
  /** Unix seconds; undefined when the cookie carries no expiry at all. */
  expireTime: number | undefined;
  time: number | undefined;
}

export type DecodedCookie =
  | { kind: 'missing' }
  | { kind: 'old' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ok'; value: StoredCookie };

/** Undoes URL encoding (once or twice, as proxies sometimes do); leaves malformed escapes as they are. */
export function urlDecode(raw: string): string {
  let out = raw;
  for (let i = 0; i < 2 && /%[0-9A-Fa-f]{2}/.test(out); i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

function toIds(v: unknown): number[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.map(toNumber).filter((n): n is number => n !== undefined && Number.isInteger(n));
}

/** Decodes a raw cookie value: missing, old format, unreadable, or the normalised consent. */
export function decodeConsentCookie(raw: string | undefined | null): DecodedCookie {
  if (raw === undefined || raw === null || raw.trim() === '') return { kind: 'missing' };
  const text = urlDecode(raw.trim());
  // The plugin's own test for its old format: the plain word "consent" in the value.
  if (text.includes('consent')) return { kind: 'old' };
  let body = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length % 4 === 2) body += '==';
  else if (body.length % 4 === 3) body += '=';
  let json: string;
  try {
    json = decode(body);
  } catch {
    return { kind: 'invalid', reason: 'not base64' };
  }
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(json, (c) => c.charCodeAt(0)));
  } catch {
    return { kind: 'invalid', reason: 'not UTF-8' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'invalid', reason: 'not an object' };
  const o = parsed as Record<string, unknown>;
  const level = toNumber(o.consent_level);
  if (level === undefined) return { kind: 'invalid', reason: 'no consent_level' };
  return {
    kind: 'ok',
    value: {
      level,
      ids: toIds(o.consent_id),
      declined: o.consent_declined === true || o.consent_declined === 'true' || o.consent_declined === 1,
      // The plugin's JS once wrote `expire_time`; both are read, as the original does.
      expireTime: toNumber(o.consent_expire_time) ?? toNumber(o.expire_time),
      time: toNumber(o.consent_time),
    },
  };
}

/** True when the cookie's expiry has passed (or it has none), at `nowSeconds`. */
export function isExpired(value: Pick<StoredCookie, 'expireTime'>, nowSeconds: number): boolean {
  return value.expireTime === undefined || value.expireTime < nowSeconds;
}

/** The JSON a client-written cookie carries, in the plugin's key order. */
export function consentCookieValue(opts: { level: number; ids: readonly number[]; nowSeconds: number; durationSeconds?: number; declined?: boolean }): ConsentCookieValue {
  const now = Math.floor(opts.nowSeconds);
  return {
    consent_declined: opts.declined ?? false,
    consent_expire_time: now + (opts.durationSeconds ?? DEFAULT_CONSENT_SECONDS),
    consent_time: now,
    consent_level: opts.level,
    consent_id: [...opts.ids],
  };
}

/** Encodes the cookie value as the plugin does: base64 of the JSON (padded, standard alphabet). */
export function encodeConsentCookie(value: ConsentCookieValue): string {
  return encodeUtf8(JSON.stringify(value));
}

/** Names of all cookies in a `document.cookie` string (for the reset-consent option). */
export function cookieNames(cookieString: string): string[] {
  const names: string[] = [];
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    const name = (i < 0 ? part : part.slice(0, i)).trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
