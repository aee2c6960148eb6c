/**
 * Properties of the loop grid's filter query strings (issue 12's `e-filter-{widgetId}-{taxonomy}`,
 * issue 14's property tests): what writeFilters puts in a URL, readFilters reads back (other
 * parameters kept byte for byte), and any query string at all is read without an error into
 * valid filters only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWidgetFilters, readFilters, TAXONOMY_PATTERN, writeFilters, type LoopFilters, type LogicalJoin } from '../../../src/core/builder/loop-filter';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

const WIDGET = 'a1b2c3d';
/** WordPress term slugs: sanitize_title's alphabet, UTF-8 letters kept (WordPress stores them percent-encoded; we read them either way). */
const slug = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'.split(''), 'é', 'ü', 'ø', '%c3%a8'), minLength: 1, maxLength: 12 });
const taxonomy = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_-'.split('')), minLength: 1, maxLength: 32 }).filter((t) => !['__proto__', 'constructor', 'prototype'].includes(t));
const filter = fc.record({ terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 5 }), logicalJoin: fc.constantFrom<LogicalJoin | undefined>('AND', 'OR', 'NOT', undefined) });
const filters = fc.dictionary(taxonomy, filter, { maxKeys: 4 }).map((d) => JSON.parse(JSON.stringify(d)) as LoopFilters);
/** Other parameters a page may carry, some of them another loop widget's. */
const other = fc.array(fc.tuple(fc.constantFrom('utm_source', 's', 'e-filter-zzzzzzz-product_cat', 'e-page-zzzzzzz', 'lang', 'x y'), fc.string({ maxLength: 8 })), { maxLength: 4 });

/** A filter as it reads back: no join means AND; one term is one term whatever the join (except NOT). */
const normal = (f: LoopFilters): LoopFilters =>
  Object.fromEntries(Object.entries(f).map(([t, v]) => [t, { terms: v.terms, logicalJoin: v.logicalJoin === 'NOT' ? 'NOT' : v.logicalJoin === 'OR' && v.terms.length > 1 ? 'OR' : 'AND' }]));

describe('loop filter query strings', () => {
  it(caseTitle('readFilters(writeFilters(q, f)) reads f back; every other parameter stays byte for byte'), () => {
    checkProperty(
      fc.property(filters, other, (f, params) => {
        const search = params.length ? `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : '';
        const out = writeFilters(search, WIDGET, f);
        expect(readFilters(out, WIDGET)).toEqual(normal(f));
        const kept = out.replace(/^\?/, '').split('&').filter((p) => p && !p.startsWith(`e-filter-${WIDGET}-`));
        expect(kept).toEqual(search.replace(/^\?/, '').split('&').filter(Boolean));
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('any query string is read without an error into valid filters only'), () => {
    const piece = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(`e-filter-${WIDGET}-`, `&e-filter-${WIDGET}-__proto__=`, 'product_cat', '=', '&', '+', '~', '!', '%', '%7E', '%2', '?', '__proto__', 'constructor'));
    checkProperty(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const read = readFilters(parts.join(''), WIDGET);
        for (const [tax, f] of Object.entries(read)) {
          if (!TAXONOMY_PATTERN.test(tax) || f.terms.length === 0 || new Set(f.terms).size !== f.terms.length || f.terms.some((t) => t.trim() === '')) return false;
        }
        return Object.getPrototypeOf(read) === Object.prototype && ({} as Record<string, unknown>).polluted === undefined;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  // Found while writing the properties above: a link could set the filters' prototype, and so could a refresh-loop body.
  it('a taxonomy named __proto__ or constructor is not a filter (URL and refresh-loop body)', () => {
    const read = readFilters(`?e-filter-${WIDGET}-__proto__=taart&e-filter-${WIDGET}-constructor=x&e-filter-${WIDGET}-product_cat=brood`, WIDGET);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(read).toEqual({ product_cat: { terms: ['brood'], logicalJoin: 'AND' } });
    const body = parseWidgetFilters(JSON.parse('{"taxonomy": {"__proto__": {"terms": ["taart"]}}}'));
    expect(body.ok).toBe(false);
  });
});
