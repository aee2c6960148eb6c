import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../demo/server/blog/posts';
import { BLOG_WIDGETS, BLOG_WIDGET_ID, SCROLL_WIDGET_ID, injectPosts, pageCount, renderPostsWidget, widgetSettings } from '../../demo/server/blog/render';
import { startServer } from '../../demo/server/server';

// The blog's posts pages as WordPress + Elementor Pro print them (reference §2.2-2.4).
const ids = (html: string) => [...html.matchAll(/<article class="elementor-post [^"]*\bpost-(\d+)\b/g)].map((m) => Number(m[1]));
const anchor = (html: string) => /<div class="e-load-more-anchor" data-page="(\d+)" data-max-page="(\d+)" data-next-page="([^"]+)"><\/div>/.exec(html)?.slice(1);

describe('posts widget markup (renderPostsWidget)', () => {
  const w = BLOG_WIDGETS[BLOG_WIDGET_ID]!;
  it('prints the wrapper as <eb-posts> with Elementor\'s classes and attributes, the container, the anchor, the button and the message', () => {
    const html = renderPostsWidget(w, 1, 'http://x.test')!;
    expect(html).toMatch(/^<eb-posts class="elementor-element elementor-element-9f1e2d3 elementor-grid-2 [^"]*elementor-widget elementor-widget-posts" data-id="9f1e2d3" data-element_type="widget" data-settings="[^"]+" data-widget_type="posts.classic"><div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid" role="list">/);
    expect(ids(html)).toEqual([518, 517, 516, 515]);
    expect(anchor(html)).toEqual(['1', '4', 'http://x.test/blog/page/2/']);
    expect(html).toContain('<span class="e-load-more-spinner"><i aria-hidden="true" class="fas fa-spinner"></i></span>');
    // The button is a working link without JavaScript (Elementor prints href="#").
    expect(html).toContain('<div class="elementor-button-wrapper"><a class="elementor-button elementor-size-sm" href="/blog/page/2/">');
    expect(html).toContain('<div class="e-load-more-message">Dat waren alle berichten.</div></div></eb-posts>');
    expect(html).toContain('<a class="elementor-post__read-more" href="/blog/kerststol-bestellen/" aria-label="Lees meer over Kerststol bestellen: vanaf 1 december" tabindex="-1">');
    expect(html).toContain('<article class="elementor-post elementor-grid-item post-518 post type-post status-publish format-standard has-post-thumbnail hentry category-nieuws" role="listitem">');
  });
  it('data-settings holds the frontend settings Elementor prints (strings for columns, sliders, spinner)', () => {
    expect(widgetSettings(w)).toEqual({
      pagination_type: 'load_more_on_click',
      classic_columns: '2',
      classic_columns_tablet: '2',
      classic_columns_mobile: '1',
      classic_row_gap: { unit: 'px', size: 35, sizes: [] },
      load_more_spinner: { value: 'fas fa-spinner', library: 'fa-solid' },
      load_more_no_posts_custom_message: 'Dat waren alle berichten.',
    });
    expect(widgetSettings(BLOG_WIDGETS[SCROLL_WIDGET_ID]!)).toMatchObject({ pagination_type: 'load_more_infinite_scroll', cards_masonry: 'yes', pagination_individual_handle: 'yes' });
  });
  it('every post appears exactly once over the pages; past the end there is nothing', () => {
    for (const widget of Object.values(BLOG_WIDGETS)) {
      const all = Array.from({ length: pageCount(widget) }, (_, i) => ids(renderPostsWidget(widget, i + 1, '')!)).flat();
      expect(all).toEqual(BLOG_POSTS.map((p) => p.id));
      expect(renderPostsWidget(widget, pageCount(widget) + 1, '')).toBeUndefined();
    // The last page prints the end class (Elementor's script adds it at init), so it is right without JavaScript.
    expect(renderPostsWidget(widget, pageCount(widget), '')).toMatch(/^<eb-posts class="[^"]* e-load-more-pagination-end"/);
    expect(renderPostsWidget(widget, 1, '')).not.toContain('e-load-more-pagination-end');
      expect(renderPostsWidget(widget, 0, '')).toBeUndefined();
    }
    expect([pageCount(w), pageCount(BLOG_WIDGETS[SCROLL_WIDGET_ID]!)]).toEqual([4, 5]);
  });
  it('numbered and previous/next pagination prints plain links (current page a span)', () => {
    const n = renderPostsWidget({ ...w, pagination: 'numbers_and_prev_next', urlMode: 'query' }, 2, '')!;
    expect(n).toContain('<nav class="elementor-pagination" aria-label="Paginering">');
    expect(n).toContain('<a class="page-numbers prev" href="/blog/">&laquo; Vorige</a>');
    expect(n).toContain('<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>2</span>');
    expect(n).toContain('<a class="page-numbers" href="/blog/?e-page-9f1e2d3=3"><span class="elementor-screen-only">Pagina</span>3</a>');
    expect(n).toContain('<a class="page-numbers next" href="/blog/?e-page-9f1e2d3=3">Volgende &raquo;</a>');
    expect(n).not.toContain('elementor-button');
    const none = renderPostsWidget({ ...w, pagination: '' }, 1, '')!;
    expect(none).not.toContain('e-load-more-anchor');
  });
  it('escapes what it prints', () => {
    const html = renderPostsWidget(w, 1, 'http://x.test', [{ ...BLOG_POSTS[0]!, title: '<img src=x onerror=alert(1)>"' }])!;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(html).not.toContain('<img src=x');
  });
  it('injectPosts replaces only the marked region', () => {
    expect(injectPosts('<a><!--posts:9f1e2d3-->old<!--/posts:9f1e2d3--></a>', '9f1e2d3', 'new')).toBe('<a><!--posts:9f1e2d3-->new<!--/posts:9f1e2d3--></a>');
    expect(injectPosts('<a>none</a>', '9f1e2d3', 'new')).toBe('<a>none</a>');
  });
});

describe('blog pages on the reference backend', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let base: string;
  beforeAll(async () => {
    server = await startServer({ databasePath: ':memory:', port: 0, host: '127.0.0.1', log: false });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());
  const get = (p: string) => fetch(base + p, { redirect: 'manual' });

  it.each([
    ['/blog/', [518, 517, 516, 515], ['1', '4', '/blog/page/2/']],
    ['/blog/page/2/', [514, 513, 512, 511], ['2', '4', '/blog/page/3/']],
    ['/blog/page/4/', [506, 505], ['4', '4', '/blog/page/5/']],
    ['/blog/?e-page-9f1e2d3=3', [510, 509, 508, 507], ['3', '4', '/blog/page/4/']],
    ['/blog/?paged=2', [514, 513, 512, 511], ['2', '4', '/blog/page/3/']],
    ['/blog/oneindig/', [518, 517, 516], ['1', '5', '/blog/oneindig/?e-page-b7c8d9e=2']],
    ['/blog/oneindig/?e-page-b7c8d9e=5', [506, 505], ['5', '5', '/blog/oneindig/?e-page-b7c8d9e=6']],
  ])('GET %s: its posts and anchor, under the CSP', async (path, posts, [page, max, next]) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(ids(html)).toEqual(posts);
    expect(anchor(html)).toEqual([page, max, base + next]);
    expect(html).toContain('<script type="module" src="/dist/site-elements.js"></script>');
  });

  it.each(['/blog/page/5/', '/blog/page/99/', '/blog/?e-page-9f1e2d3=9', '/blog/oneindig/?e-page-b7c8d9e=6', '/blog/page/x/', '/blog/bestaat-niet/'])('GET %s: 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Deze pagina bestaat niet');
  });

  it('/blog/page/1/ redirects to /blog/ (as WordPress does); the templates lead to their pages', async () => {
    for (const [from, to] of [
      ['/blog/page/1/', '/blog/'],
      ['/eb-posts.html', '/blog/'],
      ['/eb-posts-scroll.html', '/blog/oneindig/'],
    ]) {
      const res = await get(from!);
      expect([res.status, res.headers.get('location')]).toEqual([from === '/blog/page/1/' ? 301 : 302, to]);
    }
  });

  it('a post has its own page; POST is refused', async () => {
    const res = await get('/blog/zomertijden/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Zomertijden van de winkel</h1>');
    expect((await fetch(`${base}/blog/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});
