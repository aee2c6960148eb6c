import { describe, expect, it } from 'vitest';
import {
  advance,
  currentPage,
  fetchedSelectors,
  loopDynamicStyles,
  isEnd,
  masonryColumns,
  masonryPulls,
  pageUrl,
  paginationType,
  postsWidgetType,
  rawAnchor,
  readAnchor,
  readPostsSettings,
  readRestored,
  restoreKey,
  safeNextUrl,
  type AnchorState,
  type PostsSettings,
} from '../../../src/core/builder/posts';

const ORIGIN = 'https://bakkerij.example';
const BASE = `${ORIGIN}/blog/`;

const settings = (raw: unknown, type?: string): PostsSettings => {
  const r = readPostsSettings(raw, type);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value.settings;
};

describe('postsWidgetType (data-widget_type + _skin)', () => {
  it.each([
    ['posts.classic', undefined, 'posts', 'classic'],
    ['posts.cards', undefined, 'posts', 'cards'],
    ['posts.full_content', undefined, 'posts', 'full_content'],
    ['archive-posts.archive_cards', undefined, 'archive-posts', 'archive_cards'],
    ['archive-posts', undefined, 'archive-posts', 'archive_classic'],
    ['loop-grid.post', undefined, 'loop-grid', 'post'],
    ['loop-grid.product', undefined, 'loop-grid', 'product'],
    [undefined, 'cards', 'posts', 'cards'],
    [null, undefined, 'posts', 'classic'],
    ['posts.default', undefined, 'posts', 'classic'],
    ['posts.<script>', undefined, 'posts', 'classic'],
    ['', 'BAD SKIN', 'posts', 'classic'],
  ])('%s (_skin %s) -> %s %s', (type, skin, family, s) => expect(postsWidgetType(type, skin)).toEqual({ family, skin: s }));
});

describe('paginationType (loose)', () => {
  it.each([
    ['', '', true],
    [undefined, '', true],
    [null, '', true],
    [[], '', true],
    ['numbers', 'numbers', true],
    ['prev_next', 'prev_next', true],
    ['numbers_and_prev_next', 'numbers_and_prev_next', true],
    ['load_more_on_click', 'load_more_on_click', true],
    ['load_more_infinite_scroll', 'load_more_infinite_scroll', true],
    [' LOAD_MORE_ON_CLICK ', 'load_more_on_click', true],
    ['load_on_click', 'load_more_on_click', true],
    ['load_on_scroll', 'load_more_infinite_scroll', true],
    ['infinite_scroll', 'load_more_infinite_scroll', true],
    ['none', '', true],
    ['carousel', '', false],
    [3, '', false],
    [{}, '', false],
  ])('%j -> %j (known %s)', (v, type, known) => expect(paginationType(v)).toEqual({ type, known }));
});

describe('readPostsSettings', () => {
  it('reads a real posts cards sample (HTML 49878120441)', () => {
    const s = settings(
      {
        pagination_type: 'load_more_on_click',
        cards_columns: '3',
        cards_columns_tablet: '2',
        cards_columns_mobile: '1',
        cards_row_gap: { unit: 'px', size: 35, sizes: [] },
        cards_masonry: 'yes',
        load_more_spinner: { value: 'fas fa-spinner', library: 'fa-solid' },
      },
      'posts.cards',
    );
    expect(s).toEqual({
      family: 'posts',
      skin: 'cards',
      pagination: 'load_more_on_click',
      loadMore: 'click',
      spinner: true,
      masonry: true,
      columns: { '': 3, tablet: 2, mobile: 1 },
      rowGap: { '': 35 },
      endMessage: undefined,
    });
  });
  it('reads archive_* keys for Archive Posts and unprefixed keys for the Loop Grid', () => {
    const a = settings({ pagination_type: 'load_more_infinite_scroll', archive_cards_columns: 2, archive_cards_masonry: 'yes' }, 'archive-posts.archive_cards');
    expect([a.loadMore, a.columns, a.masonry]).toEqual(['scroll', { '': 2 }, true]);
    const l = settings({ template_id: '7265', pagination_type: 'load_more_on_click', _skin: 'post', columns: '4', columns_mobile: '', row_gap: { size: '' }, masonry: 'yes' }, 'loop-grid.post');
    expect([l.family, l.columns, l.rowGap, l.masonry]).toEqual(['loop-grid', { '': 4 }, {}, true]);
  });
  it.each([
    [{ load_more_spinner: { value: '', library: '' } }, false],
    [{ load_more_spinner: '' }, false],
    [{ load_more_spinner: { value: { url: '/x.svg' }, library: 'svg' } }, true],
    [{}, true],
  ])('spinner %j -> %s', (raw, on) => expect(settings(raw).spinner).toBe(on));
  it.each([
    [{ classic_columns: '0' }, {}],
    [{ classic_columns: '13' }, {}],
    [{ classic_columns: '2.5' }, {}],
    [{ classic_columns: 'abc', classic_columns_mobile: '1' }, { mobile: 1 }],
    [{ columns: '3' }, { '': 3 }],
  ])('columns %j -> %j', (raw, cols) => expect(settings(raw, 'posts.classic').columns).toEqual(cols));
  it('keeps a custom end message, trimmed; ignores an empty one', () => {
    expect(settings({ load_more_no_posts_custom_message: '  Dat was alles!  ' }).endMessage).toBe('Dat was alles!');
    expect(settings({ load_more_no_posts_custom_message: '' }).endMessage).toBeUndefined();
    expect(settings({ load_more_no_posts_custom_message: 7 }).endMessage).toBeUndefined();
  });
  it('warns about an unknown pagination type and reads it as none', () => {
    const r = readPostsSettings({ pagination_type: 'flipbook' }, 'posts.classic');
    expect(r.ok && r.value.settings.pagination).toBe('');
    expect(r.ok && r.value.warnings).toHaveLength(1);
  });
  it.each([[undefined], [null], [[]], [{}]])('%j reads as defaults', (raw) => expect(settings(raw).pagination).toBe(''));
  it.each([['a string'], [3], [[1, 2]]])('%j is refused', (raw) => expect(readPostsSettings(raw).ok).toBe(false));
});

