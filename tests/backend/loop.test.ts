import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAGE_ID, DEMO_WIDGET_ID, injectLoop, pageLink, renderLoop } from '../../demo/server/loop/catalog';
import { openStore, type LoopWidget, type Store } from '../../demo/server/storage';
import { migrate } from '../../demo/server/storage/migrate';
import { loopContent } from '../../demo/server/storage/loop';
import type { LoopFilters } from '../../src/core/builder/loop-filter';
import { engines } from './engines';

// The reference backend's loop on each engine (a fresh database with the demo content).
for (const engine of engines()) {
  describe(`loop content on ${engine.name}`, () => {
    let store: Store;
    let drop: () => Promise<void>;
    let widget: LoopWidget;
    const slugs = async (filters: LoopFilters, page = 1) => (await store.loopContent.query({ ...widget, per_page: 100 }, filters, page)).posts.map((p) => p.slug);
    beforeAll(async () => {
      const fresh = await engine.fresh();
      drop = fresh.drop;
      store = await openStore(fresh.options);
      widget = (await store.loopContent.findWidget(DEMO_PAGE_ID, DEMO_WIDGET_ID))!;
    });
    afterAll(async () => {
      await store.close();
      await drop();
    });

    it('the migration is recorded once; its seed does not repeat', async () => {
      expect(await migrate(store.db, loopContent.migrations)).toEqual([]);
      expect(Number((await store.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM loop_posts'))!.n)).toBe(16);
    });

    it('the demo widget is found on its published page only, and only as a loop-grid', async () => {
      expect(widget).toMatchObject({ widget_id: 'a1b2c3d', page_id: 42, per_page: 6, page_path: '/eb-loop-grid.html' });
      expect(await store.loopContent.findWidget(42, 'zzzzzzz')).toBeUndefined();
      expect(await store.loopContent.findWidget(42, 'b2c3d4e')).toBeUndefined(); // a heading, not a loop grid
      expect(await store.loopContent.findWidget(43, 'c3d4e5f')).toBeUndefined(); // its page is a draft
      expect(await store.loopContent.findWidget(41, 'a1b2c3d')).toBeUndefined(); // not on that page
    });

    it.each<[string, LoopFilters, string[]]>([
      ['no filter: all 16', {}, ['desem-volkoren', 'witte-desembol', 'tijgerbrood', 'spelt-volkoren', 'maisbrood', 'sesambol', 'appeltaart', 'kwarktaart', 'notentaart', 'chocoladetaart', 'stroopwafels', 'amandelkoekjes', 'havermoutkoekjes', 'croissant', 'kaasbroodje', 'saucijzenbroodje']],
      ['a leaf term', { product_cat: { terms: ['taart'] } }, ['appeltaart', 'kwarktaart', 'notentaart', 'chocoladetaart']],
      ['a parent term includes its children', { product_cat: { terms: ['brood'] } }, ['desem-volkoren', 'witte-desembol', 'tijgerbrood', 'spelt-volkoren', 'maisbrood', 'sesambol']],
      ['AND: in both', { product_cat: { terms: ['zuurdesem', 'volkoren'], logicalJoin: 'AND' } }, ['desem-volkoren']],
      ['OR: in either', { product_cat: { terms: ['taart', 'hartig'], logicalJoin: 'OR' } }, ['appeltaart', 'kwarktaart', 'notentaart', 'chocoladetaart', 'kaasbroodje', 'saucijzenbroodje']],
      ['NOT: none of them', { allergeen: { terms: ['gluten', 'lactose'], logicalJoin: 'NOT' } }, ['maisbrood']],
      ['taxonomies join with AND', { product_cat: { terms: ['gebak'] }, allergeen: { terms: ['noten'], logicalJoin: 'NOT' } }, ['appeltaart', 'kwarktaart', 'chocoladetaart', 'stroopwafels', 'havermoutkoekjes', 'croissant']],
      ['AND across allergens', { allergeen: { terms: ['soja', 'sesam'], logicalJoin: 'AND' } }, ['tijgerbrood']],
      ['an unknown term matches nothing', { product_cat: { terms: ['pizza'] } }, []],
      ['NOT an unknown term excludes nothing', { allergeen: { terms: ['pinda'], logicalJoin: 'NOT' } }, ['desem-volkoren', 'witte-desembol', 'tijgerbrood', 'spelt-volkoren', 'maisbrood', 'sesambol', 'appeltaart', 'kwarktaart', 'notentaart', 'chocoladetaart', 'stroopwafels', 'amandelkoekjes', 'havermoutkoekjes', 'croissant', 'kaasbroodje', 'saucijzenbroodje']],
    ])('%s', async (_name, filters, expected) => {
      expect(await slugs(filters)).toEqual(expected);
    });

    it('pagination: 6 a page, 3 pages, a page past the end shows the last', async () => {
      const p1 = await store.loopContent.query(widget, {}, 1);
      const p3 = await store.loopContent.query(widget, {}, 3);
      expect([p1.total, p1.pages, p1.posts.length, p3.posts.length]).toEqual([16, 3, 6, 4]);
      expect((await store.loopContent.query(widget, {}, 9)).page).toBe(3);
      expect(p3.posts.map((p) => p.slug)).toEqual(['havermoutkoekjes', 'croissant', 'kaasbroodje', 'saucijzenbroodje']);
    });

    it('Elementor\'s classes, escaped text, and pagination links that keep the filters', async () => {
      const filters: LoopFilters = { product_cat: { terms: ['brood', 'gebak'], logicalJoin: 'OR' } };
      const html = renderLoop(widget, await store.loopContent.query(widget, filters, 1), filters, 'https://bakkerij.nl/winkel/');
      expect(html).toMatch(/^<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">/);
      expect(html).toContain('class="elementor elementor-901 e-loop-item e-loop-item-101 post-101 product type-product status-publish allergeen-gluten product_cat-zuurdesem product_cat-volkoren"');
      expect(html).toContain('<nav class="elementor-pagination" aria-label="Paginering">');
      expect(html).toContain('href="https://bakkerij.nl/winkel/?e-filter-a1b2c3d-product_cat=brood~gebak&amp;e-page-a1b2c3d=2"');
      expect((html.match(/e-loop-item /g) ?? []).length).toBe(6);
    });
    it('nothing found -> Elementor\'s message, no pagination', async () => {
      const html = renderLoop(widget, await store.loopContent.query(widget, { product_cat: { terms: ['x'] } }, 1), {}, '/');
      expect(html).toContain('e-loop-nothing-found-message');
      expect(html).not.toContain('elementor-pagination');
    });
  });
}

describe('reference backend: loop markup helpers', () => {
  it.each([
    ['/eb-loop-grid.html', {}, 1, '/eb-loop-grid.html'],
    ['/eb-loop-grid.html?lang=nl&e-page-a1b2c3d=3', {}, 2, '/eb-loop-grid.html?lang=nl&e-page-a1b2c3d=2'],
    ['/x#top', { t: { terms: ['a'] } }, 1, '/x?e-filter-a1b2c3d-t=a'],
  ] as [string, LoopFilters, number, string][])('pageLink(%s, %j, %d) -> %s', (base, filters, n, expected) => {
    expect(pageLink(base, 'a1b2c3d', filters, n)).toBe(expected);
  });
  it('injectLoop replaces only the marked region', () => {
    expect(injectLoop('<a><!--loop:a1b2c3d-->old<!--/loop:a1b2c3d--></a>', 'a1b2c3d', 'new')).toBe('<a><!--loop:a1b2c3d-->new<!--/loop:a1b2c3d--></a>');
    expect(injectLoop('<a>none</a>', 'a1b2c3d', 'new')).toBe('<a>none</a>');
  });
});
