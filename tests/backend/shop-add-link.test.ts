/**
 * WooCommerce's add-to-cart link without script (`GET <any page>?add-to-cart=ID[&quantity=N]`,
 * routes/shop.ts addToCartLink) and the loop grid's add-to-cart buttons (loop/catalog.ts), on every engine.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from './test-server';
import { engines } from './engines';
import { Visitor } from './shop-visitor';

for (const engine of engines()) {
  describe(`${engine.name}: ?add-to-cart= and the loop's buttons`, () => {
    let base: string;
    useTestServer(engine, (t) => ({ base } = t));

    /** GET a page with the visitor's cookies, not following the redirect; the cookies kept. */
    async function get(v: Visitor, path: string) {
      const res = await fetch(base + path, { redirect: 'manual', headers: v.cookies.size ? { Cookie: [...v.cookies].map(([k, x]) => `${k}=${x}`).join('; ') } : {} });
      for (const c of res.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split(';');
        const [k, x = ''] = pair!.split('=') as [string, string?];
        if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || x === '') v.cookies.delete(k.trim());
        else v.cookies.set(k.trim(), x);
      }
      return res;
    }

    it('adds to the visitor\'s cart, then back to the same page without add-to-cart and quantity (a reload adds nothing)', async () => {
      const v = new Visitor(base);
      const res = await get(v, '/winkel.html?e-filter-b4k3r1j-product_cat=taart&add-to-cart=202&quantity=2');
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/winkel.html?e-filter-b4k3r1j-product_cat=taart');
      expect(v.cookies.get('woocommerce_items_in_cart')).toBe('1');
      const again = await get(v, '/?add-to-cart=101');
      expect(again.headers.get('Location')).toBe('/');
      const { json, headers } = await v.start();
      expect(json.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]).sort()).toEqual([
        [101, 1],
        [202, 2],
      ]);
      expect(v.cookies.get('woocommerce_cart_hash')).toBe(headers.get('Cart-Hash'));
    });

    it('sold out, unknown or not a number: nothing added, the same redirect', async () => {
      const v = new Visitor(base);
      for (const q of ['203', '999', 'abc']) {
        const res = await get(v, `/index.html?add-to-cart=${q}`);
        expect(res.status).toBe(302);
        expect(res.headers.get('Location')).toBe('/index.html');
      }
      expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
    });

    it('the shop page prints WooCommerce\'s loop add-to-cart link: the ajax button in stock, "Lees meer" sold out', async () => {
      const html = await (await fetch(`${base}/winkel.html?e-filter-b4k3r1j-product_cat=taart`)).text();
      expect(html).toContain(
        '<a href="/winkel.html?e-filter-b4k3r1j-product_cat=taart&amp;add-to-cart=201"  data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="201" data-product_sku="" aria-label="Toevoegen aan winkelwagen: &ldquo;Appeltaart&rdquo;" rel="nofollow" data-success_message="&ldquo;Appeltaart&rdquo; is toegevoegd aan je winkelwagen">In winkelwagen</a>',
      );
      expect(html).toContain('<a href="/product/notentaart/"  data-quantity="1" class="button product_type_simple" data-product_id="203" data-product_sku="" aria-label="Lees meer over &ldquo;Notentaart&rdquo;" rel="nofollow" data-success_message="">Lees meer</a>');
    });
  });
}
