/**
 * Elementor Pro's loop refresh (CONTRACT eb-loop-grid; spec section 7 "Loop refresh";
 * reference §5, PE `data/endpoints/refresh-loop.php`, `core/data/endpoints/refresh-base.php`):
 * - REST `POST elementor-pro/v1/refresh-loop` with JSON `{post_id, widget_id, widget_filters,
 *   pagination_base_url}` answers `{"data": "<widget container HTML>"}` for page 1 of the filtered
 *   loop. Parameters are checked as WordPress' REST server does (400 `rest_missing_callback_param`
 *   / `rest_invalid_param`: `widget_id` 7 letters or digits, `post_id` numeric, `widget_filters`
 *   an object, `pagination_base_url` an absolute URL), then Elementor's permission check (a
 *   published page holding a loop-grid widget with that id, else 401 `rest_forbidden`). There is
 *   no editor here, so `widget_model` (edit mode only) is refused as WordPress refuses it for a visitor.
 * - `GET /eb-loop-grid.html`: the demo page rendered as WordPress would, with the loop filtered
 *   and paginated by its query string (`e-filter-{id}-{taxonomy}`, `e-page-{id}`), so a reload,
 *   a shared link or a pagination link shows the same items the refresh showed.
 */
import { WIDGET_ID_PATTERN, pageParam, parseWidgetFilters, readFilters } from '../../../src/core/builder/loop-filter';
import { formatIssue, isPlainObject } from '../../../src/core/shared/schema';
import { demoDir } from '../forms/catalog';
import { readDemoPage } from '../layout';
import { CSP, HttpError } from '../http';
import { DEMO_PAGE_ID, DEMO_WIDGET_ID, SHOP_PAGE_ID, SHOP_WIDGET_ID, injectLoop, renderLoop } from '../loop/catalog';
import type { Reply } from '../router';
import type { RouteModule } from './module';

/** A WordPress REST error: `{code, message, data: {status, params?}}`. */
function restError(status: number, code: string, message: string, params?: unknown): Reply {
  return { status, json: { code, message, data: params === undefined ? { status } : { status, params } } };
}

const invalid = (name: string, why = 'Invalid parameter.') => restError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: why });

/** PHP's FILTER_VALIDATE_URL, roughly: an absolute URL with a scheme and a host. */
function isAbsoluteUrl(v: unknown): v is string {
  if (typeof v !== 'string' || v.length > 2000) return false;
  try {
    const u = new URL(v);
    return /^[a-z][a-z0-9+.-]*:$/i.test(u.protocol) && !!u.host;
  } catch {
    return false;
  }
}

const MAX_TAXONOMIES = 10;
const MAX_TERMS = 50;

export const loop: RouteModule = {
  name: 'loop',
  register(router) {
    router.onRest('POST', 'elementor-pro/v1/refresh-loop', async ({ json, store }) => {
      const body = isPlainObject(json) ? json : {};
      const missing = ['post_id', 'widget_id', 'widget_filters'].filter((k) => body[k] === undefined || body[k] === null);
      if (missing.length) return restError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, missing);
      const postId = body.post_id;
      if (postId === '' || postId === 0 || !(typeof postId === 'number' || typeof postId === 'string') || !/^\d+$/.test(String(postId))) return invalid('post_id');
      if (typeof body.widget_id !== 'string' || !WIDGET_ID_PATTERN.test(body.widget_id)) return invalid('widget_id');
      const filters = parseWidgetFilters(body.widget_filters);
      if (!filters.ok) return invalid('widget_filters', formatIssue(filters.issue));
      const taxonomies = Object.values(filters.value);
      if (taxonomies.length > MAX_TAXONOMIES || taxonomies.some((f) => f.terms.length > MAX_TERMS)) return invalid('widget_filters', 'Too many filters.');
      if (body.pagination_base_url !== undefined && !isAbsoluteUrl(body.pagination_base_url)) return invalid('pagination_base_url');
      if (body.widget_model !== undefined || body.is_edit_mode) return invalid('widget_model');
      const widget = await store.loopContent.findWidget(Number(postId), body.widget_id);
      if (!widget) return restError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      const baseUrl = (body.pagination_base_url as string | undefined) ?? widget.page_path;
      const result = await store.loopContent.query(widget, filters.value, 1);
      return { json: { data: renderLoop(widget, result, filters.value, baseUrl, await store.shop.available()) } };
    });

    // The pages holding a loop grid, rendered as WordPress would: the loop filtered and paginated by the query string.
    for (const [pathname, pageId, widgetId] of [
      ['/eb-loop-grid.html', DEMO_PAGE_ID, DEMO_WIDGET_ID],
      ['/winkel.html', SHOP_PAGE_ID, SHOP_WIDGET_ID],
    ] as const) {
      router.onPath(pathname, async ({ method, url, store }) => {
        if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
        const html = await readDemoPage(demoDir(), pathname.slice(1));
        const widget = await store.loopContent.findWidget(pageId, widgetId);
        if (!widget) throw new HttpError(404, 'not_found', 'Not found');
        const filters = readFilters(url.search, widgetId);
        const page = Number(url.searchParams.get(pageParam(widgetId)) ?? '1');
        const result = await store.loopContent.query(widget, filters, Number.isInteger(page) ? page : 1);
        const markup = renderLoop(widget, result, filters, url.pathname, await store.shop.available());
        return { text: injectLoop(html, widgetId, markup), contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP } };
      });
    }
  },
};
