/**
 * Reads the answer of `elementor_pro_forms_send_form` (reference 1.4 and 1.8): always HTTP 200
 * JSON from `wp_send_json_success/error`. Success `{success:true, data:{message, data:{redirect_url?,
 * popup?}}}`; failure `{success:false, data:{message, errors: {<id>: text} | [], data}}`. Anything
 * else (an HTML error page, a timeout, `0` from admin-ajax for an unknown action) is a transport
 * failure with a translated message, never jQuery's "parsererror" (ISS #2608). Pure.
 */
import { isPlainObject } from '../shared/parsed';

/**
 * Elementor's popup form action (popup/form-action.php:95-118): `{action:'open', id}` opens that
 * pop-up; `{action:'close', do_not_show_again}` closes the pop-up that holds the form (or the one
 * with `id`, when given) after POPUP_CLOSE_DELAY_MS.
 */
export type PopupAction = { action: 'open'; id: string } | { action: 'close'; id: string | undefined; doNotShowAgain: boolean };

export type FormAnswer =
  | { kind: 'success'; message: string; redirectUrl: string | undefined; popup: PopupAction | undefined; data: Record<string, unknown>; raw: unknown }
  | { kind: 'invalid'; message: string; errors: Record<string, string>; data: Record<string, unknown>; raw: unknown }
  | { kind: 'failure'; reason: 'network' | 'timeout' | 'http' | 'unparseable' | 'shape'; status: number | undefined };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** `data.data.popup` as popup/form-action.php prints it (id a number or a numeric string; the switch "yes" or ""). */
export function readPopup(v: unknown): PopupAction | undefined {
  if (!isPlainObject(v)) return undefined;
  const id = str(v.id).trim();
  if (v.action === 'open') return id !== '' ? { action: 'open', id } : undefined;
  if (v.action === 'close') {
    const d = v.do_not_show_again;
    return { action: 'close', id: id === '' ? undefined : id, doNotShowAgain: d === true || d === 'yes' || d === '1' || d === 1 || d === 'true' };
  }
  return undefined;
}

/** A redirect URL only when it is http(s) or relative (a `javascript:` URL is never followed). */
export function safeRedirect(v: unknown, base: string): string | undefined {
  const raw = str(v).trim();
  if (raw === '') return undefined;
  try {
    const u = new URL(raw, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** `data.errors`: an object of texts keyed by custom_id, or `[]` (PHP's empty array) = none. */
export function readErrors(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(v)) {
    // A PHP list with entries would be keyed 0, 1 ...; keep them as such.
    v.forEach((t, i) => {
      if (str(t) !== '') out[String(i)] = str(t);
    });
    return out;
  }
  if (!isPlainObject(v)) return out;
  for (const [k, t] of Object.entries(v)) if (str(t) !== '') out[k] = str(t);
  return out;
}

/** Reads a parsed JSON answer. `base` resolves a relative redirect URL (the page's URL). */
export function readAnswer(json: unknown, base: string): FormAnswer {
  if (!isPlainObject(json) || typeof json.success !== 'boolean') return { kind: 'failure', reason: 'shape', status: 200 };
  const data = isPlainObject(json.data) ? json.data : {};
  const inner = isPlainObject(data.data) ? data.data : {};
  if (json.success) {
    return { kind: 'success', message: str(data.message), redirectUrl: safeRedirect(inner.redirect_url, base), popup: readPopup(inner.popup), data: inner, raw: json.data };
  }
  return { kind: 'invalid', message: str(data.message), errors: readErrors(data.errors), data: inner, raw: json.data };
}

/** A transport result (src/platform/http.ts) as an answer. */
export function readResult(r: { ok: true; data: unknown } | { ok: false; kind: 'http' | 'network' | 'timeout' | 'unparseable'; status?: number }, base: string): FormAnswer {
  if (r.ok) return readAnswer(r.data, base);
  return { kind: 'failure', reason: r.kind, status: r.status };
}
