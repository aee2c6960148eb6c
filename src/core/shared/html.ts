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
 * values and once not, so a tag the parser might find in a place a tokenizer would call text still
 * loses its handlers. Removing too much (inside a comment or a title attribute) is harmless;
 * DOMPurify decides what stays.
 */

/**
 * A start tag, attribute values read as quoted strings (so `>` inside quotes does not end it).
 * `<` does not end a tag for the parser either (`<img src=x onerror=a//</div>` is one img tag).
 */
const TAG_QUOTED = /<[a-zA-Z](?:"[^"]*"|'[^']*'|[^>"'])*>/g;
/** A start tag up to the first `>`, quotes ignored (finds tags hidden inside attribute values). */
const TAG_PLAIN = /<[a-zA-Z][^>]*>/g;
/** `on…` and `style` attributes with their value, an empty one (`style=>`) or none (`onerror>`). */
const INLINE_ATTR = /[\s/"'](?:on[a-z0-9_-]*|style)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)|(?=[\s/>]|$))/gi;
/** `<style>…</style>` (content included: in SVG it is markup, not CSS) and stray style / base tags. */
const STYLE_ELEMENT = /<style\b(?:"[^"]*"|'[^']*'|[^<>"'])*>[\s\S]*?<\/style\s*>/gi;
const STYLE_OR_BASE_TAG = /<\/?(?:style|base)\b[^<>]*>?/gi;

function stripAttrs(tag: string, attr: RegExp): string {
  let out = tag;
  // Repeat: removing one attribute can expose another behind a slash (`<img/onerror=a/onload=b>`).
  for (let i = 0; i < 20 && attr.test(out); i++) {
    attr.lastIndex = 0;
    out = out.replace(attr, (m) => (m[0] === '/' ? '/' : m[0] === '"' || m[0] === "'" ? `${m[0]} ` : ' '));
  }
  attr.lastIndex = 0;
  return out;
}

/**
 * Removes everything a strict CSP would report while DOMPurify parses `html`: `on…=` and `style=`
 * attributes, `<style>` elements and `<base>` tags.
 */
export function stripCspTriggers(html: string): string {
  const noStyle = html.replace(STYLE_ELEMENT, '').replace(STYLE_OR_BASE_TAG, '');
  return noStyle.replace(TAG_QUOTED, (tag) => stripAttrs(tag, INLINE_ATTR)).replace(TAG_PLAIN, (tag) => stripAttrs(tag, INLINE_ATTR));
}
