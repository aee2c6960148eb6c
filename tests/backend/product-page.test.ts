/**
 * The product pages and the one catalogue (issues 40, 42): `GET /product/{slug}/` for every product
 * in the shop page's layout (routes/product.ts, shop/product-page.ts), 404 in the same layout, the
 * names escaped, the stock live ("Op voorraad", "Nog N op voorraad", "Uitverkocht" without a button);
 * the loop grid links its titles there and labels a sold-out product; the demo pages that show shop
 * products (the home page's carousel, the carousel demo) show the catalogue's names, prices and links.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, euro } from '../../demo/server/loop/catalog';
import { LOW_STOCK_AMOUNT, SHOP_PRODUCTS } from '../../demo/server/shop/catalog';
import { productBySlug, renderProductPage, stockStatus } from '../../demo/server/shop/product-page';
import { CSP } from '../../demo/server/http';
import { readDemoPage } from '../../demo/server/layout';
import { engines } from './engines';
import { useTestServer, type TestServer } from './test-server';

/** The shop page as the server serves it (its header and footer expanded from demo/partials). */
const LAYOUT = await readDemoPage('demo', 'winkel.html');
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** Every `<script>` opening tag: the page may only load files and carry JSON (the CSP allows no inline script). */
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('product page markup (renderProductPage)', () => {
  it('escapes the product\'s name and description everywhere it prints them', () => {
    const p = { ...productBySlug('appeltaart')!, name: '<img src=x onerror=alert(1)> & "Taart"', description: '<script>alert(2)</script>' };
    const html = renderProductPage(LAYOUT, p, 3);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).toContain('<h1 class="product_title entry-title">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Taart&quot;</h1>');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Taart&quot; – Bakkerij Zonneveld</title>');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('aria-label="Toevoegen aan winkelwagen: &ldquo;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Taart&quot;&rdquo;"');
  });

  it('a `$` in the markup is printed as it is (no replacement patterns)', () => {
    const html = renderProductPage(LAYOUT, { ...productBySlug('appeltaart')!, description: "prijs $& en $' en $1" }, 3);
    expect(html).toContain("<p>prijs $&amp; en $&#039; en $1</p>");
  });

  it('stock as WooCommerce shows it: in stock, low at or below LOW_STOCK_AMOUNT, sold out', () => {
    expect(stockStatus(40)).toEqual({ text: 'Op voorraad', className: 'in-stock' });
    expect(stockStatus(LOW_STOCK_AMOUNT + 1).text).toBe('Op voorraad');
    expect(stockStatus(LOW_STOCK_AMOUNT).text).toBe(`Nog ${LOW_STOCK_AMOUNT} op voorraad`);
    expect(stockStatus(2).text).toBe('Nog 2 op voorraad');
    expect(stockStatus(0)).toEqual({ text: 'Uitverkocht', className: 'out-of-stock' });
    expect(stockStatus(-1).text).toBe('Uitverkocht');
  });

  it('the layout must still have what the page replaces', () => {
    expect(() => renderProductPage('<html><body>no main</body></html>', productBySlug('appeltaart')!, 3)).toThrow(/winkel\.html has no/);
  });
});

describe('the demo pages name shop products as the catalogue does', () => {
  const cards = async (file: string) =>
    [...(await readDemoPage('demo', file)).matchAll(/<a class="product-card" href="([^"]*)"><img src="([^"]*)"[^>]*><span class="product-card__name">([^<]*)<\/span><span class="product-card__price">([^<]*)<\/span>(.*?)<\/a>/g)].map((m) => ({
      href: m[1]!,
      image: m[2]!,
      name: m[3]!,
      price: m[4]!,
      rest: m[5]!,
    }));
  for (const file of ['index.html', 'eb-carousel.html']) {
    it(`demo/${file}: every product card is a shop product, with its name, price, image and page`, async () => {
      const found = await cards(file);
      expect(found).toHaveLength(8);
      for (const c of found) {
        const slug = /^\/product\/([a-z0-9-]+)\/$/.exec(c.href)?.[1];
        const p = SHOP_PRODUCTS.find((x) => x.slug === slug);
        expect(p, `${file}: ${c.href}`).toBeDefined();
        expect([c.name, c.price, c.image], c.href).toEqual([p!.name, euro(p!.price), p!.image]);
        // A static page cannot follow the stock: it shows products that cannot sell out during a visit, or says "Uitverkocht".
        if (p!.stock <= 0) expect(c.rest, c.href).toContain('Uitverkocht');
        else expect(p!.stock, `${c.href}: low stock on a static page`).toBeGreaterThan(LOW_STOCK_AMOUNT);
      }
    });
  }
});

