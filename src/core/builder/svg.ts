/**
 * Inline SVG (spec section 7, "SVG inline"): the text pre-pass before DOMPurify. Under a strict
 * Content-Security-Policy (no 'unsafe-inline' styles) an SVG's `style="…"` attributes and
 * `<style>` blocks would be refused with a violation report each, so they are taken out here and
 * the style declarations SVG also knows as presentation attributes become attributes
 * (`style="fill:#c00"` -> `fill="#c00"`), which CSP allows. Pure text in, text out.
 */

/** SVG presentation attributes (SVG 2 §6.6) a `style` declaration may become. */
const PRESENTATION = new Set([
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'cursor', 'direction', 'display', 'dominant-baseline', 'fill', 'fill-opacity',
  'fill-rule', 'filter', 'flood-color', 'flood-opacity', 'font-family', 'font-size', 'font-size-adjust',
  'font-stretch', 'font-style', 'font-variant', 'font-weight', 'image-rendering', 'letter-spacing',
  'lighting-color', 'marker-end', 'marker-mid', 'marker-start', 'mask', 'opacity', 'overflow', 'paint-order',
  'pointer-events', 'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity',
  'stroke-width', 'text-anchor', 'text-decoration', 'text-rendering', 'transform', 'unicode-bidi',
  'vector-effect', 'visibility', 'word-spacing', 'writing-mode',
]);

const TAG = /<[a-zA-Z][^<>]*>/g;
const STYLE_ATTR = /\sstyle\s*=\s*("([^"]*)"|'([^']*)')/i;
const STYLE_BLOCK = /<style\b[^>]*>[\s\S]*?<\/style\s*>|<style\b[^>]*\/>/gi;

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `fill:#c00; stroke-width: 2px; --x: 1` -> ` fill="#c00" stroke-width="2px"` (unknown or unsafe declarations dropped). */
export function styleToPresentationAttributes(style: string, existing: ReadonlySet<string> = new Set()): string {
  let out = '';
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).replace(/!important/i, '').trim();
    // url(...) may point anywhere; a presentation attribute keeps only same-document references.
    if (!PRESENTATION.has(name) || !value || existing.has(name) || /url\(\s*['"]?(?!#)/i.test(value) || /expression|javascript:/i.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/** Removes `<style>` blocks and turns each `style` attribute into presentation attributes. */
export function svgWithoutInlineStyles(svg: string): string {
  return svg.replace(STYLE_BLOCK, '').replace(TAG, (tag) => {
    const m = STYLE_ATTR.exec(tag);
    if (!m) return tag;
    const attrs = new Set([...tag.matchAll(/\s([a-zA-Z:-]+)\s*=/g)].map((x) => x[1]!.toLowerCase()));
    const replacement = styleToPresentationAttributes(m[2] ?? m[3] ?? '', attrs);
    return tag.slice(0, m.index) + replacement + tag.slice(m.index + m[0].length);
  });
}

/** True for a `<use href>` that stays inside the document (`#id`); everything else is dropped. */
export function isSameDocumentRef(href: string | null | undefined): boolean {
  return typeof href === 'string' && /^#[^\s]+$/.test(href.trim());
}
