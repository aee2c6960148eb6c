/**
 * The bakery's blog as WordPress + Elementor Pro serve it (reference/elementor-widgets.md §2.4):
 * - `GET /blog/` and `/blog/page/N/` (an archive: `get_pagenum_link`), also `/blog/?e-page-{id}=N`
 *   (`get_current_page()` is the largest of `paged`, `page` and `e-page-{id}`): the blog index with
 *   its Posts widget (load more on click), page N of the posts; past the last page a 404.
 * - `GET /blog/oneindig/` and `?e-page-{id}=N` (`pagination_individual_handle`): a second list,
 *   cards with masonry and infinite scroll.
 * - `GET /blog/{slug}/`: a post.
 * Each page is the demo template (demo/eb-posts*.html) with the widget's region filled in
 * (demo/server/blog/render.ts), so `<eb-posts>` fetches exactly what a visitor without JavaScript gets.
 */
import { currentPage } from '../../../src/core/builder/posts';
import { BLOG_CATEGORIES, BLOG_POSTS } from '../blog/posts';
import { BLOG_WIDGET_ID, BLOG_WIDGETS, SCROLL_WIDGET_ID, esc, injectPosts, renderPostsWidget, type PostsWidget } from '../blog/render';
import { demoDir } from '../forms/catalog';
import { readDemoPage } from '../layout';
import { CSP, HttpError } from '../http';
import type { Ctx, Reply } from '../router';
import type { RouteModule } from './module';

const HTML = 'text/html; charset=utf-8';
const TEMPLATES: Record<string, string> = { [BLOG_WIDGET_ID]: 'eb-posts.html', [SCROLL_WIDGET_ID]: 'eb-posts-scroll.html' };

const notFound = (): Reply => ({
  status: 404,
  contentType: HTML,
  headers: { 'Content-Security-Policy': CSP },
  text: '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Niet gevonden – Bakkerij Zonneveld</title><link rel="stylesheet" href="/assets/demo.css"></head><body><main><h1>Deze pagina bestaat niet</h1><p><a href="/blog/">Naar de blog</a></p></main></body></html>',
});

function getOnly(method: string): void {
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
}

/** Where the request came from, as WordPress prints absolute URLs (the Host header, else localhost). */
function originOf(ctx: Ctx): string {
  const host = ctx.req.headers.host ?? 'localhost';
  return /^[\w.-]+(:\d+)?$/.test(host) ? `http://${host}` : 'http://localhost';
}

async function renderPage(ctx: Ctx, w: PostsWidget, page: number): Promise<Reply> {
  const markup = renderPostsWidget(w, page, originOf(ctx));
  if (!markup) return notFound();
  const html = await readDemoPage(demoDir(), TEMPLATES[w.id]!);
  return { text: injectPosts(html, w.id, markup), contentType: HTML, headers: { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' } };
}

export const blog: RouteModule = {
  name: 'blog',
  register(router) {
    const index = BLOG_WIDGETS[BLOG_WIDGET_ID]!;
    const scroll = BLOG_WIDGETS[SCROLL_WIDGET_ID]!;
    router.onPath('/blog/', (ctx) => {
      getOnly(ctx.method);
      return renderPage(ctx, index, currentPage(ctx.url, index.id));
    });
    // `/blog/page/N/` (the server looks a path up with its last segment as `*`).
    router.onPath('/blog/page/*/', (ctx) => {
      getOnly(ctx.method);
      const m = /^\/blog\/page\/(\d{1,6})\/$/.exec(ctx.url.pathname);
      if (!m) return notFound();
      // WordPress redirects /page/1/ to the archive itself.
      if (m[1] === '1') return { status: 301, headers: { Location: '/blog/' }, text: '' };
      return renderPage(ctx, index, currentPage(ctx.url, index.id));
    });
    router.onPath('/blog/oneindig/', (ctx) => {
      getOnly(ctx.method);
      return renderPage(ctx, scroll, currentPage(ctx.url, scroll.id));
    });
    router.onPath('/blog/*/', (ctx) => {
      getOnly(ctx.method);
      const slug = ctx.url.pathname.slice('/blog/'.length, -1);
      const p = BLOG_POSTS.find((x) => x.slug === slug);
      if (!p) return notFound();
      return {
        contentType: HTML,
        headers: { 'Content-Security-Policy': CSP },
        text: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(p.title)} – Bakkerij Zonneveld</title><link rel="icon" href="/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/assets/demo.css"><link rel="stylesheet" href="/assets/posts-demo.css"></head><body><header class="site-header"><a href="/">Bakkerij Zonneveld</a><nav aria-label="Demo"><a href="/blog/">Blog</a></nav></header><main class="blog-post"><p class="blog-post__category">${esc(BLOG_CATEGORIES[p.category])}</p><h1>${esc(p.title)}</h1><p class="blog-post__meta">${esc(p.author)} · ${esc(p.date)}</p><img src="/assets/loop-${p.image}.svg" alt="" width="640" height="400"><p>${esc(p.excerpt)}</p><p><a href="/blog/">Terug naar de blog</a></p></main></body></html>`,
      };
    });
    // The templates themselves lead to their pages.
    router.onPath('/eb-posts.html', () => ({ status: 302, headers: { Location: '/blog/' }, text: '' }));
    router.onPath('/eb-posts-scroll.html', () => ({ status: 302, headers: { Location: '/blog/oneindig/' }, text: '' }));
  },
};
