/**
 * The static demo's store: the reference backend's repositories (demo/server/storage) kept in
 * memory for the life of the page, so its route handlers run unchanged in the browser. Nothing
 * persists and nothing leaves the browser.
 */
import type { ConsentRecord } from '../server/storage/consents';
import type { Draft, FormEntry } from '../server/storage/forms';
import type { ConversionCount } from '../server/storage/popup';
import type { LeadRow, StatsRow, UpdateOutcome } from '../server/storage/seoaic';

/** One SEOAIC record table: create and update once per idempotency key, list newest first. */
function records<R extends { id: number; updates: number; createdAt: number; updatedAt: number }>() {
  const rows: R[] = [];
  const keys = new Map<string, number>();
  return {
    create(values: Omit<R, 'id' | 'updates' | 'createdAt' | 'updatedAt'>, key: string | undefined, time: number): { id: number; replayed: boolean } {
      const seen = key ? keys.get(`create:${key}`) : undefined;
      if (seen !== undefined) return { id: seen, replayed: true };
      const id = rows.length + 1;
      rows.push({ ...values, id, updates: 0, createdAt: time, updatedAt: time } as R);
      if (key) keys.set(`create:${key}`, id);
      return { id, replayed: false };
    },
    update(id: number, values: Partial<R>, key: string | undefined, time: number): UpdateOutcome {
      const row = rows[id - 1];
      if (!row) return 'missing';
      if (key && keys.has(`update:${id}:${key}`)) return 'replayed';
      Object.assign(row, values, { updates: row.updates + 1, updatedAt: time });
      if (key) keys.set(`update:${id}:${key}`, id);
      return 'updated';
    },
    list: (limit: number): R[] => [...rows].reverse().slice(0, limit),
  };
}

/** What the route modules call on `ctx.store` (demo/server/storage/index.ts, Store). */
export function memoryStore() {
  const consents: ConsentRecord[] = [];
  const conversions = new Map<number, ConversionCount>();
  const drafts = new Map<string, Draft & { email?: string }>();
  const entries: FormEntry[] = [];
  const uploads = new Map<string, { entryId: number | null; storedPath: string }>();
  return {
    description: 'in this browser tab (static demo)',
    // Form notifications and lead notices are enqueued by the routes; a static demo sends no mail.
    mailOutbox: { enqueue: async (): Promise<void> => {} },
    health: { ping: async () => true },
    consents: {
      async add(r: ConsentRecord): Promise<number> {
        return consents.push(r);
      },
    },
    popupConversions: {
      async increment(id: number, time: number): Promise<void> {
        const row = conversions.get(id) ?? { popupId: id, conversions: 0, lastConversionAt: time };
        conversions.set(id, { ...row, conversions: row.conversions + 1, lastConversionAt: time });
      },
      async list(): Promise<ConversionCount[]> {
        return [...conversions.values()].sort((a, b) => a.popupId - b.popupId);
      },
      async get(id: number): Promise<ConversionCount | undefined> {
        return conversions.get(id);
      },
    },
    // Uploads: the records only (no file system in a tab); a single file input's file is recorded with its entry.
    uploads: {
      async record(u: { tempFilename: string }): Promise<void> {
        uploads.set(u.tempFilename, { entryId: null, storedPath: '' });
      },
      async pending(): Promise<boolean> {
        return false;
      },
      async link(tempFilename: string, entryId: number, storedPath: string): Promise<void> {
        uploads.set(tempFilename, { entryId, storedPath });
      },
      async find(tempFilename: string): Promise<{ entryId: number | null; storedPath: string } | undefined> {
        return uploads.get(tempFilename);
      },
    },
    forms: {
      async findDraft(formId: number, token: string, since: number): Promise<{ fields: string; page: number } | undefined> {
        const d = drafts.get(token);
        return d && d.formId === formId && d.time >= since ? { fields: d.fields, page: d.page } : undefined;
      },
      async saveDraft(d: Draft): Promise<void> {
        drafts.set(d.token, d);
      },
      async setDraftEmail(token: string, email: string, time: number): Promise<void> {
        const d = drafts.get(token);
        if (d) drafts.set(token, { ...d, email, time });
      },
      async addEntry(e: FormEntry, resumedToken?: string): Promise<number> {
        if (resumedToken) drafts.delete(resumedToken);
        return entries.push(e);
      },
    },
    seoaic: (() => {
      const leads = records<LeadRow>();
      const stats = records<StatsRow>();
      return {
        createLead: async (l: { title: string; url: string; status: string; leadData: string }, key: string | undefined, time: number) => leads.create(l, key, time),
        updateLead: async (id: number, l: { status: string; leadData: string }, key: string | undefined, time: number) => leads.update(id, l, key, time),
        listLeads: async (limit: number) => leads.list(limit),
        createStats: async (r: { postId: number; blocksCount: number; data: string }, key: string | undefined, time: number) => stats.create(r, key, time),
        updateStats: async (id: number, data: string, key: string | undefined, time: number) => stats.update(id, { data }, key, time),
        listStats: async (limit: number) => stats.list(limit),
      };
    })(),
    async close(): Promise<void> {},
  };
}
