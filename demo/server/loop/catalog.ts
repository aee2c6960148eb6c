/**
 * The reference backend's loop content: a bakery's products with two taxonomies, `product_cat`
 * (hierarchical: brood > zuurdesem, volkoren; gebak > taart, koek; hartig) and `allergeen`, and
 * the loop-grid widgets placed on pages (written by storage/loop.ts, which also queries them).
 * Markup as Elementor's loop grid renders it (`.elementor-widget-container` >
 * `.elementor-loop-container.elementor-grid` > `.e-loop-item`s, then `nav.elementor-pagination`).
 */
import { pageParam, writeFilters, type LoopFilters } from '../../../src/core/builder/loop-filter';
import type { LoopPage, LoopWidget } from './types';
import { esc } from '../html';

/** The demo page (post 42) with its loop grid (widget a1b2c3d, loop item template 901). */
export const DEMO_PAGE_ID = 42;
export const DEMO_WIDGET_ID = 'a1b2c3d';

/** The bakery site's shop page (post 44) with its own loop grid (widget b4k3r1j, the same template). */
export const SHOP_PAGE_ID = 44;
export const SHOP_WIDGET_ID = 'b4k3r1j';
export const SHOP_PAGE = { id: SHOP_PAGE_ID, status: 'publish', path: '/winkel.html' };
export const SHOP_WIDGET = { widget_id: SHOP_WIDGET_ID, page_id: SHOP_PAGE_ID, widget_type: 'loop-grid', post_type: 'product', per_page: 6, template_id: 901 };

export const DEMO_PAGES = [
  { id: DEMO_PAGE_ID, status: 'publish', path: '/eb-loop-grid.html' },
  { id: 43, status: 'draft', path: '/concept.html' },
];

/** The demo grid, a heading that is not a loop grid, and a loop grid on a draft page. */
export const DEMO_WIDGETS = [
  { widget_id: DEMO_WIDGET_ID, page_id: DEMO_PAGE_ID, widget_type: 'loop-grid', post_type: 'product', per_page: 6, template_id: 901 },
  { widget_id: 'b2c3d4e', page_id: DEMO_PAGE_ID, widget_type: 'heading', post_type: 'product', per_page: 6, template_id: 901 },
  { widget_id: 'c3d4e5f', page_id: 43, widget_type: 'loop-grid', post_type: 'product', per_page: 6, template_id: 901 },
];

type Product = [id: number, slug: string, title: string, excerpt: string, cents: number, image: string, cats: string[], allergens: string[]];

export const DEMO_TERMS: [taxonomy: string, slug: string, name: string, parent: string | null][] = [
  ['product_cat', 'brood', 'Brood', null],
  ['product_cat', 'zuurdesem', 'Zuurdesem', 'brood'],
  ['product_cat', 'volkoren', 'Volkoren', 'brood'],
  ['product_cat', 'gebak', 'Gebak', null],
  ['product_cat', 'taart', 'Taarten', 'gebak'],
  ['product_cat', 'koek', 'Koek en koekjes', 'gebak'],
  ['product_cat', 'hartig', 'Hartig', null],
  ['allergeen', 'gluten', 'Gluten', null],
  ['allergeen', 'lactose', 'Lactose', null],
  ['allergeen', 'ei', 'Ei', null],
  ['allergeen', 'noten', 'Noten', null],
  ['allergeen', 'soja', 'Soja', null],
  ['allergeen', 'sesam', 'Sesam', null],
];

