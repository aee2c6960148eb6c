/**
 * Popup Box by AYS calls (CONTRACT section 3, ays-popup; spec section 7 "Pop-up conversion").
 * `ays_increment_pb_conversions` and `ays_increment_pb_views` count a conversion / a view per
 * pop-up, like the plugin's `UPDATE wp_ays_pb SET conversions = conversions + 1` (and `views`);
 * the answer is empty, as the plugin's `wp_die()`. Nothing about the visitor is stored: only the
 * counts and the time of the last one. Small JSON endpoints show the counts:
 * GET ays-pb/v1/conversions[/:id] and GET ays-pb/v1/views[/:id].
 */
import { nowSeconds, type ConversionCount, type Store, type ViewCount } from '../storage';
import { badRequest } from '../http';
import type { RouteModule } from './module';

/** Largest pop-up id accepted (the plugin's ids are MySQL INT). */
const MAX_ID = 2_147_483_647;

function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw badRequest('Pop-up id must be a whole number from 1');
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw badRequest(`Pop-up id must be between 1 and ${MAX_ID}`);
  return id;
}

interface CounterRoutes<C> {
  action: string;
  route: string;
  repo: (store: Store) => { increment(id: number, time: number): Promise<void>; list(): Promise<C[]>; get(id: number): Promise<C | undefined> };
  /** The JSON a count is shown as; `undefined` for a pop-up never counted. */
  shown: (id: number, c: C | undefined) => Record<string, unknown>;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const conversions: CounterRoutes<ConversionCount> = {
  action: 'ays_increment_pb_conversions',
  route: 'ays-pb/v1/conversions',
  repo: (store) => store.popupConversions,
  shown: (id, c) => ({ id, conversions: c?.conversions ?? 0, last_conversion_at: c ? iso(c.lastConversionAt) : null }),
};

// The plugin posts views on a pop-up's first close in a page view (the views column of wp_ays_pb).
const views: CounterRoutes<ViewCount> = {
  action: 'ays_increment_pb_views',
  route: 'ays-pb/v1/views',
  repo: (store) => store.popupViews,
  shown: (id, c) => ({ id, views: c?.views ?? 0, last_view_at: c ? iso(c.lastViewAt) : null }),
};

export const popup: RouteModule = {
  name: 'popup',
  register(router) {
    const add = <C extends { popupId: number }>(c: CounterRoutes<C>) => {
      router.onAjax(c.action, async ({ fields, store }) => {
        const id = fields.int('id', { min: 1, max: MAX_ID, required: true })!;
        await c.repo(store).increment(id, nowSeconds());
        // The plugin answers with wp_die(): an empty 200 the script reads as text and ignores.
        return { text: '', contentType: 'text/html; charset=UTF-8' };
      }, { publicWrite: true, maxBody: 4096 });
      router.onRest('GET', c.route, async ({ store }) => ({ json: { success: true, data: (await c.repo(store).list()).map((x) => c.shown(x.popupId, x)) } }));
      router.onRest('GET', `${c.route}/:id`, async ({ store, params }) => {
        const id = parseId(params.id);
        return { json: { success: true, data: c.shown(id, await c.repo(store).get(id)) } };
      });
    };
    add(conversions);
    add(views);
  },
};
