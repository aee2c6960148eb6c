import { expect } from 'chai';
import { pageCartStore, resetPageCartStores, SYNC_KEY } from '../../src/platform/shop/cart-store';

type Call = { url: string; method: string; body: string | undefined };
type Plain = { status?: number; body?: unknown; headers?: Record<string, string>; gate?: Promise<void> } | 'offline';

const realFetch = window.fetch;
let calls: Call[] = [];

/** Replaces fetch: `answer(call)` gives each call's answer. */
function stub(answer: (c: Call, n: number) => Plain) {
  calls = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const c = { url: String(input), method: init.method ?? 'GET', body: init.body as string | undefined };
    calls.push(c);
    const a = answer(c, calls.length);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    if (a.gate) await a.gate;
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json', Nonce: 'n-fresh', 'Cart-Hash': `hash-${calls.length}`, ...a.headers } });
  }) as typeof fetch;
}

const cart = (count: number) => ({ items: count ? [{ key: 'k1', id: 201, name: 'Appeltaart', quantity: count, prices: { price: '1850' } }] : [], totals: { total_price: String(1850 * count), currency_code: 'EUR' }, items_count: count });

function setCookie(items: boolean) {
  document.cookie = items ? 'woocommerce_items_in_cart=1; path=/' : 'woocommerce_items_in_cart=; path=/; max-age=0';
  document.cookie = items ? 'woocommerce_cart_hash=abc; path=/' : 'woocommerce_cart_hash=; path=/; max-age=0';
}

describe('platform/shop/cart-store', () => {
  afterEach(() => {
    window.fetch = realFetch;
    resetPageCartStores();
    setCookie(false);
  });

  it('one store per REST root for the whole page: two tags loading it send one GET cart', async () => {
    setCookie(true);
    stub(() => ({ body: cart(2) }));
    const a = pageCartStore({ restUrl: '/wp-json/' });
    const b = pageCartStore({ restUrl: '/wp-json/' });
    expect(a).to.equal(b);
    let heard = 0;
    b.subscribe(() => heard++);
    await Promise.all([a.load(), b.load(), a.load()]);
    expect(calls.filter((c) => c.url.endsWith('/wc/store/v1/cart'))).to.have.length(1);
    expect(b.snapshot().cart?.items_count).to.equal(2);
    expect(b.snapshot().status).to.equal('ready');
    expect(heard).to.be.greaterThan(0);
  });

  it('no read while the cart cookie says the cart is empty: an empty cart, ready', async () => {
    setCookie(false);
    stub(() => ({ body: cart(9) }));
    const s = pageCartStore({ restUrl: '/wp-json/' });
    await s.load();
    expect(calls).to.have.length(0);
    expect(s.snapshot().cart?.items).to.have.length(0);
    expect(s.snapshot().status).to.equal('ready');
  });

  it('writes run one at a time in order; each answer is taken; another tab is told through localStorage', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub((c) => (c.url.endsWith('add-item') ? { status: 201, body: cart(1), gate } : { body: cart(3) }));
    const s = pageCartStore({ restUrl: '/wp-json/', nonce: 'printed' });
    const added = s.add({ id: 201, quantity: 1 });
    const updated = s.updateItem('k1', 3);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.url.split('/').pop())).to.deep.equal(['add-item']);
    expect(s.snapshot().pending).to.equal(2);
    release();
    const [a, u] = await Promise.all([added, updated]);
    expect(a.ok).to.equal(true);
    expect(u.ok).to.equal(true);
    expect(calls.map((c) => c.url.split('/').pop())).to.deep.equal(['add-item', 'update-item']);
    expect(s.snapshot().cart?.items_count).to.equal(3);
    expect(s.snapshot().pending).to.equal(0);
    expect(localStorage.getItem(SYNC_KEY)).to.match(/^hash-2:\d+$/);
  });

  it('a read answered after a write does not overwrite the write\'s newer cart', async () => {
    setCookie(true);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub((c) => (c.method === 'GET' ? { body: cart(1), gate } : { body: cart(5) }));
    const s = pageCartStore({ restUrl: '/wp-json/', nonce: 'printed' });
    const read = s.refresh();
    await s.updateItem('k1', 5);
    release();
    await read;
    expect(s.snapshot().cart?.items_count).to.equal(5);
  });

  it("another tab's change (storage event on the sync key or WooCommerce's wc_cart_hash_*) reads the cart again", async () => {
    stub(() => ({ body: cart(4) }));
    const s = pageCartStore({ restUrl: '/wp-json/' });
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_KEY, newValue: 'x:1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_0123abcd', newValue: 'y' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'z' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.filter((c) => c.method === 'GET')).to.have.length(2);
    expect(s.snapshot().cart?.items_count).to.equal(4);
  });

  it('a 409 refusal that carries the cart shows the error and keeps the cart it carried; the UI is never left pending', async () => {
    stub(() => ({ status: 409, body: { code: 'woocommerce_rest_product_out_of_stock', message: 'Uitverkocht', data: { status: 409, cart: cart(2) } } }));
    const s = pageCartStore({ restUrl: '/wp-json/', nonce: 'printed' });
    const r = await s.add({ id: 201, quantity: 1 });
    expect(r.ok).to.equal(false);
    expect(calls).to.have.length(1);
    expect(s.snapshot().error?.code).to.equal('woocommerce_rest_product_out_of_stock');
    expect(s.snapshot().cart?.items_count).to.equal(2);
    expect(s.snapshot().pending).to.equal(0);
  });

  it('classic caches dropped after a change and wc_fragment_refresh triggered through the page jQuery', async () => {
    const triggered: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.jQuery = () => ({ trigger: (name: string) => triggered.push(name) });
    w.wc_cart_fragments_params = { cart_hash_key: 'wc_cart_hash_site1', fragment_name: 'wc_fragments_site1' };
    sessionStorage.setItem('wc_fragments_site1', '{"div.widget_shopping_cart_content":"<div></div>"}');
    sessionStorage.setItem('wc_cart_hash_site1', 'old');
    try {
      stub(() => ({ body: cart(1) }));
      const s = pageCartStore({ restUrl: '/wp-json/', nonce: 'printed' });
      await s.removeItem('k1');
      expect(sessionStorage.getItem('wc_fragments_site1')).to.equal(null);
      expect(sessionStorage.getItem('wc_cart_hash_site1')).to.equal(null);
      expect(localStorage.getItem('wc_cart_hash_site1')).to.equal('hash-1');
      expect(triggered).to.deep.equal(['wc_fragment_refresh']);
    } finally {
      delete w.jQuery;
      delete w.wc_cart_fragments_params;
      localStorage.removeItem('wc_cart_hash_site1');
    }
  });

  it('the nonce WooCommerce printed (wcBlocksMiddlewareConfig.storeApiNonce) is the first one sent', async () => {
    const w = window as unknown as Record<string, unknown>;
    w.wcBlocksMiddlewareConfig = { storeApiNonce: 'wc-printed', wcStoreApiNonceTimestamp: 1_800_000_000 };
    const seen: string[] = [];
    try {
      calls = [];
      window.fetch = (async (_i: RequestInfo | URL, init: RequestInit = {}) => {
        seen.push(new Headers(init.headers).get('Nonce') ?? '');
        return new Response(JSON.stringify(cart(1)), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch;
      const s = pageCartStore({ restUrl: '/wp-json/' });
      await s.add({ id: 201, quantity: 1 });
      expect(seen).to.deep.equal(['wc-printed']);
    } finally {
      delete w.wcBlocksMiddlewareConfig;
    }
  });
});
