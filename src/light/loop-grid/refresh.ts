/**
 * The loop grid's refresh call (spec section 3, "Loop refresh request"; section 8, "Loop refresh"):
 * `POST {restUrl}elementor-pro/v1/refresh-loop` and the `data` HTML of its answer. Loaded when the
 * visitor reaches for a filter, beside the sanitizer (./loop-grid.ts), as Elementor loads its
 * widget handlers on demand: a grid page's first load carries no request code.
 */
import { REFRESH_LOOP_ROUTE, refreshLoopBody, refreshLoopHtml } from '../../core/builder/loop-refresh';
import { restRoute } from '../../core/shared/rest';
import { restJson } from '../../platform/http';

export interface RefreshInput {
  restUrl: string;
  /** Sent as `X-WP-Nonce` in edit mode only. */
  restNonce?: string | undefined;
  body: Parameters<typeof refreshLoopBody>[0];
  signal: AbortSignal;
}

/** The answer's `data` HTML; undefined for a failed, non-ok (>= 400) or garbled answer, which changes nothing. */
export async function fetchLoopHtml(input: RefreshInput): Promise<string | undefined> {
  const answer = await restJson('POST', restRoute(input.restUrl, REFRESH_LOOP_ROUTE), refreshLoopBody(input.body), {
    nonce: input.body.editMode ? input.restNonce : undefined,
    signal: input.signal,
  });
  return answer.ok ? refreshLoopHtml(answer.data) : undefined;
}
