/**
 * Elementor's action links (CONTRACT eb-popup; ../shared/reference/elementor.md section 4):
 * `#elementor-action:action=popup:open&settings=<base64 of {"id":N,"toggle":bool}>` and
 * `popup:close` with `{"do_not_show_again":"yes"}`, the whole hash usually URL-encoded
 * (`%23elementor-action%3Aaction%3D…`). Pure: the href string comes in.
 */
import { decode, encode } from '../shared/base64';
import { isPlainObject } from '../shared/schema';

export interface PopupAction {
  action: 'popup:open' | 'popup:close';
  /** `settings.id`: the pop-up to open (a close link closes the pop-up it sits in, else this one). */
  id?: number;
  /** Open only: close the pop-up instead when it is already open. */
  toggle: boolean;
  /** Close only: set `popup_{id}_disable` so it never opens again. */
  doNotShowAgain: boolean;
}

function truthy(v: unknown): boolean {
  return v === true || v === 1 || (typeof v === 'string' && v !== '' && v !== '0' && v !== 'no' && v !== 'false');
}

/** base64 as `atob` takes it: padding optional, white space ignored. Null when not base64 or not JSON. */
function decodeSettings(text: string): Record<string, unknown> | null {
  let b64 = text.replace(/\s+/g, '');
  while (b64.length % 4 !== 0) b64 += '=';
  try {
    const parsed: unknown = JSON.parse(decode(b64));
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Reads a link's href (or the page's hash) as a pop-up action, or null when it is not one. Like
 * Elementor, the text is URL-decoded first; unlike Elementor, a broken settings part is read as no
 * settings instead of throwing, and an action with no `&settings=` still counts.
 */
export function parseActionHash(href: string | null | undefined): PopupAction | null {
  if (!href) return null;
  let text = href;
  try {
    text = decodeURIComponent(href);
  } catch {
    /* keep it as it is */
  }
  const hashAt = text.indexOf('#elementor-action');
  if (hashAt === -1) return null;
  text = text.slice(hashAt);
  const action = /action=([^&]+)/.exec(text)?.[1];
  if (action !== 'popup:open' && action !== 'popup:close') return null;
  const settingsText = /settings=(.+)$/.exec(text)?.[1];
  const settings = settingsText ? (decodeSettings(settingsText) ?? {}) : {};
  const out: PopupAction = { action, toggle: truthy(settings.toggle), doNotShowAgain: truthy(settings.do_not_show_again) };
  const rawId = typeof settings.id === 'string' && settings.id.trim() !== '' ? Number(settings.id) : settings.id;
  if (typeof rawId === 'number' && Number.isInteger(rawId) && rawId > 0) out.id = rawId;
  return out;
}

/**
 * The href Elementor prints for an action (`create_action_hash`): `#` + the URL-encoded
 * `elementor-action:action=…&settings=<base64 JSON>`.
 */
export function createActionHash(action: 'popup:open' | 'popup:close', settings: Record<string, unknown>): string {
  return `#${encodeURIComponent(`elementor-action:action=${action}&settings=${encode(JSON.stringify(settings))}`)}`;
}
