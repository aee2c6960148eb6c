/**
 * The shop's client layer (issue 32) against WooCommerce 11.0.1's own Store API, stack 2 only: the page's
 * one cart store (src/platform/shop/cart-store.ts, bundled here with esbuild into a test-only script and
 * added to /bedankt/, a plain page WordPress serves with the project's plugin's page settings and no shop tag
 * or button, so this test makes the page's one store itself, with a stale nonce) drives WooCommerce's cart: a real product added with a stale nonce (WooCommerce
 * answers 403 woocommerce_rest_invalid_nonce with a fresh `Nonce` header, the client repeats once), a
 * second add, a quantity, WELKOM10, an unknown and an expired coupon (the codes and messages WooCommerce
 * gives), the coupon removed, each shipping rate, a sold-out product, more than the stock, a quantity
 * over the stock. After each step the store's cart is compared with what WooCommerce itself holds: its
 * session row (wp_woocommerce_sessions, read with PHP's unserialize through the stack), and the answers'
 * shapes with the reference backend's answers to the same calls (demo/server, started here on a throwaway
 * SQLite file): every field path and JSON type, both ways.
 *
 * Not on the lite projects: no React here, the store is the same code in both builds. One test, one page.
 */
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../demo/server/server';
import { roundDivHalfDown } from '../../demo/server/shop/pricing';
// @ts-expect-error plain ESM helper without types
import { wpEval } from '../../scripts/wordpress/stack.mjs';
import { Visitor } from '../backend/shop-visitor';
import { expect, test, type WpInfo } from './fixtures';

/** The seed's product ids by SKU (fixtures/woocommerce.json) and the reference backend's product for the same role. */
const ROLES = {
  slagroomtaart: { sku: 'TAART-SLAGROOM', ref: 101 },
  appeltaart: { sku: 'TAART-APPEL', ref: 102 },
  soldOut: { sku: 'TAART-TOMPOUCE', ref: 203 },
  lowStock: { sku: 'VLAAI-ABRIKOOS', ref: 202 },
} as const;

/**
 * Field paths where WooCommerce and the reference backend may differ in shape, and why. Array elements are
 * compared only where both sides have one.
 */
const SHAPE_EXCEPTIONS: Record<string, string> = {};

type Shape = Map<string, string>;
/** WordPress' nonce life (a nonce lives two ticks of half of it). */
const DAY_IN_SECONDS = 86_400;

/** Every field path of a JSON value with its JSON type ("object", "array", "string", "number", "boolean", "null"). */
function shapeOf(value: unknown, at = '', out: Shape = new Map()): Shape {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  out.set(at || '.', kind);
  if (Array.isArray(value)) {
    if (value.length > 0) shapeOf(value[0], `${at}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) shapeOf(v, `${at}.${k}`, out);
  }
  return out;
}

/** The paths whose type differs, or that one side has and the other does not (below an array both have elements of). */
function shapeDiff(wc: Shape, ref: Shape): string[] {
  const diffs: string[] = [];
  const parentArrayEmpty = (p: string, s: Shape) => {
    const i = p.lastIndexOf('[]');
    return i >= 0 && !s.has(p.slice(0, i + 2));
  };
  for (const p of new Set([...wc.keys(), ...ref.keys()])) {
    if (p in SHAPE_EXCEPTIONS) continue;
    const a = wc.get(p);
    const b = ref.get(p);
    if (a === b) continue;
    if ((a === undefined && parentArrayEmpty(p, wc)) || (b === undefined && parentArrayEmpty(p, ref))) continue;
    // A total WooCommerce sends as null until shipping is calculated is a string after; both are in the schema.
    if ((a === 'null' && b === 'string') || (a === 'string' && b === 'null')) continue;
    diffs.push(`${p}: WooCommerce ${a ?? '(absent)'}, reference ${b ?? '(absent)'}`);
  }
  return diffs.sort();
}

/**
 * The Store API nonce WordPress makes for a visitor (user 0, no session token) `ticksAgo` ticks ago: with
 * i = ceil(time / 12 h) − ticksAgo, substr(hash_hmac('md5', "i|wc_store_api|0|", NONCE_KEY . NONCE_SALT), -12, 10)
 * (wp_create_nonce), the stack's wp-config.php keys. Two ticks ago it is older than its 24 hours: what a page
 * cached too long prints. The test checks the current one against the page's before it trusts the stale one.
 */
function visitorNonce(wp: WpInfo, ticksAgo: number): string {
  const config = readFileSync(path.join(wp.wpPath, 'wp-config.php'), 'utf8');
  const key = (name: string) => {
    const m = new RegExp(`define\\(\\s*'${name}',\\s*'([^']*)'`).exec(config);
    if (!m) throw new Error(`wp-config.php has no ${name}`);
    return m[1]!;
  };
  const tick = Math.ceil(Date.now() / 1000 / (DAY_IN_SECONDS / 2)) - ticksAgo;
  const out = createHmac('md5', key('NONCE_KEY') + key('NONCE_SALT')).update(`${tick}|wc_store_api|0|`).digest('hex').slice(-12, -2);
  expect(out, 'a nonce of 10 hex digits').toMatch(/^[0-9a-f]{10}$/);
  return out;
}

