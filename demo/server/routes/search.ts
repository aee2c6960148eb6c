/**
 * Elementor Pro's live search and the site's own search (reference/elementor-widgets.md §4.2;
 * PE `modules/search/data/endpoints/refresh-search.php`, `core/data/endpoints/refresh-base.php`):
 * - REST `POST elementor-pro/v1/refresh-search` with JSON `{post_id, widget_id, search_term,
 *   page_number}` answers `{"data": "<results HTML>", "pagination": "<links HTML>"}` from the blog
 *   (../blog/posts.ts). Parameters are checked as WordPress' REST server does (400
 *   `rest_missing_callback_param` / `rest_invalid_param`: `post_id` numeric and not empty,
 *   `widget_id` 7 letters or digits), then Elementor's permission check (a published page holding a
 *   `search` widget with that id, else 401 `rest_forbidden`). Checks PRO Elements lacks, each a 400
 *   `rest_invalid_param` naming the field: `search_term` a string of at most MAX_SEARCH_TERM
 *   characters, `page_number` a whole number from 1 to MAX_PAGE_NUMBER. There is no editor here,
 *   so `widget_model` (edit mode only) is refused as WordPress refuses it for a visitor.
 * - `GET /?s=term` (and `e_search_props`): the site's search results page, rendered on the server,
 *   the path a visitor without JavaScript (or pressing Enter) takes.
 */
import { WIDGET_ID_PATTERN } from '../../../src/core/builder/loop-filter';
import { isPlainObject } from '../../../src/core/shared/schema';
import { BLOG_CATEGORIES, searchPosts } from '../blog/posts';
import { CSP, HttpError } from '../http';
import type { Reply } from '../router';
import { esc, findSearchWidget, postUrl, renderPagination, renderResults, searchPage } from '../search/catalog';
import type { RouteModule } from './module';

/** The longest search term accepted (not in PRO Elements; chosen here: a search box, not a document). */
export const MAX_SEARCH_TERM = 200;
/** The highest page number accepted (not in PRO Elements, which hands any number to WP_Query). */
export const MAX_PAGE_NUMBER = 10_000;

function restError(status: number, code: string, message: string, params?: unknown): Reply {
  return { status, json: { code, message, data: params === undefined ? { status } : { status, params } } };
}
const invalid = (name: string, why = 'Invalid parameter.') => restError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: why });

/** The site's address for absolute links (WordPress' home_url), from the Host header when it is a plain host[:port]. */
function siteOrigin(host: string | undefined): string {
  return host && /^[\w.-]{1,253}(:\d{1,5})?$/.test(host) ? `http://${host}` : 'http://localhost';
}

/** The `search` path of `GET /?s=…`: registered under this key, dispatched by server.ts. */
export const SEARCH_PAGE_KEY = '/?s=';

export const search: RouteModule = {
  name: 'search',
  register(router) {
    router.onRest('POST', 'elementor-pro/v1/refresh-search', ({ json, req, url }) => {
      const body = isPlainObject(json) ? json : {};
      const missing = ['post_id', 'widget_id'].filter((k) => body[k] === undefined || body[k] === null);
      if (missing.length) return restError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, missing);
      const postId = body.post_id;
      // validate_callback: `! empty( $param ) && is_numeric( $param )` ("0" and 0 are empty in PHP).
      if (!(typeof postId === 'number' || typeof postId === 'string') || !/^\d{1,20}$/.test(String(postId).trim()) || Number(postId) === 0) return invalid('post_id');
      if (typeof body.widget_id !== 'string' || !WIDGET_ID_PATTERN.test(body.widget_id)) return invalid('widget_id');
      if (body.widget_model !== undefined || body.is_edit_mode) return invalid('widget_model');
      const term = body.search_term ?? '';
      if (typeof term !== 'string') return invalid('search_term', 'Not a string.');
      if ([...term].length > MAX_SEARCH_TERM) return invalid('search_term', `Longer than ${MAX_SEARCH_TERM} characters.`);
      const pageRaw = body.page_number ?? 1;
      const pageNo = typeof pageRaw === 'string' && /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : pageRaw;
      if (typeof pageNo !== 'number' || !Number.isInteger(pageNo) || pageNo < 1 || pageNo > MAX_PAGE_NUMBER) return invalid('page_number', `Not a whole number from 1 to ${MAX_PAGE_NUMBER}.`);
      const widget = findSearchWidget(Number(postId), body.widget_id);
      if (!widget) return restError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      const result = searchPage(widget, term, pageNo);
      return { json: { data: renderResults(widget, result), pagination: renderPagination(widget, result, req.headers?.host ? siteOrigin(req.headers.host) : url.origin) } };
    });

    router.onPath(SEARCH_PAGE_KEY, ({ method, url }) => {
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
      const term = (url.searchParams.get('s') ?? '').slice(0, MAX_SEARCH_TERM);
      const posts = searchPosts(term);
      const items = posts
        .map((p) => `<li><a href="${esc(postUrl(p))}">${esc(p.title)}</a><p>${esc(BLOG_CATEGORIES[p.category])} · ${esc(p.excerpt)}</p></li>`)
        .join('\n');
      const heading = term ? `Zoekresultaten voor “${esc(term)}”` : 'Zoeken';
      const text = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} – Bakkerij Zonneveld</title>
<link rel="stylesheet" href="/assets/demo.css">
<link rel="stylesheet" href="/assets/search-demo.css">
</head>
<body class="search search-results">
<main class="search-page">
<p><a href="/eb-search.html">← Terug naar de bakkerij</a></p>
<h1>${heading}</h1>
<form role="search" class="search-page-form" action="/" method="get">
<label for="s">Zoeken</label>
<input type="search" id="s" name="s" value="${esc(term)}">
<button type="submit">Zoeken</button>
</form>
${term ? (posts.length ? `<p>${posts.length === 1 ? '1 resultaat' : `${posts.length} resultaten`}</p>\n<ol class="search-page-results">\n${items}\n</ol>` : '<p class="search-page-none">Niets gevonden. Probeer een ander woord.</p>') : ''}
</main>
</body>
</html>
`;
      return { text, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP } };
    });
  },
};
