import { describe, expect, it } from 'vitest';
import { createAddQueue, type AddRequest, type SendOutcome } from '../../../src/core/shop/add-queue';
import { acceptNonce, nonceHolder, nonceRetryable, withNonce, type NonceAnswer } from '../../../src/core/shop/nonce';
import { shopStrings, storeErrorText } from '../../../src/i18n/shop';
import { CLIENT_ERRORS, STORE_ERRORS } from '../../../src/core/shop/errors';

const err = (code: string, status: number) => ({ ok: false as const, error: { code, message: '', status } });

describe('add queue', () => {
  it('one request at a time, in order', async () => {
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const q = createAddQueue<number>({
      newKey: (() => {
        let n = 0;
        return () => `k${++n}`;
      })(),
      send: async (req) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5 - req.id));
        order.push(req.id);
        inFlight--;
        return { ok: true, cart: req.id };
      },
    });
    const results = await Promise.all([1, 2, 3, 4].map((id) => q.add({ id, quantity: 1 })));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => [r.ok, r.cart, r.key])).toEqual([
      [true, 1, 'k1'],
      [true, 2, 'k2'],
      [true, 3, 'k3'],
      [true, 4, 'k4'],
    ]);
    expect(q.pending).toBe(0);
  });

  it.each([
    ['offline', 0],
    ['timeout', 0],
    ['http_error', 503],
    ['woocommerce_rest_unknown_server_error', 500],
  ])('%s (%i) is sent again once with the same key; a server that applies a key once adds once', async (code, status) => {
    const applied = new Map<string, number>();
    const seen: string[] = [];
    let stock = 10;
    const send = async (req: AddRequest, key: string): Promise<SendOutcome<number>> => {
      seen.push(key);
      if (!applied.has(key)) {
        stock -= req.quantity;
        applied.set(key, stock);
      }
      // the first answer is lost after the server applied the change
      if (seen.length === 1) return err(code, status);
      return { ok: true, cart: applied.get(key)! };
    };
    const q = createAddQueue({ send, newKey: () => 'same-add' });
    const r = await q.add({ id: 1, quantity: 2 });
    expect(r.ok).toBe(true);
    expect(r.tries).toBe(2);
    expect(seen).toEqual(['same-add', 'same-add']);
    expect(stock).toBe(8);
  });

  it('never more than ADD_RETRIES repeats; the last failure is the result', async () => {
    let sends = 0;
    const waits: number[] = [];
    const q = createAddQueue({ send: async () => (sends++, err('offline', 0)), newKey: () => 'k', wait: async (n) => void waits.push(n) });
    const r = await q.add({ id: 1, quantity: 1 });
    expect(sends).toBe(2);
    expect(waits).toEqual([2]);
    expect(r).toMatchObject({ ok: false, tries: 2, error: { code: 'offline' } });
  });

  it('a 4xx is not repeated; a 409 carrying a cart hands it on', async () => {
    let sends = 0;
    const q = createAddQueue<string>({ send: async () => (sends++, { ok: false, error: { code: 'woocommerce_rest_product_out_of_stock', message: 'op', status: 400, cart: 'now' as never } }), newKey: () => 'k' });
    const r = await q.add({ id: 1, quantity: 1 });
    expect(sends).toBe(1);
    expect(r.ok).toBe(false);
    expect(r.cart).toBe('now');
  });

  it('a send that throws counts as no answer, and the queue goes on', async () => {
    let n = 0;
    const q = createAddQueue<number>({
      send: async () => {
        n++;
        if (n <= 2) throw new Error('boom');
        return { ok: true, cart: n };
      },
      newKey: () => `k${n}`,
    });
    const a = await q.add({ id: 1, quantity: 1 });
    const b = await q.add({ id: 2, quantity: 1 });
    expect(a).toMatchObject({ ok: false, tries: 2 });
    expect(b).toMatchObject({ ok: true, cart: 3 });
  });

  it('reports its state for a loading indicator', async () => {
    const states: [number, boolean][] = [];
    const q = createAddQueue<number>({ send: async () => ({ ok: true, cart: 1 }), newKey: () => 'k', onState: (s) => states.push([s.pending, s.active !== null]) });
    await Promise.all([q.add({ id: 1, quantity: 1 }), q.add({ id: 2, quantity: 1 })]);
    expect(states.at(-1)).toEqual([0, false]);
    expect(states.filter(([, active]) => active).length).toBe(2);
  });
});

const answer = (status: number, code: string, nonce: string, nonceTimestamp = NaN): NonceAnswer => ({ status, code, nonce, nonceTimestamp });