for (const engine of engines()) {
  describe(`${engine.name}: GET /product/{slug}/`, () => {
    let t: TestServer;
    useTestServer(engine, (x) => (t = x));
    const get = async (path: string, init?: RequestInit) => {
      const res = await fetch(t.base + path, { redirect: 'manual', ...init });
      return { res, html: await res.text() };
    };

    it('every product has its page: 200, the shop\'s layout, name, price as the grid prints it, CSP-safe', async () => {
      for (const [id, slug, name, description, cents] of DEMO_PRODUCTS) {
        const { res, html } = await get(`/product/${slug}/`);
        expect(res.status, slug).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(res.headers.get('content-security-policy')).toBe(CSP);
        expect(h1(html), slug).toBe(name.replace(/&/g, '&amp;'));
        expect(html).toContain(`<p class="price bakery-product__price">${euro(cents)}</p>`);
        expect(html).toContain(`<p>${description}</p>`);
        expect(html).toContain(`id="product-${id}"`);
        // The layout of the shop page: header menu and cart, footer, consent banner; the same sheets.
        expect(html).toContain('<wc-mini-cart class="bakery-header__cart" automatically-open-cart="yes"></wc-mini-cart>');
        expect(html).toContain('<gdpr-consent id="consent" banner-style="bottom-panel" decline-button>');
        expect(html).toContain('<footer class="bakery-footer">');
        for (const sheet of ['/dist/header-menu.css', '/assets/demo.css', '/assets/light-demo.css', '/assets/bakery.css']) expect(html).toContain(`<link rel="stylesheet" href="${sheet}">`);
        expect(html).not.toContain('eb-loop-grid');
        // The menu marks the shop as active, not as this page; the breadcrumb's last crumb is this page.
        expect(html).not.toMatch(/<a [^>]*aria-current="page"/);
        expect(html).toContain(`<span aria-current="page">${name}</span></nav>`);
        expect(scripts(html).every((s) => /type="application\/json"|src="\/dist\/site-elements\.js"/.test(s)), slug).toBe(true);
        expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
      }
    });

    it('in stock: WooCommerce\'s add-to-cart link (the loop\'s markup, to this page without script); low stock says how many', async () => {
      const { html } = await get('/product/appeltaart/');
      expect(html).toContain('<p class="stock in-stock bakery-product__stock">Nog 3 op voorraad</p>');
      expect(html).toContain(
        '<a href="/product/appeltaart/?add-to-cart=201"  data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="201" data-product_sku="" aria-label="Toevoegen aan winkelwagen: &ldquo;Appeltaart&rdquo;" rel="nofollow" data-success_message="&ldquo;Appeltaart&rdquo; is toegevoegd aan je winkelwagen">In winkelwagen</a>',
      );
      expect((await get('/product/desem-volkoren/')).html).toContain('<p class="stock in-stock bakery-product__stock">Op voorraad</p>');
      // Without script the link adds and comes back to the product's page.
      const add = await get('/product/appeltaart/?add-to-cart=201');
      expect(add.res.status).toBe(302);
      expect(add.res.headers.get('location')).toBe('/product/appeltaart/');
    });

    it('sold out: "Uitverkocht", no add button; the stock is live (sold out since the page was made)', async () => {
      const { html } = await get('/product/notentaart/');
      expect(html).toContain('<p class="stock out-of-stock bakery-product__stock">Uitverkocht</p>');
      expect(html).not.toContain('add_to_cart_button');
      expect(html).not.toContain('add-to-cart=');
      expect(html).toContain('class="product type-product post-203 status-publish outofstock product_cat-taart product-type-simple bakery-product"');
      await t.server.store.db.write('UPDATE shop_stock SET stock = 0 WHERE product_id = 301');
      const now = (await get('/product/stroopwafels/')).html;
      expect(now).toContain('>Uitverkocht</p>');
      expect(now).not.toContain('ajax_add_to_cart');
      await t.server.store.db.write('UPDATE shop_stock SET stock = 40 WHERE product_id = 301');
    });

    it('an unknown slug: 404 in the same layout, nothing of the address echoed', async () => {
      for (const path of ['/product/bestaat-niet/', '/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E/', '/product/101/']) {
        const { res, html } = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-security-policy')).toBe(CSP);
        expect(h1(html)).toBe('Dit product bestaat niet');
        expect(html).toContain('<title>Product niet gevonden – Bakkerij Zonneveld</title>');
        expect(html).toContain('<wc-mini-cart');
        expect(html).toContain('href="/winkel.html"');
        expect(html).not.toMatch(/<script>|alert\(1\)|bestaat-niet/);
      }
    });

    it('only GET and HEAD', async () => {
      expect((await get('/product/appeltaart/', { method: 'POST', body: '' })).res.status).toBe(405);
      const head = await fetch(`${t.base}/product/appeltaart/`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    });

    it('the shop\'s grid links each title to its page and labels a sold-out product', async () => {
      const { html } = await get('/winkel.html?e-filter-b4k3r1j-product_cat=taart');
      expect(html).toContain('<h3 class="bakery-card__title"><a href="/product/appeltaart/">Appeltaart</a></h3>');
      expect(html).not.toMatch(/href="\/winkel\.html#/);
      const notentaart = html.slice(html.indexOf('e-loop-item-203'), html.indexOf('</article>', html.indexOf('e-loop-item-203')));
      expect(notentaart).toContain('<p class="bakery-card__stock stock out-of-stock">Uitverkocht</p>');
      const appeltaart = html.slice(html.indexOf('e-loop-item-201'), html.indexOf('</article>', html.indexOf('e-loop-item-201')));
      expect(appeltaart).not.toContain('Uitverkocht');
      // Every product the grid shows has a page.
      for (const [, href] of html.matchAll(/bakery-card__title"><a href="([^"]+)"/g)) expect((await fetch(t.base + href)).status, href).toBe(200);
    });
  });
}
