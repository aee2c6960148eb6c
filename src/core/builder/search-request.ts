/**
 * The `refresh-search` request of Elementor Pro's Search widget (reference/elementor-widgets.md
 * §4.2, SE:310-445; PE `modules/search/data/endpoints/refresh-search.php`): its JSON body and the
 * reading of its answer. Apart from ./search.ts, importing nothing at run time, because only the
 * lazily loaded request code (src/light/search/request.ts) uses it: a module the element's first
 * chunk shares with a lazy one becomes a third file for esbuild. Pure.
 */

/** The REST route of the live search. */
export const REFRESH_SEARCH_ROUTE = 'elementor-pro/v1/refresh-search';

/** The JSON body of `POST {rest}elementor-pro/v1/refresh-search`, keys in Elementor's order. */
export interface RefreshSearchBody {
  /** The closest `[data-elementor-id]`'s attribute as Elementor sends it (a string), `0` when there is none. */
  post_id: string | 0;
  widget_id: string;
  search_term: string;
  page_number: number;
}

export function refreshSearchBody(input: { postId: number | string | undefined; widgetId: string; term: string; page?: number }): RefreshSearchBody {
  const id = input.postId === undefined || input.postId === '' ? 0 : String(input.postId);
  const page = input.page !== undefined && Number.isInteger(input.page) && input.page >= 1 ? input.page : 1;
  return { post_id: id, widget_id: input.widgetId, search_term: input.term, page_number: page };
}

export type SearchAnswer =
  | { ok: true; data: string; pagination: string }
  /** `empty`: `data` missing or "" (Elementor then only collapses the list); `garbled`: not the shape. */
  | { ok: false; reason: 'empty' | 'garbled' };

/**
 * Reads an answer as Elementor's client does (`if (!response?.data)`): `{data: html, pagination?:
 * html}` with a non-empty string `data` is used; a missing or non-string `pagination` reads as "".
 */
export function readSearchAnswer(answer: unknown): SearchAnswer {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return { ok: false, reason: 'garbled' };
  const { data, pagination } = answer as { data?: unknown; pagination?: unknown };
  if (data === undefined || data === null || data === '') return { ok: false, reason: 'empty' };
  if (typeof data !== 'string') return { ok: false, reason: 'garbled' };
  return { ok: true, data, pagination: typeof pagination === 'string' ? pagination : '' };
}
