/**
 * SEOAIC: leads (`seoaic/v1/lead`) and interactive-article stats
 * (`seoaic/v1/interactive-article-stats`), with the idempotency keys that make a repeated request
 * (a retry whose first answer was lost) change nothing:
 * - a create's key is stored on the row it made (`create_key`, unique): a repeat inserts nothing and
 *   finds that row's id;
 * - an update's key goes into `seoaic_idempotency` in the same batch as the update, and the update
 *   applies only when this very request claimed the key (a per-request token), so a repeat is a no-op.
 * Keys of updates are kept 30 days. No statement is built from input: column names are fixed here.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Param } from './engine';
import { repository } from './repository';

/** How long an update's idempotency key is remembered (a queued answer may come back days later). */
export const IDEMPOTENCY_TTL_SECONDS = 30 * 24 * 3600;

export type UpdateOutcome = 'updated' | 'replayed' | 'missing';

export interface LeadRow {
  id: number;
  title: string;
  url: string;
  status: string;
  leadData: string;
  updates: number;
  createdAt: number;
  updatedAt: number;
}

export interface StatsRow {
  id: number;
  postId: number;
  blocksCount: number;
  data: string;
  updates: number;
  createdAt: number;
  updatedAt: number;
}

type Table = 'seoaic_leads' | 'seoaic_article_stats';

/** Create, update and list calls of one record table whose columns are `columns`. */
function records(db: Db, table: Table, columns: readonly string[]) {
  return {
    /** Inserts a row, or (same key again) finds the row the key made. */
    async create(values: readonly Param[], key: string | undefined, time: number): Promise<{ id: number; replayed: boolean }> {
      const { rows } = await db.write<{ id: number }>(
        `INSERT INTO ${table} (${columns.join(', ')}, create_key, created_at, updated_at) VALUES (${columns.map(() => '?').join(', ')}, ?, ?, ?) ON CONFLICT (create_key) DO NOTHING RETURNING id`,
        [...values, key ?? null, time, time],
      );
      if (rows[0]) return { id: Number(rows[0].id), replayed: false };
      const row = await db.one<{ id: number }>(`SELECT id FROM ${table} WHERE create_key = ?`, [key ?? null]);
      if (!row) throw new Error(`${table}: create_key conflict without a row`);
      return { id: Number(row.id), replayed: true };
    },
    /** Replaces `set` columns of row `id`, once per key; says whether it did, or the row is missing. */
    async update(id: number, set: readonly string[], values: readonly Param[], key: string | undefined, time: number): Promise<UpdateOutcome> {
      const assign = `${set.map((c) => `${c} = ?`).join(', ')}, updates = updates + 1, updated_at = ?`;
      let changes: number;
      if (key === undefined) {
        changes = (await db.write(`UPDATE ${table} SET ${assign} WHERE id = ?`, [...values, time, id])).changes;
      } else {
        const token = randomUUID();
        const [, updated] = await db.batch([
          {
            sql: `INSERT INTO seoaic_idempotency (key, resource, record_id, token, created_at) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?) ON CONFLICT (key) DO NOTHING`,
            params: [key, table, id, token, time, id],
          },
          { sql: `UPDATE ${table} SET ${assign} WHERE id = ? AND EXISTS (SELECT 1 FROM seoaic_idempotency WHERE key = ? AND token = ?)`, params: [...values, time, id, key, token] },
          { sql: 'DELETE FROM seoaic_idempotency WHERE created_at < ?', params: [time - IDEMPOTENCY_TTL_SECONDS] },
        ]);
        changes = updated!.changes;
      }
      if (changes > 0) return 'updated';
      return (await db.one(`SELECT id FROM ${table} WHERE id = ?`, [id])) ? 'replayed' : 'missing';
    },
    /** The newest `limit` rows. */
    async list<R>(limit: number): Promise<R[]> {
      return db.all<R>(`SELECT id, ${columns.join(', ')}, updates, created_at, updated_at FROM ${table} ORDER BY id DESC LIMIT ?`, [limit]);
    },
  };
}

