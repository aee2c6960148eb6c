/**
 * SEOAIC's REST routes (CONTRACT section 3, seoaic-lead-form and interactive-article; spec
 * sections 3 and 7), stored in SQLite:
 * - POST seoaic/v1/lead {lead_data, title, url} -> {success, data: {id}}, status initiated;
 *   PUT seoaic/v1/lead/{id} {status, lead_data} replaces both (404 for an unknown id);
 * - POST seoaic/v1/interactive-article-stats {post_id, blocks_count, data} -> {success, data: {id}};
 *   PUT seoaic/v1/interactive-article-stats/{id} {data} (404 for an unknown id);
 * - GET on both collections: the stored records as JSON, newest first, for the demo pages
 *   (SEOAIC_LIST=off turns them off: they list every lead).
 * Bad bodies answer 400 naming the field. A request with an `Idempotency-Key` header is applied
 * once: a repeat (a retry whose first answer was lost) gets the first answer back, marked
 * `Idempotent-Replayed: true`, and changes nothing.
 */
import { STATS_ROUTE } from '../../../src/core/article/constants';
import { LEAD_ROUTE } from '../../../src/core/lead/constants';
import { nowSeconds } from '../db';
import { HttpError } from '../http';
import type { Ctx, Reply } from '../router';
import { idempotencyKey, leadCreate, leadUpdate, recordId, statsCreate, statsUpdate } from '../seoaic/validate';
import type { RouteModule } from './module';

/** How long an idempotency key is remembered (a queued answer may come back days later). */
export const IDEMPOTENCY_TTL_SECONDS = 30 * 24 * 3600;
/** Most records a list answer holds. */
const LIST_LIMIT = 200;

interface KeyRow {
  method: string;
  route: string;
  status: number;
  response: string;
}

/** Runs `apply` once per idempotency key: a repeat answers what the first request got. */
function idempotent(ctx: Ctx, route: string, apply: () => Reply): Reply {
  const key = idempotencyKey(ctx.req.headers['idempotency-key']);
  if (key === undefined) return apply();
  const { db } = ctx;
  return db.transaction((): Reply => {
    const row = db.prepare('SELECT method, route, status, response FROM seoaic_idempotency WHERE key = ?').get(key) as KeyRow | undefined;
    if (row) {
      if (row.method !== ctx.method || row.route !== route) throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
      return { status: row.status, json: JSON.parse(row.response), headers: { 'Idempotent-Replayed': 'true' } };
    }
    const reply = apply();
    const status = reply.status ?? 200;
    if (status < 300) {
      const now = nowSeconds();
      db.prepare('DELETE FROM seoaic_idempotency WHERE created_at < ?').run(now - IDEMPOTENCY_TTL_SECONDS);
      db.prepare('INSERT INTO seoaic_idempotency (key, method, route, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(key, ctx.method, route, status, JSON.stringify(reply.json ?? null), now);
    }
    return reply;
  })();
}

const notFound = (what: string, id: number) => new HttpError(404, 'rest_not_found', `No ${what} with id ${id}`);

function listEnabled(): boolean {
  return (process.env.SEOAIC_LIST ?? 'on').toLowerCase() !== 'off';
}

const iso = (s: number) => new Date(s * 1000).toISOString();

interface LeadRow {
  id: number;
  title: string;
  url: string;
  status: string;
  lead_data: string;
  updates: number;
  created_at: number;
  updated_at: number;
}

interface StatsRow {
  id: number;
  post_id: number;
  blocks_count: number;
  data: string;
  updates: number;
  created_at: number;
  updated_at: number;
}

export const seoaic: RouteModule = {
  name: 'seoaic',
  schema: `
    CREATE TABLE IF NOT EXISTS seoaic_leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL DEFAULT '',
      url TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL DEFAULT 'initiated',
      lead_data TEXT NOT NULL DEFAULT '[]',
      updates INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS seoaic_article_stats (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      post_id INTEGER NOT NULL,
      blocks_count INTEGER NOT NULL,
      data TEXT NOT NULL DEFAULT '[]',
      updates INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS seoaic_idempotency (
      key TEXT PRIMARY KEY,
      method TEXT NOT NULL,
      route TEXT NOT NULL,
      status INTEGER NOT NULL,
      response TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS seoaic_idempotency_created ON seoaic_idempotency (created_at);`,
  register(router) {
    router.onRest('POST', LEAD_ROUTE, (ctx) =>
      idempotent(ctx, LEAD_ROUTE, () => {
        const lead = leadCreate(ctx.json);
        const now = nowSeconds();
        const r = ctx.db
          .prepare('INSERT INTO seoaic_leads (title, url, status, lead_data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(lead.title, lead.url, lead.status, JSON.stringify(lead.lead_data), now, now);
        return { json: { success: true, data: { id: Number(r.lastInsertRowid) } } };
      }),
    );

    router.onRest('PUT', `${LEAD_ROUTE}/:id`, (ctx) => {
      const id = recordId(ctx.params.id);
      return idempotent(ctx, `${LEAD_ROUTE}/${id}`, () => {
        const lead = leadUpdate(ctx.json);
        const r = ctx.db
          .prepare('UPDATE seoaic_leads SET status = ?, lead_data = ?, updates = updates + 1, updated_at = ? WHERE id = ?')
          .run(lead.status, JSON.stringify(lead.lead_data), nowSeconds(), id);
        if (r.changes === 0) throw notFound('lead', id);
        return { json: { success: true, data: { id } } };
      });
    });

    router.onRest('POST', STATS_ROUTE, (ctx) =>
      idempotent(ctx, STATS_ROUTE, () => {
        const stats = statsCreate(ctx.json);
        const now = nowSeconds();
        const r = ctx.db
          .prepare('INSERT INTO seoaic_article_stats (post_id, blocks_count, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
          .run(stats.post_id, stats.blocks_count, JSON.stringify(stats.data), now, now);
        return { json: { success: true, data: { id: Number(r.lastInsertRowid) } } };
      }),
    );

    router.onRest('PUT', `${STATS_ROUTE}/:id`, (ctx) => {
      const id = recordId(ctx.params.id);
      return idempotent(ctx, `${STATS_ROUTE}/${id}`, () => {
        const stats = statsUpdate(ctx.json);
        const r = ctx.db.prepare('UPDATE seoaic_article_stats SET data = ?, updates = updates + 1, updated_at = ? WHERE id = ?').run(JSON.stringify(stats.data), nowSeconds(), id);
        if (r.changes === 0) throw notFound('stats record', id);
        return { json: { success: true, data: { id } } };
      });
    });

    router.onRest('GET', LEAD_ROUTE, ({ db }) => {
      if (!listEnabled()) throw new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
      const rows = db.prepare('SELECT * FROM seoaic_leads ORDER BY id DESC LIMIT ?').all(LIST_LIMIT) as LeadRow[];
      return {
        json: {
          success: true,
          data: rows.map((r) => ({ id: r.id, title: r.title, url: r.url, status: r.status, lead_data: JSON.parse(r.lead_data), updates: r.updates, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
        },
      };
    });

    router.onRest('GET', STATS_ROUTE, ({ db }) => {
      if (!listEnabled()) throw new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
      const rows = db.prepare('SELECT * FROM seoaic_article_stats ORDER BY id DESC LIMIT ?').all(LIST_LIMIT) as StatsRow[];
      return {
        json: {
          success: true,
          data: rows.map((r) => ({ id: r.id, post_id: r.post_id, blocks_count: r.blocks_count, data: JSON.parse(r.data), updates: r.updates, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
        },
      };
    });
  },
};
