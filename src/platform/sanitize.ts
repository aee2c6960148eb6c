/**
 * Server-provided HTML goes through DOMPurify before it enters the DOM, unless the site owner
 * turned it off with `"sanitizeHtml": false` in the page settings.
 */
import DOMPurify from 'dompurify';
import { stripInlineHandlers } from '../core/shared/html';

/** Returns HTML safe to assign to innerHTML (scripts, event handlers and javascript: URLs removed). */
export function sanitizeHtml(html: string, enabled = true): string {
  if (!enabled) return html;
  // Handlers are cut out first: Chromium reports a CSP violation when DOMPurify's inert parser
  // merely meets an `on…=` attribute, although nothing runs (see src/core/shared/html.ts).
  return DOMPurify.sanitize(stripInlineHandlers(html), { ADD_ATTR: ['target'] }) as string;
}
