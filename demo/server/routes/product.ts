/**
 * The product pages (issues 40, 42): `GET /product/{slug}/`, the permalink the Store API gives every
 * cart item and the loop grid links its titles to, rendered by shop/product-page.ts in the shop
 * page's layout with the product's live stock; a slug that is no product answers 404 in the same layout.
 */
import { demoDir } from '../forms/catalog';
import { readDemoPage } from '../layout';
import { CSP, HttpError } from '../http';
import type { Reply } from '../router';
import { PRODUCT_LAYOUT_PAGE, productBySlug, renderProductNotFound, renderProductPage } from '../shop/product-page';
import type { RouteModule } from './module';

/** WooCommerce's product base (`/product/%slug%/`). */
export const PRODUCT_BASE = '/product/';

const HTML = 'text/html; charset=utf-8';

export const product: RouteModule = {
  name: 'product',
  register(router) {
    // The server looks a path up with its last segment as `*`: `/product/appeltaart/` -> `/product/*/`.
    router.onPath(`${PRODUCT_BASE}*/`, async ({ method, url, store }): Promise<Reply> => {
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
      const layout = await readDemoPage(demoDir(), PRODUCT_LAYOUT_PAGE);
      // The stock is live: the page says "Uitverkocht" the moment the last one is ordered.
      const headers = { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' };
      const p = productBySlug(url.pathname.slice(PRODUCT_BASE.length, -1));
      if (!p) return { status: 404, contentType: HTML, headers, text: renderProductNotFound(layout) };
      const stock = (await store.shop.stock(p.id)) ?? p.stock;
      return { contentType: HTML, headers, text: renderProductPage(layout, p, stock) };
    });
  },
};
