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
 */
import DOMPurify, { type Config } from 'dompurify';
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