interface HeldCart {
  items: { id: number; quantity: number; key: string }[];
  coupons: string[];
  shipping: string[];
}

/** The cart WooCommerce holds for this visitor: its session row (key: the session cookie's customer id), unserialized by PHP. */
async function wcSession(page: Page, wp: WpInfo): Promise<HeldCart> {
  const cookie = (await page.context().cookies(wp.baseUrl)).find((c) => c.name.startsWith('wp_woocommerce_session_'));
  expect(cookie, 'WooCommerce session cookie').toBeTruthy();
  const customer = decodeURIComponent(cookie!.value).split('|')[0]!;
  expect(customer).toMatch(/^t_[0-9a-f]+$/);
  const php = `global $wpdb;
    $v = $wpdb->get_var( $wpdb->prepare( "SELECT session_value FROM {$wpdb->prefix}woocommerce_sessions WHERE session_key = %s", ${JSON.stringify(customer)} ) );
    $s = (array) maybe_unserialize( $v );
    $items = array();
    foreach ( (array) maybe_unserialize( $s['cart'] ?? '' ) as $key => $line ) { $items[] = array( 'id' => (int) $line['product_id'], 'quantity' => (int) $line['quantity'], 'key' => (string) $key ); }
    echo wp_json_encode( array( 'items' => $items, 'coupons' => array_values( (array) maybe_unserialize( $s['applied_coupons'] ?? '' ) ), 'shipping' => array_values( (array) maybe_unserialize( $s['chosen_shipping_methods'] ?? '' ) ) ) );`;
  return JSON.parse(String(await wpEval(wp.stack, php))) as HeldCart;
}

/** The cart as WooCommerce holds it, read by a request of its own with the page's cookies (a GET needs no nonce). */
async function wcCart(page: Page): Promise<any> {
  const r = await page.request.get('/wp-json/wc/store/v1/cart');
  expect(r.status()).toBe(200);
  return r.json();
}

