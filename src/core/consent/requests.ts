/**
 * Request bodies and answer parsers of CT Ultimate GDPR's calls (spec section 7, CONTRACT
 * "gdpr-consent"): give (with the skip_cookies retry), decline, and the two REST routes of the
 * ajax popup mode. Pure.
 */
import { normalizeLevelIds } from './levels';

/** Ajax action that records a consent (spec section 7 "Consent give"). */
export const GIVE_ACTION = 'ct_ultimate_gdpr_cookie_consent_give';
/** Ajax action sent when the modal is closed (spec section 7 "Consent decline"). */
export const DECLINE_ACTION = 'ct_ultimate_gdpr_cookie_consent_decline';
/** REST route answering whether the ajax popup is enabled. */
export const POPUP_OPTIONS_ROUTE = 'ct-ultimate-gdpr/v1/cookie-popup-options';
/** REST route answering the popup markup. */
export const POPUP_MARKUP_ROUTE = 'ct-ultimate-gdpr/v1/cookie-popup';

export type FormFields = Record<string, string | string[]>;

/**
 * The give-consent fields: `action`, `level`, `level_id[]` when ids are given (the modal; block
 * all is sent as `[1]`), and `skip_cookies=true` on the retry.
 */
export function giveFields(level: number, levelIds?: readonly number[], skipCookies = false): FormFields {
  const fields: FormFields = {};
  if (skipCookies) fields.skip_cookies = 'true';
  fields.action = GIVE_ACTION;
  fields.level = String(level);
  if (levelIds && levelIds.length > 0) fields['level_id[]'] = normalizeLevelIds(levelIds).map(String);
  return fields;
}

/** The decline fields sent when the modal closes. */
export function declineFields(): FormFields {
  return { action: DECLINE_ACTION, ct_ultimate_gdpr_button_close: '1' };
}

/**
 * Reads the popup-options answer: a JSON object, or (as WordPress returns a json_encode'd string)
 * a JSON string holding one. Returns whether the ajax popup is enabled, or null when unreadable.
 */
export function parsePopupOptions(data: unknown): { ajaxEnabled: boolean } | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const flag = (value as Record<string, unknown>).cookie_popup_ajax_enabled;
  return { ajaxEnabled: flag === true || flag === 1 || flag === '1' || flag === 'on' || flag === 'true' };
}

/** Reads the popup-markup answer: HTML text, or a JSON string holding HTML. Null when empty or not HTML. */
export function parsePopupMarkup(text: string): string | null {
  let html = text.trim();
  if (html.startsWith('"')) {
    try {
      const v: unknown = JSON.parse(html);
      if (typeof v !== 'string') return null;
      html = v.trim();
    } catch {
      return null;
    }
  } else if (html.startsWith('{') || html.startsWith('[')) {
    try {
      const v = JSON.parse(html) as Record<string, unknown>;
      const inner = v && typeof v === 'object' ? (v.html ?? v.markup ?? v.data) : undefined;
      if (typeof inner !== 'string') return null;
      html = inner.trim();
    } catch {
      return null;
    }
  }
  return html.includes('<') ? html : null;
}
