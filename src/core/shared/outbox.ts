/**
 * The outbox of the SEOAIC record calls (lead, article stats): every create (POST) and update
 * (PUT) is queued first and removed only once the server has it, so no answer is lost when the
 * visitor is offline, the server answers 5xx or a request times out. Pure: the clock and the
 * stored state come in as arguments (src/platform/outbox.ts stores it in localStorage and sends).
 *
 * - Order: operations leave strictly first-in first-out; the head blocks everything behind it.
 * - Ids: an update names its record by a local key; the server id, known once the record's create
 *   has been answered, is put into the update's URL when it is sent. A record created offline gets
 *   its id later and its queued updates follow it.
 * - Exactly once: each operation has its own idempotency key, sent as `Idempotency-Key`; a server
 *   that honours it (the reference backend does) answers a repeat with the first answer instead
 *   of applying it twice (a create whose answer was lost is not created twice). Updates carry the
 *   whole record, so a repeat on a server without the header is harmless too.
 * - Retries: after a failure the next attempt is due after {@link retryDelay} (2 s, doubling, at
 *   most 5 min); an answer, the `online` event and the next page view try again at once.
 */
import { isPlainObject } from './schema';

/** First wait after a failed send (not in the spec; chosen here). */
export const RETRY_BASE_MS = 2000;
/** Longest wait between two timed retries. */
export const RETRY_MAX_MS = 5 * 60_000;
/** How long a record's id is kept once nothing is queued for it (a lead lives one page view; a day is plenty). */
export const RECORD_TTL_MS = 24 * 60 * 60_000;

export type OutboxKind = 'create' | 'update';

export interface OutboxOp {
  /** Idempotency key: unique per operation, the same on every retry. */
  key: string;
  /** Local key of the record (the server id is not known when the operation is queued). */
  record: string;
  kind: OutboxKind;
  /** The collection URL (`{restUrl}seoaic/v1/lead`); an update appends `/{id}` when sent. */
  url: string;
  body: unknown;
  queuedAt: number;
  attempts: number;
}

export interface OutboxRecord {
  /** The server's id, once its create has been answered. */
  id?: string;
  touchedAt: number;
  /** Its create was refused for good (a 4xx): its updates cannot be sent. */
  failed?: boolean;
}

export interface OutboxState {
  ops: OutboxOp[];
  records: Record<string, OutboxRecord>;
  /** Failed sends in a row (drives the backoff). */
  failures: number;
  /** Epoch ms before which a timed retry waits. */
  nextAttemptAt: number;
}

/** What to do next: send the head, or give up on it because its record has no id. */
export type Dispatch = { kind: 'send'; op: OutboxOp; method: 'POST' | 'PUT'; url: string } | { kind: 'no-id'; op: OutboxOp };

/** How a send went: the server has it (with the new id for a create), try again later, or never. */
export type Outcome = { kind: 'done'; id?: string } | { kind: 'retry'; reason: string; noId?: boolean } | { kind: 'drop'; reason: string };

/** The HTTP result as src/platform/http.ts resolves it, pared down. */
export type SendResult = { ok: true; status: number; data: unknown } | { ok: false; kind: string; status?: number; message?: string };

/** An empty outbox. */
export function emptyOutbox(): OutboxState {
  return { ops: [], records: {}, failures: 0, nextAttemptAt: 0 };
}

const isStr = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads stored JSON back into a state; malformed entries are skipped, anything unreadable is an empty outbox. */
export function readOutbox(raw: unknown): OutboxState {
  if (!isPlainObject(raw)) return emptyOutbox();
  const ops: OutboxOp[] = [];
  for (const o of Array.isArray(raw.ops) ? raw.ops : []) {
    if (!isPlainObject(o) || !isStr(o.key) || !isStr(o.record) || (o.kind !== 'create' && o.kind !== 'update') || !isStr(o.url)) continue;
    ops.push({ key: o.key, record: o.record, kind: o.kind, url: o.url, body: o.body, queuedAt: isNum(o.queuedAt) ? o.queuedAt : 0, attempts: isNum(o.attempts) ? o.attempts : 0 });
  }
  const records: Record<string, OutboxRecord> = {};
  if (isPlainObject(raw.records)) {
    for (const [k, r] of Object.entries(raw.records)) {
      if (!isPlainObject(r)) continue;
      const rec: OutboxRecord = { touchedAt: isNum(r.touchedAt) ? r.touchedAt : 0 };
      if (isStr(r.id)) rec.id = r.id;
      if (r.failed === true) rec.failed = true;
      records[k] = rec;
    }
  }
  return { ops, records, failures: isNum(raw.failures) ? raw.failures : 0, nextAttemptAt: isNum(raw.nextAttemptAt) ? raw.nextAttemptAt : 0 };
}

/** Adds an operation at the end of the queue (a key already queued is not added twice). */
export function enqueue(state: OutboxState, op: Omit<OutboxOp, 'attempts' | 'queuedAt'>, now: number): OutboxState {
  if (state.ops.some((o) => o.key === op.key)) return state;
  const record = state.records[op.record];
  return {
    ...state,
    ops: [...state.ops, { ...op, queuedAt: now, attempts: 0 }],
    records: { ...state.records, [op.record]: { ...record, touchedAt: now } },
  };
}

