/**
 * The live search's request (reference/elementor-widgets.md §4.2): `POST {restUrl}elementor-pro/v1/
 * refresh-search` with `{post_id, widget_id, search_term, page_number}` and its `{data, pagination}`
 * answer. Loaded on the field's first focus or keystroke, beside the sanitizer: a search page's
 * first load carries no request code.
 */
import { REFRESH_SEARCH_ROUTE, readSearchAnswer, refreshSearchBody, type SearchAnswer } from '../../core/builder/search-request';
import { restRoute } from '../../core/shared/rest';
import { restJson } from '../../platform/http';

export interface SearchInput {
  restUrl: string;
  /** Sent as `X-WP-Nonce` when the page settings carry one. */
  restNonce?: string | undefined;
  postId: string | undefined;
  widgetId: string;
  term: string;
  page: number;
  signal: AbortSignal;
}

export type SearchResult = SearchAnswer | { ok: false; reason: 'failed'; message: string };

/** The answer read as Elementor reads it; a failed call (network, timeout, HTTP >= 400, not JSON) is `failed`. */
export async function fetchSearch(input: SearchInput): Promise<SearchResult> {
  const answer = await restJson('POST', restRoute(input.restUrl, REFRESH_SEARCH_ROUTE), refreshSearchBody({ postId: input.postId, widgetId: input.widgetId, term: input.term, page: input.page }), {
    nonce: input.restNonce,
    signal: input.signal,
  });
  if (!answer.ok) return { ok: false, reason: 'failed', message: answer.message };
  return readSearchAnswer(answer.data);
}