export const DEMO_PRODUCTS: Product[] = [
  [101, 'desem-volkoren', 'Desem volkoren', 'Twee dagen gerezen, met volkorenmeel uit de Flevopolder.', 495, 'bread', ['zuurdesem', 'volkoren'], ['gluten']],
  [102, 'witte-desembol', 'Witte desembol', 'Knapperige korst, open kruim.', 425, 'bread', ['zuurdesem'], ['gluten']],
  [103, 'tijgerbrood', 'Volkoren tijgerbrood', 'Met een korst van rijstpasta en sesamolie.', 375, 'bread', ['volkoren'], ['gluten', 'soja', 'sesam']],
  [104, 'spelt-volkoren', 'Spelt volkoren', 'Licht nootachtig, van oergraan.', 450, 'bread', ['volkoren'], ['gluten']],
  [105, 'maisbrood', 'Maïsbrood', 'Glutenvrij, met ei en maïsmeel.', 525, 'bread', ['brood'], ['ei']],
  [106, 'sesambol', 'Sesambol', 'Zachte bol vol sesamzaad.', 95, 'bread', ['brood'], ['gluten', 'sesam']],
  [201, 'appeltaart', 'Appeltaart', 'Met Elstar, kaneel en een roosterdeeg.', 1850, 'cake', ['taart'], ['gluten', 'lactose', 'ei']],
  [202, 'kwarktaart', 'Kwarktaart', 'Luchtig, met citroen en een bodem van speculaas.', 1750, 'cake', ['taart'], ['gluten', 'lactose', 'ei']],
  [203, 'notentaart', 'Notentaart', 'Walnoot, pecan en karamel.', 2150, 'cake', ['taart'], ['gluten', 'lactose', 'ei', 'noten']],
  [204, 'chocoladetaart', 'Chocoladetaart (glutenvrij)', 'Pure chocolade, amandelvrij.', 1995, 'cake', ['taart'], ['lactose', 'ei', 'soja']],
  [301, 'stroopwafels', 'Stroopwafels', 'Per zes, met echte boter.', 450, 'cookie', ['koek'], ['gluten', 'lactose', 'soja']],
  [302, 'amandelkoekjes', 'Amandelkoekjes', 'Met gebrande amandelen.', 395, 'cookie', ['koek'], ['gluten', 'ei', 'noten']],
  [303, 'havermoutkoekjes', 'Havermoutkoekjes', 'Met rozijnen en kaneel.', 350, 'cookie', ['koek'], ['gluten', 'lactose']],
  [304, 'croissant', 'Roomboter croissant', 'Gelaagd in drie dagen.', 165, 'croissant', ['gebak'], ['gluten', 'lactose', 'ei']],
  [401, 'kaasbroodje', 'Kaasbroodje', 'Bladerdeeg met belegen kaas.', 225, 'savory', ['hartig'], ['gluten', 'lactose', 'ei']],
  [402, 'saucijzenbroodje', 'Saucijzenbroodje', 'Met gekruid gehakt.', 250, 'savory', ['hartig'], ['gluten', 'ei', 'soja']],
];

/** esc_html / esc_attr for the markup printed here (the product page, shop/product-page.ts, prints with it too). */
export { esc } from '../html';
/** A price as the shop prints it: `€ 18,50` (WooCommerce's left_space, ',' decimals). */
export const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;

/** A product's page (`get_permalink()` with WooCommerce's `/product/%slug%/` base), served by routes/product.ts. */
export const productPermalink = (slug: string) => `/product/${slug}/`;

/** WooCommerce's label for a product that is out of stock, as the shop shows it (grid, product page, home page). */
export const SOLD_OUT_LABEL = 'Uitverkocht';

/** A link to page `n` of the widget with its filters, from the pagination base URL (as Elementor's `e-page-{id}` links). */
export function pageLink(baseUrl: string, widgetId: string, filters: LoopFilters, n: number): string {
  const [path, query = ''] = baseUrl.split('#')[0]!.split('?') as [string, string?];
  const search = writeFilters(query ? `?${query}` : '', widgetId, filters);
  const param = n > 1 ? `${pageParam(widgetId)}=${n}` : '';
  const joined = [search.replace(/^\?/, ''), param].filter(Boolean).join('&');
  return joined ? `${path}?${joined}` : path;
}

/**
 * WooCommerce 11's loop add-to-cart link for a simple product (`woocommerce_template_loop_add_to_cart`,
 * templates/loop/add-to-cart.php, WC_Product_Simple::add_to_cart_*), with WooCommerce's Dutch texts:
 * in stock, the ajax button to `?add-to-cart=ID` on the page it is printed on; sold out, WooCommerce's
 * "Lees meer" link to the product (no add_to_cart_button / ajax_add_to_cart class, empty success message).
 * `pageUrl` is the page's URL as the visitor sees it (WooCommerce's add_query_arg on the request URI).
 */
