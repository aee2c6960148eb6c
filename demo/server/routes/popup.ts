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

/** One of the plugin's per-pop-up counters: its ajax action, table, columns and REST route. */
interface Counter {
  action: string;
  table: string;
  column: 'conversions' | 'views';
  last: 'last_conversion_at' | 'last_view_at';
  route: string;
}

const COUNTERS: readonly Counter[] = [
  { action: 'ays_increment_pb_conversions', table: 'popup_conversions', column: 'conversions', last: 'last_conversion_at', route: 'ays-pb/v1/conversions' },
  // The plugin posts this on a pop-up's first close in a page view (the views column of wp_ays_pb;
  // its own table here, so databases made before it need no migration).
  { action: 'ays_increment_pb_views', table: 'popup_views', column: 'views', last: 'last_view_at', route: 'ays-pb/v1/views' },
];

type CountRow = { popup_id: number } & Record<string, number>;

function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw badRequest('Pop-up id must be a whole number from 1');
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw badRequest(`Pop-up id must be between 1 and ${MAX_ID}`);
  return id;
}

/** A counter row as the REST routes show it: `{id, conversions, last_conversion_at}` (or views). */
function shown(c: Counter, r: CountRow) {
  return { id: r.popup_id, [c.column]: r[c.column], [c.last]: new Date(r[c.last]! * 1000).toISOString() };
}

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
    for (const c of COUNTERS) {
      // Table and column names come from COUNTERS above, never from a request.
      const select = `SELECT popup_id, ${c.column}, ${c.last} FROM ${c.table}`;
      router.onAjax(c.action, ({ fields, db }) => {
        const id = fields.int('id', { min: 1, max: MAX_ID, required: true })!;
        db.prepare(
          `INSERT INTO ${c.table} (popup_id, ${c.column}, ${c.last}) VALUES (?, 1, ?)
           ON CONFLICT(popup_id) DO UPDATE SET ${c.column} = ${c.column} + 1, ${c.last} = excluded.${c.last}`,
        ).run(id, nowSeconds());
        // The plugin answers with wp_die(): an empty 200 the script reads as text and ignores.
        return { text: '', contentType: 'text/html; charset=UTF-8' };
      });

      router.onRest('GET', c.route, ({ db }) => {
        const rows = db.prepare(`${select} ORDER BY popup_id`).all() as CountRow[];
        return { json: { success: true, data: rows.map((r) => shown(c, r)) } };
      });

      router.onRest('GET', `${c.route}/:id`, ({ db, params }) => {
        const id = parseId(params.id);
        const row = db.prepare(`${select} WHERE popup_id = ?`).get(id) as CountRow | undefined;
        return { json: { success: true, data: row ? shown(c, row) : { id, [c.column]: 0, [c.last]: null } } };
      });
    }
  },
};
