/**
 * Popup Box by AYS calls (CONTRACT section 3, ays-popup; spec section 7 "Pop-up conversion").
 * `ays_increment_pb_conversions` and `ays_increment_pb_views` count a conversion / a view per
 * pop-up, like the plugin's `UPDATE wp_ays_pb SET conversions = conversions + 1` (and `views`);
 * the answer is empty, as the plugin's `wp_die()`. Nothing about the visitor is stored: only the
 * counts and the time of the last one. Small JSON endpoints show the counts:
 * GET ays-pb/v1/conversions[/:id] and GET ays-pb/v1/views[/:id].
 */
import { nowSeconds } from '../db';
import { badRequest } from '../http';
import type { RouteModule } from './module';

/** Largest pop-up id accepted (the plugin's ids are MySQL INT). */
const MAX_ID = 2_147_483_647;

interface CountRow {
  popup_id: number;
  conversions: number;
  last_conversion_at: number;
}

function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw badRequest('Pop-up id must be a whole number from 1');
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw badRequest(`Pop-up id must be between 1 and ${MAX_ID}`);
  return id;
}

interface ViewRow {
  popup_id: number;
  views: number;
  last_view_at: number;
}

const viewsView = (r: ViewRow) => ({ id: r.popup_id, views: r.views, last_view_at: new Date(r.last_view_at * 1000).toISOString() });

const view = (r: CountRow) => ({ id: r.popup_id, conversions: r.conversions, last_conversion_at: new Date(r.last_conversion_at * 1000).toISOString() });

export const popup: RouteModule = {
  name: 'popup',
  schema: `
    CREATE TABLE IF NOT EXISTS popup_conversions (
      popup_id INTEGER PRIMARY KEY,
      conversions INTEGER NOT NULL DEFAULT 0,
      last_conversion_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS popup_views (
      popup_id INTEGER PRIMARY KEY,
      views INTEGER NOT NULL DEFAULT 0,
      last_view_at INTEGER NOT NULL
    );`,
  register(router) {
    router.onAjax('ays_increment_pb_conversions', ({ fields, db }) => {
      const id = fields.int('id', { min: 1, max: MAX_ID, required: true })!;
      db.prepare(
        `INSERT INTO popup_conversions (popup_id, conversions, last_conversion_at) VALUES (?, 1, ?)
         ON CONFLICT(popup_id) DO UPDATE SET conversions = conversions + 1, last_conversion_at = excluded.last_conversion_at`,
      ).run(id, nowSeconds());
      // The plugin answers with wp_die(): an empty 200 the script reads as text and ignores.
      return { text: '', contentType: 'text/html; charset=UTF-8' };
    });

    // The plugin posts this on a pop-up's first close in a page view (the views column of wp_ays_pb;
    // its own table here, so databases made before it need no migration).
    router.onAjax('ays_increment_pb_views', ({ fields, db }) => {
      const id = fields.int('id', { min: 1, max: MAX_ID, required: true })!;
      db.prepare(
        `INSERT INTO popup_views (popup_id, views, last_view_at) VALUES (?, 1, ?)
         ON CONFLICT(popup_id) DO UPDATE SET views = views + 1, last_view_at = excluded.last_view_at`,
      ).run(id, nowSeconds());
      return { text: '', contentType: 'text/html; charset=UTF-8' };
    });

    router.onRest('GET', 'ays-pb/v1/views', ({ db }) => {
      const rows = db.prepare('SELECT popup_id, views, last_view_at FROM popup_views ORDER BY popup_id').all() as ViewRow[];
      return { json: { success: true, data: rows.map(viewsView) } };
    });

    router.onRest('GET', 'ays-pb/v1/views/:id', ({ db, params }) => {
      const id = parseId(params.id);
      const row = db.prepare('SELECT popup_id, views, last_view_at FROM popup_views WHERE popup_id = ?').get(id) as ViewRow | undefined;
      return { json: { success: true, data: row ? viewsView(row) : { id, views: 0, last_view_at: null } } };
    });

    router.onRest('GET', 'ays-pb/v1/conversions', ({ db }) => {
      const rows = db.prepare('SELECT popup_id, conversions, last_conversion_at FROM popup_conversions ORDER BY popup_id').all() as CountRow[];
      return { json: { success: true, data: rows.map(view) } };
    });

    router.onRest('GET', 'ays-pb/v1/conversions/:id', ({ db, params }) => {
      const id = parseId(params.id);
      const row = db.prepare('SELECT popup_id, conversions, last_conversion_at FROM popup_conversions WHERE popup_id = ?').get(id) as CountRow | undefined;
      return { json: { success: true, data: row ? view(row) : { id, conversions: 0, last_conversion_at: null } } };
    });
  },
};
