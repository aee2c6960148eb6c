/**
 * The cart tags' own client (src/platform/shop/store-api.ts) and add queue (src/core/shop/add-queue.ts)
 * against the reference backend, over Node's fetch. Node keeps no cookies, so the client runs in
 * its headless mode (`useCartToken`: the answer's Cart-Token names the cart, no nonce needed), as a
 * site on another origin would. An add whose answer is lost after the server applied it is repeated
 * with the same Idempotency-Key and lands once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/server';
import { createAddQueue } from '../../src/core/shop/add-queue';
import { formatPrice } from '../../src/core/shop/money';
import { addSender, createStoreApi } from '../../src/platform/shop/store-api';
import { engines, type Fresh } from './engines';

for (const engine of engines()) {
  describe(`${engine.name}: the Store API client against the backend`, () => {
    let fresh: Fresh;
    let server: Awaited<ReturnType<typeof startServer>>;
    let restUrl: string;
    const realFetch = globalThis.fetch;
    beforeAll(async () => {
      fresh = await engine.fresh();
      server = await startServer({ ...fresh.options, port: 0, host: '127.0.0.1', log: false, rateLimit: 0 });
      restUrl = `http://127.0.0.1:${server.port}/wp-json/`;
    });
    afterAll(async () => {
      globalThis.fetch = realFetch;
      await server.close();
      await fresh.drop();
    });

    it('a cart by token: add, quantity, coupon, rate, remove; money formatted from the answers', async () => {
      const api = createStoreApi({ restUrl, useCartToken: true });
      const first = await api.getCart();
      expect(first.ok && first.data.items_count).toBe(0);
      expect(api.cartToken).not.toBe('');
      const added = await api.addItem({ id: 201, quantity: 1 });
      expect(added.ok).toBe(true);
      if (!added.ok) return;
      const key = added.data.items[0]!.key;
      const more = await api.updateItem(key, 2);
      expect(more.ok && more.data.items_count).toBe(2);
      const coupon = await api.applyCoupon('WELKOM10');
      expect(coupon.ok && formatPrice(coupon.data.totals.total_price, coupon.data.totals.currency)).toBe('€ 33,30');
      const bad = await api.applyCoupon('nep');
      expect(!bad.ok && [bad.error.code, bad.error.message, bad.error.status]).toEqual(['woocommerce_rest_cart_coupon_error', 'Coupon "nep" cannot be applied because it does not exist.', 400]);
      const rate = await api.selectShippingRate('flat_rate:2', 0);
      expect(rate.ok && rate.data.shipping_rates[0]!.shipping_rates.find((r) => r.selected)!.name).toBe('Bezorgen in Utrecht');
      const tooMany = await api.updateItem(key, 50);
      expect(!tooMany.ok && tooMany.error.code).toBe('invalid_quantity');
      const removed = await api.removeItem(key);
      expect(removed.ok && removed.data.items).toEqual([]);
      const gone = await api.removeItem(key);
      expect(!gone.ok && [gone.error.code, gone.error.status, gone.error.cart?.items_count]).toEqual(['woocommerce_rest_cart_invalid_key', 409, 0]);
      const soldOut = await api.addItem({ id: 203, quantity: 1 });
      expect(!soldOut.ok && soldOut.error.message).toBe('You cannot add "Notentaart" to the cart because the product is out of stock.');
    });

    it('an add whose answer is lost is repeated with the same key and lands once', async () => {
      const api = createStoreApi({ restUrl, useCartToken: true });
      await api.getCart();
      let adds = 0;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await realFetch(input, init);
        if (String(input).endsWith('/cart/add-item') && ++adds === 1) {
          await res.text();
          throw new TypeError('network connection lost'); // the server applied it; the answer never arrives
        }
        return res;
      }) as typeof fetch;
      try {
        let n = 0;
        const queue = createAddQueue({ send: addSender(api), newKey: () => `add-${++n}-${Math.random()}` });
        const [a, b] = await Promise.all([queue.add({ id: 101, quantity: 1 }), queue.add({ id: 101, quantity: 2 })]);
        expect([a.ok, a.tries, b.ok, b.tries]).toEqual([true, 2, true, 1]);
        expect(adds).toBe(3);
        expect(b.cart?.items_count).toBe(3);
      } finally {
        globalThis.fetch = realFetch;
      }
      const after = await api.getCart();
      expect(after.ok && after.data.items_count).toBe(3);
    });

    it('without cookies or token a write is refused for its nonce: repaired once, then the refusal stands (no loop)', async () => {
      let posts = 0;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') posts++;
        return realFetch(input, init);
      }) as typeof fetch;
      try {
        const api = createStoreApi({ restUrl, nonce: 'stale00000' });
        const r = await api.addItem({ id: 101, quantity: 1 });
        expect(!r.ok && r.error.code).toBe('woocommerce_rest_invalid_nonce');
        expect(r.sends).toBe(2);
        expect(posts).toBe(2);
      } finally {
        globalThis.fetch = realFetch;
      }
    });
  });
}
