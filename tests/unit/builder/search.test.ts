import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MIN_CHARS, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_PARAM, readSearchSettings, searchAction, searchPageOf, searchWidget, type LiveSearchSettings, type SearchFormSettings } from '../../../src/core/builder/search';
import { REFRESH_SEARCH_ROUTE, readSearchAnswer, refreshSearchBody } from '../../../src/core/builder/search-request';
import { debounce, sequencer, type Timers } from '../../../src/core/builder/search-sequence';

const live = (raw: unknown) => {
  const r = readSearchSettings(raw, 'search');
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value as { settings: LiveSearchSettings; warnings: string[] };
};
const form = (raw: unknown) => {
  const r = readSearchSettings(raw, 'search-form');
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value as { settings: SearchFormSettings; warnings: string[] };
};

describe('the spec constants', () => {
  it('debounce 300 ms, minimum 3 characters (SE)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(DEFAULT_MIN_CHARS).toBe(3);
    expect(REFRESH_SEARCH_ROUTE).toBe('elementor-pro/v1/refresh-search');
    expect(SEARCH_PAGE_PARAM).toBe('e-search-page');
  });
});

describe('searchWidget (data-widget_type, else the markup)', () => {
  it.each([
    ['search-form.default', false, 'search-form'],
    ['search-form.default', true, 'search-form'],
    ['search.default', false, 'search'],
    [undefined, true, 'search'],
    [undefined, false, 'search-form'],
    ['heading.default', false, 'search-form'],
    ['', true, 'search'],
  ] as const)('%s (live markup %s) -> %s', (type, markup, want) => expect(searchWidget(type, markup)).toBe(want));
});

describe('Search Form settings (skin)', () => {
  it.each([
    [undefined, 'classic', 0],
    [{}, 'classic', 0],
    [{ skin: 'classic' }, 'classic', 0],
    [{ skin: 'minimal' }, 'minimal', 0],
    [{ skin: 'full_screen' }, 'full_screen', 0],
    [{ skin: '' }, 'classic', 0],
    [{ skin: 'fullscreen' }, 'classic', 1],
    [{ skin: 3 }, 'classic', 1],
    [{ skin: ['minimal'] }, 'classic', 1],
  ])('%j -> %s (%i warnings)', (raw, skin, warnings) => {
    const r = form(raw);
    expect(r.settings.skin).toBe(skin);
    expect(r.warnings).toHaveLength(warnings);
  });

  it.each([[[1]], ['classic'], [7], [true]])('a root that is not an object (%j) is an issue', (raw) => {
    const r = readSearchSettings(raw, 'search-form');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe('(root)');
  });
});

