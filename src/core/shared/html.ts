/**
 * A pre-pass for server-provided HTML (form html fields and confirmations, pop-up descriptions,
 * the consent ajax popup) before DOMPurify (src/platform/sanitize.ts): inline
 * event-handler attributes are removed from the tags. DOMPurify removes them too, but Chromium
 * reports a Content-Security-Policy violation as soon as its inert parser meets one, so under a
 * strict CSP every sanitized `onerror=` would log an error. Text between tags is left alone.
 */

const TAG = /<[a-zA-Z][^<>]*>/g;
const HANDLER = /[\s/]on[a-z0-9_-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/** Removes `on…=` attributes from every tag of `html`. */
export function stripInlineHandlers(html: string): string {
  return html.replace(TAG, (tag) => {
    let out = tag;
    // Repeat: removing one attribute can expose another behind a slash (`<img/onerror=a/onload=b>`).
    for (let i = 0; i < 20 && HANDLER.test(out); i++) {
      HANDLER.lastIndex = 0;
      out = out.replace(HANDLER, (m) => (m[0] === '/' ? '/' : ' '));
    }
    HANDLER.lastIndex = 0;
    return out;
  });
}
