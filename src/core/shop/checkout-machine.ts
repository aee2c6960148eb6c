/**
 * <wc-checkout>'s place-order decisions as a pure state machine (issue 41, "One runner"): the lock
 * (one order per press), the attempt's Idempotency-Key (kept while an answer was lost, also across
 * a reload), the tag's own repeat after no answer, and what an answer leads to (the received view,
 * the payment page, field errors, or a banner). Run by src/widgets/shared/use-machine.ts from
 * src/widgets/wccheckout/use-place-order.ts, which sends the requests and does the effects.
 *
 * States (`phase`): idle -> placing (a request out) -> waiting (before the repeat after no answer)
 * -> placing -> ... ; a placed order -> telling (`wc-checkout-placed` dispatched, its answer awaited)
 * -> redirecting (the payment page) or idle (the received view). While placing, waiting, telling or
 * redirecting a press does nothing.
 */
import { afterAnswer, keyForPress, PLACE_ORDER_RETRIES, PLACE_ORDER_RETRY_DELAY_MS, probablyPlaced, type AttemptState, type CheckoutAnswer, type FieldError, type PlacedOrder } from './checkout';
import type { StoreError } from './errors';

export type CheckoutPhase = 'idle' | 'placing' | 'waiting' | 'telling' | 'redirecting';

/** The banner over the form after an answer that was no order and no field errors. */
export type CheckoutBanner =
  /** No usable answer, also after the repeat: press again (the same key). */
  | { kind: 'lost'; retry: true }
  /** The cart changed (stock, coupons): read again. */
  | { kind: 'cart'; error: StoreError; retry?: undefined }
  /** The payment was refused: try again. */
  | { kind: 'payment'; error: StoreError; retry: true }
  /** A repeat of a lost attempt found the cart empty: the first try most likely made the order. */
  | { kind: 'probablyPlaced'; retry?: undefined }
  /** The shop takes no guest orders: log in. */
  | { kind: 'guestDisabled'; retry?: undefined }
  /** Any other refusal, told with the server's words. */
  | { kind: 'refused'; error: StoreError; retry?: undefined };

export interface CheckoutMachineState {
  phase: CheckoutPhase;
  /** Kept between presses (and in sessionStorage): the key of an attempt whose answer was lost. */
  attempt: AttemptState;
  /** The key of the attempt on its way ('' when idle). */
  key: string;
  /** Requests sent for this attempt. */
  tries: number;
  /** The answer on its way is to a repeat of an attempt whose answer was lost (an empty cart then means placed). */
  repeated: boolean;
  /** The form was pressed once: every field shows its problem. */
  submitted: boolean;
  banner: CheckoutBanner | null;
  /** The order made, while `wc-checkout-placed` is told and after. */
  placed: PlacedOrder | null;
}

export type CheckoutEvent =
  /** The place-order button (or the banner's retry): `problems` the form's field ids in error, in order; `newKey` a fresh key for a new attempt. */
  | { type: 'PRESS'; problems: string[]; newKey: string }
  /** The answer to the request on its way. */
  | { type: 'ANSWER'; answer: CheckoutAnswer }
  /** The wait before the tag's own repeat is over. */
  | { type: 'RETRY' }
  /** `wc-checkout-placed` was told: `follow` when the payment page is to be opened (its URL one to follow, the event not prevented). */
  | { type: 'TOLD'; follow: boolean };

export type CheckoutEffect =
  /** The press found problems on the form: errors shown, the first (`first`) focused, `count` announced. */
  | { type: 'invalid'; first: string; count: number }
  /** A new attempt starts: the draft and cart as of now are what is sent; old errors go. */
  | { type: 'start' }
  /** The attempt state to keep in sessionStorage (`key` '' = nothing kept). */
  | { type: 'keep'; attempt: AttemptState }
  /** Send the order with this Idempotency-Key; the answer comes back as ANSWER. */
  | { type: 'send'; key: string }
  /** Wait `ms` (and until online) before the repeat; then RETRY. */
  | { type: 'wait'; ms: number }
  /** The order was made: keep the received view, tell `wc-checkout-placed`, then TOLD. */
  | { type: 'placed'; order: PlacedOrder }
  /** Open the order's payment page. */
  | { type: 'redirect'; order: PlacedOrder }
  /** Show the received view and focus its heading. */
  | { type: 'received'; order: PlacedOrder }
  /** The API named fields: show its errors on them and tell `wc-checkout-error`. */
  | { type: 'fields'; errors: FieldError[]; answer: CheckoutAnswer & { kind: 'fields' } }
  /** Read the cart again (it changed, or the order was most likely made). */
  | { type: 'refresh' }
  /** Show the banner, focus and announce it, tell `wc-checkout-error`. */
  | { type: 'banner'; banner: CheckoutBanner; answer: CheckoutAnswer & { error: StoreError } };