describe('Search widget settings, read as Elementor prints them', () => {
  it('defaults: no live results, 3 characters, no pagination, 5 pages', () => {
    expect(live(undefined).settings).toEqual({ widget: 'search', live: false, templateId: '', minChars: 3, pagination: 'none', pageLimit: 5, submitTrigger: 'click_submit', dropdownWidth: 'search_field' });
  });

  it.each([
    [{ live_results: 'yes', template_id: '812' }, true, '812'],
    [{ live_results: 'yes', template_id: 812 }, true, '812'],
    [{ live_results: true, template_id: ' 812 ' }, true, '812'],
    [{ live_results: '1', template_id: '812' }, true, '812'],
    [{ live_results: 'yes' }, false, ''],
    [{ live_results: 'yes', template_id: '' }, false, ''],
    [{ live_results: '', template_id: '812' }, false, '812'],
    [{ live_results: 'no', template_id: '812' }, false, '812'],
    [{ live_results: 'yes', template_id: '0' }, false, ''],
    [{ live_results: 'yes', template_id: 'abc' }, false, ''],
    [{ live_results: 'yes', template_id: { id: 1 } }, false, ''],
  ])('%j -> live %s, template %j', (raw, on, template) => {
    const s = live(raw).settings;
    expect(s.live).toBe(on);
    expect(s.templateId).toBe(template);
  });

  it.each([
    [3, 3, 0],
    ['3', 3, 0],
    [' 5 ', 5, 0],
    [{ size: 2 }, 2, 0],
    [1, 1, 0],
    [2.7, 2, 0],
    [0, 3, 0],
    ['0', 3, 0],
    ['', 3, 0],
    [null, 3, 0],
    [-1, 3, 1],
    ['drie', 3, 1],
    [1e308, 3, 1],
    [[], 3, 1],
  ])('minimum_search_characters %j -> %i (%i warnings)', (v, want, warnings) => {
    const r = live({ minimum_search_characters: v });
    expect(r.settings.minChars).toBe(want);
    expect(r.warnings).toHaveLength(warnings);
  });

  it.each([
    ['numbers', 'numbers'],
    ['previous_next', 'previous_next'],
    ['numbers_previous_next', 'numbers_previous_next'],
    ['none', 'none'],
    ['', 'none'],
    ['stars', 'none'],
  ])('pagination_type_options %j -> %s', (v, want) => expect(live({ pagination_type_options: v }).settings.pagination).toBe(want));

  it.each([
    [5, 5],
    ['10', 10],
    ['', 5],
    [0, 5],
    ['veel', 5],
    [1e9, 5],
  ])('page_limit_settings %j -> %i', (v, want) => expect(live({ page_limit_settings: v }).settings.pageLimit).toBe(want));

  it('submit_trigger and results_is_dropdown_width', () => {
    expect(live({ submit_trigger: 'key_enter', results_is_dropdown_width: 'widget_width' }).settings).toMatchObject({ submitTrigger: 'key_enter', dropdownWidth: 'widget_width' });
    expect(live({ submit_trigger: 'tap', results_is_dropdown_width: 7 }).settings).toMatchObject({ submitTrigger: 'click_submit', dropdownWidth: 'search_field' });
  });

  it('every hostile value reads as its default, with a warning each and no throw', () => {
    const r = live({ live_results: ['yes'], template_id: 'x'.repeat(1e6), minimum_search_characters: { size: 'x' }, pagination_type_options: 'x'.repeat(1e6), page_limit_settings: 1e400 });
    expect(r.settings).toMatchObject({ live: false, minChars: 3, pagination: 'none', pageLimit: 5 });
    expect(r.warnings.length).toBeGreaterThanOrEqual(3);
    for (const w of r.warnings) expect(w.length).toBeLessThan(200);
  });
});

describe('searchAction (SE onType)', () => {
  const on = { live: true, minChars: 3 };
  it.each([
    ['', on, 'clear'],
    ['a', on, 'wait'],
    ['ab', on, 'wait'],
    ['abc', on, 'search'],
    ['   ', on, 'search'],
    ['éé', on, 'wait'],
    ['🍞🍞', on, 'wait'],
    ['🍞🍞🍞', on, 'search'],
    ['brood', { live: false, minChars: 3 }, 'wait'],
    ['', { live: false, minChars: 3 }, 'clear'],
    ['b', { live: true, minChars: 1 }, 'search'],
  ] as const)('%j with %j -> %s', (term, s, want) => expect(searchAction(term, s)).toBe(want));
});

describe('refreshSearchBody (SE prepareSearchUpdateRequestData)', () => {
  it.each([
    [{ postId: 60, widgetId: 'a1b2c3d', term: 'brood' }, { post_id: '60', widget_id: 'a1b2c3d', search_term: 'brood', page_number: 1 }],
    [{ postId: '60', widgetId: 'a1b2c3d', term: 'brood', page: 2 }, { post_id: '60', widget_id: 'a1b2c3d', search_term: 'brood', page_number: 2 }],
    [{ postId: undefined, widgetId: 'a1b2c3d', term: 'x' }, { post_id: 0, widget_id: 'a1b2c3d', search_term: 'x', page_number: 1 }],
    [{ postId: 60, widgetId: 'a1b2c3d', term: 'x', page: 0 }, { post_id: '60', widget_id: 'a1b2c3d', search_term: 'x', page_number: 1 }],
    [{ postId: 60, widgetId: 'a1b2c3d', term: 'x', page: 1.5 }, { post_id: '60', widget_id: 'a1b2c3d', search_term: 'x', page_number: 1 }],
  ])('%j', (input, body) => {
    const b = refreshSearchBody(input);
    expect(b).toEqual(body);
    expect(Object.keys(b)).toEqual(['post_id', 'widget_id', 'search_term', 'page_number']);
  });
});

