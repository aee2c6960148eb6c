import { repository } from './repository';

export interface ConversionCount {
  popupId: number;
  conversions: number;
  /** Unix seconds. */
  lastConversionAt: number;
}

export interface ViewCount {
  popupId: number;
  views: number;
  /** Unix seconds. */
  lastViewAt: number;
}

/**
 * A per-pop-up counter of Popup Box by AYS (the plugin's `conversions` and `views` columns of
 * wp_ays_pb): one row per pop-up, the count and the time of the last one, nothing about the visitor.
 * `table`, `column` and `last` are constants of this file, never input.
 */
function counter<C>(table: string, column: string, last: string, migrations: { id: string; up: (d: { bigint: string }) => string }[], view: (id: number, n: number, at: number) => C) {
  type Row = Record<string, unknown>;
  const read = (r: Row) => view(Number(r.popup_id), Number(r[column]), Number(r[last]));
  const select = `SELECT popup_id, ${column}, ${last} FROM ${table}`;
  return repository({
    migrations,
    make: (db) => ({
      /** Counts one for pop-up `id` (the plugin's `column = column + 1`). */
      async increment(id: number, time: number): Promise<void> {
        await db.write(
          `INSERT INTO ${table} (popup_id, ${column}, ${last}) VALUES (?, 1, ?)
           ON CONFLICT (popup_id) DO UPDATE SET ${column} = ${table}.${column} + 1, ${last} = excluded.${last}`,
          [id, time],
        );
      },
      async list(): Promise<C[]> {
        return (await db.all<Row>(`${select} ORDER BY popup_id`)).map(read);
      },
      async get(id: number): Promise<C | undefined> {
        const row = await db.one<Row>(`${select} WHERE popup_id = ?`, [id]);
        return row && read(row);
      },
    }),
  });
}

/** Popup Box by AYS: a conversion count per pop-up. */
export const popupConversions = counter(
  'popup_conversions',
  'conversions',
  'last_conversion_at',
  [
    {
      id: 'popup-conversions-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS popup_conversions (
          popup_id ${d.bigint} PRIMARY KEY,
          conversions ${d.bigint} NOT NULL DEFAULT 0,
          last_conversion_at ${d.bigint} NOT NULL
        )`,
    },
  ],
  (popupId, conversions, lastConversionAt): ConversionCount => ({ popupId, conversions, lastConversionAt }),
);

/** Popup Box by AYS: a view count per pop-up (posted on a pop-up's first close in a page view). */
export const popupViews = counter(
  'popup_views',
  'views',
  'last_view_at',
  [
    {
      id: 'popup-views-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS popup_views (
          popup_id ${d.bigint} PRIMARY KEY,
          views ${d.bigint} NOT NULL DEFAULT 0,
          last_view_at ${d.bigint} NOT NULL
        )`,
    },
  ],
  (popupId, views, lastViewAt): ViewCount => ({ popupId, views, lastViewAt }),
);
