/**
 * The Store API nonce (WC `AbstractCartRoute::check_nonce`, action `wc_store_api`): every write
 * needs a `Nonce` header unless it carries a valid `Cart-Token`; every answer (errors included)
 * carries a fresh `Nonce` and its `Nonce-Timestamp` (`add_response_headers`). WooCommerce Blocks'
 * nonce middleware keeps the newest by timestamp; a page cached longer than a nonce lives prints a
 * dead one, so the first write answers 403 `woocommerce_rest_invalid_nonce` (401
 * `woocommerce_rest_missing_nonce` without one) with a fresh nonce in its headers.
 *
 * The rule here: keep the newest nonce any answer brings; when a write is refused for its nonce
 * and the refusal brings a different nonce, store it and repeat the call once. Never more than
 * once: a second refusal is the answer (no loop against a server that refuses every nonce).
 */
import { NONCE_ERRORS } from './errors';

/** The nonce to send and when the server made it (unix seconds; 0: printed in the page, age unknown). */
export interface NonceState {
  nonce: string;
  timestamp: number;
}

/** The headers of an answer that matter here, and its status and error code. */
export interface NonceAnswer {
  status: number;
  /** The error body's `code` ("" for a success). */
  code: string;
  /** The answer's `Nonce` header ("" when absent). */
  nonce: string;
  /** Its `Nonce-Timestamp` header as a number (NaN when absent). */
  nonceTimestamp: number;
}

/**
 * The nonce to keep after an answer: the answer's when it has one and it is not older than the
 * one held (an answer without a timestamp counts as newest, as it came after the page was printed).
 */
export function acceptNonce(state: NonceState, answer: Pick<NonceAnswer, 'nonce' | 'nonceTimestamp'>): NonceState {
  if (!answer.nonce) return state;
  const ts = Number.isFinite(answer.nonceTimestamp) ? answer.nonceTimestamp : 0;
  if (ts !== 0 && ts < state.timestamp) return state;
  return { nonce: answer.nonce, timestamp: Math.max(ts, state.timestamp) };
}

/** True when `answer` refused the call for its nonce and brings another one to try. */
export function nonceRetryable(answer: NonceAnswer, sent: string): boolean {
  return (answer.status === 401 || answer.status === 403) && NONCE_ERRORS.includes(answer.code) && answer.nonce !== '' && answer.nonce !== sent;
}

/** Where the nonce lives between calls (the client's memory; a tag may share one across the page). */
export interface NonceHolder {
  get(): NonceState;
  set(state: NonceState): void;
}

/** A holder in memory, starting from the page's printed nonce. */
export function nonceHolder(initial: string, timestamp = 0): NonceHolder {
  let state: NonceState = { nonce: initial, timestamp };
  return {
    get: () => state,
    set: (s) => void (state = s),
  };
}

/**
 * Sends a call with the held nonce, keeps the answer's nonce, and when the answer is a nonce
 * refusal carrying a fresh nonce, sends the call once more with it. `read` tells the rule what an
 * answer says. Returns the last answer and how many times the call was sent (1 or 2).
 */
export async function withNonce<A>(holder: NonceHolder, send: (nonce: string) => Promise<A>, read: (answer: A) => NonceAnswer): Promise<{ answer: A; sends: number }> {
  const sent = holder.get().nonce;
  const first = await send(sent);
  const meta = read(first);
  holder.set(acceptNonce(holder.get(), meta));
  if (!nonceRetryable(meta, sent)) return { answer: first, sends: 1 };
  const second = await send(holder.get().nonce);
  holder.set(acceptNonce(holder.get(), read(second)));
  return { answer: second, sends: 2 };
}
