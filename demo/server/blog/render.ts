/**
 * The reference backend's posts widgets: the markup Elementor Pro's Posts widget prints
 * (PE `modules/posts/skins/skin-base.php`: render_loop_header, render_post, render_loop_footer;
 * reference/elementor-widgets.md §2.2), with the widget wrapper printed as `<eb-posts>` (the tag
 * takes the wrapper div's place and keeps its classes, data-id, data-settings, data-widget_type).
 * Differences, on purpose: the load-more button's href is the next page's URL (Elementor prints
 * "#"), so without JavaScript it is a working link; texts are Dutch.
 */
import { pageUrl, type PageUrlMode, type PaginationType } from '../../../src/core/builder/posts';
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogPost } from './posts';
import { esc } from '../html';

export interface PostsWidget {
  id: string;
  /** The page holding it (Elementor's document id). */
  pageId: number;
  /** The page's path (the pagination base). */
  path: string;
  skin: 'classic' | 'cards';
  perPage: number;
  pagination: PaginationType;
  /** How page links are printed: `/page/N/` (an archive, the blog index) or `?e-page-{id}=N` (individual handle). */
  urlMode: PageUrlMode;
  columns: { desktop: number; tablet: number; mobile: number };
  masonry: boolean;
  rowGap: number;
  endMessage: string;
  buttonText: string;
}

export const BLOG_WIDGET_ID = '9f1e2d3';
export const SCROLL_WIDGET_ID = 'b7c8d9e';

/** The blog index (`/blog/`, load more on click) and the archive page with infinite scroll and masonry. */
export const BLOG_WIDGETS: Record<string, PostsWidget> = {
  [BLOG_WIDGET_ID]: { id: BLOG_WIDGET_ID, pageId: 60, path: '/blog/', skin: 'classic', perPage: 4, pagination: 'load_more_on_click', urlMode: 'paged', columns: { desktop: 2, tablet: 2, mobile: 1 }, masonry: false, rowGap: 35, endMessage: 'Dat waren alle berichten.', buttonText: 'Meer berichten' },
  [SCROLL_WIDGET_ID]: { id: SCROLL_WIDGET_ID, pageId: 61, path: '/blog/oneindig/', skin: 'cards', perPage: 3, pagination: 'load_more_infinite_scroll', urlMode: 'query', columns: { desktop: 3, tablet: 2, mobile: 1 }, masonry: true, rowGap: 24, endMessage: 'Je hebt alles gelezen.', buttonText: '' },
};

export { esc } from '../html';

/** The number of pages of a widget (`max_num_pages`), at least 1. */
export function pageCount(w: PostsWidget, posts: readonly BlogPost[] = BLOG_POSTS): number {
  return Math.max(1, Math.ceil(posts.length / w.perPage));
}

const dateNl = (iso: string) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date(`${iso}T12:00:00Z`));

/** A post's permalink. */
export const permalink = (p: BlogPost) => `/blog/${p.slug}/`;

/** One post as render_post() prints it (thumbnail, title, meta: author and date, excerpt, read more). */
export function renderPost(p: BlogPost, w: PostsWidget): string {
  const link = esc(permalink(p));
  const classes = `elementor-post elementor-grid-item post-${p.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${p.category}`;
  // The cards skin puts the thumbnail in a card with a badge; classic prints it plainly.
  const thumb =
    w.skin === 'cards'
      ? `<div class="elementor-post__card"><a class="elementor-post__thumbnail__link" href="${link}" tabindex="-1"><div class="elementor-post__thumbnail"><img width="320" height="200" src="/assets/loop-${p.image}.svg" class="attachment-medium size-medium" alt="" loading="lazy"></div></a><div class="elementor-post__badge">${esc(BLOG_CATEGORIES[p.category])}</div>`
      : `<a class="elementor-post__thumbnail__link" href="${link}" tabindex="-1"><div class="elementor-post__thumbnail"><img width="320" height="200" src="/assets/loop-${p.image}.svg" class="attachment-medium size-medium" alt="" loading="lazy"></div></a>`;
  // Cards show the full excerpt for the masonry demo's varying heights; classic the short one.
  return (
    `<article class="${classes}" role="listitem">` +
    thumb +
    `<div class="elementor-post__text">` +
    `<h3 class="elementor-post__title"><a href="${link}">${esc(p.title)}</a></h3>` +
    (w.skin === 'classic' ? `<div class="elementor-post__meta-data"><span class="elementor-post-author">${esc(p.author)}</span> <span class="elementor-post-date">${esc(dateNl(p.date))}</span></div>` : '') +
    `<div class="elementor-post__excerpt"><p>${esc(p.excerpt)}</p></div>` +
    `<a class="elementor-post__read-more" href="${link}" aria-label="Lees meer over ${esc(p.title)}" tabindex="-1">Lees meer »</a>` +
    `</div>` +
    (w.skin === 'cards' ? `<div class="elementor-post__meta-data"><span class="elementor-post-date">${esc(dateNl(p.date))}</span></div></div>` : '') +
    `</article>`
  );
}

