/**
 * A pre-pass for server-provided HTML (form html fields and confirmations, pop-up descriptions,
 * the consent ajax popup) before DOMPurify (src/platform/sanitize.ts). DOMPurify is the security
 * boundary and removes all of this too, but it has to parse the HTML first, and Chromium applies
 * the page's Content-Security-Policy to that inert parse: every `on…=` attribute, `style`
 * attribute, `<style>` element and `<base href>` it meets is reported as a violation although
 * nothing runs. So these are cut out of the text before DOMPurify sees it.
 *
 * The pass is deliberately context-free: it treats every `<name …>` anywhere in the text as a tag
 * (inside attribute values, comments and raw text too), once reading quoted attribute values as
 * values (every handler and style outside them goes) and once not (then only `on…=` and `style=`
 * with a value after a space or a quote go), so a tag the parser might find in a place a tokenizer
 * would call text still loses its handlers. Removing too much (an `onclick=x` written inside a
 * comment or a title) is harmless, DOMPurify decides what stays; but a value is never cut at a
 * slash: `href="/online-bestellen/"` stays a path (it became `//`, a link to nowhere, until
 * 2026-11-27).
 */

/**
 * A start tag, attribute values read as quoted strings (so `>` inside quotes does not end it).
 * A quote opens a value only after `=` (as the parser reads it): elsewhere, in the tag's name
 * (`<javascript:'/onclick=x>`) or an unquoted value, it is a character like any other.
 * `<` does not end a tag for the parser either (`<img src=x onerror=a//</div>` is one img tag).
 */
const TAG_QUOTED = /<[a-zA-Z](?:=\s*"[^"]*"|=\s*'[^']*'|[^>])*>/g;
/** A start tag up to the first `>`, quotes ignored (finds tags hidden inside attribute values). */
const TAG_PLAIN = /<[a-zA-Z][^>]*>/g;
/** `on…` and `style` attributes with their value, an empty one (`style=>`) or none (`onerror>`). */
const INLINE_ATTR = /[\s/"'](?:on[a-z0-9_-]*|style)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)|(?=[\s/>]|$))/gi;
/**
 * The same, only with a value and only after a space or a quote: what the quotes-ignored pass
 * removes. A slash or a bare name there would be text inside a quoted value far more often than an
 * attribute (`href="/online-bestellen/"`, `alt="in style"`).
 */
const INLINE_ATTR_VALUED = /[\s"'](?:on[a-z0-9_-]*|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)/gi;
/** A quoted attribute value, with the `=` (and spaces) before it. */
const QUOTED = /=\s*"[^"]*"|=\s*'[^']*'/g;
/** `<style>…</style>` (content included: in SVG it is markup, not CSS) and stray style / base tags. */
const STYLE_ELEMENT = /<style\b(?:"[^"]*"|'[^']*'|[^<>"'])*>[\s\S]*?<\/style\s*>/gi;
const STYLE_OR_BASE_TAG = /<\/?(?:style|base)\b[^<>]*>?/gi;

const cut = (m: string) => (m[0] === '/' ? '/' : m[0] === '"' || m[0] === "'" ? `${m[0]} ` : ' ');

/** Strips `attr` matches from a tag, quotes ignored. */
function stripAttrs(tag: string, attr: RegExp): string {
  let out = tag;
  // Repeat: removing one attribute can expose another behind a slash (`<img/onerror=a/onload=b>`).
  for (let i = 0; i < 20 && attr.test(out); i++) {
    attr.lastIndex = 0;
    out = out.replace(attr, cut);
  }
  attr.lastIndex = 0;
  return out;
}

/**
 * Strips INLINE_ATTR matches that begin outside quoted values: the matching runs on a copy whose
 * quoted values are blanked (same length), and each match is cut from the tag at its place.
 */
function stripOutsideQuotes(tag: string): string {
  let out = tag;
  for (let i = 0; i < 20; i++) {
    // The value's text blanked between its quotes (same length): `="a onclick=b"` -> `="_____________"`.
    const masked = out.replace(QUOTED, (q) => {
      const open = q.search(/["']/);
      return q.slice(0, open + 1) + '_'.repeat(q.length - open - 2) + q[q.length - 1];
    });
    INLINE_ATTR.lastIndex = 0;
    const m = INLINE_ATTR.exec(masked);
    INLINE_ATTR.lastIndex = 0;
    if (!m) break;
    out = out.slice(0, m.index) + cut(m[0]) + out.slice(m.index + m[0].length);
  }
  return out;
}

/**
 * Removes everything a strict CSP would report while DOMPurify parses `html`: `on…=` and `style=`
 * attributes, `<style>` elements and `<base>` tags.
 */
export function stripCspTriggers(html: string): string {
  const noStyle = html.replace(STYLE_ELEMENT, '').replace(STYLE_OR_BASE_TAG, '');
  return noStyle.replace(TAG_QUOTED, stripOutsideQuotes).replace(TAG_PLAIN, (tag) => stripAttrs(tag, INLINE_ATTR_VALUED));
}
