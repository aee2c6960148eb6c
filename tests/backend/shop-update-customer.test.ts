/**
 * The reference backend's `POST cart/update-customer` and its shipping zones (routes/shop.ts,
 * shop/catalog.ts SHIPPING_ZONES, routes/checkout.ts) on every engine: the addresses stored with the
 * cart and shown in the cart (merged, sanitized), the zone following the shipping country (NL: pick-up
 * and Utrecht delivery as before; BE: pick-up and € 8,26 + 9 %; DE: € 11,47 + 9 % only; elsewhere no
 * rate), the chosen rate kept or reset, select-shipping-rate limited to the zone's rates, the nonce,
 * WooCommerce's `rest_invalid_param`, and the checkout priced for the posted address's zone.
 */
import { describe, expect, it } from 'vitest';
import { readCart } from '../../src/core/shop/cart';
import { formatPrice } from '../../src/core/shop/money';
import { useTestServer, type TestServer } from './test-server';
import { engines } from './engines';
import { shopper as newShopper, Visitor } from './shop-visitor';
import { AccountVisitor } from './account-visitor';

const cartOf = (json: unknown) => {
  const r = readCart(json);
  if (!r.ok) throw new Error(`not a cart: ${JSON.stringify(json).slice(0, 200)}`);
  return r.value;
};
/** [rate_id, name, price, taxes, selected] of the package's rates. */
const ratesOf = (json: Record<string, any>) => (json.shipping_rates[0].shipping_rates as Record<string, any>[]).map((r) => [r.rate_id, r.name, r.price, r.taxes, r.selected]);
/** An amount in cents as the cart shows it (the shop's euro). */
const euro = (cents: number) => formatPrice(String(cents));

const NL_RATES = [
  ['local_pickup:1', 'Afhalen in de winkel', '0', '0', true],
  ['flat_rate:2', 'Bezorgen in Utrecht', '454', '41', false],
];
const BILLING_NL = { first_name: 'Anna', last_name: 'de Vries', company: '', address_1: 'Oudegracht 12 A', address_2: '', city: 'Utrecht', state: '', postcode: '3511 AB', country: 'NL', email: 'anna@example.nl', phone: '' };
const BE = { first_name: 'Lotte', last_name: 'Peeters', company: '', address_1: 'Meir 1', address_2: '', city: 'Antwerpen', state: '', postcode: '2000', country: 'BE', phone: '' };
const DE = { first_name: 'Jan', last_name: 'Müller', company: '', address_1: 'Unter den Linden 1', address_2: '', city: 'Berlin', state: '', postcode: '10117', country: 'DE', phone: '' };
const US = { first_name: 'Sam', last_name: 'Smith', company: '', address_1: '1 Main St', address_2: '', city: 'Springfield', state: 'IL', postcode: '62701', country: 'US', phone: '' };

