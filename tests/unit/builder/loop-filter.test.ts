import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clickTerm,
  filterUrl,
  fitToRule,
  formatFilterValue,
  parseFilterValue,
  parseWidgetFilters,
  readFilters,
  sameFilters,
  writeFilters,
  type LoopFilters,
  type TermFilter,
} from '../../../src/core/builder/loop-filter';

const W = 'a1b2c3d';

describe('parseFilterValue (the value as URLSearchParams.get gives it)', () => {
  it.each([
    ['brood', { terms: ['brood'], logicalJoin: 'AND' }],
    ['brood taart', { terms: ['brood', 'taart'], logicalJoin: 'AND' }], // '+' in the URL arrives as a space
    ['brood+taart', { terms: ['brood', 'taart'], logicalJoin: 'AND' }], // '%2B' in the URL
    ['brood~taart', { terms: ['brood', 'taart'], logicalJoin: 'OR' }],
    ['!noten', { terms: ['noten'], logicalJoin: 'NOT' }],
    ['!noten!gluten', { terms: ['noten', 'gluten'], logicalJoin: 'NOT' }],
    ['noten!gluten', { terms: ['noten', 'gluten'], logicalJoin: 'NOT' }],
    ['brood~brood', { terms: ['brood'], logicalJoin: 'OR' }],
    ['', undefined],
    ['~', undefined],
    ['  ', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseFilterValue(value)).toEqual(expected);
  });
});

describe('formatFilterValue', () => {
  it.each([
    [{ terms: ['brood'] }, 'brood'],
    [{ terms: ['brood', 'taart'], logicalJoin: 'AND' }, 'brood+taart'],
    [{ terms: ['brood', 'taart'], logicalJoin: 'OR' }, 'brood~taart'],
    [{ terms: ['noten'], logicalJoin: 'NOT' }, '!noten'],
    [{ terms: ['noten', 'gluten'], logicalJoin: 'NOT' }, '!noten!gluten'],
    [{ terms: ['caf%c3%a9'] }, 'caf%25c3%25a9'], // WordPress keeps non-ASCII slugs percent-encoded; encoded once more, as URLSearchParams does
    [{ terms: ['a b'] }, 'a%20b'],
  ] as [TermFilter, string][])('%j -> %s', (filter, expected) => {
    expect(formatFilterValue(filter)).toBe(expected);
  });
});

describe('readFilters (one widget\'s filters from a query string)', () => {
  it.each([
    ['', {}],
    [`?e-filter-${W}-product_cat=brood`, { product_cat: { terms: ['brood'], logicalJoin: 'AND' } }],
    [`?e-filter-${W}-product_cat=brood+taart&e-filter-${W}-allergeen=!noten`, { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'AND' }, allergeen: { terms: ['noten'], logicalJoin: 'NOT' } }],
    [`?e-filter-${W}-product_cat=brood%7Etaart`, { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'OR' } }], // URLSearchParams writes ~ as %7E
    [`?e-filter-zzzzzzz-product_cat=brood`, {}], // another widget
    [`?e-filter-${W}-product_cat=`, {}], // empty: skipped, as Elementor's server does
    [`?e-filter-${W}-product-type=brood`, { 'product-type': { terms: ['brood'], logicalJoin: 'AND' } }], // Elementor's server drops a taxonomy with '-' (a bug); read here
    [`?e-filter-${W}-=brood&e-filter-${W}-a.b=x`, {}],
    [`?utm_source=x&e-page-${W}=3`, {}],
  ])('%s -> %j', (search, expected) => {
    expect(readFilters(search, W)).toEqual(expected);
  });
});

describe('writeFilters (the query string after a filter change)', () => {
  const brood: LoopFilters = { product_cat: { terms: ['brood'] } };
  it.each([
    ['', brood, `?e-filter-${W}-product_cat=brood`],
    ['?', {}, ''],
    [`?e-filter-${W}-product_cat=taart`, {}, ''],
    ['?utm_source=nieuwsbrief&lang=nl', brood, `?utm_source=nieuwsbrief&lang=nl&e-filter-${W}-product_cat=brood`],
    // the widget's page parameter is dropped (back to page 1); other widgets' parameters stay as they were
    [`?e-page-${W}=3&e-page-zzzzzzz=2&e-filter-zzzzzzz-tag=a+b`, brood, `?e-page-zzzzzzz=2&e-filter-zzzzzzz-tag=a+b&e-filter-${W}-product_cat=brood`],
    // other parameters are kept byte for byte, odd encodings included
    ['?q=caf%C3%A9+au+lait&x', brood, `?q=caf%C3%A9+au+lait&x&e-filter-${W}-product_cat=brood`],
    ['', { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'AND' }, allergeen: { terms: ['noten', 'gluten'], logicalJoin: 'NOT' } }, `?e-filter-${W}-product_cat=brood+taart&e-filter-${W}-allergeen=!noten!gluten`],
    ['', { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'OR' } }, `?e-filter-${W}-product_cat=brood~taart`],
    ['', { product_cat: { terms: [] } }, ''],
  ] as [string, LoopFilters, string][])('%s + %j -> %s', (search, filters, expected) => {
    expect(writeFilters(search, W, filters)).toBe(expected);
  });
});

