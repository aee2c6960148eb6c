import { expect } from 'chai';
import { createAddQueue } from '../../src/core/shop/add-queue';
import { addSender, createStoreApi, newIdempotencyKey, retryWait } from '../../src/platform/shop/store-api';

type Call = { url: string; method: string; headers: Record<string, string>; body: string | undefined };
type Plain = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'offline' | 'hang';
type Answer = Plain | ((n: number) => Plain);

const realFetch = window.fetch;
let calls: Call[] = [];

/** Replaces fetch: each call gets the next answer (the last repeats). */
function stub(...answers: Answer[]) {
  calls = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    calls.push({ url: String(input), method: init.method ?? 'GET', headers, body: init.body as string | undefined });
    const pick = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    const a = typeof pick === 'function' ? pick(calls.length) : pick;
    if (a === 'offline') throw new TypeError('Failed to fetch');
    if (a === 'hang')
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200, headers: { 'Content-Type': 'application/json', ...a.headers } });
  }) as typeof fetch;
}

const cart = (count: number) => ({ items: count ? [{ key: 'k1', id: 201, name: 'Appeltaart &amp; room', quantity: count, prices: { price: '1850' } }] : [], totals: { total_price: String(1850 * count), currency_code: 'EUR', currency_prefix: '€ ', currency_suffix: '' }, items_count: count });
const wcHeaders = (nonce: string, ts = 1_800_000_000) => ({ Nonce: nonce, 'Nonce-Timestamp': String(ts), 'Cart-Token': `tok-${nonce}`, 'Cart-Hash': 'h1', 'User-ID': '0' });

