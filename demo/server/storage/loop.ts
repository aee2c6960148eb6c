import type { LoopFilters } from '../../../src/core/builder/loop-filter';
import { DEMO_PAGES, DEMO_PRODUCTS, DEMO_TERMS, DEMO_WIDGETS, SHOP_PAGE, SHOP_WIDGET } from '../loop/catalog';
import type { LoopPage, LoopPost, LoopWidget } from '../loop/types';
import type { Param } from './engine';
import { repository } from './repository';

export type { LoopPage, LoopPost, LoopWidget };

/** A constant of the demo content as an SQL literal (the seed is ours, never request input). */
const lit = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
const row = (table: string, cols: string[], values: (string | number | null)[]) => `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${values.map(lit).join(', ')}) ON CONFLICT DO NOTHING;`;

/** The demo content, written once by the migration. */
function seed(): string {
  const rows = [
    ...DEMO_PAGES.map((p) => row('loop_pages', ['id', 'status', 'path'], [p.id, p.status, p.path])),
    ...DEMO_WIDGETS.map((w) => row('loop_widgets', ['widget_id', 'page_id', 'widget_type', 'post_type', 'per_page', 'template_id'], [w.widget_id, w.page_id, w.widget_type, w.post_type, w.per_page, w.template_id])),
    ...DEMO_TERMS.map(([t, s, n, p], i) => row('loop_terms', ['taxonomy', 'slug', 'name', 'parent', 'position'], [t, s, n, p, i])),
  ];
  DEMO_PRODUCTS.forEach(([id, slug, title, excerpt, cents, image, cats, allergens], i) => {
    rows.push(row('loop_posts', ['id', 'slug', 'title', 'excerpt', 'price_cents', 'image', 'menu_order'], [id, slug, title, excerpt, cents, image, i]));
    for (const c of cats) rows.push(row('loop_post_terms', ['post_id', 'taxonomy', 'slug'], [id, 'product_cat', c]));
    for (const a of allergens) rows.push(row('loop_post_terms', ['post_id', 'taxonomy', 'slug'], [id, 'allergeen', a]));
  });
  return rows.join('\n');
}

const toWidget = (r: LoopWidget): LoopWidget => ({ ...r, page_id: Number(r.page_id), per_page: Number(r.per_page), template_id: Number(r.template_id) });

/**
 * Elementor Pro's loop content (reference §5): posts with taxonomies (`product_cat` hierarchical,
 * `allergeen`) and the loop-grid widgets placed on pages. Queries honour the filter semantics:
 * per taxonomy AND (every term), OR (any term) or NOT (none of the terms), a parent term matching
 * its children (WordPress' include_children), taxonomies joined with AND; then pagination.
 */