for (const engine of engines()) {
  describe(`${engine.name}: Store API cart/update-customer and shipping zones`, () => {
    let server: TestServer['server'];
    let base: string;
    useTestServer(engine, (t) => ({ server, base } = t));

    /** A visitor with `lines` ([product id, quantity]) in the cart. */
    const shopper = (lines: [number, number][]) => newShopper(base, lines);
    const update = (v: Visitor, body: unknown, headers: Record<string, string> = {}) => v.call('POST', '/cart/update-customer', body, headers);
    const cartRow = (v: Visitor) => server.store.db.one<{ shipping_rate: string; billing_address: string; shipping_address: string }>('SELECT shipping_rate, billing_address, shipping_address FROM shop_carts WHERE id = ?', [v.cookies.get('wp_woocommerce_session_se')!.split('||')[0]!]);

    it('the answer is the cart (every field GET cart has) with the addresses merged, trimmed, upper-cased, unknown keys ignored', async () => {
      const v = await shopper([[101, 2]]);
      const before = await v.start();
      expect(before.json.shipping_address).toEqual({ first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: 'NL', phone: '' });
      const r = await update(v, { shipping_address: { country: 'be', city: '  Antwerpen ', postcode: '2000', colour: 'red' }, billing_address: { email: ' lotte@example.be ', country: 'BE', first_name: 'x'.repeat(300) } });
      expect(r.status).toBe(200);
      expect(Object.keys(r.json).sort()).toEqual(Object.keys(before.json).sort());
      expect(r.headers.get('Cart-Hash')).toMatch(/^[0-9a-f]{32}$/);
      expect(r.json.shipping_address).toEqual({ first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: 'Antwerpen', state: '', postcode: '2000', country: 'BE', phone: '' });
      expect(r.json.billing_address).toMatchObject({ email: 'lotte@example.be', country: 'BE', city: '', first_name: 'x'.repeat(200) });
      expect(r.json.shipping_rates[0].destination).toEqual({ address_1: '', address_2: '', city: 'Antwerpen', state: '', postcode: '2000', country: 'BE' });
      expect(cartOf(r.json).items_count).toBe(2);
      // merged over what is stored: a second update sets one field, the others stay
      const more = await update(v, { shipping_address: { address_1: 'Meir 1' } });
      expect(more.json.shipping_address).toMatchObject({ address_1: 'Meir 1', city: 'Antwerpen', postcode: '2000', country: 'BE' });
      const again = await v.start();
      expect(again.json.shipping_address).toEqual(more.json.shipping_address);
      expect(again.json.billing_address).toEqual(more.json.billing_address);
      expect(ratesOf(again.json).map((x) => x[0])).toEqual(['local_pickup:1', 'flat_rate:4']);
      // what is stored: the fields given (JSON), nobody else's cart
      expect(JSON.parse((await cartRow(v))!.shipping_address)).toEqual({ country: 'BE', city: 'Antwerpen', postcode: '2000', address_1: 'Meir 1' });
      expect((await new Visitor(base).start()).json.shipping_address.country).toBe('NL');
    });

    it('België: pick-up (kept when chosen) and "Bezorgen in België" € 8,26 + 9 % = € 9,00; totals follow', async () => {
      const v = await shopper([[101, 2]]);
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'local_pickup:1' });
      const be = await update(v, { shipping_address: { country: 'BE', postcode: '2000', city: 'Antwerpen' } });
      expect(ratesOf(be.json)).toEqual([
        ['local_pickup:1', 'Afhalen in de winkel', '0', '0', true],
        ['flat_rate:4', 'Bezorgen in België', '826', '74', false],
      ]);
      expect(be.json.needs_shipping).toBe(true);
      expect(be.json.totals).toMatchObject({ total_shipping: '0', total_shipping_tax: '0', total_price: '990' });
      const delivery = cartOf((await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:4' })).json);
      const rate = delivery.shipping_rates[0]!.shipping_rates.find((r) => r.selected)!;
      expect(rate.rate_id).toBe('flat_rate:4');
      expect(euro(Number(rate.price) + Number(rate.taxes))).toBe('€ 9,00');
      expect([delivery.totals.total_shipping, delivery.totals.total_shipping_tax]).toEqual(['826', '74']);
      // 2 × € 4,95 = € 9,90 (VAT 0,82) + € 8,26 + € 0,74
      expect(delivery.totals.total_price).toBe('1890');
      expect(formatPrice(delivery.totals.total_price, delivery.totals.currency)).toBe('€ 18,90');
      expect(delivery.totals.tax_lines).toEqual([{ name: 'BTW', price: '156', rate: '9%' }]);
    });

    it('Duitsland drops pick-up and selects flat_rate:5 (€ 11,47 + 9 % = € 12,50); back to NL gives today\'s two rates, delivery chosen as WooCommerce defaults', async () => {
      const v = await shopper([[101, 2]]);
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'local_pickup:1' });
      const de = await update(v, { shipping_address: { country: 'DE', postcode: '10117', city: 'Berlin' } });
      expect(ratesOf(de.json)).toEqual([['flat_rate:5', 'Versand nach Deutschland', '1147', '103', true]]);
      expect(euro(1147 + 103)).toBe('€ 12,50');
      expect(de.json.totals).toMatchObject({ total_shipping: '1147', total_shipping_tax: '103', total_price: '2240' });
      // WooCommerce's default where the chosen pick-up is not offered: the zone's first rate that is not a pick-up, stored as the choice
      expect((await cartRow(v))!.shipping_rate).toBe('flat_rate:5');
      const NL_DELIVERY = NL_RATES.map((r) => [...r.slice(0, 4), r[0] === 'flat_rate:2']);
      const nl = await update(v, { shipping_address: { country: 'NL', postcode: '3511AB', city: 'Utrecht' } });
      expect(ratesOf(nl.json)).toEqual(NL_DELIVERY);
      expect(nl.json.totals).toMatchObject({ total_shipping: '454', total_price: '1485' });
      expect(nl.json.shipping_address).toMatchObject({ country: 'NL', postcode: '3511 AB' });
      // a chosen delivery the new zone does not offer gives way to WooCommerce's default there (the
      // zone's first rate that is not a pick-up: Belgium's delivery), and that one is the choice after
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      const toBe = await update(v, { shipping_address: { country: 'BE', postcode: '2000' } });
      expect(ratesOf(toBe.json).map((r) => [r[0], r[4]])).toEqual([['local_pickup:1', false], ['flat_rate:4', true]]);
      const back = await update(v, { shipping_address: { country: 'NL', postcode: '3511 AB' } });
      expect(ratesOf(back.json)).toEqual(NL_DELIVERY);
      // the same rate id offered in the new zone is kept; a chosen pick-up too (WooCommerce keeps pick-up)
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      expect(ratesOf((await update(v, { shipping_address: { city: 'Zeist' } })).json).map((r) => r[4])).toEqual([false, true]);
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'local_pickup:1' });
      expect(ratesOf((await update(v, { shipping_address: { country: 'BE', postcode: '2000' } })).json).map((r) => r[4])).toEqual([true, false]);
    });

    it('a country no zone holds (US): no rates, shipping still needed; a checkout of that cart is refused, an NL one is priced for NL', async () => {
      const v = await shopper([[101, 1]]);
      const us = await update(v, { shipping_address: { country: 'US', state: 'IL', postcode: '62701', city: 'Springfield' } });
      expect(us.status).toBe(200);
      expect(us.json.needs_shipping).toBe(true);
      expect(us.json.shipping_rates).toHaveLength(1);
      expect(us.json.shipping_rates[0].shipping_rates).toEqual([]);
      expect(us.json.shipping_rates[0].destination).toMatchObject({ country: 'US', state: 'IL', postcode: '62701' });
      expect(us.json.totals).toMatchObject({ total_shipping: '0', total_shipping_tax: '0', total_price: '495' });
      const refused = await v.call('POST', '/checkout', { billing_address: BILLING_NL, shipping_address: US, payment_method: 'cod' });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ code: 'woocommerce_rest_invalid_shipping_option', message: 'Sorry, this order requires a shipping option.', data: { status: 400 } });
      // without a posted shipping address the billing one is where it ships (WooCommerce copies it)
      const billingOnly = await v.call('POST', '/checkout', { billing_address: { ...BILLING_NL, ...US, email: 'sam@example.com' }, payment_method: 'cod' });
      expect(billingOnly.json.code).toBe('woocommerce_rest_invalid_shipping_option');
      expect((await v.start()).json.items_count).toBe(1);
      expect(Number((await server.store.db.one<{ n: unknown }>("SELECT COUNT(*) AS n FROM shop_orders WHERE billing LIKE '%Springfield%' OR shipping LIKE '%Springfield%'"))!.n)).toBe(0);
      // the posted address decides: the same cart sent to Utrecht is ordered with the NL rates
      const placed = await v.call('POST', '/checkout', { billing_address: BILLING_NL, shipping_address: { ...BILLING_NL, email: undefined }, payment_method: 'cod' });
      expect(placed.status).toBe(200);
      const row = (await server.store.shop.orderById(placed.json.order_id))!;
      expect([row.shipping_rate_id, row.shipping_rate_name, row.total]).toEqual(['local_pickup:1', 'Afhalen in de winkel', 495]);
    });

    it('errors: a bad country is rest_invalid_param (nothing stored); no nonce 401, a wrong one 403; a Cart-Token needs none', async () => {
      const v = await shopper([[102, 1]]);
      const bad = await update(v, { shipping_address: { country: '12' } });
      expect(bad.status).toBe(400);
      expect(bad.json.code).toBe('rest_invalid_param');
      expect(bad.json.message).toBe('Invalid parameter(s): shipping_address');
      expect(bad.json.data.status).toBe(400);
      expect(bad.json.data.params.shipping_address).toMatch(/^Invalid country code provided\./);
      expect(bad.json.data.details.shipping_address).toMatchObject({ code: 'invalid_country' });
      const both = await update(v, { billing_address: { country: 'XX' }, shipping_address: { country: 'BE', postcode: '3511 AB' } });
      expect(both.json.message).toBe('Invalid parameter(s): billing_address, shipping_address');
      expect(both.json.data.details.shipping_address).toMatchObject({ code: 'invalid_postcode' });
      expect((await update(v, { shipping_address: { city: 12 } })).json.data.params).toEqual({ shipping_address: 'Invalid city provided.' });
      expect((await v.start()).json.shipping_address.country).toBe('NL');
      expect((await cartRow(v))!.shipping_address).toBe('');
      const missing = await update(v, { shipping_address: { country: 'BE' } }, { Nonce: '' });
      expect(missing.status).toBe(401);
      expect(missing.json).toEqual({ code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header. This endpoint requires a valid nonce.', data: { status: 401 } });
      const invalid = await update(v, { shipping_address: { country: 'BE' } }, { Nonce: 'deadbeef00' });
      expect(invalid.status).toBe(403);
      expect(invalid.json).toEqual({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } });
      expect((await v.start()).json.shipping_address.country).toBe('NL');
      const token = (await v.start()).headers.get('Cart-Token')!;
      const headless = await new Visitor(base).call('POST', '/cart/update-customer', { shipping_address: { country: 'DE' } }, { 'Cart-Token': token });
      expect(headless.status).toBe(200);
      expect(ratesOf(headless.json).map((r) => r[0])).toEqual(['flat_rate:5']);
      expect((await v.start()).json.shipping_address.country).toBe('DE');
    });

    it('each answer is the cart as its own request left it; an empty cart takes the billing address for shipping', async () => {
      const v = await shopper([[103, 1]]);
      const first = await update(v, { billing_address: { country: 'BE' }, shipping_address: { country: 'BE' } });
      const second = await update(v, { billing_address: { country: 'DE' }, shipping_address: { country: 'DE' } });
      expect([first.json.shipping_address.country, ratesOf(first.json).map((r) => r[0])]).toEqual(['BE', ['local_pickup:1', 'flat_rate:4']]);
      expect([second.json.shipping_address.country, ratesOf(second.json).map((r) => r[0])]).toEqual(['DE', ['flat_rate:5']]);
      expect((await v.start()).json.shipping_address.country).toBe('DE');
      // billing only, cart needs shipping: the shipping address stays
      expect((await update(v, { billing_address: { country: 'NL' } })).json.shipping_address.country).toBe('DE');
      // an empty cart needs no shipping: WooCommerce uses the billing address for it (CartUpdateCustomer)
      const empty = new Visitor(base);
      await empty.start();
      const r = await update(empty, { billing_address: { country: 'BE', city: 'Gent', email: 'a@example.be' } });
      expect(r.status).toBe(200);
      expect(r.json.shipping_address).toMatchObject({ country: 'BE', city: 'Gent' });
      expect(r.json.shipping_address).not.toHaveProperty('email');
      expect(r.json.shipping_rates).toEqual([]);
    });

    it('a logged-in customer: the zone follows their saved shipping address; what update-customer sends goes over it', async () => {
      const email = `zone${Date.now().toString(36)}@voorbeeld.example`;
      const a = new AccountVisitor(base);
      expect((await a.register(email, 'Pepernoot-2468')).status).toBe(302);
      const id = (await server.store.accounts.byEmail(email))!.id;
      await server.store.accounts.setAddress(id, 'shipping', { ...DE, first_name: 'Jan' });
      const v = new Visitor(base);
      v.cookies = a.cookies;
      await v.start();
      const added = await v.call('POST', '/cart/add-item', { id: 101, quantity: 1 });
      expect(added.json.shipping_address).toMatchObject({ country: 'DE', city: 'Berlin' });
      expect(ratesOf(added.json).map((r) => r[0])).toEqual(['flat_rate:5']);
      const be = await update(v, { shipping_address: { country: 'BE', postcode: '2000', city: 'Antwerpen' } });
      expect(be.status).toBe(200);
      expect(be.json.shipping_address).toMatchObject({ country: 'BE', city: 'Antwerpen', postcode: '2000', address_1: 'Unter den Linden 1', first_name: 'Jan' });
      expect(ratesOf(be.json).map((r) => r[0])).toEqual(['local_pickup:1', 'flat_rate:4']);
      expect(be.json.billing_address.email).toBe(email);
    });

    it('select-shipping-rate: a rate the zone does not offer is not stored (flat_rate:4 in NL), the zone\'s own is', async () => {
      const v = await shopper([[104, 1]]);
      const nope = await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:4' });
      expect(nope.status).toBe(200);
      expect(ratesOf(nope.json)).toEqual(NL_RATES);
      expect((await cartRow(v))!.shipping_rate).toBe('');
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      expect((await v.call('POST', '/cart/select-shipping-rate', { rate_id: 'flat_rate:5' })).json.totals.total_shipping).toBe('454');
      expect((await cartRow(v))!.shipping_rate).toBe('flat_rate:2');
      await update(v, { shipping_address: { country: 'BE' } });
      const be = await v.call('POST', '/cart/select-shipping-rate', { rate_id: 'flat_rate:4' });
      expect(ratesOf(be.json).map((r) => r[4])).toEqual([false, true]);
      expect((await cartRow(v))!.shipping_rate).toBe('flat_rate:4');
    });

    it('checkout: a BE cart stores the BE rate\'s name and cost; a posted address of another zone reprices (its first rate when the choice is not offered)', async () => {
      const v = await shopper([[101, 2]]);
      await update(v, { shipping_address: BE, billing_address: { ...BE, email: 'lotte@example.be' } });
      await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:4' });
      const cart = (await v.start()).json;
      const r = await v.call('POST', '/checkout', { billing_address: { ...BE, email: 'lotte@example.be' }, shipping_address: BE, payment_method: 'bacs' });
      expect(r.status).toBe(200);
      expect(r.json.shipping_address).toMatchObject({ country: 'BE', city: 'Antwerpen' });
      const row = (await server.store.shop.orderById(r.json.order_id))!;
      expect([row.shipping_rate_id, row.shipping_rate_name, row.total]).toEqual(['flat_rate:4', 'Bezorgen in België', 1890]);
      expect(row.total).toBe(Number(cart.totals.total_price));
      expect(JSON.parse(row.totals)).toMatchObject({ total_shipping: '826', total_shipping_tax: '74', total_tax: '156', total_price: '1890' });
      // an NL cart with Utrecht delivery chosen, ordered to Germany: the DE zone's only rate
      const w = await shopper([[101, 2]]);
      await w.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' });
      const de = await w.call('POST', '/checkout', { billing_address: { ...DE, email: 'jan@example.de' }, shipping_address: DE, payment_method: 'cod' });
      expect(de.status).toBe(200);
      const deRow = (await server.store.shop.orderById(de.json.order_id))!;
      expect([deRow.shipping_rate_id, deRow.shipping_rate_name, deRow.total]).toEqual(['flat_rate:5', 'Versand nach Deutschland', 2240]);
      // pick-up chosen in NL, ordered to Belgium: pick-up is offered there too, so it stays
      const x = await shopper([[101, 1]]);
      const be = await x.call('POST', '/checkout', { billing_address: { ...BE, email: 'lotte@example.be' }, shipping_address: BE, payment_method: 'cod' });
      const beRow = (await server.store.shop.orderById(be.json.order_id))!;
      expect([beRow.shipping_rate_id, beRow.total]).toEqual(['local_pickup:1', 495]);
    });
  });
}
