/**
 * Server-provided HTML goes through DOMPurify before it enters the DOM, unless the site owner
 * turned it off with `"sanitizeHtml": false` in the page settings.
 *
 * On top of DOMPurify's defaults (no script, no event handlers, no javascript: URLs, no
 * iframe/object/embed/base/meta), inline CSS is removed: `<style>` elements and `style`
 * attributes. Under the strict Content-Security-Policy these widgets are built for, the browser
 * would refuse them anyway and report a violation for each; without that policy they are a way to
 * lay a fake form over the page or to load tracking URLs through `url(…)`. The widgets' looks come
 * from their own stylesheets, `--se-*` properties and `::part()`.
 *
 * DOMPurify is 12 KB gzip: widgets import this module with import() where they can, a chunk of
 * its own fetched only when some server HTML has to be sanitized (./sanitize-lazy.ts has the
 * helpers; the form's view still imports it with the form).
 */
import DOMPurify, { type Config } from 'dompurify';
import { isSameDocumentRef, svgWithoutInlineStyles } from '../core/builder/svg';
import { stripCspTriggers } from '../core/shared/html';

/** The DOMPurify options every sink uses (tests/e2e/xss.spec.ts pushes the XSS corpus through them). */
const OPTIONS: Config = { ADD_ATTR: ['target'], FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Returns HTML safe to assign to innerHTML (scripts, event handlers, javascript: URLs and inline CSS removed). */
export function sanitizeHtml(html: string, enabled = true): string {
  if (!enabled) return html;
  // Handlers and inline CSS are cut out first: Chromium reports a CSP violation when DOMPurify's
  // inert parser merely meets them, although nothing runs (see src/core/shared/html.ts).
  try {
    return DOMPurify.sanitize(stripCspTriggers(html), OPTIONS) as string;
  } catch {
    // DOMPurify 3.4 throws "Illegal invocation" on some malformed input (`<<?form><`, found by
    // tests/browser/sanitize.property.test.ts). Server HTML must never crash a widget, and what
    // could not be sanitized is not shown: fail closed.
    return '';
  }
}

/** Drops a `<use>` reference that leaves the document (an external sprite could carry anything). */
function dropForeignUse(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'use') return;
  for (const a of ['href', 'xlink:href']) if (node.hasAttribute(a) && !isSameDocumentRef(node.getAttribute(a))) node.removeAttribute(a);
}

/**
 * An SVG file's markup made safe to inline (spec section 7, "SVG inline"): no script, no event
 * handlers, no `<foreignObject>`, `<use href>` only to `#ids` of the same document. Inline
 * styles become presentation attributes first, so a strict CSP has nothing to refuse. Markup
 * DOMPurify cannot handle is not shown (fail closed, as sanitizeHtml).
 */
export function sanitizeSvg(svg: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', dropForeignUse);
  try {
    return DOMPurify.sanitize(stripCspTriggers(svgWithoutInlineStyles(svg)), {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['style', 'foreignObject', 'script'],
      FORBID_ATTR: ['style'],
    }) as string;
  } catch {
    return '';
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', dropForeignUse);
  }
}