describe('round trip: readFilters(writeFilters(x)) == x', () => {
  it.each([
    [{ product_cat: { terms: ['brood'], logicalJoin: 'AND' } }],
    [{ product_cat: { terms: ['brood', 'taart', 'koek'], logicalJoin: 'OR' } }],
    [{ allergeen: { terms: ['noten'], logicalJoin: 'NOT' } }],
    [{ product_cat: { terms: ['a', 'b'], logicalJoin: 'AND' }, allergeen: { terms: ['x', 'y'], logicalJoin: 'NOT' }, 'post-tag': { terms: ['z'], logicalJoin: 'AND' } }],
  ] as [LoopFilters][])('%j', (filters) => {
    expect(readFilters(writeFilters('?utm=1', W, filters), W)).toEqual(filters);
  });

  it('a single OR term reads back as AND (no separator to tell them apart, as in Elementor); the bar\'s rule restores the join', () => {
    const read = readFilters(writeFilters('', W, { t: { terms: ['a'], logicalJoin: 'OR' } }), W);
    expect(read).toEqual({ t: { terms: ['a'], logicalJoin: 'AND' } });
    expect(fitToRule(read.t, { multiple: true, logicalJoin: 'OR' })).toEqual({ terms: ['a'], logicalJoin: 'OR' });
  });

  it('holds for any slugs, joins and other parameters (property; single OR terms read as AND)', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_%-]{0,14}$/);
    const filter = fc.record({ terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }), logicalJoin: fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const) });
    const filters = fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_-]{0,10}$/), filter, { maxKeys: 3 });
    const other = fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 8 })), { maxLength: 3 });
    fc.assert(
      fc.property(filters, other, (f, params) => {
        const search = new URLSearchParams(params).toString();
        const written = writeFilters(search, W, f);
        const expected = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.terms.length === 1 && v.logicalJoin === 'OR' ? { ...v, logicalJoin: 'AND' } : v]));
        expect(readFilters(written, W)).toEqual(expected);
        // other parameters survive unchanged
        const kept = new URLSearchParams(written);
        for (const [k] of params) expect(kept.getAll(k)).toEqual(new URLSearchParams(search).getAll(k));
      }),
      { seed: 20260512, numRuns: 300 },
    );
  });
});

describe('filterUrl (the address pushed after a change)', () => {
  it.each([
    [{ pathname: '/winkel/', search: '' }, {}, {}, '/winkel/'],
    [{ pathname: '/winkel/', search: '' }, { product_cat: { terms: ['brood'] } }, {}, `?e-filter-${W}-product_cat=brood`],
    // page 3 of a paginated archive: back to the base URL, page/paged dropped
    [{ pathname: '/winkel/page/3/', search: '?lang=nl' }, { product_cat: { terms: ['brood'] } }, { pageNum: 3, baseUrl: 'https://bakkerij.nl/winkel/?paged=3' }, `https://bakkerij.nl/winkel/?lang=nl&e-filter-${W}-product_cat=brood`],
    [{ pathname: '/winkel/page/3/', search: '' }, {}, { pageNum: 3, baseUrl: 'https://bakkerij.nl/winkel/' }, 'https://bakkerij.nl/winkel/'],
  ] as [{ pathname: string; search: string }, LoopFilters, { pageNum?: number; baseUrl?: string }, string][])('%j %j %j -> %s', (loc, filters, opts, expected) => {
    expect(filterUrl(loc, W, filters, opts)).toBe(expected);
  });
});

