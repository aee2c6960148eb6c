/**
 * When the consent banner shows (spec section 4 "Cookie consent", CONTRACT "gdpr-consent").
 * It shows when no consent is recorded: the cookie is missing, in the old format (deleted), or its
 * expiry has passed. It stays hidden when the page says consent exists, when the cookie is valid,
 * or when `ct-ultimate-gdpr-cookie-popup` (or the consent cookie itself) equals 1.
 * Always-visible mode (display_cookie_always) shows it regardless. Pure: cookies and clock come in.
 */
import { allowedCategories, type ConsentCategory } from './levels';
import { decodeConsentCookie, isExpired } from './cookie';

export interface ShowInput {
  /** The page-provided `consent` flag: the server already knows a valid consent. */
  serverConsent: boolean;
  /** Raw `ct-ultimate-gdpr-cookie` value (undefined when absent). */
  cookie: string | undefined;
  /** Raw `ct-ultimate-gdpr-cookie-popup` value. */
  popupCookie: string | undefined;
  nowSeconds: number;
  alwaysVisible: boolean;
}

export type ShowReason =
  | 'always-visible'
  | 'server-consent'
  | 'popup-cookie'
  | 'valid-cookie'
  | 'no-cookie'
  | 'old-format'
  | 'unreadable'
  | 'expired';

/** The level a declined consent counts as: 1, block all (CT's LEVEL_BLOCK_ALL). */
export const DECLINED_LEVEL = 1;

/** A consent that is known at load: its level and the categories it allows. */
export interface StoredConsent {
  level: number;
  categories: ConsentCategory[];
}

export interface ShowDecision {
  show: boolean;
  reason: ShowReason;
  /** The cookie is in the old format or unreadable: delete it. */
  deleteCookie: boolean;
  /** The consent the cookie records (valid, not expired), else null. */
  consent: StoredConsent | null;
}

/** Decides whether the banner shows at load, and what the cookie says. */
export function decideBanner(input: ShowInput): ShowDecision {
  const decoded = decodeConsentCookie(input.cookie);
  const deleteCookie = decoded.kind === 'old' || decoded.kind === 'invalid';
  const valid = decoded.kind === 'ok' && !isExpired(decoded.value, input.nowSeconds);
  // A declined consent is "block all" whatever level it carries: CT Ultimate GDPR 1.7.4's own decline
  // writes {consent_declined: true, consent_level: 3} (its default level), and the visitor said no.
  const consent: StoredConsent | null =
    valid && decoded.kind === 'ok'
      ? decoded.value.declined
        ? { level: DECLINED_LEVEL, categories: [] }
        : { level: decoded.value.level, categories: allowedCategories(decoded.value) }
      : null;
  const result = (show: boolean, reason: ShowReason): ShowDecision => ({ show, reason, deleteCookie, consent });

  if (input.alwaysVisible) return result(true, 'always-visible');
  if (input.serverConsent) return result(false, 'server-consent');
  if (input.popupCookie?.trim() === '1' || input.cookie?.trim() === '1') return result(false, 'popup-cookie');
  switch (decoded.kind) {
    case 'missing':
      return result(true, 'no-cookie');
    case 'old':
      return result(true, 'old-format');
    case 'invalid':
      return result(true, 'unreadable');
    case 'ok':
      return valid ? result(false, 'valid-cookie') : result(true, 'expired');
  }
}
