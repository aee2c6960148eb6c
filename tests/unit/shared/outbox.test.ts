import { describe, expect, it } from 'vitest';
import {
  answerId,
  classify,
  emptyOutbox,
  enqueue,
  isDue,
  nextDispatch,
  prune,
  readOutbox,
  RECORD_TTL_MS,
  retryDelay,
  settle,
  type OutboxState,
  type SendResult,
} from '../../../src/core/shared/outbox';

const URL_ = 'https://bakkerij.nl/wp-json/seoaic/v1/lead';
const T0 = 1_700_000_000_000;

/** A lead created offline with two answers after it: create, update, update. */
function offlineLead(): OutboxState {
  let s = emptyOutbox();
  s = enqueue(s, { key: 'k1', record: 'r1', kind: 'create', url: URL_, body: { n: 1 } }, T0);
  s = enqueue(s, { key: 'k2', record: 'r1', kind: 'update', url: URL_, body: { n: 2 } }, T0 + 1);
  s = enqueue(s, { key: 'k3', record: 'r1', kind: 'update', url: URL_, body: { n: 3 } }, T0 + 2);
  return s;
}

const ok = (data: unknown, status = 200): SendResult => ({ ok: true, status, data });
const fail = (kind: string, status?: number): SendResult => (status === undefined ? { ok: false, kind } : { ok: false, kind, status });

describe('outbox order and ids', () => {
  it('queued in order; the head goes first; an update waits for its create and then carries its id', () => {
    let s = offlineLead();
    expect(s.ops.map((o) => o.key)).toEqual(['k1', 'k2', 'k3']);
    expect(nextDispatch(s)).toMatchObject({ kind: 'send', method: 'POST', url: URL_, op: { key: 'k1' } });
    // The create fails: it stays first, nothing jumps it.
    s = settle(s, 'k1', { kind: 'retry', reason: 'network' }, T0 + 10);
    expect(nextDispatch(s)).toMatchObject({ kind: 'send', method: 'POST', op: { key: 'k1', attempts: 1 } });
    // It succeeds later: the id is substituted into the updates, in order.
    s = settle(s, 'k1', { kind: 'done', id: '42' }, T0 + 20);
    expect(nextDispatch(s)).toMatchObject({ kind: 'send', method: 'PUT', url: `${URL_}/42`, op: { key: 'k2', body: { n: 2 } } });
    s = settle(s, 'k2', { kind: 'done' }, T0 + 30);
    expect(nextDispatch(s)).toMatchObject({ kind: 'send', method: 'PUT', url: `${URL_}/42`, op: { key: 'k3' } });
    s = settle(s, 'k3', { kind: 'done' }, T0 + 40);
    expect(nextDispatch(s)).toBeUndefined();
    expect(s.records.r1!.id).toBe('42');
  });

  it('an answer queued after the create was sent still follows it', () => {
    let s = enqueue(emptyOutbox(), { key: 'k1', record: 'r1', kind: 'create', url: URL_, body: {} }, T0);
    s = settle(s, 'k1', { kind: 'done', id: '7' }, T0 + 1);
    s = enqueue(s, { key: 'k2', record: 'r1', kind: 'update', url: URL_ + '/', body: {} }, T0 + 2);
    expect(nextDispatch(s)).toMatchObject({ method: 'PUT', url: `${URL_}/7` });
  });

  it('a dropped create -> its updates have no id (the widget logs "No ID found" and drops them)', () => {
    let s = offlineLead();
    s = settle(s, 'k1', { kind: 'drop', reason: 'HTTP 400' }, T0 + 5);
    expect(s.records.r1!.failed).toBe(true);
    expect(nextDispatch(s)).toMatchObject({ kind: 'no-id', op: { key: 'k2' } });
  });

  it('two records interleaved keep their own ids', () => {
    let s = emptyOutbox();
    s = enqueue(s, { key: 'a1', record: 'A', kind: 'create', url: URL_, body: {} }, T0);
    s = enqueue(s, { key: 'b1', record: 'B', kind: 'create', url: URL_, body: {} }, T0);
    s = enqueue(s, { key: 'a2', record: 'A', kind: 'update', url: URL_, body: {} }, T0);
    s = enqueue(s, { key: 'b2', record: 'B', kind: 'update', url: URL_, body: {} }, T0);
    s = settle(s, 'a1', { kind: 'done', id: '1' }, T0);
    s = settle(s, 'b1', { kind: 'done', id: '2' }, T0);
    expect(nextDispatch(s)).toMatchObject({ url: `${URL_}/1` });
    s = settle(s, 'a2', { kind: 'done' }, T0);
    expect(nextDispatch(s)).toMatchObject({ url: `${URL_}/2` });
  });

  it('the same key is not queued twice; settling a key no longer queued (another tab sent it) changes nothing', () => {
    const s = offlineLead();
    expect(enqueue(s, { key: 'k2', record: 'r1', kind: 'update', url: URL_, body: {} }, T0)).toBe(s);
    expect(settle(s, 'gone', { kind: 'done' }, T0)).toBe(s);
  });
});

