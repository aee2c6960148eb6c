/**
 * Server text of the Store API as plain text. WooCommerce escapes names and messages for HTML
 * (`esc_html`, `wptexturize`: `&amp;`, `&quot;`, `&#8217;`, `&#8211;`) and some product names hold
 * markup; the cart shows them as text (never parsed as HTML): character references decoded, tags
 * removed, whitespace collapsed.
 */
import { decodeEntities } from '../shared/currency';

/** Named references WordPress' texturize and esc_html write that the shared decoder does not know. */
const MORE: Record<string, string> = {
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  times: '\u00d7',
  deg: '\u00b0',
  eacute: '\u00e9',
  euml: '\u00eb',
  iuml: '\u00ef',
  ouml: '\u00f6',
  uuml: '\u00fc',
  auml: '\u00e4',
  egrave: '\u00e8',
  agrave: '\u00e0',
  ccedil: '\u00e7',
  reg: '\u00ae',
  copy: '\u00a9',
  trade: '\u2122',
  '#039': "'",
};

const TAG = /<\/?[a-zA-Z][^<>]*>/g;

/** Decodes character references (twice-escaped `&amp;quot;` included), drops tags, collapses whitespace. */
export function serverText(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  let t = value.replace(TAG, ' ');
  // WooCommerce escapes some messages twice (`esc_html` over an already escaped `&quot;`): two passes.
  for (let i = 0; i < 2 && t.includes('&'); i++) {
    t = t.replace(/&([a-z]{2,8}|#039);/gi, (whole, ref: string) => MORE[ref.toLowerCase()] ?? whole);
    t = decodeEntities(t);
  }
  return t.replace(/\s+/g, ' ').trim();
}