describe('nonce rule', () => {
  it.each([
    [answer(403, 'woocommerce_rest_invalid_nonce', 'new'), 'old', true],
    [answer(401, 'woocommerce_rest_missing_nonce', 'new'), '', true],
    [answer(403, 'woocommerce_rest_invalid_nonce', ''), 'old', false],
    [answer(403, 'woocommerce_rest_invalid_nonce', 'old'), 'old', false],
    [answer(403, 'rest_forbidden', 'new'), 'old', false],
    [answer(400, 'woocommerce_rest_invalid_nonce', 'new'), 'old', false],
    [answer(200, '', 'new'), 'old', false],
  ])('%j sent %j -> retry %s', (a, sent, out) => expect(nonceRetryable(a, sent)).toBe(out));

  it('keeps the newest nonce by Nonce-Timestamp', () => {
    const s = { nonce: 'a', timestamp: 100 };
    expect(acceptNonce(s, { nonce: 'b', nonceTimestamp: 200 })).toEqual({ nonce: 'b', timestamp: 200 });
    expect(acceptNonce(s, { nonce: 'b', nonceTimestamp: 50 })).toEqual(s);
    expect(acceptNonce(s, { nonce: '', nonceTimestamp: 300 })).toEqual(s);
    expect(acceptNonce({ nonce: 'printed', timestamp: 0 }, { nonce: 'b', nonceTimestamp: NaN })).toEqual({ nonce: 'b', timestamp: 0 });
  });

  it('a stale nonce: refused, stored from the refusal, repeated once, succeeds', async () => {
    const holder = nonceHolder('stale');
    const sent: string[] = [];
    const { answer: a, sends } = await withNonce(holder, async (n) => (sent.push(n), n === 'fresh' ? answer(201, '', 'fresh2', 20) : answer(403, 'woocommerce_rest_invalid_nonce', 'fresh', 10)), (x) => x);
    expect(sent).toEqual(['stale', 'fresh']);
    expect(sends).toBe(2);
    expect(a.status).toBe(201);
    expect(holder.get()).toEqual({ nonce: 'fresh2', timestamp: 20 });
  });

  it('never loops: a server refusing every nonce is asked twice at most', async () => {
    const holder = nonceHolder('stale');
    let n = 0;
    const { answer: a, sends } = await withNonce(holder, async () => answer(403, 'woocommerce_rest_invalid_nonce', `fresh${++n}`, n), (x) => x);
    expect(n).toBe(2);
    expect(sends).toBe(2);
    expect(a.code).toBe('woocommerce_rest_invalid_nonce');
  });
});

describe('error texts (nl, en)', () => {
  const nl = shopStrings.nl;
  const en = shopStrings.en;
  it('item errors name the product; unknown codes get the general text', () => {
    expect(storeErrorText(nl, { code: 'woocommerce_rest_product_out_of_stock', message: '', status: 400 }, { name: 'Appeltaart' })).toBe('Appeltaart is niet meer op voorraad.');
    expect(storeErrorText(en, { code: 'woocommerce_rest_product_out_of_stock', message: '', status: 400 }, { name: 'Appeltaart' })).toBe('Appeltaart is out of stock.');
    expect(storeErrorText(nl, { code: 'woocommerce_rest_product_out_of_stock', message: 'Server zegt nee', status: 400 })).toBe('Server zegt nee');
    expect(storeErrorText(en, { code: 'something_new', message: '', status: 400 })).toBe(en['shop.error.unknown']);
    expect(storeErrorText(nl, { code: 'http_error', message: '', status: 502 })).toMatch(/HTTP 502/);
  });
  it('numbers from WooCommerce messages: remaining stock, quantity limits', () => {
    const e = (code: string, message: string) => ({ code, message, status: 400 });
    expect(storeErrorText(nl, e('woocommerce_rest_product_partially_out_of_stock', 'You cannot add that amount of "Kwarktaart" to the cart because there is not enough stock (2 remaining).'), { name: 'Kwarktaart' })).toBe('Er zijn nog maar 2 van Kwarktaart op voorraad.');
    expect(storeErrorText(en, e('invalid_quantity', 'The maximum quantity of "Appeltaart" allowed in the cart is 3'), { name: 'Appeltaart' })).toBe('You can have at most 3 of Appeltaart in your cart.');
    expect(storeErrorText(nl, e('invalid_quantity', 'The minimum quantity of "Appeltaart" allowed in the cart is 1'), { name: 'Appeltaart' })).toBe('Je moet minstens 1 van Appeltaart in je winkelwagen hebben.');
    expect(storeErrorText(nl, e('invalid_quantity', 'The quantity of "Appeltaart" must be a multiple of 2'), { name: 'Appeltaart' })).toBe('Dit aantal kan niet voor Appeltaart.');
  });
  it('coupon reasons from WooCommerce messages', () => {
    const c = (message: string) => ({ code: 'woocommerce_rest_cart_coupon_error', message, status: 400 });
    expect(storeErrorText(nl, c('Coupon "oud" has expired.'), { code: 'OUD' })).toBe('Kortingscode "OUD" is verlopen.');
    expect(storeErrorText(nl, c('"xyz" is an invalid coupon code.'), { code: 'XYZ' })).toBe('Kortingscode "XYZ" bestaat niet.');
    // WooCommerce 11.0.1's answer for an unknown code (read on the WordPress interop stack).
    expect(storeErrorText(nl, c('Coupon "nepcode" cannot be applied because it does not exist.'), { code: 'NEPCODE' })).toBe('Kortingscode "NEPCODE" bestaat niet.');
    expect(storeErrorText(en, c('Coupon code "welkom10" has already been applied.'), { code: 'WELKOM10' })).toBe('Coupon "WELKOM10" has already been applied.');
  });
  it('both locales have the same keys', () => expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort()));
  it('every Store API and client error code has its own text in both locales', () => {
    for (const code of [...Object.values(STORE_ERRORS), ...Object.values(CLIENT_ERRORS)]) {
      expect(nl, code).toHaveProperty(`shop.error.${code}`);
      expect(en, code).toHaveProperty(`shop.error.${code}`);
    }
  });
});
