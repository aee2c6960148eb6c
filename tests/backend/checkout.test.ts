/**
 * The reference backend's Store API checkout and order routes (routes/checkout.ts, storage/shop.ts
 * `placeOrder`) on every engine: the draft, WooCommerce 11.0.1's errors (address arguments in
 * `data.params`, missing fields, empty cart, missing / unknown payment method, stock), the order
 * stored with its lines, addresses and totals, the three payment methods (cod, bacs with the bank
 * details, redirect through the demo bank), the order route's authorization, idempotency keys
 * (in turn and at the same time), and 100 concurrent checkouts for the last 10 items.
 */
import { describe, expect, it } from 'vitest';
import { BANK_DETAILS } from '../../demo/server/shop/checkout-config';
import { useTestServer, type TestServer } from './test-server';
import { engines } from './engines';
import { shopper as newShopper, Visitor } from './shop-visitor';

const BILLING = { first_name: 'Anna', last_name: 'de Vries', company: '', address_1: 'Oudegracht 12 A', address_2: '', city: 'Utrecht', state: '', postcode: '3511ab', country: 'nl', email: 'anna@example.nl', phone: '030 123 45 67' };
const SHIPPING = { first_name: 'Anna', last_name: 'de Vries', company: '', address_1: 'Oudegracht 12 A', address_2: '', city: 'Utrecht', state: '', postcode: '3511 AB', country: 'NL', phone: '' };

