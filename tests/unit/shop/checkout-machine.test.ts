/**
 * <wc-checkout>'s place-order machine (src/core/shop/checkout-machine.ts): the lock, the attempt's
 * key, the tag's own repeat after no answer, and what each answer leads to, as tables of events.
 */
import { describe, expect, it } from 'vitest';
import { CART_EMPTY, PLACE_ORDER_RETRY_DELAY_MS, type CheckoutAnswer, type PlacedOrder } from '../../../src/core/shop/checkout';
import { bannerFor, checkoutTransition, GUEST_CHECKOUT_DISABLED, initialCheckoutState, isBusy, type CheckoutEffect, type CheckoutEvent, type CheckoutMachineState } from '../../../src/core/shop/checkout-machine';
import type { StoreError } from '../../../src/core/shop/errors';

const order: PlacedOrder = {
  order_id: 7,
  order_key: 'wc_order_abc',
  order_number: '7',
  status: 'on-hold',
  customer_note: '',
  payment_method: 'bacs',
  payment_status: 'pending',
  payment_details: [],
  redirect_url: '',
  billing_address: {},
  shipping_address: {},
};
const err = (code: string, status = 400, message = ''): StoreError => ({ code, message, status });

const placed: CheckoutAnswer = { kind: 'placed', order };
const lost: CheckoutAnswer = { kind: 'lost', error: err('timeout', 0) };
const fields: CheckoutAnswer = { kind: 'fields', errors: [{ group: 'billing', key: 'postcode', message: 'bad' }], error: err('rest_invalid_param') };
const cart: CheckoutAnswer = { kind: 'cart', error: err('woocommerce_rest_product_out_of_stock', 409) };
const payment: CheckoutAnswer = { kind: 'payment', error: err('woocommerce_rest_payment_error', 400, 'Declined') };
const empty: CheckoutAnswer = { kind: 'refused', error: err(CART_EMPTY) };
const guest: CheckoutAnswer = { kind: 'refused', error: err(GUEST_CHECKOUT_DISABLED, 403) };
const refused: CheckoutAnswer = { kind: 'refused', error: err('woocommerce_rest_invalid_nonce', 403) };

const press = (newKey = 'key-new-0001', problems: string[] = []): CheckoutEvent => ({ type: 'PRESS', problems, newKey });
const answer = (a: CheckoutAnswer): CheckoutEvent => ({ type: 'ANSWER', answer: a });

