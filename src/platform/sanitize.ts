/**
 * Server-provided HTML goes through DOMPurify before it enters the DOM, unless the site owner
 * turned it off with `"sanitizeHtml": false` in the page settings.
 */
import DOMPurify from 'dompurify';

/** Returns HTML safe to assign to innerHTML (scripts, event handlers and javascript: URLs removed). */
export function sanitizeHtml(html: string, enabled = true): string {
  if (!enabled) return html;
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) as string;
}
