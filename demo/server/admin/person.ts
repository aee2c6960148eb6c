/**
 * WooCommerce's order anonymisation (WC_Privacy_Erasers::remove_order_personal_data with
 * wp_privacy_anonymize_data): each personal field of the billing and shipping address is replaced
 * by its anonymous value: the e-mail by `deleted@site.invalid`, the phone, state and country by
 * '' (the 'phone' / 'address_state' / 'address_country' types have no anonymous text), every other
 * text by `[deleted]` (nl_NL: `[verwijderd]`). The order keeps its lines, totals, status and
 * payment method (the shop's books). The customer's note is replaced too when it holds anything.
 */

const EMPTY_KEYS = new Set(['phone', 'state', 'country']);

/** A stored address (JSON text) with its personal fields anonymised. */
export function anonymiseAddress(json: string, deleted: string): string {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return '{}';
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return '{}';
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === '' || x === null || x === undefined) out[k] = x ?? '';
    else if (k === 'email') out[k] = 'deleted@site.invalid';
    else if (EMPTY_KEYS.has(k)) out[k] = '';
    else out[k] = deleted;
  }
  return JSON.stringify(out);
}

export const anonymiseNote = (note: string, deleted: string): string => (note.trim() ? deleted : '');

/** A JSON text column parsed for the export (the text itself when it is not JSON). */
export function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}
