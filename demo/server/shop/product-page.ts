/**
 * The bakery's product pages (issues 40 and 42), as WooCommerce's single product template prints
 * them in the site's theme: `GET /product/{slug}/` (routes/product.ts) for every product of the one
 * catalogue (loop/catalog.ts DEMO_PRODUCTS, stock in shop/catalog.ts). Pure: the route reads the
 * layout page and the live stock.
 * - The layout is the shop page's own (demo/winkel.html as layout.ts expands it: head, header with menu
 *   and `<wc-mini-cart>`, footer, `<gdpr-consent>` from demo/partials), its `<main>` replaced; no inline
 *   script or style, so the site's CSP holds.
 * - Name (h1), image, description, price as the loop grid prints it (`€ 18,50`), stock as WooCommerce
 *   shows it (`wc_get_stock_html`, nl_NL): "Op voorraad", at or below LOW_STOCK_AMOUNT "Nog 2 op
 *   voorraad", none left "Uitverkocht" (and no add button).
 * - The add-to-cart button is the loop's WooCommerce link (loopAddToCart): `?add-to-cart=ID` on this
 *   page without script, upgraded by the site's add-to-cart page behaviour with it.
 */
import { DEMO_PRODUCTS, DEMO_TERMS, SHOP_WIDGET_ID, SOLD_OUT_LABEL, esc, euro, loopAddToCart, productPermalink } from '../loop/catalog';
import { LOW_STOCK_AMOUNT, SHOP_PRODUCTS } from './catalog';

const SITE = 'Bakkerij Zonneveld';
/** The page whose layout the product pages share. */
export const PRODUCT_LAYOUT_PAGE = 'winkel.html';

export interface ProductView {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Including VAT, in cents. */
  price: number;
  /** `/assets/loop-….svg` */
  image: string;
  /** Stock when the database is made (the route passes the live one). */
  stock: number;
  /** The product's categories: [slug, name]. */
  categories: [string, string][];
  /** Allergen names, lower case. */
  allergens: string[];
}

const termName = (taxonomy: string, slug: string) => DEMO_TERMS.find(([t, s]) => t === taxonomy && s === slug)?.[2] ?? slug;

const VIEWS: ReadonlyMap<string, ProductView> = new Map(
  DEMO_PRODUCTS.map(([id, slug, name, description, , , cats, allergens]): [string, ProductView] => {
    const shop = SHOP_PRODUCTS.find((p) => p.id === id)!;
    return [
      slug,
      {
        id,
        slug,
        name,
        description,
        price: shop.price,
        image: shop.image,
        stock: shop.stock,
        categories: cats.map((c): [string, string] => [c, termName('product_cat', c)]),
        allergens: allergens.map((a) => termName('allergeen', a).toLowerCase()),
      },
    ];
  }),
);

/** The product whose page `/product/{slug}/` is, or undefined. */
export const productBySlug = (slug: string): ProductView | undefined => VIEWS.get(slug);

/** Every product page's slug, in catalogue order. */
export const productSlugs = (): string[] => [...VIEWS.keys()];

/** WooCommerce's stock line (nl_NL): its text and class (`stock in-stock` / `stock out-of-stock`). */
export function stockStatus(stock: number): { text: string; className: 'in-stock' | 'out-of-stock' } {
  if (stock <= 0) return { text: SOLD_OUT_LABEL, className: 'out-of-stock' };
  if (stock <= LOW_STOCK_AMOUNT) return { text: `Nog ${stock} op voorraad`, className: 'in-stock' };
  return { text: 'Op voorraad', className: 'in-stock' };
}

/** The shop page filtered on one category (the menu's own links). */
const categoryLink = (slug: string) => `/winkel.html?e-filter-${SHOP_WIDGET_ID}-product_cat=${encodeURIComponent(slug)}`;

