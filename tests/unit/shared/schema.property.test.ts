/** Properties of config reading: JSON parsing, forbidden keys, depth, safe URLs (against WHATWG URL). */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FORBIDDEN_KEYS, inspectJson, parseJson } from '../../../src/core/shared/schema';
import { isSafeLinkUrl, isSafeMediaUrl, LINK_SCHEMES } from '../../../src/core/shared/url';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from './property';

/** A JSON value with a forbidden key planted at a random place. */
const planted = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...FORBIDDEN_KEYS), fc.array(fc.nat(5), { maxLength: 4 })).map(([v, bad, path]) => {
  const root: Record<string, unknown> = { root: v };
  let at: Record<string, unknown> = root;
  for (const step of path) {
    const next: Record<string, unknown> = {};
    at[`k${step}`] = next;
    at = next;
  }
  return `{"wrap": ${JSON.stringify(root)}, "x": ${JSON.stringify({ [`k${path.length}`]: 1 })}, "planted": ${JSON.stringify(at === root ? {} : root).slice(0, 0) || '{'}"${bad}": 1}}`;
});

/** Pieces browsers forgive in a URL scheme. */
const urlPiece = fc.constantFrom('java', 'script', 'JaVa', 'SCRIPT', 'vb', 'data', 'http', 'https', 'mailto', 'tel', ':', '//', '/', '#', '?', ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u007f', '\u00a0', '%0a', '&colon;', 'x', '.', '+', '-', 'example.nl');
const trickyUrl = fc.array(urlPiece, { maxLength: 8 }).map((a) => a.join(''));

describe('config reading properties', () => {
  it(caseTitle('parseJson of any text: a value or an issue, never a throw; valid JSON without forbidden keys passes'), () => {
    checkProperty(
      fc.property(fc.oneof(fc.string(), fc.json({ maxDepth: 4 })), (text) => {
        const r = parseJson(text);
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        if (!valid) return !r.ok;
        return FORBIDDEN_KEYS.some((k) => text.includes(`"${k}"`)) || r.ok;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('a __proto__ / constructor / prototype key anywhere is an issue naming it'), () => {
    checkProperty(
      fc.property(planted, (text) => {
        const r = parseJson(text);
        return !r.ok && FORBIDDEN_KEYS.some((k) => r.issue.path.endsWith(k));
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('nesting beyond 64 levels is an issue, up to 64 is not'), () => {
    checkProperty(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.boolean(), (depth, objects) => {
        let v: unknown = 1;
        for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
        return inspectJson(v).ok === depth <= 64;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('a URL called safe is relative or http(s)/mailto/tel for the WHATWG URL parser; media adds only data: raster images'), () => {
    checkProperty(
      fc.property(trickyUrl, (u) => {
        let protocol: string | null = null;
        try {
          protocol = new URL(u, 'https://example.nl/pagina').protocol.replace(/:$/, '');
        } catch {
          protocol = null; // not a URL at all: a browser does not follow it either
        }
        if (protocol === null) return true;
        const link = (LINK_SCHEMES as readonly string[]).includes(protocol);
        return isSafeLinkUrl(u) === link && (!isSafeMediaUrl(u) || ['http', 'https', 'data'].includes(protocol));
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