describe('readSearchAnswer (SE: `if (!response?.data)`)', () => {
  it.each([
    [{ data: '<div class="e-loop-item">a</div>', pagination: '<a>2</a>' }, { ok: true, data: '<div class="e-loop-item">a</div>', pagination: '<a>2</a>' }],
    [{ data: '<p class="e-search-nothing-found-message">Niets</p>', pagination: '' }, { ok: true, data: '<p class="e-search-nothing-found-message">Niets</p>', pagination: '' }],
    [{ data: 'x' }, { ok: true, data: 'x', pagination: '' }],
    [{ data: 'x', pagination: 7 }, { ok: true, data: 'x', pagination: '' }],
    [{ data: '' }, { ok: false, reason: 'empty' }],
    [{ pagination: '' }, { ok: false, reason: 'empty' }],
    [{ data: null }, { ok: false, reason: 'empty' }],
    [{ data: 5 }, { ok: false, reason: 'garbled' }],
    [{ data: ['x'] }, { ok: false, reason: 'garbled' }],
    [{ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }, { ok: false, reason: 'garbled' }],
    [null, { ok: false, reason: 'garbled' }],
    ['<html>', { ok: false, reason: 'garbled' }],
    [[{ data: 'x' }], { ok: false, reason: 'garbled' }],
    [42, { ok: false, reason: 'garbled' }],
  ])('%j', (answer, want) => expect(readSearchAnswer(answer)).toEqual(want));
});

describe('searchPageOf (a results pagination link)', () => {
  it.each([
    ['https://bakkerij.test/zoeken/?e-search-page=2', 2],
    ['/zoeken/?e-search-page=12&s=x', 12],
    ['https://bakkerij.test/zoeken/', 1],
    ['?e-search-page=0', undefined],
    ['?e-search-page=-1', undefined],
    ['?e-search-page=twee', undefined],
    ['?e-search-page=99999999', undefined],
    ['http://[::1', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (href, want) => expect(searchPageOf(href)).toBe(want));
});

describe('debounce (fake timers)', () => {
  const fake = () => {
    const queue = new Map<number, { fn: () => void; at: number }>();
    let now = 0;
    let id = 0;
    const timers: Timers = { set: (fn, ms) => (queue.set(++id, { fn, at: now + ms }), id), clear: (h) => queue.delete(h as number) };
    const advance = (ms: number) => {
      now += ms;
      for (const [k, t] of [...queue]) if (t.at <= now) (queue.delete(k), t.fn());
    };
    return { timers, advance };
  };

  it('runs once, 300 ms after the last call, with the last arguments', () => {
    const { timers, advance } = fake();
    const fn = vi.fn();
    const d = debounce(fn, SEARCH_DEBOUNCE_MS, timers);
    d.call('b');
    advance(200);
    d.call('br');
    advance(200);
    d.call('bro');
    expect(d.pending()).toBe(true);
    advance(299);
    expect(fn).not.toHaveBeenCalled();
    advance(1);
    expect(fn.mock.calls).toEqual([['bro']]);
    expect(d.pending()).toBe(false);
  });

  it('cancel drops the pending call', () => {
    const { timers, advance } = fake();
    const fn = vi.fn();
    const d = debounce(fn, 300, timers);
    d.call('x');
    d.cancel();
    advance(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('sequencer: an older answer never overwrites a newer one', () => {
  it.each([
    // order of answers -> which are applied
    [['1', '2'], ['2'], 'in order: the first is already stale when it lands after the second was sent'],
    [['2', '1'], ['2'], 'slow first answer after the fast second: dropped'],
  ])('%j -> %j (%s)', (arrivals, applied) => {
    const seq = sequencer();
    const ids = { '1': seq.next(), '2': seq.next() } as Record<string, number>;
    const out = arrivals.filter((a) => seq.current(ids[a]!));
    expect(out).toEqual(applied);
  });

  it('a single request is current until invalidated (field cleared)', () => {
    const seq = sequencer();
    const n = seq.next();
    expect(seq.current(n)).toBe(true);
    seq.invalidate();
    expect(seq.current(n)).toBe(false);
    const m = seq.next();
    expect(seq.current(m)).toBe(true);
    expect(seq.current(n)).toBe(false);
  });

  it('nothing is current before the first request', () => {
    expect(sequencer().current(0)).toBe(false);
  });
});
