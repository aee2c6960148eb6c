import { expect } from 'chai';
// @ts-expect-error jquery ships no types (the page's own jQuery, as WordPress loads it)
import jqueryModule from 'jquery';
import { pageBehaviours } from '../../elements/base/page-check';
import { resetPageCartStores } from '../../src/platform/shop/cart-store';
import { startAddToCart } from '../../src/platform/shop/add-to-cart';
import { axeViolations, cleanup, describeViolations, fixture, waitFor } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
type J = { on(names: string, fn: (...a: any[]) => unknown): J; off(names: string): J; [i: number]: Element };
const jQuery = jqueryModule as (el: unknown) => J;

type Call = { url: string; method: string; body: string | undefined; headers: Record<string, string> };
type Plain = { status?: number; body?: unknown; headers?: Record<string, string>; gate?: Promise<void> } | 'offline';

const realFetch = window.fetch;
let calls: Call[] = [];

function stub(answer: (c: Call, n: number) => Plain) {
  calls = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const c = { url: String(input), method: init.method ?? 'GET', body: init.body as string | undefined, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(c);
    // A page without a printed nonce reads the cart first (CONTRACT: "else a GET cart's Nonce header").
    if (c.method === 'GET') return new Response(JSON.stringify(cart(0)), { headers: { 'Content-Type': 'application/json', Nonce: 'n-get' } });
    const n = adds().length;
    const a = answer(c, n);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    if (a.gate) await a.gate;
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json', Nonce: 'n-fresh', 'Cart-Hash': `hash-${n}`, ...a.headers } });
  }) as typeof fetch;
}

const cart = (count: number) => ({ items: count ? [{ key: 'k1', id: 201, name: 'Appeltaart', quantity: count, prices: { price: '1850' } }] : [], totals: { total_price: String(1850 * count), currency_code: 'EUR' }, items_count: count });
const adds = () => calls.filter((c) => c.url.endsWith('/wc/store/v1/cart/add-item'));

/** A loop item as WooCommerce 11 prints `woocommerce_template_loop_add_to_cart` for a simple product (Dutch). */
const item = (id: number, name: string, extra = '') =>
  `<ul><li class="product"><h2 class="woocommerce-loop-product__title">${name}</h2>` +
  `<a href="?add-to-cart=${id}"  data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart${extra}" data-product_id="${id}" data-product_sku="" aria-label="In winkelwagen: &ldquo;${name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${name}&rdquo; is toegevoegd aan je winkelwagen">In winkelwagen</a></li></ul>`;

const w = window as unknown as Record<string, unknown>;
let stop: () => void = () => undefined;
let went: string[] = [];
const start = () => (stop = startAddToCart(document, { navigate: (u) => went.push(u), liveDelayMs: 20 }));
const btn = (id: number) => document.querySelector<HTMLAnchorElement>(`[data-product_id="${id}"]`)!;