/** Runs events from `from`, collecting every effect. */
function run(events: CheckoutEvent[], from: CheckoutMachineState = initialCheckoutState()) {
  let state = from;
  const effects: CheckoutEffect[] = [];
  for (const e of events) {
    const r = checkoutTransition(state, e);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}
const types = (effects: CheckoutEffect[]) => effects.map((e) => e.type);
const sent = (effects: CheckoutEffect[]) => effects.flatMap((e) => (e.type === 'send' ? [e.key] : []));
const kept = (effects: CheckoutEffect[]) => effects.flatMap((e) => (e.type === 'keep' ? [e.attempt.key] : []));

describe('a press', () => {
  it('with problems: nothing sent; the first in error and the count; submitted, banner gone', () => {
    const from = { ...initialCheckoutState(), banner: { kind: 'lost', retry: true } as const };
    const { state, effects } = run([press('k-00000001', ['contact-email', 'billing-postcode'])], from);
    expect(effects).toEqual([{ type: 'invalid', first: 'contact-email', count: 2 }]);
    expect(state).toMatchObject({ phase: 'idle', submitted: true, banner: null, key: '' });
  });
  it('a new attempt: start, the key kept before sending, then sent', () => {
    const { state, effects } = run([press('k-00000001')]);
    expect(effects).toEqual([{ type: 'start' }, { type: 'keep', attempt: { key: 'k-00000001' } }, { type: 'send', key: 'k-00000001' }]);
    expect(state).toMatchObject({ phase: 'placing', key: 'k-00000001', tries: 1, repeated: false });
    expect(isBusy(state)).toBe(true);
  });
  it('after a lost answer kept (the retry banner, a reload): the same key, and the answer is to a repeat', () => {
    const { state, effects } = run([press('k-00000002')], initialCheckoutState({ key: 'k-lost-0001' }));
    expect(sent(effects)).toEqual(['k-lost-0001']);
    expect(state.repeated).toBe(true);
  });
  it.each([
    ['placing', [press('k-00000001')]],
    ['waiting', [press('k-00000001'), answer(lost)]],
    ['redirecting', [press('k-00000001'), answer(placed), { type: 'TOLD', follow: true } as CheckoutEvent]],
  ])('while %s: a second press changes nothing and sends nothing (one order per double press)', (phase, events) => {
    const before = run(events).state;
    expect(before.phase).toBe(phase);
    const r = checkoutTransition(before, press('k-00000009'));
    expect(r.state).toBe(before);
    expect(r.effects).toEqual([]);
  });
});

describe('answers', () => {
  it('placed: the attempt ends (nothing kept), the order told; TOLD follow -> redirecting (locked), else idle with the received view', () => {
    const r = run([press('k-00000001'), answer(placed)]);
    expect(r.state).toMatchObject({ phase: 'telling', placed: order, key: '' });
    expect(r.effects.slice(3)).toEqual([{ type: 'keep', attempt: { key: '' } }, { type: 'placed', order }]);
    const follow = checkoutTransition(r.state, { type: 'TOLD', follow: true });
    expect(follow.state.phase).toBe('redirecting');
    expect(follow.effects).toEqual([{ type: 'redirect', order }]);
    const stay = checkoutTransition(r.state, { type: 'TOLD', follow: false });
    expect(stay.state.phase).toBe('idle');
    expect(stay.effects).toEqual([{ type: 'received', order }]);
  });
  it('lost: the tag repeats once by itself after the delay, with the same key; lost again -> the retry banner, the key kept', () => {
    const first = run([press('k-00000001'), answer(lost)]);
    expect(first.state).toMatchObject({ phase: 'waiting', repeated: true });
    expect(first.effects.at(-1)).toEqual({ type: 'wait', ms: PLACE_ORDER_RETRY_DELAY_MS });
    const again = run([{ type: 'RETRY' }, answer(lost)], first.state);
    expect(sent(again.effects)).toEqual(['k-00000001']);
    expect(again.state).toMatchObject({ phase: 'idle', banner: { kind: 'lost', retry: true }, attempt: { key: 'k-00000001' } });
    expect(kept(again.effects)).toEqual(['k-00000001']);
    expect(types(again.effects)).toEqual(['send', 'keep', 'banner']);
    // The retry button: the same key again, as a repeat.
    const retry = run([press('k-00000002')], again.state);
    expect(sent(retry.effects)).toEqual(['k-00000001']);
    expect(retry.state.repeated).toBe(true);
  });
  it('a RETRY or ANSWER out of turn changes nothing', () => {
    const idle = initialCheckoutState();
    expect(checkoutTransition(idle, { type: 'RETRY' }).state).toBe(idle);
    expect(checkoutTransition(idle, answer(placed)).state).toBe(idle);
    expect(checkoutTransition(idle, { type: 'TOLD', follow: true }).state).toBe(idle);
    const placing = run([press('k-00000001')]).state;
    expect(checkoutTransition(placing, { type: 'RETRY' }).state).toBe(placing);
  });
  it('field errors: idle, no banner, the errors shown and told', () => {
    const r = run([press('k-00000001'), answer(fields)]);
    expect(r.state).toMatchObject({ phase: 'idle', banner: null, attempt: { key: '' } });
    expect(r.effects.at(-1)).toMatchObject({ type: 'fields', errors: (fields as { errors: unknown }).errors });
  });
  it.each<[string, CheckoutAnswer, boolean, string, boolean, boolean]>([
    // name, answer, repeated, banner kind, retry, refresh
    ['cart changed', cart, false, 'cart', false, true],
    ['payment refused', payment, false, 'payment', true, false],
    ['empty cart on a first try', empty, false, 'refused', false, false],
    ['empty cart on a repeat of a lost attempt', empty, true, 'probablyPlaced', false, true],
    ['guest checkout disabled', guest, false, 'guestDisabled', false, false],
    ['any other refusal', refused, false, 'refused', false, false],
  ])('%s -> banner %s', (_name, a, repeated, kind, retry, refresh) => {
    const from = repeated ? initialCheckoutState({ key: 'k-lost-0001' }) : initialCheckoutState();
    const r = run([press('k-00000001'), answer(a)], from);
    expect(r.state.phase).toBe('idle');
    expect(r.state.banner?.kind).toBe(kind);
    expect(!!r.state.banner?.retry).toBe(retry);
    expect(types(r.effects).includes('refresh')).toBe(refresh);
    expect(r.effects.at(-1)).toMatchObject({ type: 'banner', banner: r.state.banner, answer: a });
    // Any answer the server gave ends the attempt: the next press is a new one.
    expect(r.state.attempt.key).toBe('');
  });
  it('the tag\'s own repeat finding the cart empty: most likely placed at once, no retry', () => {
    const r = run([press('k-00000001'), answer(lost), { type: 'RETRY' }, answer(empty)]);
    expect(r.state.banner).toEqual({ kind: 'probablyPlaced' });
    expect(sent(r.effects)).toEqual(['k-00000001', 'k-00000001']);
  });
  it('bannerFor keeps the error to tell', () => {
    expect(bannerFor(cart as CheckoutAnswer & { error: StoreError }, false)).toEqual({ kind: 'cart', error: cart.kind === 'cart' ? cart.error : undefined });
    expect(bannerFor(payment as CheckoutAnswer & { error: StoreError }, false)).toEqual({ kind: 'payment', error: err('woocommerce_rest_payment_error', 400, 'Declined'), retry: true });
  });
});