export function loopAddToCart(product: { id: number; title: string }, permalink: string, inStock: boolean, pageUrl: string): string {
  const name = esc(product.title);
  if (!inStock) {
    return `<a href="${esc(permalink)}"  data-quantity="1" class="button product_type_simple" data-product_id="${product.id}" data-product_sku="" aria-label="Lees meer over &ldquo;${name}&rdquo;" rel="nofollow" data-success_message="">Lees meer</a>`;
  }
  const [path, query = ''] = pageUrl.split('#')[0]!.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  params.delete('added-to-cart');
  params.delete('add-to-cart');
  params.set('add-to-cart', String(product.id));
  const href = `${path}?${params.toString()}`;
  return (
    `<a href="${esc(href)}"  data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="" ` +
    `aria-label="Toevoegen aan winkelwagen: &ldquo;${name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${name}&rdquo; is toegevoegd aan je winkelwagen">In winkelwagen</a>`
  );
}

/**
 * The widget's inner markup (`.elementor-widget-container`), as `render_content()` prints it. A
 * product loop's items link to the product's page (productPermalink), end with WooCommerce's
 * add-to-cart link and, sold out, say so (`stock`: the units not sold yet, by product id; a product
 * missing from it counts as in stock).
 */
export function renderLoop(widget: LoopWidget, result: LoopPage, filters: LoopFilters, baseUrl: string, stock?: ReadonlyMap<number, number>): string {
  const pageUrl = pageLink(baseUrl, widget.widget_id, filters, result.page);
  const items = result.posts.map((p) => {
    const classes = ['elementor', `elementor-${widget.template_id}`, 'e-loop-item', `e-loop-item-${p.id}`, `post-${p.id}`, widget.post_type, `type-${widget.post_type}`, 'status-publish', ...p.terms.map((t) => `${t.taxonomy}-${t.slug}`)];
    const allergens = p.terms.filter((t) => t.taxonomy === 'allergeen');
    const isProduct = widget.post_type === 'product';
    // A product links to its page; another post type has none here (its anchor on the page, as before).
    const link = isProduct ? productPermalink(p.slug) : `${widget.page_path}#${p.slug}`;
    const soldOut = isProduct && (stock?.get(p.id) ?? 1) <= 0;
    return (
      `<div data-elementor-type="loop-item" data-elementor-id="${widget.template_id}" class="${esc(classes.join(' '))}">` +
      `<article class="bakery-card">` +
      `<img class="bakery-card__image" src="/assets/loop-${esc(p.image)}.svg" alt="" width="320" height="200">` +
      `<h3 class="bakery-card__title"><a href="${esc(link)}">${esc(p.title)}</a></h3>` +
      `<p class="bakery-card__excerpt">${esc(p.excerpt)}</p>` +
      `<p class="bakery-card__price">${euro(p.price_cents)}</p>` +
      (soldOut ? `<p class="bakery-card__stock stock out-of-stock">${SOLD_OUT_LABEL}</p>` : '') +
      (allergens.length ? `<p class="bakery-card__allergens">Bevat: ${allergens.map((a) => esc(a.name.toLowerCase())).join(', ')}</p>` : `<p class="bakery-card__allergens">Zonder allergenen</p>`) +
      (isProduct ? `<p class="bakery-card__buy">${loopAddToCart(p, link, !soldOut, pageUrl)}</p>` : '') +
      `</article></div>`
    );
  });
  const body = items.length
    ? `<div class="elementor-loop-container elementor-grid">${items.join('')}</div>`
    : `<div class="e-loop-nothing-found-message"><p>Geen producten gevonden. Kies een andere combinatie.</p></div>`;
  let nav = '';
  if (result.pages > 1) {
    const links = [];
    for (let n = 1; n <= result.pages; n++) {
      links.push(
        n === result.page
          ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span> ${n}</span>`
          : `<a class="page-numbers" href="${esc(pageLink(baseUrl, widget.widget_id, filters, n))}"><span class="elementor-screen-only">Pagina</span> ${n}</a>`,
      );
    }
    nav = `<nav class="elementor-pagination" aria-label="Paginering">${links.join(' ')}</nav>`;
  }
  return `<div class="elementor-widget-container">${body}${nav}</div>`;
}

/** Replaces the widget's server-side region of a page (`<!--loop:{id}-->…<!--/loop:{id}-->`) with its current markup. */
export function injectLoop(html: string, widgetId: string, markup: string): string {
  const start = `<!--loop:${widgetId}-->`;
  const end = `<!--/loop:${widgetId}-->`;
  const a = html.indexOf(start);
  const b = html.indexOf(end);
  if (a < 0 || b < a) return html;
  return html.slice(0, a + start.length) + markup + html.slice(b);
}
