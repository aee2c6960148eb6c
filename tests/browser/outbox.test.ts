import { expect } from 'chai';
import { outbox, resetOutboxes } from '../../src/platform/outbox';
import { createSafeStorage } from '../../src/platform/storage';
import { fakeSeoaic } from './fixtures/fake-seoaic';
import { spyConsoleError, waitFor } from './helpers';

const KEY = 'se-outbox-test';
const URL_ = '/fake-wp/seoaic/v1/lead';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { ops: { kind: string; attempts: number }[]; records: Record<string, { id?: string }>; nextAttemptAt: number } | null;

describe('outbox (src/platform/outbox.ts)', () => {
  let fake: ReturnType<typeof fakeSeoaic>;
  beforeEach(() => {
    localStorage.removeItem(KEY);
    resetOutboxes();
    fake = fakeSeoaic();
  });
  afterEach(() => {
    fake.restore();
    resetOutboxes();
    localStorage.removeItem(KEY);
  });

  const box = () => outbox({ storageKey: KEY, noIdMessage: '[Test] No ID found', logPrefix: '[test]' });

  it('offline -> kept in localStorage with a backoff time; `online` sends them in order with the new id', async () => {
    fake.state.mode = 'offline';
    const b = box();
    const release = b.attach('n');
    try {
      b.add({ record: 'r', kind: 'create', url: URL_, body: { n: 1 } });
      b.add({ record: 'r', kind: 'update', url: URL_, body: { n: 2 } });
      await waitFor(() => fake.calls.length >= 2 && stored()?.ops[0]!.attempts! >= 1);
      expect(stored()!.ops.map((o) => o.kind)).to.deep.equal(['create', 'update']);
      expect(stored()!.nextAttemptAt).to.be.greaterThan(Date.now());
      // Nothing was sent before the create got through.
      expect(fake.calls.every((c) => c.method === 'POST')).to.equal(true);
      fake.state.mode = 'ok';
      window.dispatchEvent(new Event('online'));
      await waitFor(() => localStorage.getItem(KEY) !== null && stored()!.ops.length === 0);
      expect(fake.calls.filter((c) => c.path !== '').slice(-2).map((c) => `${c.method} ${c.path}`)).to.deep.equal(['POST seoaic/v1/lead', 'PUT seoaic/v1/lead/1']);
      expect(stored()!.records.r!.id).to.equal('1');
    } finally {
      release();
    }
  });

  it('a queue left by an earlier page view is sent when an element attaches (the next page view)', async () => {
    fake.state.mode = 'down';
    const first = box();
    first.add({ record: 'r', kind: 'create', url: URL_, body: { n: 1 } });
    await waitFor(() => stored()?.ops[0]?.attempts === 1);
    resetOutboxes(); // a new page
    fake.state.mode = 'ok';
    const release = box().attach();
    try {
      await waitFor(() => stored()?.ops.length === 0);
      expect(fake.records.size).to.equal(1);
    } finally {
      release();
    }
  });

  it('the same operation sent twice (a lost answer) is created once: the key is the same on the retry', async () => {
    const b = box();
    b.add({ record: 'r', kind: 'create', url: URL_, body: { n: 1 } });
    await waitFor(() => stored()?.ops.length === 0);
    const key = fake.calls[0]!.headers['idempotency-key']!;
    const again = await fetch(URL_, { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{}' }).then((r) => r.json());
    expect(again).to.deep.equal({ success: true, data: { id: 1 } });
    expect(fake.records.size).to.equal(1);
  });

  it('a 400 on the create -> dropped with one error; its update -> "No ID found", never sent', async () => {
    const spy = spyConsoleError();
    const original = window.fetch;
    window.fetch = async (input, init) => (init?.method === 'POST' ? new Response('{"success":false}', { status: 400 }) : original(input, init));
    try {
      const b = box();
      b.add({ record: 'r', kind: 'create', url: URL_, body: {} });
      b.add({ record: 'r', kind: 'update', url: URL_, body: {} });
      await waitFor(() => stored() === null || stored()!.ops.length === 0);
      expect(spy.calls.map((c) => String(c[0]).replace(/ POST .* refused/, ' POST … refused'))).to.deep.equal([
        '[test] POST … refused (HTTP 400); the server will not take it, so it is dropped',
        '[Test] No ID found',
      ]);
      expect(fake.calls.some((c) => c.method === 'PUT')).to.equal(false);
    } finally {
      window.fetch = original;
      spy.restore();
    }
  });

  it('storage full: the queue written last is the one read back (an older stored copy does not shadow it)', () => {
    const data = new Map<string, string>();
    let full = false;
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        data.set(k, v);
      },
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    const s = createSafeStorage(() => store);
    s.set('q', 'one op');
    full = true;
    s.set('q', 'two ops');
    expect(s.get('q')).to.equal('two ops');
  });
});