describe('add to cart (page behaviour, WooCommerce add-to-cart.js)', () => {
  beforeEach(() => {
    went = [];
  });
  afterEach(() => {
    stop();
    window.fetch = realFetch;
    resetPageCartStores();
    cleanup();
    document.querySelector('.widget_shopping_cart_live_region')?.remove();
    delete w.jQuery;
    delete w.wc_add_to_cart_params;
  });

  it('the loader wants it only on a page with an ajax add-to-cart button', () => {
    expect(pageBehaviours(document).addToCart).to.equal(false);
    fixture('<a class="button add_to_cart_button" data-product_id="1" href="/p/">Lees meer</a>');
    expect(pageBehaviours(document).addToCart).to.equal(false);
    fixture(item(201, 'Appeltaart'));
    expect(pageBehaviours(document).addToCart).to.equal(true);
  });

  it('a click: loading, POST cart/add-item {id, quantity} with an idempotency key, then added, "Bekijk winkelwagen" after it, events and the polite message', async () => {
    fixture(item(201, 'Appeltaart'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub(() => ({ status: 201, body: cart(1), gate }));
    start();
    const seen: string[] = [];
    const details: CustomEvent[] = [];
    for (const n of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']) document.body.addEventListener(n, (e) => (seen.push(n), details.push(e as CustomEvent)));
    const b = btn(201);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    b.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(true);
    expect(b.classList.contains('loading')).to.equal(true);
    expect(b.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => adds().length === 1);
    expect(JSON.parse(adds()[0]!.body!)).to.deep.equal({ id: 201, quantity: 1 });
    expect(adds()[0]!.headers['Idempotency-Key']).to.match(/^[0-9a-f-]{32,36}$/);
    release();
    await waitFor(() => b.classList.contains('added'));
    expect(b.classList.contains('loading')).to.equal(false);
    const link = b.nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).to.equal(true);
    expect(link.textContent).to.equal('Bekijk winkelwagen');
    expect(link.getAttribute('href')).to.equal('/winkelwagen/');
    expect(seen).to.deep.equal(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']);
    expect(details[0]!.detail.data.product_id).to.equal('201');
    expect(details[1]!.detail).to.include({ button: b, itemsCount: 1, cartHash: 'hash-1' });
    const region = document.querySelector('.widget_shopping_cart_live_region')!;
    expect(region.getAttribute('role')).to.equal('status');
    await waitFor(() => region.textContent === '\u201cAppeltaart\u201d is toegevoegd aan je winkelwagen');
    expect(region.getAttribute('aria-relevant')).to.equal('all');
    // A second add: no second link.
    b.click();
    await waitFor(() => adds().length === 2 && b.classList.contains('added'));
    expect(document.querySelectorAll('.added_to_cart')).to.have.length(1);
  });

  it('no nonce printed: one GET cart first and the add sent with its Nonce (never refused first); a nonce printed: no read', async () => {
    fixture(item(201, 'Appeltaart') + item(301, 'Stroopwafels'));
    stub(() => ({ status: 201, body: cart(1) }));
    start();
    btn(201).click();
    await waitFor(() => btn(201).classList.contains('added'));
    btn(301).click();
    await waitFor(() => btn(301).classList.contains('added'));
    expect(calls.map((c) => `${c.method} ${c.url.split('/v1/')[1]} ${c.headers.Nonce ?? ''}`)).to.deep.equal(['GET cart ', 'POST cart/add-item n-get', 'POST cart/add-item n-fresh']);
  });

  it('Space on the focused button adds (role=button links), a double click adds once', async () => {
    fixture(item(201, 'Appeltaart'));
    stub(() => ({ status: 201, body: cart(1) }));
    start();
    const b = btn(201);
    b.focus();
    b.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    b.click();
    await waitFor(() => b.classList.contains('added'));
    expect(adds()).to.have.length(1);
  });

  it('adds queued one at a time: the second starts when the first was answered', async () => {
    fixture(item(201, 'Appeltaart') + item(301, 'Stroopwafels'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub((_c, n) => ({ status: 201, body: cart(n), ...(n === 1 ? { gate } : {}) }));
    start();
    btn(201).click();
    btn(301).click();
    await new Promise((r) => setTimeout(r, 50));
    expect(adds().map((c) => JSON.parse(c.body!).id)).to.deep.equal([201]);
    expect(btn(301).classList.contains('loading')).to.equal(true);
    release();
    await waitFor(() => btn(301).classList.contains('added'));
    expect(adds().map((c) => JSON.parse(c.body!).id)).to.deep.equal([201, 301]);
  });

  it('out of stock: the reason in Dutch after the button, never stuck loading, no "added"; the next click clears it', async () => {
    fixture(item(203, 'Notentaart'));
    stub(() => ({ status: 400, body: { code: 'woocommerce_rest_product_out_of_stock', message: 'You cannot add &quot;Notentaart&quot; to the cart because the product is out of stock.', data: { status: 400 } } }));
    start();
    const b = btn(203);
    b.click();
    const note = await waitFor(() => (b.nextElementSibling?.matches('.se-add-to-cart-error') ? b.nextElementSibling : null));
    expect(note.textContent).to.equal('Notentaart is niet meer op voorraad.');
    expect(note.getAttribute('role')).to.equal('alert');
    expect(b.getAttribute('aria-describedby')).to.equal(note.id);
    expect(b.classList.contains('loading')).to.equal(false);
    expect(b.classList.contains('added')).to.equal(false);
    expect(document.querySelector('.added_to_cart')).to.equal(null);
    expect(adds()).to.have.length(1);
    const v = await axeViolations(document.querySelector('.fixture')!);
    expect(v, describeViolations(v)).to.have.length(0);
    stub(() => ({ status: 201, body: cart(1) }));
    b.click();
    await waitFor(() => b.classList.contains('added'));
    expect(document.querySelector('.se-add-to-cart-error')).to.equal(null);
    expect(b.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('English page: the error in English', async () => {
    const settings = Object.assign(document.createElement('script'), { type: 'application/json', id: 'site-elements-config', textContent: '{"locale": "en"}' });
    document.head.append(settings);
    try {
      fixture(item(202, 'Kwarktaart'));
      stub(() => ({ status: 400, body: { code: 'woocommerce_rest_product_partially_out_of_stock', message: 'You cannot add that amount of &quot;Kwarktaart&quot; to the cart because there is not enough stock (2 remaining).', data: { status: 400 } } }));
      start();
      btn(202).click();
      const note = await waitFor(() => document.querySelector('.se-add-to-cart-error'));
      expect(note.textContent).to.equal('Only 2 of Kwarktaart left in stock.');
    } finally {
      settings.remove();
    }
  });

  it('offline: retried once with the same idempotency key, and added', async () => {
    fixture(item(201, 'Appeltaart'));
    stub((_c, n) => (n === 1 ? 'offline' : { status: 201, body: cart(1) }));
    start();
    const b = btn(201);
    b.click();
    await waitFor(() => b.classList.contains('added'), { timeout: 5000 });
    expect(adds()).to.have.length(2);
    expect(adds()[0]!.headers['Idempotency-Key']).to.equal(adds()[1]!.headers['Idempotency-Key']);
  });

  it('offline twice: sent twice, never a third time; the button says so and is not stuck', async () => {
    fixture(item(201, 'Appeltaart'));
    stub(() => 'offline');
    start();
    const b = btn(201);
    b.click();
    const note = await waitFor(() => document.querySelector('.se-add-to-cart-error'), { timeout: 5000 });
    expect(note.textContent).to.equal('Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.');
    expect(b.classList.contains('loading')).to.equal(false);
    await new Promise((r) => setTimeout(r, 1300));
    expect(adds()).to.have.length(2);
  });

  it('a stale nonce: refused once (403 with a fresh Nonce), repeated once with it, added', async () => {
    fixture(item(201, 'Appeltaart'));
    stub((c, n) => (n === 1 ? { status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } }, headers: { Nonce: 'fresh-1' } } : { status: 201, body: cart(1) }));
    const settings = Object.assign(document.createElement('script'), { type: 'application/json', id: 'site-elements-config', textContent: '{"storeApiNonce": "stale"}' });
    document.head.append(settings);
    try {
      start();
      btn(201).click();
      await waitFor(() => btn(201).classList.contains('added'));
    } finally {
      settings.remove();
    }
    expect(adds().map((c) => c.headers.Nonce)).to.deep.equal(['stale', 'fresh-1']);
  });

  it('cart_redirect_after_add "yes" (wc_add_to_cart_params): to the cart page, no added_to_cart', async () => {
    w.wc_add_to_cart_params = { cart_url: '/cart/', is_cart: '', cart_redirect_after_add: 'yes', i18n_view_cart: 'View cart' };
    fixture(item(201, 'Appeltaart'));
    stub(() => ({ status: 201, body: cart(1) }));
    start();
    let added = 0;
    document.body.addEventListener('added_to_cart', () => added++);
    btn(201).click();
    await waitFor(() => went.length === 1);
    expect(went).to.deep.equal(['/cart/']);
    expect(added).to.equal(0);
  });

  it('on the cart page (is_cart): added but no "view cart" link; WooCommerce\'s own i18n_view_cart is used elsewhere', async () => {
    w.wc_add_to_cart_params = { cart_url: '/cart/', is_cart: '1', cart_redirect_after_add: 'no', i18n_view_cart: 'View cart' };
    fixture(item(201, 'Appeltaart'));
    stub(() => ({ status: 201, body: cart(1) }));
    start();
    btn(201).click();
    await waitFor(() => btn(201).classList.contains('added'));
    expect(document.querySelector('.added_to_cart')).to.equal(null);
  });

  it('links are left alone: a button without the ajax class, without a product id, a click WooCommerce\'s own script took', async () => {
    fixture('<a href="#read" class="button product_type_simple" data-product_id="203">Lees meer</a><a href="#noid" class="button add_to_cart_button ajax_add_to_cart" data-product_id="">x</a>' + item(201, 'Appeltaart'));
    stub(() => ({ status: 201, body: cart(1) }));
    start();
    const prevented: boolean[] = [];
    const spy = (e: Event) => (prevented.push(e.defaultPrevented), e.preventDefault());
    window.addEventListener('click', spy);
    const taken = (e: Event) => e.preventDefault();
    try {
      document.querySelector<HTMLElement>('[href="#read"]')!.click();
      document.querySelector<HTMLElement>('[href="#noid"]')!.click();
      document.body.addEventListener('click', taken);
      btn(201).click();
    } finally {
      window.removeEventListener('click', spy);
      document.body.removeEventListener('click', taken);
    }
    await new Promise((r) => setTimeout(r, 30));
    expect(prevented).to.deep.equal([false, false, true]);
    expect(calls).to.have.length(0);
  });

  describe('with jQuery on the page', () => {
    beforeEach(() => {
      w.jQuery = jQuery;
    });

    it('WooCommerce\'s jQuery events with its argument shapes; the fragments argument survives cart-fragments.js\' JSON round trip', async () => {
      fixture(item(201, 'Appeltaart'));
      stub(() => ({ status: 201, body: cart(1) }));
      start();
      const got: unknown[][] = [];
      const $body = jQuery(document.body);
      $body.on('adding_to_cart', (_e, $b, data) => got.push(['adding', $b[0], data.product_id]));
      // What cart-fragments.js does with the arguments (assets/js/frontend/cart-fragments.js 86-95).
      $body.on('added_to_cart', (_e, fragments, hash, $b) => {
        sessionStorage.setItem('wc_fragments_test', JSON.stringify(fragments));
        got.push(['added', hash, $b[0]]);
      });
      btn(201).click();
      await waitFor(() => got.length === 2);
      await new Promise((r) => setTimeout(r, 30));
      // Once each: the DOM event of the same name did not run the jQuery handlers without arguments.
      expect(got).to.deep.equal([
        ['adding', btn(201), '201'],
        ['added', 'hash-1', btn(201)],
      ]);
      expect(JSON.parse(sessionStorage.getItem('wc_fragments_test')!)).to.deep.equal({});
      sessionStorage.removeItem('wc_fragments_test');
      $body.off('adding_to_cart added_to_cart');
    });

    it('should_send_ajax_request.adding_to_cart returning false cancels: nothing sent, ajax_request_not_sent told, not loading', async () => {
      fixture(item(201, 'Appeltaart'));
      stub(() => ({ status: 201, body: cart(1) }));
      start();
      const $body = jQuery(document.body);
      const notSent: unknown[] = [];
      $body.on('should_send_ajax_request.adding_to_cart', () => false);
      $body.on('ajax_request_not_sent.adding_to_cart', (_e, a, b, $b) => notSent.push(a, b, $b[0]));
      try {
        btn(201).click();
        await new Promise((r) => setTimeout(r, 30));
      } finally {
        $body.off('should_send_ajax_request.adding_to_cart ajax_request_not_sent.adding_to_cart');
      }
      expect(calls).to.have.length(0);
      expect(notSent).to.deep.equal([false, false, btn(201)]);
      expect(btn(201).classList.contains('loading')).to.equal(false);
    });

    it('a DOM listener can cancel too (preventDefault on should_send_ajax_request.adding_to_cart)', async () => {
      fixture(item(201, 'Appeltaart'));
      stub(() => ({ status: 201, body: cart(1) }));
      start();
      const cancel = (e: Event) => e.preventDefault();
      document.body.addEventListener('should_send_ajax_request.adding_to_cart', cancel);
      try {
        btn(201).click();
        await new Promise((r) => setTimeout(r, 30));
      } finally {
        document.body.removeEventListener('should_send_ajax_request.adding_to_cart', cancel);
      }
      expect(calls).to.have.length(0);
    });
  });
});
