/**
 * Properties of the HTML sanitizing path in real Chromium: the CSP pre-pass
 * (src/core/shared/html.ts), sanitizeHtml (src/platform/sanitize.ts) and its lazy front
 * (src/platform/sanitize-lazy.ts: text without `<` skips the sanitizer), on HTML built from the
 * fragments XSS payloads are made of.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { stripCspTriggers } from '../../src/core/shared/html';
import * as sanitizeModule from '../../src/platform/sanitize';
import { sanitizeHtml } from '../../src/platform/sanitize';
import { needsSanitizer, sanitizedWith } from '../../src/platform/sanitize-lazy';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../unit/shared/property';

const FRAGMENTS = [
  '<', '</', '>', '/>', ' ', '\t', '\n', '"', "'", '=', '/', '`',
  'img', 'svg', 'math', 'style', 'base', 'div', 'a', 'p', 'mtext', 'mglyph', 'table', 'template', 'noscript', 'xmp', 'textarea', 'title',
  'iframe', 'script', 'form', 'select', 'foreignObject', 'desc', 'annotation-xml', 'object', 'embed', 'meta', 'link', 'details',
  ' onerror=', ' onload=', '/onclick=', ' ONFOCUS=', ' style=', ' STYLE=', ' href=', ' src=', ' xlink:href=', ' formaction=', ' srcdoc=', ' action=',
  'javascript:', 'JaVa\tScRiPt:', 'data:text/html,', 'vbscript:', '__xss(1)', 'x', '<!--', '-->', '<![CDATA[', ']]>', '<?', '?>', '&lt;', '&#x3C;', '&colon;',
];
const html = fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 24 }).map((a) => a.join(''));

/** Every element of a parsed tree, template contents and nested documents included. */
function* elements(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el instanceof HTMLTemplateElement) yield* elements(el.content);
  }
}

const UNSAFE_URL = /^(javascript|vbscript|data):/i;
const URL_ATTRS = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcset', 'poster', 'background']);
// <template> may stay: its content is inert and DOMPurify sanitizes it too (elements() walks into it).
const BAD_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset', 'noscript']);

describe('sanitizing properties (Chromium)', () => {
  it(caseTitle('after the CSP pre-pass the parser meets no on…= or style= attribute and no <style> or <base>'), () => {
    const parser = new DOMParser();
    checkProperty(
      fc.property(html, (s) => {
        const doc = parser.parseFromString(stripCspTriggers(s), 'text/html');
        for (const el of elements(doc)) {
          if (el.localName === 'style' || el.localName === 'base') return false;
          for (const a of el.attributes) if (/^on/i.test(a.name) || a.name.toLowerCase() === 'style') return false;
        }
        return true;
      }),
    );
  }).timeout(PROPERTY_TIMEOUT_MS);

  it(caseTitle('sanitizeHtml output holds no script, style, frame, handler, inline style or javascript:/vbscript:/data: URL'), () => {
    checkProperty(
      fc.property(html, (s) => {
        const t = document.createElement('template');
        t.innerHTML = sanitizeHtml(s);
        for (const el of elements(t.content)) {
          if (BAD_ELEMENTS.has(el.localName)) return false;
          for (const a of el.attributes) {
            const n = a.name.toLowerCase();
            if (n.startsWith('on') || n === 'style' || n === 'srcdoc') return false;
            if (URL_ATTRS.has(n) && UNSAFE_URL.test(a.value.replace(/[\u0000-\u0020]/g, ''))) return false;
          }
        }
        return true;
      }),
    );
  }).timeout(PROPERTY_TIMEOUT_MS);

  it(caseTitle('text without "<" needs no sanitizer: sanitizeHtml returns it unchanged, and it parses to text nodes only'), () => {
    // The fragments with every `<` taken out: entities, quotes, `javascript:`, `onerror=`, `]]>`, `-->` stay.
    const text = fc.oneof(html.map((s) => s.replace(/</g, '')), fc.string(), fc.string({ unit: 'binary' }));
    checkProperty(
      fc.property(text, (s) => {
        if (s.includes('<')) return true;
        if (needsSanitizer(s, true) || needsSanitizer(s, false)) return false;
        if (sanitizeHtml(s) !== s || sanitizedWith(undefined, s, true) !== s) return false;
        const t = document.createElement('template');
        t.innerHTML = s;
        return [...t.content.childNodes].every((n) => n.nodeType === Node.TEXT_NODE);
      }),
    );
  }).timeout(PROPERTY_TIMEOUT_MS);

  it(caseTitle('sanitizedWith: the sanitizer\'s output when loaded, nothing of markup when not, the text as is when sanitizing is off'), () => {
    checkProperty(
      fc.property(html, (s) => {
        if (sanitizedWith(sanitizeModule, s, true) !== sanitizeHtml(s)) return false;
        if (sanitizedWith(undefined, s, true) !== (s.includes('<') ? '' : s)) return false;
        return sanitizedWith(undefined, s, false) === s && !needsSanitizer(s, false);
      }),
    );
  }).timeout(PROPERTY_TIMEOUT_MS);

  it('the fragments cover every payload family of the XSS corpus', () => {
    expect(FRAGMENTS).to.include.members(['<', ' onerror=', ' style=', 'style', 'base', 'javascript:', 'data:text/html,', 'template', 'noscript', 'math', 'svg', 'mglyph', '<!--']);
  });
});
