import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../demo/server/storage';
import { IDEMPOTENCY_TTL_SECONDS } from '../../demo/server/storage/seoaic';
import { engines } from './engines';

const T = 1_700_000_000;
const lead = (data: unknown[]) => ({ title: 'Taart', url: 'https://bakkerij.nl/taart', status: 'initiated', leadData: JSON.stringify(data) });

for (const engine of engines()) {
  describe(`seoaic storage on ${engine.name}`, () => {
    let store: Store;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await engine.fresh();
      drop = fresh.drop;
      store = await openStore(fresh.options);
    });
    afterAll(async () => {
      await store.close();
      await drop();
    });

    it('a create repeated with its key -> the same id, one row; without a key -> a new row each time', async () => {
      const a = await store.seoaic.createLead(lead(['a']), 'key-a', T);
      const again = await store.seoaic.createLead(lead(['a']), 'key-a', T + 5);
      expect(again).toEqual({ id: a.id, replayed: true });
      expect(a.replayed).toBe(false);
      const [x, y] = await Promise.all([store.seoaic.createLead(lead([]), undefined, T), store.seoaic.createLead(lead([]), undefined, T)]);
      expect(x.id).not.toBe(y.id);
      // Two copies of one request at the same moment (two tabs) -> still one row.
      const [p, q] = await Promise.all([store.seoaic.createStats({ postId: 1, blocksCount: 3, data: '[]' }, 'key-s', T), store.seoaic.createStats({ postId: 1, blocksCount: 3, data: '[]' }, 'key-s', T)]);
      expect(p.id).toBe(q.id);
      expect((await store.seoaic.listStats(10)).filter((r) => r.id === p.id)).toHaveLength(1);
    });

    it('an update is applied once per key; a late repeat of an older update does not undo a newer one; unknown id -> missing', async () => {
      const { id } = await store.seoaic.createLead(lead(['a']), 'key-b', T);
      expect(await store.seoaic.updateLead(id, { status: 'initiated', leadData: '["a","b"]' }, 'u1', T + 1)).toBe('updated');
      expect(await store.seoaic.updateLead(id, { status: 'captured', leadData: '["a","b","c"]' }, 'u2', T + 2)).toBe('updated');
      expect(await store.seoaic.updateLead(id, { status: 'initiated', leadData: '["a","b"]' }, 'u1', T + 3)).toBe('replayed');
      const row = (await store.seoaic.listLeads(50)).find((r) => r.id === id)!;
      expect([row.status, row.leadData, row.updates]).toEqual(['captured', '["a","b","c"]', 2]);
      expect(await store.seoaic.updateLead(987654, { status: 'captured', leadData: '[]' }, 'u3', T)).toBe('missing');
      expect(await store.seoaic.updateLead(987654, { status: 'captured', leadData: '[]' }, undefined, T)).toBe('missing');
      // The key of a missing record was not spent: it still works once the id is right.
      expect(await store.seoaic.updateLead(id, { status: 'captured', leadData: '["z"]' }, 'u3', T + 4)).toBe('updated');
      expect(await store.seoaic.updateStats(987654, '[]', undefined, T)).toBe('missing');
    });

    it('update keys are forgotten after 30 days', async () => {
      const { id } = await store.seoaic.createLead(lead([]), 'key-c', T);
      expect(await store.seoaic.updateLead(id, { status: 'initiated', leadData: '["1"]' }, 'old', T)).toBe('updated');
      await store.seoaic.updateLead(id, { status: 'initiated', leadData: '["2"]' }, 'new', T + IDEMPOTENCY_TTL_SECONDS + 1);
      expect(await store.seoaic.updateLead(id, { status: 'initiated', leadData: '["1"]' }, 'old', T + IDEMPOTENCY_TTL_SECONDS + 2)).toBe('updated');
    });

    it('lists newest first with every column', async () => {
      const { id } = await store.seoaic.createStats({ postId: 482, blocksCount: 3, data: '[{"id":"a"}]' }, undefined, T + 9);
      expect((await store.seoaic.listStats(1))[0]).toEqual({ id, postId: 482, blocksCount: 3, data: '[{"id":"a"}]', updates: 0, createdAt: T + 9, updatedAt: T + 9 });
    });
  });
}