const LEAD_COLUMNS = ['title', 'url', 'status', 'lead_data'] as const;
const STATS_COLUMNS = ['post_id', 'blocks_count', 'data'] as const;

interface RawLead {
  id: number;
  title: string;
  url: string;
  status: string;
  lead_data: string;
  updates: number;
  created_at: number;
  updated_at: number;
}
interface RawStats {
  id: number;
  post_id: number;
  blocks_count: number;
  data: string;
  updates: number;
  created_at: number;
  updated_at: number;
}

export const seoaic = repository({
  migrations: [
    {
      id: 'seoaic-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS seoaic_leads (
          id ${d.id},
          title TEXT NOT NULL DEFAULT '',
          url TEXT NOT NULL DEFAULT '',
          status TEXT NOT NULL DEFAULT 'initiated',
          lead_data TEXT NOT NULL DEFAULT '[]',
          updates ${d.bigint} NOT NULL DEFAULT 0,
          create_key TEXT UNIQUE,
          created_at ${d.bigint} NOT NULL,
          updated_at ${d.bigint} NOT NULL
        );
        CREATE TABLE IF NOT EXISTS seoaic_article_stats (
          id ${d.id},
          post_id ${d.bigint} NOT NULL,
          blocks_count ${d.bigint} NOT NULL,
          data TEXT NOT NULL DEFAULT '[]',
          updates ${d.bigint} NOT NULL DEFAULT 0,
          create_key TEXT UNIQUE,
          created_at ${d.bigint} NOT NULL,
          updated_at ${d.bigint} NOT NULL
        );
        CREATE TABLE IF NOT EXISTS seoaic_idempotency (
          key TEXT PRIMARY KEY,
          resource TEXT NOT NULL,
          record_id ${d.bigint} NOT NULL,
          token TEXT NOT NULL,
          created_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS seoaic_idempotency_created ON seoaic_idempotency (created_at)`,
    },
  ],
  make: (db) => {
    const leads = records(db, 'seoaic_leads', LEAD_COLUMNS);
    const stats = records(db, 'seoaic_article_stats', STATS_COLUMNS);
    return {
      /** A new lead (or, for a key seen before, the lead that key made). */
      createLead: (l: { title: string; url: string; status: string; leadData: string }, key: string | undefined, time: number) => leads.create([l.title, l.url, l.status, l.leadData], key, time),
      /** Replaces a lead's status and lead_data, once per key. */
      updateLead: (id: number, l: { status: string; leadData: string }, key: string | undefined, time: number) => leads.update(id, ['status', 'lead_data'], [l.status, l.leadData], key, time),
      async listLeads(limit: number): Promise<LeadRow[]> {
        return (await leads.list<RawLead>(limit)).map((r) => ({
          id: Number(r.id),
          title: r.title,
          url: r.url,
          status: r.status,
          leadData: r.lead_data,
          updates: Number(r.updates),
          createdAt: Number(r.created_at),
          updatedAt: Number(r.updated_at),
        }));
      },
      /** A new stats record (or, for a key seen before, the one that key made). */
      createStats: (s: { postId: number; blocksCount: number; data: string }, key: string | undefined, time: number) => stats.create([s.postId, s.blocksCount, s.data], key, time),
      /** Replaces a stats record's data, once per key. */
      updateStats: (id: number, data: string, key: string | undefined, time: number) => stats.update(id, ['data'], [data], key, time),
      async listStats(limit: number): Promise<StatsRow[]> {
        return (await stats.list<RawStats>(limit)).map((r) => ({
          id: Number(r.id),
          postId: Number(r.post_id),
          blocksCount: Number(r.blocks_count),
          data: r.data,
          updates: Number(r.updates),
          createdAt: Number(r.created_at),
          updatedAt: Number(r.updated_at),
        }));
      },
    };
  },
});