describe('classify (spec section 7: a create reads success and data.id)', () => {
  it.each<[string, 'create' | 'update', SendResult, string]>([
    ['create {success, data.id number}', 'create', ok({ success: true, data: { id: 12 } }), 'done 12'],
    ['create data.id string', 'create', ok({ success: true, data: { id: 'ab1' } }), 'done ab1'],
    ['create without success key', 'create', ok({ data: { id: 3 } }), 'done 3'],
    ['create success false', 'create', ok({ success: false, data: { id: 3 } }), 'retry noId'],
    ['create without id', 'create', ok({ success: true, data: {} }), 'retry noId'],
    ['create id empty string', 'create', ok({ success: true, data: { id: ' ' } }), 'retry noId'],
    ['create answer not an object', 'create', ok('ok'), 'retry'],
    ['update success', 'update', ok({ success: true, data: { id: 12 } }), 'done'],
    ['update success false', 'update', ok({ success: false }), 'retry'],
    ['offline', 'create', fail('network'), 'retry'],
    ['timeout', 'update', fail('timeout'), 'retry'],
    ['captive portal HTML (200, not JSON)', 'create', fail('unparseable', 200), 'retry'],
    ['500', 'update', fail('http', 500), 'retry'],
    ['503', 'create', fail('http', 503), 'retry'],
    ['429', 'create', fail('http', 429), 'retry'],
    ['408', 'create', fail('http', 408), 'retry'],
    ['403 (expired nonce)', 'update', fail('http', 403), 'retry'],
    ['400', 'create', fail('http', 400), 'drop'],
    ['404 (unknown id)', 'update', fail('http', 404), 'drop'],
    // Found by the fault matrix (tests/corpus/calls.ts): a create's 404 dropped the visitor's lead.
    ['404 for a create (the route is missing)', 'create', fail('http', 404), 'retry'],
    ['422', 'update', fail('http', 422), 'drop'],
  ])('%s -> %s', (_name, kind, result, expected) => {
    const o = classify(kind, result);
    const text = o.kind === 'done' ? `done${o.id !== undefined ? ` ${o.id}` : ''}` : o.kind === 'retry' ? `retry${o.noId ? ' noId' : ''}` : 'drop';
    expect(text).toBe(expected);
  });

  it.each<[unknown, string | undefined]>([
    [{ success: true, data: { id: 5 } }, '5'],
    [{ success: true, data: { id: ' 9 ' } }, '9'],
    [{ success: true, data: { id: null } }, undefined],
    [{ success: true, data: [1] }, undefined],
    [null, undefined],
  ])('answerId(%j) -> %j', (data, expected) => {
    expect(answerId(data)).toBe(expected);
  });
});

describe('backoff', () => {
  it.each([
    [0, 0],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [6, 64_000],
    [8, 256_000],
    [9, 300_000],
    [50, 300_000],
  ])('%i failures in a row -> wait %i ms', (failures, ms) => {
    expect(retryDelay(failures)).toBe(ms);
  });

  it('failures push the next attempt back; a success resets it', () => {
    let s = offlineLead();
    s = settle(s, 'k1', { kind: 'retry', reason: 'x' }, T0);
    expect([s.failures, s.nextAttemptAt]).toEqual([1, T0 + 2000]);
    expect(isDue(s, T0 + 1999)).toBe(false);
    expect(isDue(s, T0 + 2000)).toBe(true);
    s = settle(s, 'k1', { kind: 'retry', reason: 'x' }, T0 + 2000);
    expect([s.failures, s.nextAttemptAt]).toEqual([2, T0 + 6000]);
    s = settle(s, 'k1', { kind: 'done', id: '1' }, T0 + 6000);
    expect([s.failures, s.nextAttemptAt]).toEqual([0, 0]);
    expect(isDue(emptyOutbox(), T0)).toBe(false);
  });
});

describe('stored state', () => {
  it('round-trips through JSON', () => {
    const s = settle(offlineLead(), 'k1', { kind: 'retry', reason: 'x' }, T0);
    expect(readOutbox(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'garbage'],
    ['an array', []],
    ['ops not an array', { ops: 5 }],
  ])('%s -> an empty outbox', (_name, raw) => {
    expect(readOutbox(raw)).toEqual(emptyOutbox());
  });

  it('malformed entries are skipped, good ones kept', () => {
    const raw = { ops: [{ key: 'k', record: 'r', kind: 'update', url: URL_, body: 1 }, { key: 'x', kind: 'delete' }, 7], records: { r: { id: '3', touchedAt: 1 }, bad: 4 } };
    expect(readOutbox(raw)).toEqual({ ops: [{ key: 'k', record: 'r', kind: 'update', url: URL_, body: 1, queuedAt: 0, attempts: 0 }], records: { r: { id: '3', touchedAt: 1 } }, failures: 0, nextAttemptAt: 0 });
  });

  it('prune forgets old records with nothing queued, keeps the rest', () => {
    let s = enqueue(emptyOutbox(), { key: 'k1', record: 'old', kind: 'create', url: URL_, body: {} }, T0);
    s = settle(s, 'k1', { kind: 'done', id: '1' }, T0);
    s = enqueue(s, { key: 'k2', record: 'busy', kind: 'create', url: URL_, body: {} }, T0);
    expect(Object.keys(prune(s, T0 + RECORD_TTL_MS).records)).toEqual(['old', 'busy']);
    expect(Object.keys(prune(s, T0 + RECORD_TTL_MS + 1).records)).toEqual(['busy']);
  });
});
