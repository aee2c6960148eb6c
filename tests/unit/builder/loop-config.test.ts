import { describe, expect, it } from 'vitest';
import { parseLoopGridConfig } from '../../../src/core/builder/loop-config';

const id = { widgetId: 'a1b2c3d', postId: 42 };

describe('parseLoopGridConfig', () => {
  it('the contract\'s example', () => {
    const r = parseLoopGridConfig(
      { filters: [{ taxonomy: 'product_cat', terms: [{ slug: 'taart', name: 'Taarten' }], multiple: false, logicalJoin: 'AND', allLabel: 'Alles' }], paginationBaseUrl: 'https://bakkerij.nl/winkel/' },
      id,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        widgetId: 'a1b2c3d',
        postId: 42,
        // single selection: the AND join is disabled, as Elementor's getFilterOperator does
        filters: [{ taxonomy: 'product_cat', terms: [{ slug: 'taart', name: 'Taarten' }], multiple: false, showAll: true, allLabel: 'Alles' }],
        paginationBaseUrl: 'https://bakkerij.nl/winkel/',
        pageNum: 1,
        editMode: false,
      },
    });
  });

  it.each([
    ['Elementor switchers "yes"/"no"', { multiple: 'yes', logicalJoin: 'OR', showAll: 'no' }, { multiple: true, logicalJoin: 'OR', showAll: false }],
    ['"" and DISABLED joins are none', { multiple: true, logicalJoin: '' }, { multiple: true }],
    ['DISABLED', { multiple: true, logicalJoin: 'DISABLED' }, { multiple: true }],
    ['NOT with single selection stays NOT', { logicalJoin: 'NOT' }, { multiple: false, logicalJoin: 'NOT' }],
    ['bare slugs are their own labels', { terms: ['brood'] }, { terms: [{ slug: 'brood', name: 'brood' }] }],
  ])('%s', (_name, extra, expected) => {
    const r = parseLoopGridConfig({ filters: [{ taxonomy: 'product_cat', terms: [], ...extra }] }, id);
    expect(r.ok && r.value.filters[0]).toMatchObject(expected);
  });

  it('no config: no filter bars (the grid still refreshes on back/forward)', () => {
    expect(parseLoopGridConfig(undefined, id)).toMatchObject({ ok: true, value: { filters: [] } });
  });

  it('post id from the closest Elementor document when the attribute is absent', () => {
    expect(parseLoopGridConfig({}, { widgetId: 'a1b2c3d' }, '77')).toMatchObject({ ok: true, value: { postId: 77 } });
  });

  it.each([
    [{}, { postId: 1 }, 'widget-id'],
    [{}, { widgetId: 'abc', postId: 1 }, 'widget-id'],
    [{}, { widgetId: 'a1b2c3d!', postId: 1 }, 'widget-id'],
    [{}, { widgetId: 'a1b2c3d' }, 'post-id'],
    [{}, { widgetId: 'a1b2c3d', postId: 'x' }, 'post-id'],
    [[], id, '(root)'],
    [{ filters: {} }, id, 'filters'],
    [{ filters: [{ terms: [] }] }, id, 'filters[0].taxonomy'],
    [{ filters: [{ taxonomy: 'a b', terms: [] }] }, id, 'filters[0].taxonomy'],
    [{ filters: [{ taxonomy: 't', terms: [{ slug: 'x' }] }] }, id, 'filters[0].terms[0].name'],
    [{ filters: [{ taxonomy: 't', terms: [], logicalJoin: 'XOR' }] }, id, 'filters[0].logicalJoin'],
    [{ filters: [{ taxonomy: 't', terms: [], multiple: 'maybe' }] }, id, 'filters[0].multiple'],
    [{ filters: [{ taxonomy: 't', terms: [] }, { taxonomy: 't', terms: [] }] }, id, 'filters[1].taxonomy'],
    [{ pageNum: 0 }, id, 'pageNum'],
    // Found by the bad-config corpus (tests/corpus/tags.ts): both were accepted.
    [{}, { widgetId: 'a1b2c3d', postId: 1e308 }, 'post-id'],
    [{ filters: [{ taxonomy: 'x'.repeat(33), terms: [] }] }, id, 'filters[0].taxonomy'],
  ])('%j %j -> issue at %s', (json, props, path) => {
    const r = parseLoopGridConfig(json, props);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});
