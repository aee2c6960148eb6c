/**
 * The static demo's store: the reference backend's repositories (demo/server/storage) kept in
 * memory for the life of the page, so its route handlers run unchanged in the browser. Nothing
 * persists and nothing leaves the browser.
 */
import type { ConsentRecord } from '../server/storage/consents';
import type { Draft, FormEntry } from '../server/storage/forms';
import type { ConversionCount } from '../server/storage/popup';

/** What the route modules call on `ctx.store` (demo/server/storage/index.ts, Store). */
export function memoryStore() {
  const consents: ConsentRecord[] = [];
  const conversions = new Map<number, ConversionCount>();
  const drafts = new Map<string, Draft & { email?: string }>();
  const entries: FormEntry[] = [];
  return {
    description: 'in this browser tab (static demo)',
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
    async close(): Promise<void> {},
  };
}
