/**
 * Popup Box by AYS calls (CONTRACT section 3, ays-popup; spec section 7 "Pop-up conversion").
 * `ays_increment_pb_conversions` counts a conversion per pop-up, like the plugin's
 * `UPDATE wp_ays_pb SET conversions = conversions + 1`; the answer is empty, as the plugin's
 * `wp_die()`. Nothing about the visitor is stored: only the count and the time of the last one.
 * A small JSON endpoint shows the counts: GET ays-pb/v1/conversions[/:id].
 */
import { nowSeconds, type ConversionCount } from '../storage';
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

const view = (r: ConversionCount) => ({ id: r.popupId, conversions: r.conversions, last_conversion_at: new Date(r.lastConversionAt * 1000).toISOString() });

export const popup: RouteModule = {
  name: 'popup',
  register(router) {
    router.onAjax('ays_increment_pb_conversions', async ({ fields, store }) => {
      const id = fields.int('id', { min: 1, max: MAX_ID, required: true })!;
      await store.popupConversions.increment(id, nowSeconds());
      // The plugin answers with wp_die(): an empty 200 the script reads as text and ignores.
      return { text: '', contentType: 'text/html; charset=UTF-8' };
    }, { publicWrite: true, maxBody: 4096 });

    router.onRest('GET', 'ays-pb/v1/conversions', async ({ store }) => ({ json: { success: true, data: (await store.popupConversions.list()).map(view) } }));

    router.onRest('GET', 'ays-pb/v1/conversions/:id', async ({ store, params }) => {
      const id = parseId(params.id);
      const row = await store.popupConversions.get(id);
      return { json: { success: true, data: row ? view(row) : { id, conversions: 0, last_conversion_at: null } } };
    });
  },
};