/** The test-only script: the page's cart store and the error map, as `window.__seShop`. */
async function storeScript(): Promise<string> {
  const r = await build({
    stdin: {
      contents: "export { pageCartStore } from './src/platform/shop/cart-store';\nexport { errorPlace, STORE_ERRORS } from './src/core/shop/errors';\n",
      resolveDir: path.resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: '__seShop',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return r.outputFiles[0]!.text;
}

interface Answer {
  route: string;
  status: number;
  nonceSent: string;
  nonce: string;
  json: unknown;
}

test.describe('the page\'s cart store against WooCommerce 11.0.1\'s Store API', () => {
  test.beforeEach(({ wp, build: b }) => {
    test.skip(wp.stack !== 2, 'WooCommerce is on stack 2 only');
    test.skip(b === 'lite', 'no React here: the cart store is the same code in both builds');
  });

  test('add with a stale nonce, quantities, coupons, shipping rates, stock errors: WooCommerce\'s session and the reference backend\'s shapes agree', async ({ page, wp, problems }) => {
    // About 40 calls to both servers, each a full WordPress request: a loaded CI run needed more than 60 s.
    test.setTimeout(150_000);
    const ids = (wp.seed as { products?: Record<string, number> }).products ?? {};
    const id = (role: keyof typeof ROLES) => {
      const v = ids[ROLES[role].sku];
      if (!v) throw new Error(`the seed has no product ${ROLES[role].sku} (fixtures/woocommerce.json): ${JSON.stringify(ids)}`);
      return v;
    };

    // Every Store API answer the page gets, with the nonce it sent.
    const pending: Promise<Answer>[] = [];
    page.on('response', (r) => {
      const m = /\/wc\/store\/v1\/([a-z/-]+)/.exec(r.url());
      if (!m) return;
      pending.push(
        (async () => ({ route: m[1]!, status: r.status(), nonceSent: (await r.request().allHeaders()).nonce ?? '', nonce: (await r.allHeaders()).nonce ?? '', json: await r.json().catch(() => undefined) }))(),
      );
    });
    let answers: Answer[] = [];
    const seen = async () => (answers = await Promise.all(pending));

    // The theme's header has WooCommerce's Mini-Cart block, which the plugin's Mini-Cart switch prints as a
    // <wc-mini-cart>: taken out of this page, so that only this test makes the page's cart store.
    await page.route(/\/bedankt\/$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/<wc-mini-cart\b[\s\S]*?<\/wc-mini-cart>/g, '') });
    });
    await page.goto('/bedankt/');
    // No shop tag and no add-to-cart button here: nothing else makes the page's cart store.
    await expect(page.locator('.add_to_cart_button, wc-mini-cart, wc-cart')).toHaveCount(0);
    const settings = JSON.parse((await page.locator('#site-elements-config').textContent()) ?? '{}') as Record<string, unknown>;
    expect(settings.storeApiNonce, 'the plugin prints the Store API nonce').toMatch(/^[0-9a-f]{10}$/);
    expect(typeof settings.storeApiNonceTimestamp).toBe('number');
    await page.addScriptTag({ content: await storeScript() });

    expect(visitorNonce(wp, 0), 'the nonce worked out here is the one the page printed').toBe(settings.storeApiNonce);
    const stale = visitorNonce(wp, 2);
    expect(stale).not.toBe(settings.storeApiNonce);
    // The store made with the stale nonce (as a page served from a cache a day old would give it).
    await page.evaluate(
      ({ restUrl, nonce }) => {
        const w = window as unknown as Record<string, any>;
        w.__store = w.__seShop.pageCartStore({ restUrl, nonce, nonceTimestamp: 0 });
      },
      { restUrl: String(settings.restUrl), nonce: stale },
    );
    const call = <T,>(fn: string, ...args: unknown[]) =>
      page.evaluate(([f, a]) => (window as any).__store[f as string](...(a as unknown[])), [fn, args] as const) as Promise<T>;
    type R = { ok: boolean; data?: any; error?: { code: string; message: string; status: number }; sends?: number; cart?: any; tries?: number };

    // 1. Add with the stale nonce: refused once for it, repeated once with the refusal's Nonce header.
    const add1 = await call<R>('add', { id: id('slagroomtaart'), quantity: 2 });
    expect(add1.ok, JSON.stringify(add1.error)).toBe(true);
    await seen();
    const adds = answers.filter((a) => a.route === 'cart/add-item');
    expect(adds.map((a) => a.status)).toEqual([403, 201]);
    expect((adds[0]!.json as { code: string }).code).toBe('woocommerce_rest_invalid_nonce');
    expect(adds[0]!.nonceSent).toBe(stale);
    expect(adds[0]!.nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(adds[1]!.nonceSent).toBe(adds[0]!.nonce);
    expect(add1.tries, 'one add: the nonce repair is inside the one try').toBe(1);
    expect(await page.evaluate(() => (window as any).__store.api.nonces.get().nonce)).toBe(adds[1]!.nonce);
    expect(await page.evaluate(() => (globalThis as any)[Symbol.for('site-elements.cart-stores')].size)).toBe(1);

    // 2. A second product, 3. a quantity: the store's cart and WooCommerce's session hold the same lines.
    expect((await call<R>('add', { id: id('appeltaart'), quantity: 1 })).ok).toBe(true);
    let snap = await page.evaluate(() => (window as any).__store.snapshot());
    const line = (pid: number) => snap.cart.items.find((i: { id: number }) => i.id === pid);
    expect(snap.cart.items_count).toBe(3);
    const upd = await call<R>('updateItem', line(id('slagroomtaart')).key, 3);
    expect(upd.ok, JSON.stringify(upd.error)).toBe(true);
    snap = await page.evaluate(() => (window as any).__store.snapshot());
    expect(snap.cart.items_count).toBe(4);
    expect(snap.status).toBe('ready');
    const lines = (c: { items: { id: number; quantity: number; key: string }[] }) => c.items.map((i) => [i.id, i.quantity, i.key]).sort();
    expect(lines(await wcCart(page))).toEqual(lines(snap.cart));

    // 4. Coupons: WELKOM10 (10 % of the items), an unknown one and an expired one (WooCommerce's code, place and message), removed again.
    const welkom = await call<R>('applyCoupon', 'WELKOM10');
    expect(welkom.ok, JSON.stringify(welkom.error)).toBe(true);
    expect(welkom.data.coupons.map((c: { code: string }) => c.code)).toEqual(['welkom10']);
    // 10 % of 3 × 18,50 + 14,95 = 7,045: WooCommerce rounds discounts half down (the reference backend does the same, pricing.ts).
    expect(welkom.data.totals.total_discount).toBe('704');
    expect(Number(welkom.data.totals.total_discount)).toBe(roundDivHalfDown(Number(welkom.data.totals.total_items) * 10, 100));
    expect(welkom.data.coupons[0].totals.total_discount).toBe(welkom.data.totals.total_discount);
    expect((await wcCart(page)).coupons.map((c: { code: string }) => c.code)).toEqual(['welkom10']);
    const unknown = await call<R>('applyCoupon', 'NEPCODE');
    expect(unknown.ok).toBe(false);
    expect(unknown.error).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon "nepcode" cannot be applied because it does not exist.', status: 400 });
    const expired = await call<R>('applyCoupon', 'ZOMER2025');
    expect(expired.error).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon "zomer2025" has expired.', status: 400 });
    expect(await page.evaluate(() => (window as any).__seShop.errorPlace('woocommerce_rest_cart_coupon_error'))).toBe('coupon');
    const removed = await call<R>('removeCoupon', 'welkom10');
    expect(removed.ok).toBe(true);
    expect(removed.data.coupons).toEqual([]);
    expect(removed.data.totals.total_discount).toBe('0');
    const notApplied = await call<R>('removeCoupon', 'welkom10');
    expect(notApplied.error?.code).toBe('woocommerce_rest_cart_coupon_invalid_code');
    expect(notApplied.error?.status).toBe(409);
    expect(notApplied.cart ?? (notApplied.error as { cart?: unknown }).cart, 'a 409 carries the cart').toBeTruthy();

    // 5. Each shipping rate of the zone "Utrecht": pick-up free, delivery € 4,95.
    const rates = snap.cart.shipping_rates[0].shipping_rates as { rate_id: string; name: string; price: string }[];
    expect(rates.map((r) => [r.name, r.price])).toEqual([['Afhalen in de winkel', '0'], ['Bezorgen in Utrecht', '495']]);
    for (const rate of rates) {
      const sel = await call<R>('selectShippingRate', rate.rate_id, 0);
      expect(sel.ok, JSON.stringify(sel.error)).toBe(true);
      const pkg = sel.data.shipping_rates[0].shipping_rates as { rate_id: string; selected: boolean }[];
      expect(pkg.filter((r) => r.selected).map((r) => r.rate_id)).toEqual([rate.rate_id]);
      expect(sel.data.totals.total_shipping).toBe(rate.price);
      expect(Number(sel.data.totals.total_price)).toBe(Number(sel.data.totals.total_items) + Number(rate.price));
      expect((await wcCart(page)).shipping_rates[0].shipping_rates.filter((r: { selected: boolean }) => r.selected).map((r: { rate_id: string }) => r.rate_id)).toEqual([rate.rate_id]);
    }

    // 6. Stock: sold out, more than the stock, a quantity over the stock: WooCommerce's codes, on the item.
    const soldOut = await call<R>('add', { id: id('soldOut'), quantity: 1 });
    expect(soldOut.error).toEqual({ code: 'woocommerce_rest_product_out_of_stock', message: 'You cannot add "Tompoucetaart" to the cart because the product is out of stock.', status: 400 });
    const partial = await call<R>('add', { id: id('lowStock'), quantity: 5 });
    expect(partial.error).toEqual({ code: 'woocommerce_rest_product_partially_out_of_stock', message: 'You cannot add that amount of "Abrikozenvlaai" to the cart because there is not enough stock (2 remaining).', status: 400 });
    const over = await call<R>('updateItem', line(id('slagroomtaart')).key, 100);
    expect(over.error).toEqual({ code: 'invalid_quantity', message: 'The maximum quantity of "Slagroomtaart" allowed in the cart is 12', status: 400 });
    for (const code of ['woocommerce_rest_product_out_of_stock', 'woocommerce_rest_product_partially_out_of_stock', 'invalid_quantity'])
      expect(await page.evaluate((c) => (window as any).__seShop.errorPlace(c), code), code).toBe('item');

    // 7. Remove a line, WELKOM10 again: WooCommerce's session row holds the store's cart, its coupon and its rate.
    const rm = await call<R>('removeItem', line(id('appeltaart')).key);
    expect(rm.ok).toBe(true);
    expect((await call<R>('applyCoupon', 'welkom10')).ok).toBe(true);
    snap = await page.evaluate(() => (window as any).__store.snapshot());
    const held = await wcSession(page, wp);
    expect(held.items.map((i) => [i.id, i.quantity, i.key])).toEqual([[id('slagroomtaart'), 3, line(id('slagroomtaart')).key]]);
    expect(snap.cart.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[id('slagroomtaart'), 3]]);
    expect(held.coupons).toEqual(['welkom10']);
    expect(held.shipping).toEqual([rates[1]!.rate_id]);
    expect(snap.cart.items_count).toBe(3);
    expect(problems.pageErrors).toEqual([]);

    // 8. The same calls to the reference backend: every answer's shape as WooCommerce's.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-shop-ref-'));
    const server = await startServer({ databasePath: path.join(dir, 'site.db'), port: 0, host: '127.0.0.1', log: false, rateLimit: 0 });
    try {
      const v = new Visitor(`http://127.0.0.1:${server.port}`);
      await v.start();
      const ref: Record<string, unknown> = {};
      ref['add-item'] = (await v.call('POST', '/cart/add-item', { id: ROLES.slagroomtaart.ref, quantity: 2 })).json;
      ref['invalid-nonce'] = (await v.call('POST', '/cart/add-item', { id: ROLES.appeltaart.ref, quantity: 1 }, { Nonce: '0000000000' })).json;
      await v.call('POST', '/cart/add-item', { id: ROLES.appeltaart.ref, quantity: 1 });
      const key = (ref['add-item'] as { items: { key: string }[] }).items[0]!.key;
      ref['update-item'] = (await v.call('POST', '/cart/update-item', { key, quantity: 3 })).json;
      ref['apply-coupon'] = (await v.call('POST', '/cart/apply-coupon', { code: 'WELKOM10' })).json;
      ref['coupon-error'] = (await v.call('POST', '/cart/apply-coupon', { code: 'NEPCODE' })).json;
      ref['remove-coupon'] = (await v.call('POST', '/cart/remove-coupon', { code: 'welkom10' })).json;
      ref['coupon-not-applied'] = (await v.call('POST', '/cart/remove-coupon', { code: 'welkom10' })).json;
      ref['select-shipping-rate'] = (await v.call('POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:2' })).json;
      ref['out-of-stock'] = (await v.call('POST', '/cart/add-item', { id: ROLES.soldOut.ref, quantity: 1 })).json;
      const appel = (ref['update-item'] as { items: { id: number; key: string }[] }).items.find((i) => i.id === ROLES.appeltaart.ref)!.key;
      ref['remove-item'] = (await v.call('POST', '/cart/remove-item', { key: appel })).json;

      await seen();
      const ok = (route: string) => answers.filter((a) => a.route === route && a.status < 300).at(-1)?.json;
      const err = (route: string, code: string) => answers.find((a) => a.route === route && (a.json as { code?: string })?.code === code)?.json;
      const wc: Record<string, unknown> = {
        'add-item': ok('cart/add-item'),
        'invalid-nonce': err('cart/add-item', 'woocommerce_rest_invalid_nonce'),
        'update-item': ok('cart/update-item'),
        'apply-coupon': ok('cart/apply-coupon'),
        'coupon-error': err('cart/apply-coupon', 'woocommerce_rest_cart_coupon_error'),
        'remove-coupon': ok('cart/remove-coupon'),
        'coupon-not-applied': err('cart/remove-coupon', 'woocommerce_rest_cart_coupon_invalid_code'),
        'select-shipping-rate': ok('cart/select-shipping-rate'),
        'out-of-stock': err('cart/add-item', 'woocommerce_rest_product_out_of_stock'),
        'remove-item': ok('cart/remove-item'),
      };
      const diffs: string[] = [];
      for (const [name, answer] of Object.entries(wc)) {
        expect(answer, `WooCommerce's ${name} answer was seen`).toBeTruthy();
        for (const d of shapeDiff(shapeOf(answer), shapeOf(ref[name]))) diffs.push(`${name} ${d}`);
      }
      expect(diffs, 'field paths and types: WooCommerce 11.0.1 vs the reference backend').toEqual([]);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
