/**
 * The reference backend's search widgets and their rendering as PRO Elements prints them
 * (reference/elementor-widgets.md §4.2; PE `modules/search/widgets/search.php` `render_results`,
 * `render_pagination`, `handle_no_posts_found`; the loop item as `LoopDocument::print_content`).
 * The widgets live in code, not in the database: a search only reads the blog (../blog/posts.ts),
 * exactly as the site's `?s=` does. Test and demo data only.
 */
import { BLOG_CATEGORIES, searchPosts, type BlogPost } from '../blog/posts';
import { esc } from '../html';

/** A Search widget saved on a published page (what `refresh-base.php`'s permission check finds). */
export interface SearchWidget {
  pageId: number;
  /** The page's address, the base of the results' pagination links (search.php `get_paginate_args_for_rest_request`). */
  pagePath: string;
  widgetId: string;
  /** `search` for the Search widget; anything else is refused as PRO Elements refuses it. */
  widgetType: string;
  templateId: number;
  /** `number_of_items`: results per page (search.php, default 6). */
  perPage: number;
  pagination: 'none' | 'numbers' | 'previous_next' | 'numbers_previous_next';
  /** `page_limit_settings`. */
  pageLimit: number;
  prevLabel: string;
  nextLabel: string;
  /** `enable_nothing_found_message` + `nothing_found_message_text`; undefined = off (data is then ""). */
  nothingFound?: string;
}

/** The demo page (demo/eb-search.html) and its widgets. */
export const SEARCH_PAGE_ID = 70;
export const SEARCH_WIDGET_ID = 'e5a1c9d';
export const SEARCH_TEMPLATE_ID = 812;

export const SEARCH_WIDGETS: readonly SearchWidget[] = [
  {
    pageId: SEARCH_PAGE_ID,
    pagePath: '/eb-search.html',
    widgetId: SEARCH_WIDGET_ID,
    widgetType: 'search',
    templateId: SEARCH_TEMPLATE_ID,
    perPage: 3,
    pagination: 'numbers_previous_next',
    pageLimit: 5,
    prevLabel: '&laquo; Vorige',
    nextLabel: 'Volgende &raquo;',
    nothingFound: 'Niets gevonden. Probeer een ander woord.',
  },
  // The header's old Search Form on the same page: a widget, but not a `search` one.
  { pageId: SEARCH_PAGE_ID, pagePath: '/eb-search.html', widgetId: 'f6b2d0e', widgetType: 'search-form', templateId: 0, perPage: 6, pagination: 'none', pageLimit: 5, prevLabel: '', nextLabel: '' },
];

/** The published page holding widget `widgetId` of type `search`, else undefined (refresh-base.php `permission_callback`). */
export function findSearchWidget(pageId: number, widgetId: string): SearchWidget | undefined {
  return SEARCH_WIDGETS.find((w) => w.pageId === pageId && w.widgetId === widgetId && w.widgetType === 'search');
}

/** WordPress's esc_html / esc_attr (the server's one copy). */
export { esc } from '../html';

export const postUrl = (p: BlogPost) => `/blog/${p.slug}/`;