export interface CheckoutTransition {
  state: CheckoutMachineState;
  effects: CheckoutEffect[];
}

/** The error code of a refused guest order (WooCommerce's `woocommerce_rest_guest_checkout_disabled`). */
export const GUEST_CHECKOUT_DISABLED = 'woocommerce_rest_guest_checkout_disabled';

/** The state on a page load: `attempt` as kept in sessionStorage. */
export function initialCheckoutState(attempt: AttemptState = { key: '' }): CheckoutMachineState {
  return { phase: 'idle', attempt, key: '', tries: 0, repeated: false, submitted: false, banner: null, placed: null };
}

/** An order is on its way (or its payment page is opening): the form is busy and a press does nothing. */
export function isBusy(state: Pick<CheckoutMachineState, 'phase'>): boolean {
  return state.phase !== 'idle';
}

/** The banner an answer that is no order and no field errors leads to. */
export function bannerFor(answer: CheckoutAnswer & { error: StoreError }, repeated: boolean): CheckoutBanner {
  if (answer.kind === 'lost') return { kind: 'lost', retry: true };
  if (answer.kind === 'cart') return { kind: 'cart', error: answer.error };
  if (answer.kind === 'payment') return { kind: 'payment', error: answer.error, retry: true };
  if (probablyPlaced(repeated, answer)) return { kind: 'probablyPlaced' };
  if (answer.error.code === GUEST_CHECKOUT_DISABLED) return { kind: 'guestDisabled' };
  return { kind: 'refused', error: answer.error };
}

const same = (state: CheckoutMachineState): CheckoutTransition => ({ state, effects: [] });

export function checkoutTransition(state: CheckoutMachineState, event: CheckoutEvent): CheckoutTransition {
  switch (event.type) {
    case 'PRESS': {
      // The lock: an order on its way (or its payment page opening) takes no second press.
      if (isBusy(state)) return same(state);
      const pressed: CheckoutMachineState = { ...state, submitted: true, banner: null };
      if (event.problems.length) return { state: pressed, effects: [{ type: 'invalid', first: event.problems[0]!, count: event.problems.length }] };
      const key = keyForPress(state.attempt, () => event.newKey);
      const attempt = { key };
      return {
        // A press after a lost answer (the retry banner, or a reload) repeats that attempt.
        state: { ...pressed, phase: 'placing', attempt, key, tries: 1, repeated: state.attempt.key !== '' },
        // Kept before sending: a reload while the answer is on its way repeats with this key.
        effects: [{ type: 'start' }, { type: 'keep', attempt }, { type: 'send', key }],
      };
    }
    case 'RETRY':
      if (state.phase !== 'waiting') return same(state);
      return { state: { ...state, phase: 'placing', tries: state.tries + 1 }, effects: [{ type: 'send', key: state.key }] };
    case 'ANSWER': {
      if (state.phase !== 'placing') return same(state);
      const { answer } = event;
      if (answer.kind === 'lost' && state.tries <= PLACE_ORDER_RETRIES) {
        // The tag's own repeat, with the same key: its answer is to a repeat.
        return { state: { ...state, phase: 'waiting', repeated: true }, effects: [{ type: 'wait', ms: PLACE_ORDER_RETRY_DELAY_MS }] };
      }
      const attempt = afterAnswer(state.key, answer.kind);
      const keep: CheckoutEffect = { type: 'keep', attempt };
      const ended: CheckoutMachineState = { ...state, phase: 'idle', attempt, key: '', tries: 0 };
      if (answer.kind === 'placed') return { state: { ...ended, phase: 'telling', placed: answer.order }, effects: [keep, { type: 'placed', order: answer.order }] };
      if (answer.kind === 'fields') return { state: ended, effects: [keep, { type: 'fields', errors: answer.errors, answer }] };
      const banner = bannerFor(answer, state.repeated);
      const refresh = banner.kind === 'cart' || banner.kind === 'probablyPlaced';
      return { state: { ...ended, banner }, effects: [keep, ...(refresh ? [{ type: 'refresh' } as const] : []), { type: 'banner', banner, answer }] };
    }
    case 'TOLD': {
      if (state.phase !== 'telling' || !state.placed) return same(state);
      const order = state.placed;
      // Opening the payment page keeps the lock: the page is leaving.
      return event.follow ? { state: { ...state, phase: 'redirecting' }, effects: [{ type: 'redirect', order }] } : { state: { ...state, phase: 'idle' }, effects: [{ type: 'received', order }] };
    }
  }
}