/** The `<main>` of a product's page; `stock` is what is not sold yet. */
export function productMain(p: ProductView, stock: number): string {
  const status = stockStatus(stock);
  const inStock = stock > 0;
  const permalink = productPermalink(p.slug);
  const cats = p.categories.map(([slug, name]) => `<a href="${esc(categoryLink(slug))}" rel="tag">${esc(name)}</a>`).join(', ');
  const first = p.categories[0];
  const classes = ['product', 'type-product', `post-${p.id}`, 'status-publish', inStock ? 'instock' : 'outofstock', ...p.categories.map(([slug]) => `product_cat-${slug}`), 'product-type-simple'];
  return (
    `<main id="inhoud" tabindex="-1">\n` +
    `    <nav class="woocommerce-breadcrumb" aria-label="Kruimelpad"><a href="/">Home</a> / <a href="/winkel.html">Winkel</a>` +
    (first ? ` / <a href="${esc(categoryLink(first[0]))}">${esc(first[1])}</a>` : '') +
    ` / <span aria-current="page">${esc(p.name)}</span></nav>\n` +
    `    <div id="product-${p.id}" class="${esc(classes.join(' '))} bakery-product">\n` +
    `      <img class="bakery-product__image wp-post-image" src="${esc(p.image)}" alt="" width="640" height="400">\n` +
    `      <div class="summary entry-summary bakery-product__summary">\n` +
    `        <h1 class="product_title entry-title">${esc(p.name)}</h1>\n` +
    `        <p class="price bakery-product__price">${euro(p.price)}</p>\n` +
    `        <div class="woocommerce-product-details__short-description"><p>${esc(p.description)}</p></div>\n` +
    `        <p class="stock ${status.className} bakery-product__stock">${esc(status.text)}</p>\n` +
    (inStock ? `        <p class="bakery-product__buy">${loopAddToCart({ id: p.id, title: p.name }, permalink, true, permalink)}</p>\n` : '') +
    `        <p class="bakery-product__allergens">${p.allergens.length ? `Bevat: ${p.allergens.map(esc).join(', ')}` : 'Zonder allergenen'}</p>\n` +
    `        <div class="product_meta"><span class="posted_in">${p.categories.length === 1 ? 'Categorie' : 'Categorieën'}: ${cats}</span></div>\n` +
    `        <p class="bakery-product__back"><a href="/winkel.html">Terug naar de winkel</a></p>\n` +
    `      </div>\n` +
    `    </div>\n` +
    `  </main>`
  );
}

/** The `<main>` of a product page that does not exist. */
export function notFoundMain(): string {
  return (
    `<main id="inhoud" tabindex="-1">\n` +
    `    <div class="bakery-product--missing">\n` +
    `      <h1>Dit product bestaat niet</h1>\n` +
    `      <p>Misschien staat het niet meer in ons assortiment, of klopt de link niet helemaal.</p>\n` +
    `      <p><a class="button button--primary" href="/winkel.html">Naar de winkel</a></p>\n` +
    `    </div>\n` +
    `  </main>`
  );
}

/**
 * The layout page with its `<title>` and `<main>` replaced: the shop page's header (the menu, Winkel
 * marked active but not as this page) and footer (naming the tags this page uses: no loop grid).
 * Throws when the layout page no longer has what it replaces, so a change there is seen at once.
 */
export function inLayout(layout: string, title: string, main: string): string {
  // Replacements as functions: a `$` in the markup is never read as a replacement pattern.
  const steps: [string, RegExp, (match: string, ...groups: string[]) => string][] = [
    ['title', /<title>[^<]*<\/title>/, () => `<title>${esc(title)} – ${SITE}</title>`],
    ['main', /<main id="inhoud" tabindex="-1">[\s\S]*?<\/main>/, () => main],
    ['the menu item of the shop page', /(href="\/winkel\.html") aria-current="page"/, (_m, href) => href!],
    ['the loop grid in the footer', /, <a href="\/docs\/tags\/eb-loop-grid\/">&lt;eb-loop-grid&gt;<\/a>/, () => ''],
  ];
  let html = layout;
  for (const [what, pattern, replace] of steps) {
    if (!pattern.test(html)) throw new Error(`demo/${PRODUCT_LAYOUT_PAGE} has no ${what} to replace for the product pages`);
    html = html.replace(pattern, replace);
  }
  return html;
}

/** A product's whole page. */
export const renderProductPage = (layout: string, p: ProductView, stock: number): string => inLayout(layout, p.name, productMain(p, stock));

/** The 404 page of `/product/…/`. */
export const renderProductNotFound = (layout: string): string => inLayout(layout, 'Product niet gevonden', notFoundMain());