/** One result as the loop item template prints it: image, title link, excerpt. */
export function renderLoopItem(p: BlogPost, templateId: number): string {
  const url = esc(postUrl(p));
  return (
    `<div data-elementor-type="loop-item" data-elementor-id="${templateId}" class="elementor elementor-${templateId} e-loop-item e-loop-item-${p.id} post-${p.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${p.category}" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">` +
    `<div class="elementor-element elementor-element-c0a1b2c e-con-full e-flex e-con e-parent" data-id="c0a1b2c" data-element_type="container">` +
    `<div class="elementor-element elementor-element-d1b2c3e elementor-widget elementor-widget-theme-post-featured-image elementor-widget-image" data-id="d1b2c3e" data-element_type="widget" data-widget_type="theme-post-featured-image.default">` +
    `<div class="elementor-widget-container"><a href="${url}"><img width="96" height="72" src="/assets/loop-${p.image}.svg" class="attachment-thumbnail size-thumbnail wp-image-${p.id + 1000}" alt="" decoding="async"></a></div></div>` +
    `<div class="elementor-element elementor-element-e2c3d4f elementor-widget elementor-widget-theme-post-title elementor-page-title elementor-widget-heading" data-id="e2c3d4f" data-element_type="widget" data-widget_type="theme-post-title.default">` +
    `<div class="elementor-widget-container"><h3 class="elementor-heading-title elementor-size-default"><a href="${url}">${esc(p.title)}</a></h3></div></div>` +
    `<div class="elementor-element elementor-element-f3d4e5a elementor-widget elementor-widget-theme-post-excerpt" data-id="f3d4e5a" data-element_type="widget" data-widget_type="theme-post-excerpt.default">` +
    `<div class="elementor-widget-container"><p>${esc(BLOG_CATEGORIES[p.category])} · ${esc(p.excerpt)}</p></div></div>` +
    `</div></div>`
  );
}

export interface SearchPage {
  posts: BlogPost[];
  total: number;
  /** WP_Query's max_num_pages. */
  pages: number;
  page: number;
}

/** Page `page` of the widget's results for `term` (WP_Query `paged`; past the end: no posts). */
export function searchPage(w: SearchWidget, term: string, page: number): SearchPage {
  const all = searchPosts(term);
  const pages = Math.ceil(all.length / w.perPage);
  return { posts: all.slice((page - 1) * w.perPage, page * w.perPage), total: all.length, pages, page };
}

/** `render_results`: the loop items, or the nothing-found message (when on), or "". */
export function renderResults(w: SearchWidget, r: SearchPage): string {
  if (!r.total) return w.nothingFound ? `<p class="e-search-nothing-found-message">${esc(w.nothingFound)}</p>` : '';
  // A page past the end: WP_Query found posts, the loop prints none (PRO Elements sends "").
  return r.posts.map((p) => renderLoopItem(p, w.templateId)).join('');
}

/**
 * `render_pagination`: WordPress's `paginate_links` (type array, show_all, `?e-search-page=N` on
 * the page's address; page 1 is the address itself), inactive previous/next spans at either end,
 * `rel="nofollow"` on every link, joined by newlines; "" for `none` or a single page.
 */
export function renderPagination(w: SearchWidget, r: SearchPage, origin: string): string {
  // Past the last page PRO Elements prints links around a page that does not exist; here: none.
  if (w.pagination === 'none' || r.pages <= 1 || r.page > r.pages) return '';
  const total = Math.min(w.pageLimit, r.pages);
  const current = r.page;
  const base = new URL(w.pagePath, origin).href;
  const href = (n: number) => esc(n === 1 ? base : `${base}?e-search-page=${n}`);
  const prevNext = w.pagination !== 'numbers';
  const links: string[] = [];
  if (prevNext && current > 1 && current <= total) links.push(`<a class="prev page-numbers" href="${href(current - 1)}">${w.prevLabel}</a>`);
  // The numbers are printed for previous_next too: the widget hides them with CSS (`hide-pagination-numbers`).
  for (let n = 1; n <= total; n++) {
    links.push(
      n === current
        ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>${n}</span>`
        : `<a class="page-numbers" href="${href(n)}"><span class="elementor-screen-only">Pagina</span>${n}</a>`,
    );
  }
  if (prevNext && current < total) links.push(`<a class="next page-numbers" href="${href(current + 1)}">${w.nextLabel}</a>`);
  if (current === 1 && prevNext) links.unshift(`<span class="prev page-numbers inactive">${w.prevLabel}</span>`);
  if (current === total && prevNext) links.push(`<span class="next page-numbers inactive">${w.nextLabel}</span>`);
  return links.map((l) => l.replace(/<a /g, '<a rel="nofollow" ')).join('\n');
}