for (const engine of engines()) {
  describe(`${engine.name}: Store API checkout and orders`, () => {
    let server: TestServer['server'];
    let base: string;
    useTestServer(engine, (t) => ({ server, base } = t));

    /** A visitor with `lines` ([product id, quantity]) in the cart. */
    const shopper = (lines: [number, number][]) => newShopper(base, lines);
    const checkout = (v: Visitor, body: Record<string, unknown>, headers: Record<string, string> = {}) => v.call('POST', '/checkout', body, headers);
    const stock = (id: number) => server.store.shop.stock(id).then((n) => n!);
    const count = async (sql: string, params: (string | number)[] = []) => Number((await server.store.db.one<{ n: unknown }>(sql, params))!.n);

    it('GET checkout: the draft (order 0, checkout-draft) with the cart; the cart lists the payment methods; PUT keeps method and note', async () => {
      const v = await shopper([[101, 2]]);
      // the checkout route wants the nonce on GET too (Checkout::requires_nonce)
      expect((await v.call('GET', '/checkout')).json.code).toBe('woocommerce_rest_missing_nonce');
      const { status, json, headers } = await v.call('GET', '/checkout', undefined, { Nonce: v.nonce });
      expect(status).toBe(200);
      expect(json).toMatchObject({ order_id: 0, status: 'checkout-draft', order_key: '', order_number: '0', customer_note: '', customer_id: 0, payment_method: 'cod', payment_result: null, additional_fields: {}, extensions: {} });
      expect(Object.keys(json.billing_address).sort()).toEqual(['address_1', 'address_2', 'city', 'company', 'country', 'email', 'first_name', 'last_name', 'phone', 'postcode', 'state']);
      expect(json.shipping_address).not.toHaveProperty('email');
      expect(json.__experimentalCart.items_count).toBe(2);
      expect(json.__experimentalCart.payment_methods).toEqual(['cod', 'bacs', 'redirect']);
      expect(headers.get('Nonce')).toMatch(/^[0-9a-f]{10}$/);
      expect(headers.get('User-ID')).toBe('0');
      const put = await v.call('PUT', '/checkout', { payment_method: 'bacs', order_notes: 'Graag <b>na</b> 10 uur' });
      expect(put.status).toBe(200);
      expect(put.json).toMatchObject({ payment_method: 'bacs', customer_note: 'Graag na 10 uur', status: 'checkout-draft' });
      expect((await v.call('GET', '/checkout', undefined, { Nonce: v.nonce })).json).toMatchObject({ payment_method: 'bacs', customer_note: 'Graag na 10 uur' });
      // address arguments are checked, not kept (the draft shows the customer's own: a guest has none)
      expect((await v.call('PUT', '/checkout', { billing_address: { postcode: '1' } })).json.code).toBe('rest_invalid_param');
      expect((await v.call('PUT', '/checkout', { billing_address: { city: 'Zeist' } })).json.billing_address.city).toBe('');
      expect((await v.call('PUT', '/checkout', { payment_method: 'paypal' })).json).toEqual({ code: 'woocommerce_rest_checkout_payment_method_disabled', message: 'paypal is not available for this order—please choose a different payment method', data: { status: 400 } });
      expect((await v.call('PUT', '/checkout', { payment_method: 'cod' }, { Nonce: '' })).status).toBe(401);
    });

    it('field errors: rest_invalid_param with data.params and data.details per address argument; missing billing_address', async () => {
      const v = await shopper([[101, 1]]);
      const r = await checkout(v, { billing_address: { ...BILLING, postcode: '0123 AB', email: 'anna@', phone: 'bel me' }, shipping_address: { ...SHIPPING, postcode: '12' }, payment_method: 'cod' });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('rest_invalid_param');
      expect(r.json.message).toBe('Invalid parameter(s): billing_address, shipping_address');
      expect(r.json.data.status).toBe(400);
      expect(r.json.data.params).toEqual({
        billing_address: 'The provided postcode / ZIP is not valid The provided phone number is not valid The provided email address is not valid',
        shipping_address: 'The provided postcode / ZIP is not valid',
      });
      expect(r.json.data.details.billing_address).toMatchObject({ code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid', additional_errors: [{ code: 'invalid_phone' }, { code: 'invalid_email' }] });
      expect(r.json.data.details.shipping_address).toMatchObject({ code: 'invalid_postcode' });
      const country = await checkout(v, { billing_address: { ...BILLING, country: 'XX' }, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(country.json.data.details.billing_address.code).toBe('invalid_country');
      const type = await checkout(v, { billing_address: { ...BILLING, city: 12 }, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(type.json.data.params).toEqual({ billing_address: 'Invalid city provided.' });
      expect((await checkout(v, { shipping_address: SHIPPING, payment_method: 'cod' })).json).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): billing_address', data: { status: 400, params: ['billing_address'] } });
      // WordPress checks the arguments before the route checks the nonce
      expect((await checkout(v, { billing_address: { ...BILLING, postcode: '1' }, shipping_address: SHIPPING, payment_method: 'cod' }, { Nonce: 'deadbeef00' })).json.code).toBe('rest_invalid_param');
      expect((await checkout(v, { shipping_address: SHIPPING }, { Nonce: '' })).json.code).toBe('rest_missing_callback_param');
      expect((await v.start()).json.items_count).toBe(1);
      expect(await count('SELECT COUNT(*) AS n FROM shop_orders WHERE session_id IN (SELECT cart_id FROM shop_cart_items WHERE product_id = 101)')).toBe(0);
    });

    it('garbage bodies get a 4xx WordPress error, never a 500, and place nothing', async () => {
      const v = await shopper([[106, 1]]);
      const h = { 'Content-Type': 'application/json', Accept: 'application/json', Nonce: v.nonce, Cookie: [...v.cookies].map(([k, x]) => `${k}=${x}`).join('; ') };
      for (const body of ['{', '[]', '"x"', 'null', '{"billing_address":[]}', '{"billing_address":"x"}', '{"billing_address":{"email":5},"shipping_address":[]}', `{"billing_address":${JSON.stringify({ ...BILLING, first_name: 'x'.repeat(40_000) })}}`]) {
        const res = await fetch(`${base}/wp-json/wc/store/v1/checkout`, { method: 'POST', headers: h, body });
        expect(res.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(res.status, body.slice(0, 40)).toBeLessThan(500);
        const json = (await res.json()) as Record<string, unknown>;
        expect(typeof json.code === 'string' || json.success === false, JSON.stringify(json).slice(0, 200)).toBe(true);
      }
      expect((await v.start()).json.items_count).toBe(1);
    });

    it('missing fields: woocommerce_rest_invalid_address (shipping first), e-mail required; countries the shop does not serve', async () => {
      const v = await shopper([[102, 1]]);
      const ship = await checkout(v, { billing_address: { ...BILLING, first_name: '', city: '' }, shipping_address: { ...SHIPPING, address_1: ' ' }, payment_method: 'cod' });
      expect(ship.status).toBe(400);
      expect(ship.json).toEqual({
        code: 'woocommerce_rest_invalid_address',
        message: 'There was a problem with the provided shipping address: Street address is required',
        data: { status: 400, errors: { shipping: ['Street address is required'], billing: ['First name is required', 'Town / City is required'] } },
      });
      const bill = await checkout(v, { billing_address: { ...BILLING, postcode: '' }, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(bill.json.message).toBe('There was a problem with the provided billing address: Postcode / ZIP is required');
      expect((await checkout(v, { billing_address: { ...BILLING, email: '' }, shipping_address: SHIPPING, payment_method: 'cod' })).json).toEqual({ code: 'woocommerce_rest_missing_email_address', message: 'A valid email address is required', data: { status: 400 } });
      const fr = await checkout(v, { billing_address: { ...BILLING, country: 'FR', postcode: '75001' }, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(fr.json).toMatchObject({ code: 'woocommerce_rest_invalid_address_country', message: 'Sorry, we do not allow orders from the provided country (France)', data: { status: 400, allowed_countries: ['NL', 'BE', 'DE'] } });
    });

    it('empty cart, missing and unknown payment method, missing nonce, a rate no longer offered', async () => {
      const empty = new Visitor(base);
      await empty.start();
      // As WooCommerce 11.0.1 answers it (InvalidCartException): 409 with the cart.
      const emptyAnswer = await checkout(empty, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(emptyAnswer.status).toBe(409);
      expect(emptyAnswer.json).toMatchObject({ code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { status: 409, cart: { items: [], items_count: 0 } } });
      const v = await shopper([[103, 1]]);
      expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING })).json).toEqual({ code: 'woocommerce_rest_checkout_missing_payment_method', message: 'No payment method provided.', data: { status: 400 } });
      expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'stripe' })).json.code).toBe('woocommerce_rest_checkout_payment_method_disabled');
      expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' }, { Nonce: '' })).json.code).toBe('woocommerce_rest_missing_nonce');
      expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' }, { Nonce: 'deadbeef00' })).status).toBe(403);
      // a chosen rate the shop no longer offers (stored before it was withdrawn)
      await server.store.db.write("UPDATE shop_carts SET shipping_rate = 'flat_rate:9' WHERE id IN (SELECT cart_id FROM shop_cart_items WHERE product_id = 103)");
      expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' })).json).toEqual({ code: 'woocommerce_rest_invalid_shipping_option', message: 'Sorry, this order requires a shipping option.', data: { status: 400 } });
      expect((await v.start()).json.items_count).toBe(1);
    });

    it('a pick-up order paid on pick-up (cod): the answer, the stored order with lines, addresses and totals, stock taken, cart emptied', async () => {
      const v = await shopper([
        [201, 2],
        [301, 1],
      ]);
      // an unknown rate is not stored: the order gets the default rate (pick-up)
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'nope:9' });
      const cartBefore = (await v.start()).json;
      const [s201, s301] = [await stock(201), await stock(301)];
      const r = await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, customer_note: 'Om 10 uur', payment_method: 'cod' });
      expect(r.status).toBe(200);
      const o = r.json;
      expect(o).toMatchObject({ status: 'processing', order_key: expect.stringMatching(/^wc_order_[A-Za-z0-9]{13}$/), customer_note: 'Om 10 uur', customer_id: 0, payment_method: 'cod', additional_fields: {} });
      expect(o.order_id).toBeGreaterThan(0);
      expect(o.order_number).toBe(String(o.order_id));
      expect(o.billing_address).toEqual({ ...BILLING, postcode: '3511 AB', country: 'NL' });
      expect(o.shipping_address).toEqual(SHIPPING);
      const received = `/afrekenen.html?order-received=${o.order_id}&key=${o.order_key}`;
      expect(o.payment_result).toEqual({ payment_status: 'success', payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: received }], redirect_url: received });
      // stored: lines, totals, rate; stock taken; cart emptied (and its cookies cleared)
      const row = (await server.store.shop.orderById(o.order_id))!;
      expect(row.lines.map((l) => [l.product_id, l.name, l.quantity, l.price])).toEqual([
        [201, 'Appeltaart', 2, 1850],
        [301, 'Stroopwafels', 1, cartBefore.items[1].prices.price * 1],
      ]);
      expect(row.total).toBe(Number(cartBefore.totals.total_price));
      expect(JSON.parse(row.totals)).toMatchObject({ total_price: cartBefore.totals.total_price, total_tax: cartBefore.totals.total_tax, total_shipping: '0' });
      expect([row.shipping_rate_id, row.shipping_rate_name, row.payment_method_title, row.status]).toEqual(['local_pickup:1', 'Afhalen in de winkel', 'Betalen bij afhalen', 'processing']);
      expect(JSON.parse(row.billing)).toEqual(o.billing_address);
      expect([await stock(201), await stock(301)]).toEqual([s201 - 2, s301 - 1]);
      const after = await v.start();
      expect(after.json.items_count).toBe(0);
      expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
      // the order route: key and billing e-mail (any case) for a guest's order
      const got = await v.call('GET', `/order/${o.order_id}?key=${o.order_key}&billing_email=ANNA@example.nl`);
      expect(got.status).toBe(200);
      expect(got.json).toMatchObject({ id: o.order_id, status: 'processing', needs_payment: false, needs_shipping: true, fees: [], errors: [] });
      expect(got.json.items.map((i: any) => [i.name, i.quantity, i.key, i.quantity_limits.editable])).toEqual([
        ['Appeltaart', 2, o.order_key, false],
        ['Stroopwafels', 1, o.order_key, false],
      ]);
      expect(got.json.items[0].totals).toMatchObject({ line_subtotal: '3394', line_subtotal_tax: '306', currency_code: 'EUR' });
      expect(got.json.totals).toMatchObject({ total_price: cartBefore.totals.total_price, total_refund: '0', currency_code: 'EUR' });
      expect(got.json.billing_address.email).toBe('anna@example.nl');
      const stranger = new Visitor(base);
      expect((await stranger.call('GET', `/order/${o.order_id}?key=wc_order_AAAAAAAAAAAAA&billing_email=anna@example.nl`)).json).toEqual({ code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID or key provided.', data: { status: 401 } });
      expect((await stranger.call('GET', `/order/${o.order_id}?key=${o.order_key}`)).json).toEqual({ code: 'woocommerce_rest_invalid_billing_email', message: 'No billing email provided.', data: { status: 401 } });
      expect((await stranger.call('GET', `/order/${o.order_id}?key=${o.order_key}&billing_email=x@example.nl`)).json.message).toBe('Invalid billing email provided.');
      expect((await stranger.call('GET', '/order/999999?key=x')).json).toEqual({ code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID.', data: { status: 404 } });
    });

    it('a delivery order by bank transfer with a coupon: on-hold, the bank details, the rate and coupon stored', async () => {
      const v = await shopper([[302, 3]]);
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      await v.call('POST', '/cart/apply-coupon', { code: 'WELKOM10' });
      const cart = (await v.start()).json;
      const r = await checkout(v, { billing_address: BILLING, shipping_address: { ...SHIPPING, first_name: 'Bram', address_1: 'Lange Nieuwstraat 4' }, payment_method: 'bacs' });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ status: 'on-hold', payment_method: 'bacs', shipping_address: { first_name: 'Bram', address_1: 'Lange Nieuwstraat 4' } });
      const details = Object.fromEntries(r.json.payment_result.payment_details.map((d: { key: string; value: string }) => [d.key, d.value]));
      expect(details).toMatchObject({ result: 'success', bacs_iban: BANK_DETAILS.iban, bacs_bic: BANK_DETAILS.bic, bacs_account_name: BANK_DETAILS.account_name, bacs_bank_name: BANK_DETAILS.bank_name });
      const row = (await server.store.shop.orderById(r.json.order_id))!;
      expect([row.shipping_rate_id, row.shipping_rate_name, row.total]).toEqual(['flat_rate:2', 'Bezorgen in Utrecht', Number(cart.totals.total_price)]);
      expect(JSON.parse(row.coupons)).toEqual([{ code: 'welkom10', discount_type: 'percent', total_discount: cart.coupons[0].totals.total_discount, total_discount_tax: cart.coupons[0].totals.total_discount_tax }]);
      expect(JSON.parse(row.totals)).toMatchObject({ total_shipping: '454', total_shipping_tax: '41', total_discount: cart.totals.total_discount });
      // the coupon went with the order
      expect((await v.start()).json.coupons).toEqual([]);
      const got = await v.call('GET', `/order/${row.id}?key=${row.order_key}&billing_email=anna@example.nl`);
      expect(got.json.coupons).toEqual([{ code: 'welkom10', discount_type: 'percent', totals: expect.objectContaining({ total_discount: cart.coupons[0].totals.total_discount, currency_code: 'EUR' }) }]);
    });

    it('the redirect method: pending, redirect_url to the demo bank, whose payment sends the visitor back to the order-received URL', async () => {
      const v = await shopper([[303, 1]]);
      const r = await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'redirect' });
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('pending');
      const { order_id: id, order_key: key } = r.json;
      expect(r.json.payment_result).toMatchObject({ payment_status: 'success', redirect_url: `/demobank?order=${id}&key=${key}` });
      const page = await fetch(base + r.json.payment_result.redirect_url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<button type="submit">Betalen</button>');
      expect((await fetch(`${base}/demobank?order=${id}&key=wrong`)).status).toBe(404);
      const paid = await fetch(`${base}/demobank`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `order=${id}&key=${key}` });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('Location')).toBe(`/afrekenen.html?order-received=${id}&key=${key}`);
      expect((await server.store.shop.orderById(id))!.status).toBe('processing');
    });

    it('stock short at checkout: 409 with WooCommerce\'s stock error and the cart; nothing written', async () => {
      const a = await shopper([[304, 3]]);
      const b = await shopper([[304, 2]]);
      // both carts have it (a cart holds no stock); b's order takes 2 of the 4
      expect((await checkout(b, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' })).status).toBe(200);
      const orders = await count('SELECT COUNT(*) AS n FROM shop_orders');
      const r = await checkout(a, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(r.status).toBe(409);
      expect(r.json.code).toBe('woocommerce_rest_product_partially_out_of_stock');
      expect(r.json.message).toBe('There is not enough "Roomboter croissant" in stock. Please reduce the quantity in your cart.');
      expect(r.json.data.status).toBe(409);
      expect(r.json.data.cart.items[0]).toMatchObject({ id: 304, quantity: 3, quantity_limits: { maximum: 2 } });
      expect(await count('SELECT COUNT(*) AS n FROM shop_orders')).toBe(orders);
      expect(await stock(304)).toBe(2);
      await server.store.db.write('UPDATE shop_stock SET stock = 0 WHERE product_id = 304');
      const none = await checkout(a, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(none.json.message).toBe('"Roomboter croissant" is out of stock and cannot be purchased. Please remove it from your cart.');
      expect(none.json.code).toBe('woocommerce_rest_product_out_of_stock');
      // several products short: names joined as WooCommerce's natural_language_join, each kind its error
      const c = await shopper([
        [302, 2],
        [303, 2],
        [401, 5],
      ]);
      await server.store.db.write('UPDATE shop_stock SET stock = 0 WHERE product_id IN (302, 303)');
      await server.store.db.write('UPDATE shop_stock SET stock = 1 WHERE product_id = 401');
      const many = await checkout(c, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' });
      expect(many.status).toBe(409);
      expect([many.json.code, many.json.message]).toEqual(['woocommerce_rest_product_out_of_stock', '"Amandelkoekjes" and "Havermoutkoekjes" are out of stock and cannot be purchased. Please remove them from your cart.']);
      expect(many.json.additional_errors).toEqual([{ code: 'woocommerce_rest_product_partially_out_of_stock', message: 'There is not enough "Kaasbroodje" in stock. Please reduce the quantity in your cart.', data: { status: 409 } }]);
      await server.store.db.write('UPDATE shop_stock SET stock = 40 WHERE product_id IN (302, 303, 401)');
    });

    it('guest checkout and signup at checkout both switched off (woocommerce_enable_guest_checkout, woocommerce_enable_signup_and_login_from_checkout = no): 403 for a guest', async () => {
      const v = await shopper([[106, 1]]);
      process.env.WC_ENABLE_GUEST_CHECKOUT = 'no';
      process.env.WC_ENABLE_SIGNUP_AND_LOGIN_FROM_CHECKOUT = 'no';
      try {
        expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' })).json).toEqual({ code: 'woocommerce_rest_guest_checkout_disabled', message: 'You must be logged in to checkout.', data: { status: 403 } });
        expect((await checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod', create_account: true, customer_password: 'korenbloem-42' })).status, 'no account either').toBe(403);
      } finally {
        delete process.env.WC_ENABLE_GUEST_CHECKOUT;
        delete process.env.WC_ENABLE_SIGNUP_AND_LOGIN_FROM_CHECKOUT;
      }
    });

    it('an account made at checkout (create_account, customer_password): the customer with the billing names, logged in by the answer, the order theirs and listed under them', async () => {
      const v = await shopper([[106, 1]]);
      const email = `nieuw-${engine.name.toLowerCase()}-${Date.now()}@example.nl`;
      const r = await checkout(v, { billing_address: { ...BILLING, email }, shipping_address: SHIPPING, payment_method: 'cod', create_account: true, customer_password: 'korenbloem-42' });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const customer = (await server.store.accounts.byEmail(email))!;
      expect(customer).toMatchObject({ email, firstName: 'Anna', lastName: 'de Vries' });
      expect(r.json.customer_id).toBe(customer.id);
      expect((await server.store.shop.orderById(r.json.order_id))!.customer_id).toBe(customer.id);
      expect(r.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_se=') && /HttpOnly/i.test(c)), 'logged in').toBe(true);
      // the visitor is that customer now: the order route answers without the e-mail, its orders list it
      expect((await v.call('GET', `/order/${r.json.order_id}?key=${r.json.order_key}`)).status).toBe(200);
      expect((await server.store.accounts.ordersOfCustomer(customer.id)).map((o) => o.id)).toEqual([r.json.order_id]);
      // a repeat of the same press (same key) makes no second account or order
      expect(await count('SELECT COUNT(*) AS n FROM customers WHERE email = ?', [email])).toBe(1);
    });

    it('an account at checkout refused as wc_create_new_customer refuses it; nothing placed', async () => {
      const v = await shopper([[106, 1]]);
      const taken = `bestaat-${engine.name.toLowerCase()}-${Date.now()}@example.nl`;
      await server.store.accounts.create(taken, 'x', 1);
      const orders = await count('SELECT COUNT(*) AS n FROM shop_orders');
      const body = (email: string, password?: string) => ({ billing_address: { ...BILLING, email }, shipping_address: SHIPPING, payment_method: 'cod', create_account: true, ...(password === undefined ? {} : { customer_password: password }) });
      expect((await checkout(v, body(taken, 'korenbloem-42'))).json).toMatchObject({ code: 'registration-error-email-exists', data: { status: 400 } });
      expect((await checkout(v, body('leeg@example.nl'))).json).toMatchObject({ code: 'registration-error-missing-password', data: { status: 400 } });
      expect((await checkout(v, body('kort@example.nl', 'kort'))).json).toMatchObject({ code: 'registration-error-weak-password', data: { status: 400 } });
      expect(await count('SELECT COUNT(*) AS n FROM shop_orders')).toBe(orders);
      expect(await server.store.accounts.byEmail('leeg@example.nl')).toBeUndefined();
      // without create_account a guest order stays a guest's
      const g = await checkout(v, { ...body('gast@example.nl', 'korenbloem-42'), create_account: false });
      expect(g.json.customer_id).toBe(0);
      expect(await server.store.accounts.byEmail('gast@example.nl')).toBeUndefined();
    });

    it('guest checkout off with signup at checkout on: every guest order makes an account (required), a password needed', async () => {
      const v = await shopper([[106, 1]]);
      process.env.WC_ENABLE_GUEST_CHECKOUT = 'no';
      try {
        const email = `verplicht-${engine.name.toLowerCase()}-${Date.now()}@example.nl`;
        expect((await checkout(v, { billing_address: { ...BILLING, email }, shipping_address: SHIPPING, payment_method: 'cod' })).json).toMatchObject({ code: 'registration-error-missing-password' });
        const r = await checkout(v, { billing_address: { ...BILLING, email }, shipping_address: SHIPPING, payment_method: 'cod', customer_password: 'korenbloem-42' });
        expect(r.status).toBe(200);
        expect(r.json.customer_id).toBe((await server.store.accounts.byEmail(email))!.id);
      } finally {
        delete process.env.WC_ENABLE_GUEST_CHECKOUT;
      }
    });

    it('Idempotency-Key: a repeat answers the same order (in turn and at the same time); a new key is a new attempt', async () => {
      const v = await shopper([[401, 1]]);
      const body = { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' };
      const first = await checkout(v, body, { Nonce: v.nonce, 'Idempotency-Key': 'order-1' });
      const again = await checkout(v, body, { Nonce: v.nonce, 'Idempotency-Key': 'order-1' });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.json).toEqual(first.json);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      // a new key on the now empty cart is a new attempt
      expect((await checkout(v, body, { Nonce: v.nonce, 'Idempotency-Key': 'order-2' })).json.code).toBe('woocommerce_rest_cart_empty');
      expect((await checkout(v, body, { Nonce: v.nonce, 'Idempotency-Key': 'bad key' })).json.code).toBe('invalid_idempotency_key');
      // the same key at the same time (a double press whose first answer is lost): one order
      const w = await shopper([[402, 2]]);
      const before = await stock(402);
      const both = await Promise.all(Array.from({ length: 5 }, () => checkout(w, body, { Nonce: w.nonce, 'Idempotency-Key': 'press-1' })));
      expect(both.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(both.map((r) => r.json.order_id)).size).toBe(1);
      expect(both.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(4);
      expect(await stock(402)).toBe(before - 2);
      expect(await count('SELECT COUNT(*) AS n FROM shop_orders WHERE id IN (SELECT order_id FROM shop_order_items WHERE product_id = 402)')).toBe(1);
      // another session's same key is its own
      const x = await shopper([[402, 1]]);
      const other = await checkout(x, body, { Nonce: x.nonce, 'Idempotency-Key': 'press-1' });
      expect(other.json.order_id).not.toBe(both[0]!.json.order_id);
    });

    it('ordersOfCustomer: a customer\'s orders, newest first, with their lines; none for a guest (0)', async () => {
      const shop = server.store.shop;
      const cart = 't_' + 'c'.repeat(30);
      const now = Math.floor(Date.now() / 1000);
      const order = (key: string) => ({
        order_key: key, status: 'processing', customer_id: 77, payment_method: 'cod', payment_method_title: 'Betalen bij afhalen', customer_note: '', billing: '{}', shipping: '{}',
        shipping_rate_id: 'local_pickup:1', shipping_rate_name: 'Afhalen in de winkel', coupons: '[]', totals: '{}', total: 495, currency: 'EUR',
        lines: [{ product_id: 101, name: 'Desem volkoren', quantity: 1, price: 495, subtotal: 454, subtotal_tax: 41, total: 454, total_tax: 41 }],
      });
      for (const key of ['wc_order_customer0001', 'wc_order_customer0002']) {
        expect(await shop.addItem(cart, 101, 1, undefined, now)).toBe('added');
        expect((await shop.placeOrder(cart, undefined, { lines: [{ product_id: 101, quantity: 1 }], coupons: [], rate: '' }, order(key), now)).kind).toBe('placed');
      }
      const mine = await shop.ordersOfCustomer(77);
      expect(mine.map((o) => o.order_key)).toEqual(['wc_order_customer0002', 'wc_order_customer0001']);
      expect(mine[0]!.lines).toEqual([expect.objectContaining({ product_id: 101, quantity: 1, total: 454 })]);
      expect(await shop.ordersOfCustomer(0)).toEqual([]);
      expect(await shop.ordersOfCustomer(78)).toEqual([]);
      // a snapshot that is not the cart any more writes nothing
      expect(await shop.addItem(cart, 101, 2, undefined, now)).toBe('added');
      expect((await shop.placeOrder(cart, undefined, { lines: [{ product_id: 101, quantity: 1 }], coupons: [], rate: '' }, order('wc_order_customer0003'), now)).kind).toBe('changed');
      expect(await shop.orderByKey('wc_order_customer0003')).toBeUndefined();
      expect((await shop.load(cart, now)).lines).toEqual([{ product_id: 101, quantity: 2 }]);
    });

    it('100 concurrent checkouts for the last 10 items make exactly 10 orders and 90 clear out-of-stock answers', async () => {
      await server.store.db.write('UPDATE shop_stock SET stock = 10 WHERE product_id = 104');
      const visitors = await Promise.all(Array.from({ length: 100 }, () => shopper([[104, 1]])));
      const results = await Promise.all(visitors.map((v) => checkout(v, { billing_address: BILLING, shipping_address: SHIPPING, payment_method: 'cod' })));
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(10);
      expect(new Set(ok.map((r) => r.json.order_id)).size).toBe(10);
      expect(refused).toHaveLength(90);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.json.code).toBe('woocommerce_rest_product_out_of_stock');
        expect(r.json.message).toBe('"Spelt volkoren" is out of stock and cannot be purchased. Please remove it from your cart.');
      }
      expect(await stock(104)).toBe(0);
      expect(await count('SELECT COALESCE(SUM(quantity), 0) AS n FROM shop_order_items WHERE product_id = 104')).toBe(10);
      expect(await count('SELECT COUNT(*) AS n FROM shop_cart_items WHERE product_id = 104')).toBe(90);
      expect(await count('SELECT COUNT(*) AS n FROM shop_orders o WHERE NOT EXISTS (SELECT 1 FROM shop_order_items i WHERE i.order_id = o.id)')).toBe(0);
    });
  });
}
