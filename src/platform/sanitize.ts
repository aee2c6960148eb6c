/**
 * Server-provided HTML goes through DOMPurify before it enters the DOM, unless the site owner
 * turned it off with `"sanitizeHtml": false` in the page settings.
 */
import DOMPurify from 'dompurify';
import { isSameDocumentRef, svgWithoutInlineStyles } from '../core/builder/svg';
import { stripInlineHandlers } from '../core/shared/html';

/** Returns HTML safe to assign to innerHTML (scripts, event handlers and javascript: URLs removed). */
export function sanitizeHtml(html: string, enabled = true): string {
  if (!enabled) return html;
  // Handlers are cut out first: Chromium reports a CSP violation when DOMPurify's inert parser
  // merely meets an `on…=` attribute, although nothing runs (see src/core/shared/html.ts).
  return DOMPurify.sanitize(stripInlineHandlers(html), { ADD_ATTR: ['target'] }) as string;
}

/** Drops a `<use>` reference that leaves the document (an external sprite could carry anything). */
function dropForeignUse(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'use') return;
  for (const a of ['href', 'xlink:href']) if (node.hasAttribute(a) && !isSameDocumentRef(node.getAttribute(a))) node.removeAttribute(a);
}

/**
 * An SVG file's markup made safe to inline (spec section 7, "SVG inline"): no script, no event
 * handlers, no `<foreignObject>`, `<use href>` only to `#ids` of the same document. Inline
 * styles become presentation attributes first, so a strict CSP has nothing to refuse.
 */
export function sanitizeSvg(svg: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', dropForeignUse);
  try {
    return DOMPurify.sanitize(stripInlineHandlers(svgWithoutInlineStyles(svg)), {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['style', 'foreignObject', 'script'],
      FORBID_ATTR: ['style'],
    }) as string;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', dropForeignUse);
  }
}
