/**
 * The reference backend's loop content: a bakery's products with two taxonomies, `product_cat`
 * (hierarchical: brood > zuurdesem, volkoren; gebak > taart, koek; hartig) and `allergeen`, and
 * the loop-grid widgets placed on pages. Queries honour Elementor Pro's filter semantics
 * (reference §5): per taxonomy AND (every term), OR (any term) or NOT (none of the terms), a
 * parent term matching its children (WordPress' include_children), taxonomies joined with AND;
 * then pagination. Markup as Elementor's loop grid renders it (`.elementor-widget-container` >
 * `.elementor-loop-container.elementor-grid` > `.e-loop-item`s, then `nav.elementor-pagination`).
 */
import type { Database } from 'better-sqlite3';
import { pageParam, writeFilters, type LoopFilters } from '../../../src/core/builder/loop-filter';



/** The demo page (post 42) with its loop grid (widget a1b2c3d, loop item template 901). */
export const DEMO_PAGE_ID = 42;
export const DEMO_WIDGET_ID = 'a1b2c3d';

type Product = [id: number, slug: string, title: string, excerpt: string, cents: number, image: string, cats: string[], allergens: string[]];

const TERMS: [taxonomy: string, slug: string, name: string, parent: string | null][] = [
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

const PRODUCTS: Product[] = [
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

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** INSERT OR IGNORE statements for the demo content: applied at every start, harmless when present. */
function seed(): string {
  const rows = [
    `INSERT OR IGNORE INTO loop_pages (id, status, path) VALUES (${DEMO_PAGE_ID}, 'publish', '/eb-loop-grid.html');`,
    `INSERT OR IGNORE INTO loop_pages (id, status, path) VALUES (43, 'draft', '/concept.html');`,
    `INSERT OR IGNORE INTO loop_widgets (widget_id, page_id, widget_type, post_type, per_page, template_id) VALUES ('${DEMO_WIDGET_ID}', ${DEMO_PAGE_ID}, 'loop-grid', 'product', 6, 901);`,
    `INSERT OR IGNORE INTO loop_widgets (widget_id, page_id, widget_type, post_type, per_page, template_id) VALUES ('b2c3d4e', ${DEMO_PAGE_ID}, 'heading', 'product', 6, 901);`,
    `INSERT OR IGNORE INTO loop_widgets (widget_id, page_id, widget_type, post_type, per_page, template_id) VALUES ('c3d4e5f', 43, 'loop-grid', 'product', 6, 901);`,
    ...TERMS.map(([t, s, n, p]) => `INSERT OR IGNORE INTO loop_terms (taxonomy, slug, name, parent) VALUES (${q(t)}, ${q(s)}, ${q(n)}, ${p ? q(p) : 'NULL'});`),
  ];
  PRODUCTS.forEach(([id, slug, title, excerpt, cents, image, cats, allergens], i) => {
    rows.push(`INSERT OR IGNORE INTO loop_posts (id, slug, title, excerpt, price_cents, image, menu_order) VALUES (${id}, ${q(slug)}, ${q(title)}, ${q(excerpt)}, ${cents}, ${q(image)}, ${i});`);
    for (const c of cats) rows.push(`INSERT OR IGNORE INTO loop_post_terms (post_id, taxonomy, slug) VALUES (${id}, 'product_cat', ${q(c)});`);
    for (const a of allergens) rows.push(`INSERT OR IGNORE INTO loop_post_terms (post_id, taxonomy, slug) VALUES (${id}, 'allergeen', ${q(a)});`);
  });
  return rows.join('\n  ');
}

/** The tables of the loop module, with the demo content. */
export const LOOP_SCHEMA = `
  CREATE TABLE IF NOT EXISTS loop_pages (
    id INTEGER PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'publish',
    path TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS loop_widgets (
    widget_id TEXT PRIMARY KEY,
    page_id INTEGER NOT NULL REFERENCES loop_pages(id),
    widget_type TEXT NOT NULL DEFAULT 'loop-grid',
    post_type TEXT NOT NULL DEFAULT 'product',
    per_page INTEGER NOT NULL DEFAULT 6,
    template_id INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS loop_posts (
    id INTEGER PRIMARY KEY,
    post_type TEXT NOT NULL DEFAULT 'product',
    status TEXT NOT NULL DEFAULT 'publish',
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    excerpt TEXT NOT NULL DEFAULT '',
    price_cents INTEGER NOT NULL,
    image TEXT NOT NULL,
    menu_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS loop_terms (
    taxonomy TEXT NOT NULL,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    parent TEXT,
    PRIMARY KEY (taxonomy, slug)
  );
  CREATE TABLE IF NOT EXISTS loop_post_terms (
    post_id INTEGER NOT NULL REFERENCES loop_posts(id),
    taxonomy TEXT NOT NULL,
    slug TEXT NOT NULL,
    PRIMARY KEY (post_id, taxonomy, slug)
  );
  CREATE INDEX IF NOT EXISTS loop_post_terms_by_term ON loop_post_terms (taxonomy, slug);
  ${seed()}`;

export interface LoopWidget {
  widget_id: string;
  page_id: number;
  widget_type: string;
  post_type: string;
  per_page: number;
  template_id: number;
  /** The path of the page the widget is on (the default pagination base). */
  page_path: string;
}

export interface LoopPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  price_cents: number;
  image: string;
  terms: { taxonomy: string; slug: string; name: string }[];
}

/** Elementor's permission check: a published page holding a loop-grid widget with this id. */
export function findLoopWidget(db: Database, pageId: number, widgetId: string): LoopWidget | undefined {
  return db
    .prepare(`SELECT w.*, p.path AS page_path FROM loop_widgets w JOIN loop_pages p ON p.id = w.page_id WHERE w.widget_id = ? AND w.page_id = ? AND p.status = 'publish' AND w.widget_type = 'loop-grid'`)
    .get(widgetId, pageId) as LoopWidget | undefined;
}

/** A term and every term below it (WordPress' include_children for hierarchical taxonomies). */
function withChildren(db: Database, taxonomy: string, slug: string): string[] {
  const rows = db
    .prepare(`WITH RECURSIVE t(slug) AS (SELECT ? UNION SELECT c.slug FROM loop_terms c JOIN t ON c.parent = t.slug WHERE c.taxonomy = ?) SELECT slug FROM t`)
    .all(slug, taxonomy) as { slug: string }[];
  return rows.map((r) => r.slug);
}

/** One page of the widget's posts under `filters`, and how many there are in all. */
export function queryLoop(db: Database, widget: LoopWidget, filters: LoopFilters, page: number): { posts: LoopPost[]; total: number; pages: number; page: number } {
  const where: string[] = [`p.status = 'publish'`, `p.post_type = ?`];
  const args: unknown[] = [widget.post_type];
  const has = (slugs: string[]) => `EXISTS (SELECT 1 FROM loop_post_terms x WHERE x.post_id = p.id AND x.taxonomy = ? AND x.slug IN (${slugs.map(() => '?').join(', ')}))`;
  for (const [taxonomy, f] of Object.entries(filters)) {
    if (!f.terms.length) continue;
    if (f.logicalJoin === 'AND' && f.terms.length > 1) {
      for (const t of f.terms) {
        const slugs = withChildren(db, taxonomy, t);
        where.push(has(slugs));
        args.push(taxonomy, ...slugs);
      }
    } else {
      const slugs = [...new Set(f.terms.flatMap((t) => withChildren(db, taxonomy, t)))];
      where.push(f.logicalJoin === 'NOT' ? `NOT ${has(slugs)}` : has(slugs));
      args.push(taxonomy, ...slugs);
    }
  }
  const sql = `FROM loop_posts p WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(...args) as { n: number }).n;
  const pages = Math.max(1, Math.ceil(total / widget.per_page));
  const current = Math.min(Math.max(1, page), pages);
  const rows = db.prepare(`SELECT p.id, p.slug, p.title, p.excerpt, p.price_cents, p.image ${sql} ORDER BY p.menu_order, p.id LIMIT ? OFFSET ?`).all(...args, widget.per_page, (current - 1) * widget.per_page) as Omit<LoopPost, 'terms'>[];
  const terms = db.prepare(`SELECT pt.taxonomy, pt.slug, t.name FROM loop_post_terms pt JOIN loop_terms t ON t.taxonomy = pt.taxonomy AND t.slug = pt.slug WHERE pt.post_id = ? ORDER BY pt.taxonomy, t.rowid`);
  return { posts: rows.map((r) => ({ ...r, terms: terms.all(r.id) as LoopPost['terms'] })), total, pages, page: current };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;

/** A link to page `n` of the widget with its filters, from the pagination base URL (as Elementor's `e-page-{id}` links). */
export function pageLink(baseUrl: string, widgetId: string, filters: LoopFilters, n: number): string {
  const [path, query = ''] = baseUrl.split('#')[0]!.split('?') as [string, string?];
  const search = writeFilters(query ? `?${query}` : '', widgetId, filters);
  const param = n > 1 ? `${pageParam(widgetId)}=${n}` : '';
  const joined = [search.replace(/^\?/, ''), param].filter(Boolean).join('&');
  return joined ? `${path}?${joined}` : path;
}

/** The widget's inner markup (`.elementor-widget-container`), as `render_content()` prints it. */
export function renderLoop(widget: LoopWidget, result: ReturnType<typeof queryLoop>, filters: LoopFilters, baseUrl: string): string {
  const items = result.posts.map((p) => {
    const classes = ['elementor', `elementor-${widget.template_id}`, 'e-loop-item', `e-loop-item-${p.id}`, `post-${p.id}`, widget.post_type, `type-${widget.post_type}`, 'status-publish', ...p.terms.map((t) => `${t.taxonomy}-${t.slug}`)];
    const allergens = p.terms.filter((t) => t.taxonomy === 'allergeen');
    return (
      `<div data-elementor-type="loop-item" data-elementor-id="${widget.template_id}" class="${esc(classes.join(' '))}">` +
      `<article class="bakery-card">` +
      `<img class="bakery-card__image" src="/assets/loop-${esc(p.image)}.svg" alt="" width="320" height="200">` +
      `<h3 class="bakery-card__title"><a href="/eb-loop-grid.html#${esc(p.slug)}">${esc(p.title)}</a></h3>` +
      `<p class="bakery-card__excerpt">${esc(p.excerpt)}</p>` +
      `<p class="bakery-card__price">${euro(p.price_cents)}</p>` +
      (allergens.length ? `<p class="bakery-card__allergens">Bevat: ${allergens.map((a) => esc(a.name.toLowerCase())).join(', ')}</p>` : `<p class="bakery-card__allergens">Zonder allergenen</p>`) +
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