export const loopContent = repository({
  migrations: [
    {
      id: 'loop-1',
      up: () => `
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
          position INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (taxonomy, slug)
        );
        CREATE TABLE IF NOT EXISTS loop_post_terms (
          post_id INTEGER NOT NULL REFERENCES loop_posts(id),
          taxonomy TEXT NOT NULL,
          slug TEXT NOT NULL,
          PRIMARY KEY (post_id, taxonomy, slug)
        );
        CREATE INDEX IF NOT EXISTS loop_post_terms_by_term ON loop_post_terms (taxonomy, slug);
        ${seed()}`,
    },
    {
      // The bakery site's shop page and its loop grid (2026-11-27).
      id: 'loop-2',
      up: () =>
        [
          row('loop_pages', ['id', 'status', 'path'], [SHOP_PAGE.id, SHOP_PAGE.status, SHOP_PAGE.path]),
          row('loop_widgets', ['widget_id', 'page_id', 'widget_type', 'post_type', 'per_page', 'template_id'], [SHOP_WIDGET.widget_id, SHOP_WIDGET.page_id, SHOP_WIDGET.widget_type, SHOP_WIDGET.post_type, SHOP_WIDGET.per_page, SHOP_WIDGET.template_id]),
        ].join('\n'),
    },
  ],
  make: (db) => {
    /** A term and every term below it (WordPress' include_children for hierarchical taxonomies). */
    const withChildren = async (taxonomy: string, slug: string): Promise<string[]> =>
      (
        await db.all<{ slug: string }>(
          'WITH RECURSIVE t(slug) AS (SELECT CAST(? AS TEXT) UNION SELECT c.slug FROM loop_terms c JOIN t ON c.parent = t.slug WHERE c.taxonomy = ?) SELECT slug FROM t',
          [slug, taxonomy],
        )
      ).map((r) => r.slug);

    return {
      /** Elementor's permission check: a published page holding a loop-grid widget with this id. */
      async findWidget(pageId: number, widgetId: string): Promise<LoopWidget | undefined> {
        const r = await db.one<LoopWidget>(
          `SELECT w.widget_id, w.page_id, w.widget_type, w.post_type, w.per_page, w.template_id, p.path AS page_path FROM loop_widgets w JOIN loop_pages p ON p.id = w.page_id
           WHERE w.widget_id = ? AND w.page_id = ? AND p.status = 'publish' AND w.widget_type = 'loop-grid'`,
          [widgetId, pageId],
        );
        return r && toWidget(r);
      },

      /** One page of the widget's posts under `filters`, and how many there are in all (a page past the end shows the last). */
      async query(widget: LoopWidget, filters: LoopFilters, page: number): Promise<LoopPage> {
        const where: string[] = [`p.status = 'publish'`, 'p.post_type = ?'];
        const args: Param[] = [widget.post_type];
        const has = (slugs: string[]) => `EXISTS (SELECT 1 FROM loop_post_terms x WHERE x.post_id = p.id AND x.taxonomy = ? AND x.slug IN (${slugs.map(() => '?').join(', ')}))`;
        for (const [taxonomy, f] of Object.entries(filters)) {
          if (!f.terms.length) continue;
          if (f.logicalJoin === 'AND' && f.terms.length > 1) {
            for (const t of f.terms) {
              const slugs = await withChildren(taxonomy, t);
              where.push(has(slugs));
              args.push(taxonomy, ...slugs);
            }
          } else {
            const slugs = [...new Set((await Promise.all(f.terms.map((t) => withChildren(taxonomy, t)))).flat())];
            where.push(f.logicalJoin === 'NOT' ? `NOT ${has(slugs)}` : has(slugs));
            args.push(taxonomy, ...slugs);
          }
        }
        const from = `FROM loop_posts p WHERE ${where.join(' AND ')}`;
        const total = Number((await db.one<{ n: number | string }>(`SELECT COUNT(*) AS n ${from}`, args))?.n ?? 0);
        const pages = Math.max(1, Math.ceil(total / widget.per_page));
        const current = Math.min(Math.max(1, page), pages);
        const rows = await db.all<Omit<LoopPost, 'terms'>>(
          `SELECT p.id, p.slug, p.title, p.excerpt, p.price_cents, p.image ${from} ORDER BY p.menu_order, p.id LIMIT ? OFFSET ?`,
          [...args, widget.per_page, (current - 1) * widget.per_page],
        );
        const ids = rows.map((r) => Number(r.id));
        const terms = ids.length
          ? await db.all<{ post_id: number; taxonomy: string; slug: string; name: string }>(
              `SELECT pt.post_id, pt.taxonomy, pt.slug, t.name FROM loop_post_terms pt JOIN loop_terms t ON t.taxonomy = pt.taxonomy AND t.slug = pt.slug
               WHERE pt.post_id IN (${ids.map(() => '?').join(', ')}) ORDER BY pt.taxonomy, t.position`,
              ids,
            )
          : [];
        const posts = rows.map((r) => ({
          ...r,
          id: Number(r.id),
          price_cents: Number(r.price_cents),
          terms: terms.filter((t) => Number(t.post_id) === Number(r.id)).map(({ taxonomy, slug, name }) => ({ taxonomy, slug, name })),
        }));
        return { posts, total, pages, page: current };
      },
    };
  },
});