describe('masonryColumns (per device)', () => {
  const s = settings({ classic_masonry: 'yes', classic_columns: '3', classic_columns_tablet: '2', classic_columns_mobile: '1' }, 'posts.classic');
  it.each([
    ['desktop', 3],
    ['laptop', 3],
    ['tablet', 2],
    ['mobile_extra', 2],
    ['mobile', 0],
  ] as const)('%s -> %s', (mode, n) => expect(masonryColumns(s, mode)).toBe(n));
  it('off without the setting, the measured grid when no columns are printed', () => {
    expect(masonryColumns(settings({ classic_columns: '3' }), 'desktop')).toBe(0);
    expect(masonryColumns(settings({ classic_masonry: 'yes' }), 'desktop', 3)).toBe(3);
    expect(masonryColumns(settings({ classic_masonry: 'yes' }), 'desktop')).toBe(0);
  });
});

describe('safeNextUrl', () => {
  it.each([
    ['/blog/page/2/', `${ORIGIN}/blog/page/2/`],
    ['https://bakkerij.example/blog/?e-page-9f1e2d3=2#x', `${ORIGIN}/blog/?e-page-9f1e2d3=2`],
    ['page/2/', `${ORIGIN}/blog/page/2/`],
    ['https://evil.example/blog/page/2/', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<p>', undefined],
    ['', undefined],
    ['#', undefined],
    [null, undefined],
    ['http://[bad', undefined],
  ])('%j -> %j', (raw, url) => expect(safeNextUrl(raw, BASE, ORIGIN)).toBe(url));
});

describe('anchor state and end rule (LM:141-147, 190-206)', () => {
  const a = (page: string | null, maxPage: string | null, nextPage: string | null) => readAnchor({ page, maxPage, nextPage }, BASE, ORIGIN);
  it.each([
    ['1', '4', '/blog/page/2/', false],
    ['3', '4', '/blog/page/4/', false],
    ['4', '4', '/blog/page/5/', true],
    ['5', '4', '/blog/page/6/', true],
    ['0', '4', '/blog/page/1/', true],
    ['1', '1', '/blog/page/2/', true],
    ['1', '4', '', true],
    ['1', '4', 'https://evil.example/p/2/', true],
    ['x', '4', '/blog/page/2/', true],
    [null, null, null, true],
    ['1', 'abc', '/blog/page/2/', true],
  ])('page %j of %j next %j -> end %s', (page, max, next, end) => expect(isEnd(a(page, max, next))).toBe(end));

  it('advances to the fetched anchor, else page + 1 with no next URL', () => {
    const prev: AnchorState = { page: 1, maxPage: 4, next: `${ORIGIN}/blog/page/2/` };
    expect(advance(prev, { page: 2, maxPage: 4, next: `${ORIGIN}/blog/page/3/` })).toEqual({ page: 2, maxPage: 4, next: `${ORIGIN}/blog/page/3/` });
    expect(advance(prev, undefined)).toEqual({ page: 2, maxPage: 4, next: undefined });
    // A page that says it is page 1 again still counts forward; a max of 0 keeps the old max.
    expect(advance(prev, { page: 1, maxPage: 0, next: `${ORIGIN}/blog/page/3/` })).toEqual({ page: 2, maxPage: 4, next: `${ORIGIN}/blog/page/3/` });
    // The same next URL again would fetch the same page for ever.
    expect(advance(prev, { page: 2, maxPage: 4, next: `${ORIGIN}/blog/page/2/` }).next).toBeUndefined();
    expect(isEnd(advance({ page: 3, maxPage: 4, next: 'x' }, { page: 4, maxPage: 4, next: `${ORIGIN}/blog/page/5/` }))).toBe(true);
  });
});

describe('page URLs (get_wp_link_page, §2.4)', () => {
  it.each([
    ['/blog/', 1, 'paged', '/blog/'],
    ['/blog/', 2, 'paged', '/blog/page/2/'],
    ['/blog/page/3/', 4, 'paged', '/blog/page/4/'],
    ['/blog/page/3/', 1, 'paged', '/blog/'],
    ['/blog', 2, 'paged', '/blog/page/2/'],
    ['/over-ons/', 2, 'singular', '/over-ons/2/'],
    ['/blog/', 2, 'query', '/blog/?e-page-9f1e2d3=2'],
    ['/blog/?e-page-9f1e2d3=2&e-page-aaaaaaa=3', 3, 'query', '/blog/?e-page-aaaaaaa=3&e-page-9f1e2d3=3'],
    ['/blog/?e-page-9f1e2d3=2', 1, 'query', '/blog/'],
    ['/blog/?e-filter-9f1e2d3-category=nieuws#top', 2, 'query', '/blog/?e-filter-9f1e2d3-category=nieuws&e-page-9f1e2d3=2'],
  ] as const)('%s page %s (%s) -> %s', (base, n, mode, url) => expect(pageUrl(base, n, mode, '9f1e2d3')).toBe(url));

  it.each([
    ['/blog/', '', 1],
    ['/blog/page/3/', '', 3],
    ['/blog/', '?e-page-9f1e2d3=2', 2],
    ['/blog/', '?e-page-aaaaaaa=5', 1],
    ['/blog/', '?paged=4', 4],
    ['/blog/', '?page=2&e-page-9f1e2d3=3', 3],
    ['/blog/', '?e-page-9f1e2d3=abc', 1],
    ['/blog/', '?e-page-9f1e2d3=-2', 1],
    ['/blog/page/0/', '', 1],
  ])('current page of %s%s is %s', (pathname, search, n) => expect(currentPage({ pathname, search }, '9f1e2d3')).toBe(n));
});

describe('fetched page selectors (scoped by [data-id])', () => {
  it('posts take the container\'s articles, the loop grid its .e-loop-items; both only inside the widget', () => {
    const p = fetchedSelectors('9f1e2d3', 'posts');
    expect(p.items).toBe('[data-id="9f1e2d3"] .elementor-posts-container > article, [data-id="9f1e2d3"] .elementor-posts-container > .elementor-post');
    expect(p.anchor).toBe('[data-id="9f1e2d3"] .e-load-more-anchor');
    expect(fetchedSelectors('a1b2c3d', 'loop-grid').items).toBe('[data-id="a1b2c3d"] .elementor-loop-container > .e-loop-item');
    expect(fetchedSelectors('a"]b', 'posts').anchor).toBe('[data-id="a]b"] .e-load-more-anchor');
  });
});

describe('rawAnchor (the anchor as the fetched page\'s text prints it)', () => {
  const page = (id: string, anchor: string) => `<div data-id="0000000"><div class="e-load-more-anchor" data-page="9" data-max-page="9" data-next-page="/x/"></div></div><div class="elementor-element" data-id="${id}" data-widget_type="posts.cards"><div class="elementor-posts-container"></div>${anchor}</div>`;
  it.each([
    ['the widget\'s own, not an earlier widget\'s', page('b7c8d9e', '<div class="e-load-more-anchor" data-page="2" data-max-page="5" data-next-page="http://x.test/blog/oneindig/?e-page-b7c8d9e=3"></div>'), { page: '2', maxPage: '5', nextPage: 'http://x.test/blog/oneindig/?e-page-b7c8d9e=3' }],
    ['escaped as WordPress prints it, single quotes, unquoted', page('b7c8d9e', `<div class='e-load-more-anchor' data-page=3 data-max-page='5' data-next-page='/?a=1&#038;e-page-b7c8d9e=4'></div>`), { page: '3', maxPage: '5', nextPage: '/?a=1&#038;e-page-b7c8d9e=4' }],
    ['a > inside a quoted value does not end the tag', page('b7c8d9e', '<div title="a>b" class="x e-load-more-anchor" data-page="1" data-max-page="2" data-next-page="/p/2/"></div>'), { page: '1', maxPage: '2', nextPage: '/p/2/' }],
    ['no such widget', page('aaaaaaa', ''), undefined],
    ['the widget without an anchor after it', page('b7c8d9e', ''), undefined],
    ['an id that only starts the same', page('b7c8d9ee', '<div class="e-load-more-anchor" data-page="2"></div>'), undefined],
  ])('%s', (_name, text, out) => expect(rawAnchor(text, 'b7c8d9e')).toEqual(out));
});

describe('masonryPulls (Elementor Masonry.run)', () => {
  it('pulls each item up to the bottom of the one above it in its column', () => {
    // Two columns, gap 10: row 1 heights 100 and 200 (row 2 starts at 210), row 2 heights 50, 50.
    const boxes = [
      { top: 0, height: 100 },
      { top: 0, height: 200 },
      { top: 210, height: 50 },
      { top: 210, height: 50 },
      { top: 270, height: 80 },
      { top: 270, height: 10 },
    ];
    expect(masonryPulls(boxes, 2, 10)).toEqual([0, 0, 100, 0, 100, 0]);
  });
  it('no pulls with one column; never a push down', () => {
    expect(masonryPulls([{ top: 0, height: 10 }, { top: 20, height: 10 }], 1, 10)).toEqual([0, 0]);
    expect(masonryPulls([{ top: 0, height: 10 }, { top: 0, height: 10 }, { top: 5, height: 10 }], 2, 10)).toEqual([0, 0, 0]);
  });
});

describe('back/forward state', () => {
  it('keys by path, query and widget', () => {
    expect(restoreKey({ pathname: '/blog/', search: '?x=1' }, '9f1e2d3')).toBe('se-posts:9f1e2d3:/blog/?x=1');
  });
  it.each([
    [JSON.stringify({ anchor: { page: 2, maxPage: 4, next: '/blog/page/3/' }, html: ['<article></article>'] }), { anchor: { page: 2, maxPage: 4, next: `${ORIGIN}/blog/page/3/` }, html: ['<article></article>'] }],
    [JSON.stringify({ anchor: { page: 2, maxPage: 4, next: 'https://evil.example/' }, html: [] }), { anchor: { page: 2, maxPage: 4, next: undefined }, html: [] }],
    [JSON.stringify({ anchor: { page: 'x', maxPage: 4 }, html: [] }), undefined],
    [JSON.stringify({ anchor: { page: 2, maxPage: 4 }, html: [1] }), undefined],
    ['{not json', undefined],
    [null, undefined],
    ['x'.repeat(400_001), undefined],
  ])('%# reads back', (raw, out) => expect(readRestored(raw, ORIGIN, BASE)).toEqual(out));
});

describe("loopDynamicStyles: the Loop Grid's style[id^=\"loop-dynamic\"] blocks of a fetched page", () => {
  it.each([
    ['none', '<style id="elementor-frontend-inline-css">a{}</style>', []],
    ['one, double quotes', '<div><style id="loop-dynamic-44">.e-loop-item-7{background:url(/a.jpg)}</style></div>', [{ id: 'loop-dynamic-44', css: '.e-loop-item-7{background:url(/a.jpg)}' }]],
    ['single quotes, unquoted, other attributes, upper case', "<STYLE media='all' id='loop-dynamic-1'>x{}</STYLE><style id=loop-dynamic-2>y{}</style >", [{ id: 'loop-dynamic-1', css: 'x{}' }, { id: 'loop-dynamic-2', css: 'y{}' }]],
    ['the same id twice -> once', '<style id="loop-dynamic-9">a{}</style><style id="loop-dynamic-9">b{}</style>', [{ id: 'loop-dynamic-9', css: 'a{}' }]],
    ['an id that only contains the word', '<style id="not-loop-dynamic">a{}</style>', []],
    ['no closing tag', '<style id="loop-dynamic-3">a{}', []],
  ])('%s', (_l, text, want) => expect(loopDynamicStyles(text)).toEqual(want));
});