describe('clickTerm (the filter buttons)', () => {
  const single = { multiple: false };
  const and = { multiple: true, logicalJoin: 'AND' as const };
  const or = { multiple: true, logicalJoin: 'OR' as const };
  const not = { multiple: true, logicalJoin: 'NOT' as const };
  it.each([
    ['single: a term', undefined, 'brood', single, { terms: ['brood'] }, true],
    ['single: another term replaces', { terms: ['brood'] }, 'taart', single, { terms: ['taart'] }, true],
    ['single: the active term again -> All', { terms: ['brood'] }, 'brood', single, undefined, true],
    ['All while All -> nothing happens', undefined, '__all', single, undefined, false],
    ['All clears', { terms: ['brood', 'taart'], logicalJoin: 'AND' }, '__all', and, undefined, true],
    ['multiple AND adds', { terms: ['brood'], logicalJoin: 'AND' }, 'taart', and, { terms: ['brood', 'taart'], logicalJoin: 'AND' }, true],
    ['multiple OR adds', { terms: ['brood'], logicalJoin: 'OR' }, 'taart', or, { terms: ['brood', 'taart'], logicalJoin: 'OR' }, true],
    ['multiple removes one', { terms: ['brood', 'taart'], logicalJoin: 'OR' }, 'brood', or, { terms: ['taart'], logicalJoin: 'OR' }, true],
    ['multiple removes the last -> All', { terms: ['brood'], logicalJoin: 'AND' }, 'brood', and, undefined, true],
    ['NOT excludes', undefined, 'noten', not, { terms: ['noten'], logicalJoin: 'NOT' }, true],
    ['single with NOT still excludes', undefined, 'noten', { multiple: false, logicalJoin: 'NOT' as const }, { terms: ['noten'], logicalJoin: 'NOT' }, true],
    ['single with AND: the join is disabled', undefined, 'brood', { multiple: false, logicalJoin: 'AND' as const }, { terms: ['brood'] }, true],
  ] as const)('%s', (_name, current, term, rule, next, changed) => {
    expect(clickTerm(current as TermFilter | undefined, term, rule)).toEqual({ next, changed });
  });
});

describe('fitToRule and sameFilters', () => {
  it('the bar\'s join wins over the URL\'s separator; single selection has none', () => {
    expect(fitToRule({ terms: ['a', 'b'], logicalJoin: 'OR' }, { multiple: true, logicalJoin: 'AND' })).toEqual({ terms: ['a', 'b'], logicalJoin: 'AND' });
    expect(fitToRule({ terms: ['a'], logicalJoin: 'AND' }, { multiple: false })).toEqual({ terms: ['a'] });
    expect(fitToRule(undefined, { multiple: false })).toBe(undefined);
  });
  it('order of terms does not matter, joins do', () => {
    expect(sameFilters({ t: { terms: ['a', 'b'] } }, { t: { terms: ['b', 'a'] } })).toBe(true);
    expect(sameFilters({ t: { terms: ['a'], logicalJoin: 'AND' } }, { t: { terms: ['a'], logicalJoin: 'OR' } })).toBe(false);
    expect(sameFilters({}, { t: { terms: [] } })).toBe(true);
    expect(sameFilters({ t: { terms: ['a'] } }, {})).toBe(false);
  });
});

describe('parseWidgetFilters (the backend\'s reading of the body)', () => {
  it.each([
    [undefined, {}],
    [[], {}],
    [{}, {}],
    [{ taxonomy: [] }, {}],
    [{ taxonomy: { product_cat: { terms: ['a', 'a', ''] } } }, { product_cat: { terms: ['a'] } }],
    [{ taxonomy: { allergeen: { terms: ['noten'], logicalJoin: 'NOT' } } }, { allergeen: { terms: ['noten'], logicalJoin: 'NOT' } }],
  ])('%j -> %j', (raw, expected) => {
    expect(parseWidgetFilters(raw)).toEqual({ ok: true, value: expected });
  });
  it.each([
    ['x', 'widget_filters'],
    [{ taxonomy: 'x' }, 'widget_filters.taxonomy'],
    [{ taxonomy: { 'a b': { terms: [] } } }, 'widget_filters.taxonomy.a b'],
    [{ taxonomy: { t: { terms: 'a' } } }, 'widget_filters.taxonomy.t.terms'],
    [{ taxonomy: { t: { terms: [1] } } }, 'widget_filters.taxonomy.t.terms'],
    [{ taxonomy: { t: { terms: ['a'], logicalJoin: 'XOR' } } }, 'widget_filters.taxonomy.t.logicalJoin'],
  ])('%j -> issue at %s', (raw, path) => {
    const r = parseWidgetFilters(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});