/** The widget's data-settings (get_frontend_settings: only set frontend_available keys). */
export function widgetSettings(w: PostsWidget): Record<string, unknown> {
  const s: Record<string, unknown> = {
    pagination_type: w.pagination,
    [`${w.skin}_columns`]: String(w.columns.desktop),
    [`${w.skin}_columns_tablet`]: String(w.columns.tablet),
    [`${w.skin}_columns_mobile`]: String(w.columns.mobile),
    [`${w.skin}_row_gap`]: { unit: 'px', size: w.rowGap, sizes: [] },
  };
  if (w.masonry) s[`${w.skin}_masonry`] = 'yes';
  if (w.pagination === 'load_more_on_click' || w.pagination === 'load_more_infinite_scroll') {
    s.load_more_spinner = { value: 'fas fa-spinner', library: 'fa-solid' };
    s.load_more_no_posts_custom_message = w.endMessage;
  }
  if (w.urlMode === 'query') s.pagination_individual_handle = 'yes';
  return s;
}

/**
 * The whole widget for page `page` (1-based; past the end: undefined): `<eb-posts>` in the
 * wrapper's place > `.elementor-widget-container` > the posts container, then the spinner, the
 * anchor, the button and message (load more) or `nav.elementor-pagination` (numbers, prev/next).
 * `origin` makes data-next-page absolute, as WordPress prints it.
 */
export function renderPostsWidget(w: PostsWidget, page: number, origin: string, posts: readonly BlogPost[] = BLOG_POSTS): string | undefined {
  const max = pageCount(w, posts);
  if (!Number.isInteger(page) || page < 1 || page > max) return undefined;
  const shown = posts.slice((page - 1) * w.perPage, page * w.perPage);
  const url = (n: number) => pageUrl(w.path, n, w.urlMode, w.id);
  const wrapperClasses = [
    'elementor-element',
    `elementor-element-${w.id}`,
    `elementor-grid-${w.columns.desktop}`,
    `elementor-grid-tablet-${w.columns.tablet}`,
    `elementor-grid-mobile-${w.columns.mobile}`,
    'elementor-posts--thumbnail-top',
    ...(w.skin === 'cards' ? ['elementor-card-shadow-yes', 'elementor-posts__hover-gradient'] : []),
    'elementor-widget',
    'elementor-widget-posts',
  ];
  const loadMore = w.pagination === 'load_more_on_click' || w.pagination === 'load_more_infinite_scroll';
  // Elementor's script adds the end class at init on the last page; printed here, the last page is right without JavaScript too.
  if (loadMore && page >= max) wrapperClasses.push('e-load-more-pagination-end');
  let footer = '';
  if (loadMore) footer += `<span class="e-load-more-spinner"><i aria-hidden="true" class="fas fa-spinner"></i></span>`;
  if (w.pagination !== '' && max >= 2) {
    footer += `<div class="e-load-more-anchor" data-page="${page}" data-max-page="${max}" data-next-page="${esc(origin + url(page + 1))}"></div>`;
    if (w.pagination === 'load_more_on_click') {
      // Elementor prints href="#"; the next page's URL keeps the button working without JavaScript.
      const href = page < max ? url(page + 1) : url(max);
      footer += `<div class="elementor-button-wrapper"><a class="elementor-button elementor-size-sm" href="${esc(href)}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(w.buttonText)}</span></span></a></div>`;
    }
    if (loadMore) footer += `<div class="e-load-more-message">${esc(w.endMessage)}</div>`;
    else {
      const links: string[] = [];
      const numbers = w.pagination === 'numbers' || w.pagination === 'numbers_and_prev_next';
      const prevNext = w.pagination === 'prev_next' || w.pagination === 'numbers_and_prev_next';
      if (prevNext) links.push(page > 1 ? `<a class="page-numbers prev" href="${esc(url(page - 1))}">&laquo; Vorige</a>` : `<span class="page-numbers prev">&laquo; Vorige</span>`);
      if (numbers)
        for (let n = 1; n <= max; n++)
          links.push(n === page ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>${n}</span>` : `<a class="page-numbers" href="${esc(url(n))}"><span class="elementor-screen-only">Pagina</span>${n}</a>`);
      if (prevNext) links.push(page < max ? `<a class="page-numbers next" href="${esc(url(page + 1))}">Volgende &raquo;</a>` : `<span class="page-numbers next">Volgende &raquo;</span>`);
      footer += `<nav class="elementor-pagination" aria-label="Paginering">${links.join('\n')}</nav>`;
    }
  }
  return (
    `<eb-posts class="${wrapperClasses.join(' ')}" data-id="${w.id}" data-element_type="widget" data-settings="${esc(JSON.stringify(widgetSettings(w)))}" data-widget_type="posts.${w.skin}">` +
    `<div class="elementor-widget-container">` +
    `<div class="elementor-posts-container elementor-posts elementor-posts--skin-${w.skin} elementor-grid" role="list">${shown.map((p) => renderPost(p, w)).join('')}</div>` +
    footer +
    `</div></eb-posts>`
  );
}

/** Replaces a page's region `<!--posts:{id}-->…<!--/posts:{id}-->` with `markup`. */
export function injectPosts(html: string, widgetId: string, markup: string): string {
  const start = `<!--posts:${widgetId}-->`;
  const end = `<!--/posts:${widgetId}-->`;
  const a = html.indexOf(start);
  const b = html.indexOf(end);
  if (a < 0 || b < a) return html;
  return html.slice(0, a + start.length) + markup + html.slice(b);
}
