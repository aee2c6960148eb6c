/**
 * SEOAIC's REST routes (CONTRACT section 3, seoaic-lead-form and interactive-article; spec
 * sections 3 and 7); the rows live in storage/seoaic.ts:
 * - POST seoaic/v1/lead {lead_data, title, url} -> {success, data: {id}}, status initiated;
 *   PUT seoaic/v1/lead/{id} {status, lead_data} replaces both (404 for an unknown id);
 * - POST seoaic/v1/interactive-article-stats {post_id, blocks_count, data} -> {success, data: {id}};
 *   PUT seoaic/v1/interactive-article-stats/{id} {data} (404 for an unknown id);
 * - GET on both collections: the stored records as JSON, newest first, for a logged-in
 *   administrator only (they hold visitors' contact answers: 401 without a login, 403 for a
 *   customer; SEOAIC_LIST=off turns them off altogether).
 * Creates and updates count against the per-IP rate limit of public writes. Bad bodies answer 400 naming the field. A request with an `Idempotency-Key` header is applied
 * once: a repeat (a retry whose first answer was lost) gets the same answer, marked
 * `Idempotent-Replayed: true`, and changes nothing.
 */
import { STATS_ROUTE } from '../../../src/core/article/constants';
import { LEAD_ROUTE } from '../../../src/core/lead/constants';
import { requireAdmin } from '../account/admin';
import { HttpError } from '../http';
import { enqueueLeadNotice } from '../mail/enqueue';
import type { Reply } from '../router';
import { idempotencyKey, leadCreate, leadUpdate, recordId, statsCreate, statsUpdate } from '../seoaic/validate';
import { nowSeconds, type UpdateOutcome } from '../storage';
import type { RouteModule } from './module';

/** Creates and updates: public writes (rate-limited per IP); a real lead or stats body is a few KB. */
const WRITE = { publicWrite: true, maxBody: 256 * 1024 };

/** Most records a list answer holds. */
const LIST_LIMIT = 200;

const iso = (s: number) => new Date(s * 1000).toISOString();
const replayed = (yes: boolean): Reply['headers'] => (yes ? { 'Idempotent-Replayed': 'true' } : {});

function updated(outcome: UpdateOutcome, what: string, id: number): Reply {
  if (outcome === 'missing') throw new HttpError(404, 'rest_not_found', `No ${what} with id ${id}`);
  return { json: { success: true, data: { id } }, headers: replayed(outcome === 'replayed') };
}

function listEnabled(): void {
  if ((process.env.SEOAIC_LIST ?? 'on').toLowerCase() === 'off') throw new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

export const seoaic: RouteModule = {
  name: 'seoaic',
  register(router) {
    router.onRest('POST', LEAD_ROUTE, async ({ json, req, store, mail }) => {
      const lead = leadCreate(json);
      const key = idempotencyKey(req.headers['idempotency-key']);
      const r = await store.seoaic.createLead({ title: lead.title, url: lead.url, status: lead.status, leadData: JSON.stringify(lead.lead_data) }, key, nowSeconds());
      await enqueueLeadNotice(store, mail, { id: r.id, title: lead.title, url: lead.url, status: lead.status, data: lead.lead_data }, nowSeconds());
      return { json: { success: true, data: { id: r.id } }, headers: replayed(r.replayed) };
    }, WRITE);

    router.onRest('PUT', `${LEAD_ROUTE}/:id`, async ({ json, req, params, store }) => {
      const id = recordId(params.id);
      const lead = leadUpdate(json);
      const key = idempotencyKey(req.headers['idempotency-key']);
      return updated(await store.seoaic.updateLead(id, { status: lead.status, leadData: JSON.stringify(lead.lead_data) }, key, nowSeconds()), 'lead', id);
    }, WRITE);

    router.onRest('POST', STATS_ROUTE, async ({ json, req, store }) => {
      const stats = statsCreate(json);
      const key = idempotencyKey(req.headers['idempotency-key']);
      const r = await store.seoaic.createStats({ postId: stats.post_id, blocksCount: stats.blocks_count, data: JSON.stringify(stats.data) }, key, nowSeconds());
      return { json: { success: true, data: { id: r.id } }, headers: replayed(r.replayed) };
    }, WRITE);

    router.onRest('PUT', `${STATS_ROUTE}/:id`, async ({ json, req, params, store }) => {
      const id = recordId(params.id);
      const stats = statsUpdate(json);
      const key = idempotencyKey(req.headers['idempotency-key']);
      return updated(await store.seoaic.updateStats(id, JSON.stringify(stats.data), key, nowSeconds()), 'stats record', id);
    }, WRITE);

    router.onRest('GET', LEAD_ROUTE, async (ctx) => {
      const { store } = ctx;
      listEnabled();
      await requireAdmin(ctx);
      const rows = await store.seoaic.listLeads(LIST_LIMIT);
      return {
        json: {
          success: true,
          data: rows.map((r) => ({ id: r.id, title: r.title, url: r.url, status: r.status, lead_data: JSON.parse(r.leadData), updates: r.updates, created_at: iso(r.createdAt), updated_at: iso(r.updatedAt) })),
        },
      };
    });

    router.onRest('GET', STATS_ROUTE, async (ctx) => {
      const { store } = ctx;
      listEnabled();
      await requireAdmin(ctx);
      const rows = await store.seoaic.listStats(LIST_LIMIT);
      return {
        json: {
          success: true,
          data: rows.map((r) => ({ id: r.id, post_id: r.postId, blocks_count: r.blocksCount, data: JSON.parse(r.data), updates: r.updates, created_at: iso(r.createdAt), updated_at: iso(r.updatedAt) })),
        },
      };
    });
  },
};