describe('platform/shop/store-api', () => {
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('GET cart: URL under wc/store/v1, headers read, the answer read as a typed Cart (names as text)', async () => {
    stub({ body: cart(2), headers: wcHeaders('n1') });
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'printed' });
    const r = await api.getCart();
    expect(calls[0]!.url).to.equal('/wp-json/wc/store/v1/cart');
    expect(calls[0]!.method).to.equal('GET');
    expect(calls[0]!.headers['content-type']).to.equal(undefined);
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.data.items[0]!.name).to.equal('Appeltaart & room');
    expect(r.data.items_count).to.equal(2);
    expect(r.headers).to.deep.equal({ nonce: 'n1', nonceTimestamp: 1_800_000_000, cartToken: 'tok-n1', cartHash: 'h1', userId: '0' });
    expect(api.nonces.get()).to.deep.equal({ nonce: 'n1', timestamp: 1_800_000_000 });
    expect(api.cartToken).to.equal('tok-n1');
    expect(api.cartHash).to.equal('h1');
  });

  it('writes: JSON body, Nonce header, Idempotency-Key; no Cart-Token unless asked', async () => {
    stub({ status: 201, body: cart(1), headers: wcHeaders('n2') });
    const api = createStoreApi({ restUrl: '/wp-json', nonce: 'printed' });
    const r = await api.addItem({ id: 201, quantity: 1 }, { idempotencyKey: 'add-1' });
    expect(r.ok && r.status).to.equal(201);
    const c = calls[0]!;
    expect(c.url).to.equal('/wp-json/wc/store/v1/cart/add-item');
    expect(c.method).to.equal('POST');
    expect(c.headers['content-type']).to.equal('application/json');
    expect(c.headers.nonce).to.equal('printed');
    expect(c.headers['idempotency-key']).to.equal('add-1');
    expect(c.headers['cart-token']).to.equal(undefined);
    expect(JSON.parse(c.body!)).to.deep.equal({ id: 201, quantity: 1 });
  });

  it('every cart route sends WooCommerce\'s argument names', async () => {
    stub({ body: cart(1), headers: wcHeaders('n') });
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'x' });
    await api.updateItem('k1', 3);
    await api.removeItem('k1');
    await api.applyCoupon('WELKOM10');
    await api.removeCoupon('welkom10');
    await api.selectShippingRate('flat_rate:2', 0);
    await api.selectShippingRate('local_pickup:1');
    expect(calls.map((c) => [c.url.replace('/wp-json/wc/store/v1/', ''), JSON.parse(c.body!)])).to.deep.equal([
      ['cart/update-item', { key: 'k1', quantity: 3 }],
      ['cart/remove-item', { key: 'k1' }],
      ['cart/apply-coupon', { code: 'WELKOM10' }],
      ['cart/remove-coupon', { code: 'welkom10' }],
      ['cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' }],
      ['cart/select-shipping-rate', { rate_id: 'local_pickup:1' }],
    ]);
  });

  it('a stale nonce: 403 woocommerce_rest_invalid_nonce with a fresh Nonce -> stored, the call repeated once with it', async () => {
    stub({ status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } }, headers: wcHeaders('fresh') }, { status: 201, body: cart(1), headers: wcHeaders('fresh2') });
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'stale' });
    const r = await api.addItem({ id: 201, quantity: 1 }, { idempotencyKey: 'k' });
    expect(calls.map((c) => c.headers.nonce)).to.deep.equal(['stale', 'fresh']);
    expect(calls.map((c) => c.headers['idempotency-key'])).to.deep.equal(['k', 'k']);
    expect(r.ok).to.equal(true);
    expect(r.sends).to.equal(2);
    expect(api.nonces.get().nonce).to.equal('fresh2');
  });

  it('a server refusing every nonce is asked twice, never more; the refusal is the answer', async () => {
    stub((n) => ({ status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } }, headers: wcHeaders(`fresh${n}`) }));
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'stale' });
    const r = await api.applyCoupon('x');
    expect(calls.length).to.equal(2);
    expect(r.ok).to.equal(false);
    expect(!r.ok && r.error).to.deep.equal({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', status: 403 });
  });

  it('errors: {code, message, status}; a 409 hands on its cart; HTML and garbage answers; no answer', async () => {
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'n' });
    stub({ status: 409, body: { code: 'woocommerce_rest_cart_invalid_key', message: 'Cart item does not exist.', data: { status: 409, cart: cart(1) } }, headers: wcHeaders('n') });
    const conflict = await api.updateItem('gone', 2);
    expect(!conflict.ok && [conflict.error.code, conflict.error.status, conflict.error.cart?.items_count]).to.deep.equal(['woocommerce_rest_cart_invalid_key', 409, 1]);
    stub({ status: 400, body: { code: 'woocommerce_rest_product_out_of_stock', message: 'You cannot add &quot;Notentaart&quot; to the cart because the product is out of stock.', data: { status: 400 } } });
    const stock = await api.addItem({ id: 203, quantity: 1 });
    expect(!stock.ok && stock.error.message).to.equal('You cannot add "Notentaart" to the cart because the product is out of stock.');
    stub({ status: 502, text: '<html>Bad gateway</html>' });
    const html = await api.getCart();
    expect(!html.ok && html.error).to.deep.equal({ code: 'http_error', message: '', status: 502 });
    stub({ status: 200, text: '<html>not json' });
    const garbage = await api.getCart();
    expect(!garbage.ok && garbage.error.code).to.equal('unparseable');
    stub({ status: 200, body: { hello: 'world' } });
    const notCart = await api.getCart();
    expect(!notCart.ok && notCart.error.code).to.equal('unparseable');
    stub('offline');
    const offline = await api.getCart();
    expect(!offline.ok && offline.error).to.include({ code: 'offline', status: 0 });
  });

  it('timeout and abort end the call with their own codes', async () => {
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'n', timeout: 50 });
    stub('hang');
    const slow = await api.getCart();
    expect(!slow.ok && slow.error.code).to.equal('timeout');
    const controller = new AbortController();
    stub('hang');
    const pending = api.getCart({ signal: controller.signal, timeout: 60_000 });
    controller.abort();
    const aborted = await pending;
    expect(!aborted.ok && aborted.error.code).to.equal('aborted');
    const before = calls.length;
    const already = await api.getCart({ signal: controller.signal });
    expect(!already.ok && already.error.code).to.equal('aborted');
    expect(calls.length).to.equal(before);
  });

  it('useCartToken: later calls send the last Cart-Token', async () => {
    stub({ body: cart(0), headers: wcHeaders('a') });
    const api = createStoreApi({ restUrl: '/wp-json/', useCartToken: true });
    await api.getCart();
    await api.addItem({ id: 201, quantity: 1 });
    expect(calls[0]!.headers['cart-token']).to.equal(undefined);
    expect(calls[1]!.headers['cart-token']).to.equal('tok-a');
  });

  it('the add queue on this client: an offline first try is repeated once with the same Idempotency-Key', async () => {
    stub('offline', { status: 201, body: cart(1), headers: wcHeaders('n') });
    const api = createStoreApi({ restUrl: '/wp-json/', nonce: 'n' });
    let k = 0;
    const queue = createAddQueue({ send: addSender(api), newKey: () => `key-${++k}` });
    const r = await queue.add({ id: 201, quantity: 1 });
    expect(r.ok).to.equal(true);
    expect(r.tries).to.equal(2);
    expect(calls.map((c) => c.headers['idempotency-key'])).to.deep.equal(['key-1', 'key-1']);
  });

  it('idempotency keys are unique; the retry wait ends (after its delay, or at once when aborted)', async () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).to.equal(50);
    for (const k of keys) expect(k).to.match(/^[0-9a-f-]{32,36}$/);
    await retryWait(1);
    const c = new AbortController();
    const waiting = retryWait(60_000, c.signal);
    c.abort();
    await waiting;
  });
});
