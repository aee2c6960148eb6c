/**
 * The `refresh-loop` request of Elementor Pro's loop grid (spec section 3, "Loop refresh request";
 * section 7, "Loop refresh"): its JSON body and the reading of its answer. Apart from
 * ./loop-filter.ts, and importing nothing at run time, because only the lazily loaded refresh code
 * (src/light/loop-grid/refresh.ts) uses it: a module the grid's first chunk shares with a lazy
 * one becomes a third file for esbuild. Pure.
 */
import type { LoopFilters } from './loop-filter';

/** The REST route of the loop refresh (spec section 7, "Loop refresh"). */
export const REFRESH_LOOP_ROUTE = 'elementor-pro/v1/refresh-loop';

/** The JSON body of `POST {rest}elementor-pro/v1/refresh-loop` (spec section 3, "Loop refresh request"). */
export interface RefreshLoopBody {
  post_id: number;
  widget_filters: { taxonomy?: LoopFilters };
  widget_id: string;
  pagination_base_url: string;
  widget_model?: unknown;
  is_edit_mode?: true;
}

/** Builds the refresh body: empty selections are left out, as Elementor's consolidation does. */
export function refreshLoopBody(input: { postId: number; widgetId: string; filters: LoopFilters; paginationBaseUrl: string; editMode?: boolean; widgetModel?: unknown }): RefreshLoopBody {
  const taxonomy: LoopFilters = {};
  for (const [tax, f] of Object.entries(input.filters)) if (f.terms.length) taxonomy[tax] = f.logicalJoin ? { terms: [...f.terms], logicalJoin: f.logicalJoin } : { terms: [...f.terms] };
  const body: RefreshLoopBody = {
    post_id: input.postId,
    widget_filters: Object.keys(taxonomy).length ? { taxonomy } : {},
    widget_id: input.widgetId,
    pagination_base_url: input.paginationBaseUrl,
  };
  if (input.editMode) {
    if (input.widgetModel !== undefined) body.widget_model = input.widgetModel;
    body.is_edit_mode = true;
  }
  return body;
}

/**
 * Reads a refresh answer as Elementor's client does: `{data: html}` with a string `data` (an empty
 * string included) is used; anything else leaves the widget as it is.
 */
export function refreshLoopHtml(answer: unknown): string | undefined {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  return typeof data === 'string' ? data : undefined;
}
