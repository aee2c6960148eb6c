/**
 * The reference backend's Store API subset (routes/shop.ts, storage/shop.ts) on every engine:
 * answers shaped as WooCommerce 11.0.1's CartSchema, read back through the cart tags' own reader
 * (src/core/shop/cart.ts) and the client (src/platform/shop/store-api.ts is browser code; here the
 * same calls go through fetch with a cookie jar); nonces, cart tokens, cookies, coupons, shipping,
 * errors; a cart holds no stock (adds of the last 5 by 200 visitors all fit; the checkout sells them:
 * checkout.test.ts); idempotent adds.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../demo/server/router';
import { storeApiPageSession } from '../../demo/server/routes/shop';
import { readCart } from '../../src/core/shop/cart';
import { formatPrice } from '../../src/core/shop/money';
import { useTestServer, type TestServer } from './test-server';
import { engines } from './engines';
import { Visitor } from './shop-visitor';

const cartOf = (json: unknown) => {
  const r = readCart(json);
  if (!r.ok) throw new Error(`not a cart: ${JSON.stringify(json).slice(0, 200)}`);
  return r.value;
};

for (const engine of engines()) {
  describe(`${engine.name}: Store API cart`, () => {
    let server: TestServer['server'];
    let base: string;
    useTestServer(engine, (t) => ({ server, base } = t));

    it('GET cart: an empty cart with every CartSchema field, the headers and a session cookie', async () => {
      const v = new Visitor(base);
      const { status, json, headers } = await v.start();
      expect(status).toBe(200);
      for (const k of ['items', 'coupons', 'fees', 'totals', 'shipping_address', 'billing_address', 'needs_payment', 'needs_shipping', 'payment_requirements', 'has_calculated_shipping', 'shipping_rates', 'items_count', 'items_weight', 'cross_sells', 'errors', 'payment_methods', 'extensions'])
        expect(json).toHaveProperty(k);
      expect(json.items_count).toBe(0);
      expect(json.totals).toMatchObject({ total_price: '0', total_shipping: null, currency_code: 'EUR', currency_minor_unit: 2, currency_prefix: '€ ', currency_decimal_separator: ',', currency_thousand_separator: '.' });
      expect(headers.get('Nonce')).toMatch(/^[0-9a-f]{10}$/);
      expect(Number(headers.get('Nonce-Timestamp'))).toBeGreaterThan(1_700_000_000);
      expect(headers.get('User-ID')).toBe('0');
      expect(headers.get('Cart-Token')!.split('.')).toHaveLength(3);
      expect(headers.get('Cart-Hash')).toBe('');
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect([...v.cookies.keys()]).toEqual(['wp_woocommerce_session_se']);
    });

    it('add-item: 201, item shaped as CartItemSchema, VAT 9 % included, shipping package with two rates, cart cookies', async () => {
      const v = new Visitor(base);
      await v.start();
      const { status, json, headers } = await v.call('POST', '/cart/add-item', { id: 201, quantity: 2 });
      expect(status).toBe(201);
      const item = json.items[0];
      for (const k of ['key', 'id', 'type', 'quantity', 'quantity_limits', 'name', 'short_description', 'description', 'sku', 'low_stock_remaining', 'backorders_allowed', 'show_backorder_badge', 'sold_individually', 'permalink', 'images', 'variation', 'item_data', 'prices', 'totals', 'catalog_visibility', 'extensions'])
        expect(item).toHaveProperty(k);
      expect(item).toMatchObject({ id: 201, quantity: 2, name: 'Appeltaart', key: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(item.prices).toMatchObject({ price: '1850', regular_price: '1850', currency_code: 'EUR' });
      expect(item.totals).toMatchObject({ line_subtotal: '3394', line_subtotal_tax: '306', line_total: '3394', line_total_tax: '306' });
      expect(item.images[0].src).toBe('/assets/loop-cake.svg');
      const cart = cartOf(json);
      expect(cart.items_count).toBe(2);
      expect(cart.needs_shipping).toBe(true);
      const rates = cart.shipping_rates[0]!.shipping_rates;
      expect(rates.map((r) => [r.rate_id, r.method_id, r.name, r.price, r.taxes, r.selected])).toEqual([
        ['local_pickup:1', 'local_pickup', 'Afhalen in de winkel', '0', '0', true],
        ['flat_rate:2', 'flat_rate', 'Bezorgen in Utrecht', '454', '41', false],
      ]);
      expect(formatPrice(cart.totals.total_price, cart.totals.currency)).toBe('€ 37,00');
      expect(cart.totals.tax_lines).toEqual([{ name: 'BTW', price: '306', rate: '9%' }]);
      expect(headers.get('Cart-Hash')).toMatch(/^[0-9a-f]{32}$/);
      expect(v.cookies.get('woocommerce_items_in_cart')).toBe('1');
      expect(v.cookies.get('woocommerce_cart_hash')).toBe(headers.get('Cart-Hash'));
      // low stock: 3 made; a cart holds no stock (WooCommerce's rule), so 3 are left for everyone
      expect(item.low_stock_remaining).toBe(3);
      expect(item.quantity_limits).toMatchObject({ minimum: 1, maximum: 3 });
      // the cart persists for this visitor
      const again = await v.start();
      expect(again.json.items_count).toBe(2);
      // and is nobody else's
      expect((await new Visitor(base).start()).json.items_count).toBe(0);
    });

    it('nonce: missing -> 401, invalid -> 403, both with a fresh Nonce header that then works; GET needs none', async () => {
      const v = new Visitor(base);
      await v.start();
      const good = v.nonce;
      const missing = await v.call('POST', '/cart/add-item', { id: 101 }, { Nonce: '' });
      expect(missing.status).toBe(401);
      expect(missing.json).toEqual({ code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header. This endpoint requires a valid nonce.', data: { status: 401 } });
      const invalid = await v.call('POST', '/cart/add-item', { id: 101 }, { Nonce: 'deadbeef00' });
      expect(invalid.status).toBe(403);
      expect(invalid.json).toEqual({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } });
      expect(invalid.headers.get('Nonce')).toBe(good);
      expect((await v.start()).json.items_count).toBe(0);
      const retried = await v.call('POST', '/cart/add-item', { id: 101 }, { Nonce: invalid.headers.get('Nonce')! });
      expect(retried.status).toBe(201);
      // another visitor's nonce is not this visitor's
      const other = new Visitor(base);
      await other.start();
      expect((await v.call('POST', '/cart/add-item', { id: 101 }, { Nonce: other.nonce })).status).toBe(403);
    });

    it('a nonce printed in a page (with the session cookie the page set) works for the first write', async () => {
      const page = await storeApiPageSession({ store: server.store, cookies: {} } as unknown as Ctx);
      expect(page.setCookie).toHaveLength(1);
      const v = new Visitor(base);
      const [pair] = page.setCookie[0]!.split(';');
      const [k, val] = pair!.split('=') as [string, string];
      v.cookies.set(k, val);
      const r = await v.call('POST', '/cart/add-item', { id: 101 }, { Nonce: page.storeApiNonce });
      expect(r.status).toBe(201);
      const again = await storeApiPageSession({ store: server.store, cookies: Object.fromEntries(v.cookies) } as unknown as Ctx);
      expect(again.setCookie).toEqual([]);
      expect(again.storeApiNonce).toBe(page.storeApiNonce);
    });

    it('Cart-Token: a write without cookie and nonce reaches the same cart; a forged token does not', async () => {
      const v = new Visitor(base);
      const first = await v.call('POST', '/cart/add-item', { id: 102 }, { Nonce: '' });
      expect(first.status).toBe(401);
      await v.call('POST', '/cart/add-item', { id: 102 });
      const token = (await v.start()).headers.get('Cart-Token')!;
      const headless = new Visitor(base);
      const r = await headless.call('POST', '/cart/add-item', { id: 102 }, { 'Cart-Token': token });
      expect(r.status).toBe(201);
      expect(r.json.items[0].quantity).toBe(2);
      expect(headless.cookies.size).toBe(0);
      expect((await v.start()).json.items_count).toBe(2);
      const [h, b] = token.split('.');
      const forged = await new Visitor(base).call('POST', '/cart/add-item', { id: 102 }, { 'Cart-Token': `${h}.${b}.AAAA` });
      expect(forged.status).toBe(401);
    });

    it('update-item and remove-item: quantities, limits, invalid key 409 with the cart, stock untouched, cookies cleared', async () => {
      const v = new Visitor(base);
      await v.start();
      const added = await v.call('POST', '/cart/add-item', { id: 301, quantity: 1 });
      const key = added.json.items[0].key;
      const up = await v.call('POST', '/cart/update-item', { key, quantity: '3' });
      expect(up.status).toBe(200);
      expect(up.json.items[0].quantity).toBe(3);
      expect(up.json.items_count).toBe(3);
      const zero = await v.call('POST', '/cart/update-item', { key, quantity: 0 });
      expect(zero.json).toMatchObject({ code: 'invalid_quantity', message: 'The minimum quantity of &quot;Stroopwafels&quot; allowed in the cart is 1', data: { status: 400 } });
      const tooMany = await v.call('POST', '/cart/update-item', { key, quantity: 1000 });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json.code).toBe('invalid_quantity');
      expect(tooMany.json.message).toMatch(/maximum quantity of &quot;Stroopwafels&quot; allowed in the cart is \d+/);
      const bad = await v.call('POST', '/cart/update-item', { key: 'nope', quantity: 1 });
      expect(bad.status).toBe(409);
      expect(bad.json.code).toBe('woocommerce_rest_cart_invalid_key');
      expect(bad.json.data.status).toBe(409);
      expect(cartOf(bad.json.data.cart).items_count).toBe(3);
      const stockBefore = await server.store.shop.stock(301);
      const removed = await v.call('POST', '/cart/remove-item', { key });
      expect(removed.status).toBe(200);
      expect(removed.json.items).toEqual([]);
      expect(await server.store.shop.stock(301)).toBe(stockBefore);
      expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
      expect(v.cookies.has('woocommerce_cart_hash')).toBe(false);
      const again = await v.call('POST', '/cart/remove-item', { key });
      expect(again.json).toMatchObject({ code: 'woocommerce_rest_cart_invalid_key', message: 'Cart item no longer exists or is invalid.', data: { status: 409 } });
    });

    it('add-item errors: unknown product, quantity 0, out of stock, not enough stock (WooCommerce messages)', async () => {
      const v = new Visitor(base);
      await v.start();
      expect((await v.call('POST', '/cart/add-item', { id: 999 })).json).toEqual({ code: 'woocommerce_rest_cart_invalid_product', message: 'Product with ID &quot;999&quot; was not found and cannot be added to the cart.', data: { status: 400 } });
      expect((await v.call('POST', '/cart/add-item', { id: 101, quantity: 0 })).json.code).toBe('woocommerce_rest_product_invalid_quantity');
      expect((await v.call('POST', '/cart/add-item', { id: 203 })).json).toEqual({ code: 'woocommerce_rest_product_out_of_stock', message: 'You cannot add &quot;Notentaart&quot; to the cart because the product is out of stock.', data: { status: 400 } });
      const partial = await v.call('POST', '/cart/add-item', { id: 202, quantity: 5 });
      expect(partial.json).toEqual({ code: 'woocommerce_rest_product_partially_out_of_stock', message: 'You cannot add that amount of &quot;Kwarktaart&quot; to the cart because there is not enough stock (2 remaining).', data: { status: 400 } });
      expect((await v.call('POST', '/cart/add-item', { id: 'abc' })).json.code).toBe('rest_invalid_param');
      expect((await v.start()).json.items_count).toBe(0);
    });

    it('coupons: WELKOM10 10 % off, BEZORGGRATIS free delivery, invalid / expired / already applied refused as WooCommerce does', async () => {
      const v = new Visitor(base);
      await v.start();
      await v.call('POST', '/cart/add-item', { id: 101, quantity: 2 });
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      const applied = await v.call('POST', '/cart/apply-coupon', { code: 'WELKOM10' });
      expect(applied.status).toBe(200);
      const cart = cartOf(applied.json);
      expect(cart.coupons.map((c) => [c.code, c.discount_type])).toEqual([['welkom10', 'percent']]);
      // 2 × 4,95 = 9,90 gross; 10 % = 0,99 (tax 0,08); delivery 4,54 + 0,41
      expect(cart.totals.total_discount).toBe('91');
      expect(cart.totals.total_discount_tax).toBe('8');
      expect(formatPrice(cart.totals.total_price, cart.totals.currency)).toBe('€ 13,86');
      expect((await v.call('POST', '/cart/apply-coupon', { code: 'welkom10' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon code &quot;welkom10&quot; has already been applied.', data: { status: 400 } });
      expect((await v.call('POST', '/cart/apply-coupon', { code: 'NEP' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon &quot;nep&quot; cannot be applied because it does not exist.', data: { status: 400 } });
      expect((await v.call('POST', '/cart/apply-coupon', { code: 'zomer2025' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon &quot;zomer2025&quot; has expired.', data: { status: 400 } });
      const free = cartOf((await v.call('POST', '/cart/apply-coupon', { code: 'bezorggratis' })).json);
      expect(free.shipping_rates[0]!.shipping_rates.find((r) => r.rate_id === 'flat_rate:2')).toMatchObject({ price: '0', taxes: '0', selected: true });
      expect(formatPrice(free.totals.total_price, free.totals.currency)).toBe('€ 8,91');
      const removed = await v.call('POST', '/cart/remove-coupon', { code: 'WELKOM10' });
      expect(cartOf(removed.json).coupons.map((c) => c.code)).toEqual(['bezorggratis']);
      expect((await v.call('POST', '/cart/remove-coupon', { code: 'welkom10' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_invalid_code', message: 'Coupon cannot be removed because it is not already applied to the cart.', data: { status: 409, cart: expect.any(Object) } });
      expect((await v.call('POST', '/cart/remove-coupon', { code: 'nep' })).json.code).toBe('woocommerce_rest_cart_coupon_error');
    });

    it('select-shipping-rate: selected flag and totals follow; missing rate id refused; unknown rate keeps the choice', async () => {
      const v = new Visitor(base);
      await v.start();
      await v.call('POST', '/cart/add-item', { id: 304 });
      const pick = cartOf((await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' })).json);
      expect(pick.shipping_rates[0]!.shipping_rates.map((r) => r.selected)).toEqual([false, true]);
      expect([pick.totals.total_shipping, pick.totals.total_shipping_tax]).toEqual(['454', '41']);
      const back = cartOf((await v.call('POST', '/cart/select-shipping-rate', { rate_id: 'local_pickup:1' })).json);
      expect(back.totals.total_shipping).toBe('0');
      expect(cartOf((await v.call('POST', '/cart/select-shipping-rate', { rate_id: 'nope:9' })).json).shipping_rates[0]!.shipping_rates[0]!.selected).toBe(true);
      expect((await v.call('POST', '/cart/select-shipping-rate', {})).json).toEqual({ code: 'woocommerce_rest_cart_missing_rate_id', message: 'Invalid Rate ID.', data: { status: 400 } });
    });

    it('Idempotency-Key: a repeated add is applied once', async () => {
      const v = new Visitor(base);
      await v.start();
      const a = await v.call('POST', '/cart/add-item', { id: 103, quantity: 1 }, { Nonce: v.nonce, 'Idempotency-Key': 'add-1' });
      const b = await v.call('POST', '/cart/add-item', { id: 103, quantity: 1 }, { Nonce: v.nonce, 'Idempotency-Key': 'add-1' });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.json.items_count).toBe(1);
      const c = await v.call('POST', '/cart/add-item', { id: 103, quantity: 1 }, { Nonce: v.nonce, 'Idempotency-Key': 'add-2' });
      expect(c.json.items_count).toBe(2);
    });

    it('a cart holds no stock: 200 concurrent adds of one of the last 5 all fit, a cart never holds more than the stock', async () => {
      // product 105 was made with 1; give it exactly 5 for this case (the checkout sells them: checkout.test.ts)
      await server.store.db.write('UPDATE shop_stock SET stock = 5 WHERE product_id = 105');
      const visitors = Array.from({ length: 200 }, () => new Visitor(base));
      await Promise.all(visitors.map((v) => v.start()));
      const results = await Promise.all(visitors.map((v) => v.call('POST', '/cart/add-item', { id: 105, quantity: 1 })));
      expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      expect(await server.store.shop.stock(105)).toBe(5);
      const more = await Promise.all([visitors[0]!.call('POST', '/cart/add-item', { id: 105, quantity: 5 }), visitors[1]!.call('POST', '/cart/add-item', { id: 105, quantity: 4 })]);
      expect(more[0].json).toEqual({ code: 'woocommerce_rest_product_partially_out_of_stock', message: 'You cannot add that amount of &quot;Maïsbrood&quot; to the cart because there is not enough stock (5 remaining).', data: { status: 400 } });
      expect(more[1].status).toBe(201);
      expect((await visitors[0]!.start()).json.items[0].quantity).toBe(1);
      expect((await visitors[1]!.start()).json.items[0]).toMatchObject({ quantity: 5, quantity_limits: { maximum: 5 }, low_stock_remaining: 5 });
    });

    it('expired carts are purged (the stock, which they never held, stays as it was)', async () => {
      const v = new Visitor(base);
      await v.start();
      await v.call('POST', '/cart/add-item', { id: 402, quantity: 3 });
      const before = await server.store.shop.stock(402);
      await server.store.db.write("UPDATE shop_carts SET expires_at = 1 WHERE id IN (SELECT cart_id FROM shop_cart_items WHERE product_id = 402)");
      expect(await server.store.shop.purgeExpired(Math.floor(Date.now() / 1000))).toBeGreaterThanOrEqual(1);
      expect(await server.store.shop.stock(402)).toBe(before);
      expect((await v.start()).json.items_count).toBe(0);
      expect(await server.store.shop.purgeExpired(Math.floor(Date.now() / 1000))).toBe(0);
    });
  });
}
