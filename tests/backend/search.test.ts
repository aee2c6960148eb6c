/**
 * The reference backend's search over HTTP: `POST /wp-json/elementor-pro/v1/refresh-search` as
 * PRO Elements answers it (shape, pagination, nothing found, WordPress' REST errors, PRO Elements'
 * permission check, the limits added here) and the site's `GET /?s=` page. Search only reads the
 * blog (demo/server/blog/posts.ts), so one engine (SQLite in memory) is enough.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPosts } from '../../demo/server/blog/posts';
import { MAX_SEARCH_TERM } from '../../demo/server/routes/search';
import { SEARCH_PAGE_ID, SEARCH_WIDGET_ID, renderPagination, searchPage, SEARCH_WIDGETS } from '../../demo/server/search/catalog';
import { startServer } from '../../demo/server/server';

let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const s = await startServer({ databasePath: ':memory:', port: 0, host: '127.0.0.1', log: false });
  base = `http://127.0.0.1:${s.port}`;
  close = s.close;
});
afterAll(() => close());

const ROUTE = '/wp-json/elementor-pro/v1/refresh-search';
const post = async (body: unknown, raw = false) => {
  const res = await fetch(base + ROUTE, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ? (body as string) : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const ok = { post_id: String(SEARCH_PAGE_ID), widget_id: SEARCH_WIDGET_ID, search_term: 'bak', page_number: 1 };
const ids = (html: string) => [...html.matchAll(/e-loop-item-(\d+)/g)].map((m) => Number(m[1]));

describe('refresh-search answers as PRO Elements does', () => {
  it('{data, pagination}: the loop items of page 1 (3 a page) and the page links', async () => {
    const matches = searchPosts('bak').map((p) => p.id);
    expect(matches.length).toBeGreaterThan(3);
    const r = await post(ok);
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(['data', 'pagination']);
    expect(ids(r.json.data as string)).toEqual(matches.slice(0, 3));
    expect(r.json.data).toContain('data-elementor-type="loop-item" data-elementor-id="812"');
    expect(r.json.data).toMatch(/<h3 class="elementor-heading-title elementor-size-default"><a href="\/blog\/[a-z-]+\/">/);
    const pagination = r.json.pagination as string;
    expect(pagination).toContain('<span class="prev page-numbers inactive">&laquo; Vorige</span>');
    expect(pagination).toContain('<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>1</span>');
    expect(pagination).toMatch(/<a rel="nofollow" class="page-numbers" href="http:\/\/127\.0\.0\.1:\d+\/eb-search\.html\?e-search-page=2">/);
    expect(pagination).toMatch(/<a rel="nofollow" class="next page-numbers" href="[^"]+\?e-search-page=2">Volgende &raquo;<\/a>$/);
  });

  it('page 2 holds the next results; post_id as a number works too', async () => {
    const matches = searchPosts('bak').map((p) => p.id);
    const r = await post({ ...ok, post_id: SEARCH_PAGE_ID, page_number: 2 });
    expect(r.status).toBe(200);
    expect(ids(r.json.data as string)).toEqual(matches.slice(3, 6));
    expect(r.json.pagination).toMatch(/<a rel="nofollow" class="prev page-numbers" href="http:\/\/127\.0\.0\.1:\d+\/eb-search\.html">/);
  });

  it.each([
    ['no match', { ...ok, search_term: 'pizza' }],
    ['an empty term', { ...ok, search_term: '' }],
    ['no term at all', { post_id: ok.post_id, widget_id: ok.widget_id }],
  ])('%s: the nothing-found message, no pagination', async (_name, body) => {
    const r = await post(body);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ data: '<p class="e-search-nothing-found-message">Niets gevonden. Probeer een ander woord.</p>', pagination: '' });
  });

  it('a page past the end: no items (PRO Elements\' loop prints none: data ""), no pagination', async () => {
    expect((await post({ ...ok, page_number: 99 })).json).toEqual({ data: '', pagination: '' });
  });

  it('one page of results: no pagination', async () => {
    const term = searchPosts('oven').length <= 3 ? 'oven' : 'steenoven';
    const r = await post({ ...ok, search_term: term });
    expect(ids(r.json.data as string).length).toBeGreaterThan(0);
    expect(r.json.pagination).toBe('');
  });

  it('a hostile term is only searched for, never printed', async () => {
    const r = await post({ ...ok, search_term: '<img src=x onerror=alert(1)>' });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.json)).not.toContain('<img src=x');
  });
});

describe('refresh-search refuses as WordPress and PRO Elements do', () => {
  it.each([
    ['no post_id', { widget_id: SEARCH_WIDGET_ID, search_term: 'x' }, 400, 'rest_missing_callback_param'],
    ['no widget_id', { post_id: '70', search_term: 'x' }, 400, 'rest_missing_callback_param'],
    ['an empty body', {}, 400, 'rest_missing_callback_param'],
    ['post_id "abc"', { ...ok, post_id: 'abc' }, 400, 'rest_invalid_param'],
    ['post_id 0 (empty in PHP)', { ...ok, post_id: 0 }, 400, 'rest_invalid_param'],
    ['post_id "0"', { ...ok, post_id: '0' }, 400, 'rest_invalid_param'],
    ['post_id an array', { ...ok, post_id: [70] }, 400, 'rest_invalid_param'],
    ['widget_id of 6 characters', { ...ok, widget_id: 'e5a1c9' }, 400, 'rest_invalid_param'],
    ['widget_id with a dash', { ...ok, widget_id: 'e5a-c9d' }, 400, 'rest_invalid_param'],
    ['widget_model from a visitor', { ...ok, widget_model: { id: 'e5a1c9d', settings: {} } }, 400, 'rest_invalid_param'],
    ['an unknown widget', { ...ok, widget_id: 'zzzzzzz' }, 401, 'rest_forbidden'],
    ['the widget on another page', { ...ok, post_id: '71' }, 401, 'rest_forbidden'],
    ['a widget that is not a search widget (the Search Form)', { ...ok, widget_id: 'f6b2d0e' }, 401, 'rest_forbidden'],
  ])('%s -> %i %s', async (_name, body, status, code) => {
    const r = await post(body);
    expect(r.status).toBe(status);
    expect(r.json.code).toBe(code);
    expect(r.json.data).toMatchObject({ status });
  });

  it('the 401 is PRO Elements\' message', async () => {
    expect((await post({ ...ok, widget_id: 'zzzzzzz' })).json.message).toBe('Sorry, you are not allowed to do that.');
  });

  it.each([
    ['a term over the cap', { ...ok, search_term: 'b'.repeat(MAX_SEARCH_TERM + 1) }, 'search_term'],
    ['a term that is not a string', { ...ok, search_term: 42 }, 'search_term'],
    ['page 0', { ...ok, page_number: 0 }, 'page_number'],
    ['page -1', { ...ok, page_number: -1 }, 'page_number'],
    ['page 1.5', { ...ok, page_number: 1.5 }, 'page_number'],
    ['page "twee"', { ...ok, page_number: 'twee' }, 'page_number'],
    ['page 1e9', { ...ok, page_number: 1e9 }, 'page_number'],
  ])('the limits added here: %s -> 400 naming %s', async (_name, body, param) => {
    const r = await post(body);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('rest_invalid_param');
    expect(Object.keys((r.json.data as { params: object }).params)).toEqual([param]);
  });

  it('a term of exactly the cap is searched; page "2" (a string) is read as 2', async () => {
    expect((await post({ ...ok, search_term: 'b'.repeat(MAX_SEARCH_TERM) })).status).toBe(200);
    expect(ids((await post({ ...ok, page_number: '2' })).json.data as string)).toEqual(searchPosts('bak').map((p) => p.id).slice(3, 6));
  });

  it('garbage that is not JSON, and GET, are refused without a stack trace', async () => {
    const r = await fetch(base + ROUTE, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"post_id": ' });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await r.text()).not.toMatch(/at .*\.ts:\d+/);
    expect((await fetch(base + ROUTE)).status).toBe(405);
  });
});

describe('renderPagination (paginate_links)', () => {
  const w = SEARCH_WIDGETS[0]!;
  it.each([
    ['numbers only', { ...w, pagination: 'numbers' as const }, 2, ['1', '[2]', '3']],
    ['previous/next with numbers, middle page', w, 2, ['prev', '1', '[2]', '3', 'next']],
    ['previous/next, last page: an inactive next', w, 3, ['prev', '1', '2', '[3]', '(next)']],
    ['the page limit cuts the links', { ...w, pageLimit: 2 }, 1, ['(prev)', '[1]', '2', 'next']],
  ])('%s', (_name, widget, page, want) => {
    const html = renderPagination(widget, { ...searchPage(widget, 'e', page), pages: 3 }, 'http://x');
    const got = [...html.matchAll(/<(a|span)[^>]*class="([^"]+)"[^>]*>(?:<span class="elementor-screen-only">Pagina<\/span>)?([^<]*)/g)].map(([, tag, cls, text]) =>
      cls!.includes('prev') ? (cls!.includes('inactive') ? '(prev)' : 'prev') : cls!.includes('next') ? (cls!.includes('inactive') ? '(next)' : 'next') : tag === 'span' ? `[${text}]` : text!,
    );
    expect(got).toEqual(want);
  });

  it('none, or a single page: nothing', () => {
    expect(renderPagination({ ...w, pagination: 'none' }, { ...searchPage(w, 'e', 1), pages: 3 }, 'http://x')).toBe('');
    expect(renderPagination(w, { ...searchPage(w, 'e', 1), pages: 1 }, 'http://x')).toBe('');
  });
});

describe('GET /?s= (the search results page, no JavaScript needed)', () => {
  it('lists every match, server-rendered, under the CSP', async () => {
    const res = await fetch(`${base}/?s=bak&e_search_props=${SEARCH_WIDGET_ID}-${SEARCH_PAGE_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    for (const p of searchPosts('bak')) expect(html).toContain(`<a href="/blog/${p.slug}/">`);
    expect(html).toContain('value="bak"');
  });

  it('escapes the term; no match says so', async () => {
    const html = await (await fetch(`${base}/?s=${encodeURIComponent('"><script>alert(1)</script>')}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('Niets gevonden');
  });

  it('the home page without ?s= is still the index', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<h1 id="hero-title">');
  });
});
