import { repository } from './repository';

export interface ConversionCount {
  popupId: number;
  conversions: number;
  /** Unix seconds. */
  lastConversionAt: number;
}

interface Row {
  popup_id: number;
  conversions: number;
  last_conversion_at: number;
}

const view = (r: Row): ConversionCount => ({ popupId: Number(r.popup_id), conversions: Number(r.conversions), lastConversionAt: Number(r.last_conversion_at) });

/** Popup Box by AYS: a conversion count per pop-up, nothing about the visitor. */
export const popupConversions = repository({
  migrations: [
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
  make: (db) => ({
    /** Counts one conversion of pop-up `id` (the plugin's `conversions = conversions + 1`). */
    async increment(id: number, time: number): Promise<void> {
      await db.write(
        `INSERT INTO popup_conversions (popup_id, conversions, last_conversion_at) VALUES (?, 1, ?)
         ON CONFLICT (popup_id) DO UPDATE SET conversions = popup_conversions.conversions + 1, last_conversion_at = excluded.last_conversion_at`,
        [id, time],
      );
    },
    async list(): Promise<ConversionCount[]> {
      return (await db.all<Row>('SELECT popup_id, conversions, last_conversion_at FROM popup_conversions ORDER BY popup_id')).map(view);
    },
    async get(id: number): Promise<ConversionCount | undefined> {
      const row = await db.one<Row>('SELECT popup_id, conversions, last_conversion_at FROM popup_conversions WHERE popup_id = ?', [id]);
      return row && view(row);
    },
  }),
});
