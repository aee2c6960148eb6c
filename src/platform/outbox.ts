/**
 * The outbox's browser side (rules in src/core/shared/outbox.ts): the queue lives in localStorage
 * under one key per widget kind, is sent through src/platform/http.ts one operation at a time, in
 * order, and is retried on a timer with backoff, on the next operation, on `online` and on the
 * next page view that shows the widget. One flusher per key and page; across tabs the Web Locks
 * API (where present) keeps two tabs from sending the same queue at once.
 */
import {
  classify,
  enqueue,
  isDue,
  nextDispatch,
  prune,
  readOutbox,
  settle,
  type OutboxKind,
  type OutboxState,
} from '../core/shared/outbox';
import { restJson } from './http';
import { local, type SafeStorage } from './storage';
import { randomKey } from './random-key';

/** Header carrying each operation's idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface OutboxOptions {
  /** localStorage key (public: README "storage keys"). */
  storageKey: string;
  /** Logged when an update cannot be sent for want of a record id (spec section 8). */
  noIdMessage: string;
  /** `[tag]` prefix of other console errors. */
  logPrefix: string;
  storage?: SafeStorage;
}

/** Why a flush runs: an operation was added, the browser came online, a page view, the backoff timer. */
export type FlushTrigger = 'add' | 'online' | 'pageview' | 'timer';

export interface Outbox {
  /** Queues an operation (persisted at once) and starts sending. */
  add(op: { record: string; kind: OutboxKind; url: string; body: unknown }, nonce?: string): void;
  /** Sends what is due; resolves when this round is over. Never rejects. */
  flush(trigger: FlushTrigger, nonce?: string): Promise<void>;
  /** An element uses this outbox: listen to `online`, retry now (a page view). Returns the release. */
  attach(nonce?: string): () => void;
  /** Operations still queued. */
  size(): number;
}

interface Runner {
  options: Required<OutboxOptions>;
  running: Promise<void> | null;
  again: FlushTrigger | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  nonce: string | undefined;
  users: number;
  api: Outbox;
}

const runners = new Map<string, Runner>();

export { randomKey };

/** The outbox stored under `options.storageKey` (one per key and page). */
export function outbox(options: OutboxOptions): Outbox {
  const existing = runners.get(options.storageKey);
  if (existing) return existing.api;
  const r: Runner = {
    options: { storage: local, ...options },
    running: null,
    again: null,
    timer: undefined,
    nonce: undefined,
    users: 0,
    api: undefined as unknown as Outbox,
  };
  const load = (): OutboxState => readOutbox(r.options.storage.getJson<unknown>(r.options.storageKey, null));
  const save = (s: OutboxState) => {
    if (s.ops.length === 0 && Object.keys(s.records).length === 0) r.options.storage.remove(r.options.storageKey);
    else r.options.storage.setJson(r.options.storageKey, s);
  };
  const onOnline = () => void r.api.flush('online');

  function schedule(at: number): void {
    clearTimeout(r.timer);
    r.timer = undefined;
    if (r.users === 0) return;
    r.timer = setTimeout(() => void r.api.flush('timer'), Math.max(0, at - Date.now()));
  }

  async function drain(trigger: FlushTrigger): Promise<void> {
    // Only the timer waits for the backoff; an answer, `online` and a page view try at once.
    let respectBackoff = trigger === 'timer';
    for (;;) {
      const loaded = load();
      const state = prune(loaded, Date.now());
      if (state.ops.length === 0) {
        if (state !== loaded) save(state);
        return;
      }
      if (respectBackoff && !isDue(state, Date.now())) return schedule(state.nextAttemptAt);
      respectBackoff = false;
      const d = nextDispatch(state)!;
      if (d.kind === 'no-id') {
        // Spec section 8: never a PUT without an id.
        console.error(r.options.noIdMessage);
        save(settle(load(), d.op.key, { kind: 'drop', reason: 'no record id' }, Date.now()));
        continue;
      }
      const result = await restJson(d.method, d.url, d.op.body, { nonce: r.nonce, headers: { [IDEMPOTENCY_HEADER]: d.op.key } });
      const outcome = classify(d.op.kind, result);
      if (outcome.kind === 'retry' && outcome.noId) console.error(r.options.noIdMessage);
      if (outcome.kind === 'drop') console.error(`${r.options.logPrefix} ${d.method} ${d.url} refused (${outcome.reason}); the server will not take it, so it is dropped`);
      // Re-read: another element or tab may have queued more while the request ran.
      const next = settle(load(), d.op.key, outcome, Date.now());
      save(next);
      if (outcome.kind === 'retry') return schedule(next.nextAttemptAt);
    }
  }

  async function locked(fn: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks?.request) await locks.request(`se-outbox:${r.options.storageKey}`, fn);
    else await fn();
  }

  r.api = {
    add(op, nonce) {
      if (nonce !== undefined) r.nonce = nonce;
      // Stored at once: the answer is safe from here on, whatever happens to the request.
      save(enqueue(load(), { ...op, key: randomKey() }, Date.now()));
      void r.api.flush('add');
    },
    flush(trigger, nonce) {
      if (nonce !== undefined) r.nonce = nonce;
      if (r.running) {
        // One round at a time; a trigger during a round runs another round right after it.
        if (r.again === null || r.again === 'timer') r.again = trigger;
        return r.running;
      }
      r.running = (async () => {
        let t: FlushTrigger | null = trigger;
        try {
          while (t) {
            r.again = null;
            const current: FlushTrigger = t;
            await locked(() => drain(current));
            t = r.again;
          }
        } catch (e) {
          console.error(`${r.options.logPrefix} outbox`, e);
        } finally {
          r.running = null;
        }
      })();
      return r.running;
    },
    attach(nonce) {
      if (nonce !== undefined) r.nonce = nonce;
      r.users++;
      if (r.users === 1) window.addEventListener('online', onOnline);
      void r.api.flush('pageview');
      let released = false;
      return () => {
        if (released) return;
        released = true;
        r.users--;
        if (r.users === 0) {
          window.removeEventListener('online', onOnline);
          clearTimeout(r.timer);
          r.timer = undefined;
        }
      };
    },
    size: () => load().ops.length,
  };
  runners.set(options.storageKey, r);
  return r.api;
}

/** For tests: forget every outbox runner of this page (their stored queues stay). */
export function resetOutboxes(): void {
  for (const r of runners.values()) clearTimeout(r.timer);
  runners.clear();
}