/** The head of the queue and how to send it: a create POSTs, an update PUTs to `{url}/{id}` once its record has an id. */
export function nextDispatch(state: OutboxState): Dispatch | undefined {
  const op = state.ops[0];
  if (!op) return undefined;
  if (op.kind === 'create') return { kind: 'send', op, method: 'POST', url: op.url };
  // The head is an update: its record's create was ahead of it and is settled (ids never jump the queue).
  const id = state.records[op.record]?.id;
  if (id === undefined) return { kind: 'no-id', op };
  return { kind: 'send', op, method: 'PUT', url: `${op.url.replace(/\/+$/, '')}/${encodeURIComponent(id)}` };
}

/** The id of a create answer `{success, data: {id}}` (a number or a non-empty string), or undefined. */
export function answerId(data: unknown): string | undefined {
  if (!isPlainObject(data) || data.success === false || !isPlainObject(data.data)) return undefined;
  const id = data.data.id;
  if (isNum(id)) return String(id);
  if (isStr(id) && id.trim() !== '') return id.trim();
  return undefined;
}

/** Statuses worth another try: timeouts, rate limits, an expired nonce (a new page view brings a fresh one), server errors. */
function retryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429 || status === 401 || status === 403;
}

/**
 * How a send went (spec section 7: a create "reads success and data.id"):
 * - 2xx JSON without `success: false` -> done; a create also needs `data.id`, else retry (noId);
 * - network failure, timeout, a 2xx that is not JSON (a captive portal's page), 5xx, 401, 403,
 *   408, 425, 429, and a 404 for a create (the route is missing, not the record) -> retry;
 * - any other 4xx (bad request, unknown id) -> drop: repeating it cannot succeed.
 */
export function classify(kind: OutboxKind, result: SendResult): Outcome {
  if (!result.ok) {
    // A create goes to the collection URL: a 404 there is a missing route (a plugin switched off, a
    // proxy), never an unknown record, and dropping it would lose the visitor's answer (issue 14's
    // fault matrix found that). It waits like a 5xx.
    if (kind === 'create' && result.kind === 'http' && result.status === 404) return { kind: 'retry', reason: 'http 404 (route missing)' };
    if (result.kind === 'http' && result.status !== undefined && !retryable(result.status)) return { kind: 'drop', reason: `HTTP ${result.status}` };
    return { kind: 'retry', reason: result.status !== undefined ? `${result.kind} ${result.status}` : result.kind };
  }
  if (!isPlainObject(result.data)) return { kind: 'retry', reason: 'answer is not a JSON object' };
  if (kind === 'create') {
    const id = answerId(result.data);
    return id === undefined ? { kind: 'retry', reason: 'answer has no data.id', noId: true } : { kind: 'done', id };
  }
  if (result.data.success === false) return { kind: 'retry', reason: 'success: false' };
  return { kind: 'done' };
}

/** Milliseconds to wait after `failures` failed sends in a row: 2 s, 4 s, 8 s, … at most 5 min. */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures - 1, 20));
}

/** Applies the outcome of sending operation `key` at `now`. An operation no longer queued (another tab sent it) changes nothing. */
export function settle(state: OutboxState, key: string, outcome: Outcome, now: number): OutboxState {
  const op = state.ops.find((o) => o.key === key);
  if (!op) return state;
  const record = state.records[op.record] ?? { touchedAt: now };
  switch (outcome.kind) {
    case 'done': {
      const rec: OutboxRecord = { ...record, touchedAt: now };
      if (op.kind === 'create' && outcome.id !== undefined) rec.id = outcome.id;
      return { ops: state.ops.filter((o) => o !== op), records: { ...state.records, [op.record]: rec }, failures: 0, nextAttemptAt: 0 };
    }
    case 'retry': {
      const failures = state.failures + 1;
      return { ...state, ops: state.ops.map((o) => (o === op ? { ...o, attempts: o.attempts + 1 } : o)), failures, nextAttemptAt: now + retryDelay(failures) };
    }
    case 'drop': {
      const rec: OutboxRecord = { ...record, touchedAt: now };
      if (op.kind === 'create') rec.failed = true;
      return { ops: state.ops.filter((o) => o !== op), records: { ...state.records, [op.record]: rec }, failures: 0, nextAttemptAt: 0 };
    }
  }
}

/** True when a timed retry may send now (something is queued and the backoff has passed). */
export function isDue(state: OutboxState, now: number): boolean {
  return state.ops.length > 0 && now >= state.nextAttemptAt;
}

/** Forgets records that have nothing queued and were last touched more than a day ago. */
export function prune(state: OutboxState, now: number): OutboxState {
  const queued = new Set(state.ops.map((o) => o.record));
  const records: Record<string, OutboxRecord> = {};
  let changed = false;
  for (const [k, r] of Object.entries(state.records)) {
    if (!queued.has(k) && now - r.touchedAt > RECORD_TTL_MS) changed = true;
    else records[k] = r;
  }
  return changed ? { ...state, records } : state;
}
