/**
 * The sanitizer (./sanitize.ts: DOMPurify, 12 KB gzip) as a chunk of its own, fetched only when
 * server-provided HTML has to go through it: sanitizing is on (the page setting `sanitizeHtml`)
 * and the text holds a `<`. Text without one cannot make an element, an attribute or a comment
 * (the HTML parser starts all of them at `<`; `&…;` references only ever make text): DOMPurify
 * returns it unchanged (its own fast path) and stripCspTriggers has nothing to cut, so it goes to
 * innerHTML as it is (tests/browser/sanitize.property.test.ts checks the two agree).
 */
import { lazyModule } from './lazy';

export type SanitizerModule = typeof import('./sanitize');

/** DOMPurify's chunk: one request however often it is asked for, asked again after a failure. */
export const sanitizer = lazyModule<SanitizerModule>(() => import('./sanitize'));

/** True when `html` must be sanitized before it enters the DOM, i.e. when the sanitizer must be loaded. */
export function needsSanitizer(html: string, enabled: boolean): boolean {
  return enabled && html.includes('<');
}

/**
 * `html` ready for innerHTML, with `mod` the sanitizer once loaded: as it is when it needs no
 * sanitizing, sanitized when it does, and '' when it does and the sanitizer is not there (what
 * could not be sanitized is not shown: fail closed, as sanitizeHtml does).
 */
export function sanitizedWith(mod: SanitizerModule | undefined, html: string, enabled: boolean): string {
  if (!needsSanitizer(html, enabled)) return html;
  return mod ? mod.sanitizeHtml(html) : '';
}
