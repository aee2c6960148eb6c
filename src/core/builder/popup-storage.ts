/**
 * Elementor's front-end storage, as its pop-ups use it (CONTRACT eb-popup "Storage";
 * ../shared/reference/elementor.md section 3), so counts carry over from an Elementor site:
 * - one key `elementor` in localStorage (or sessionStorage for `{session: true}`) holding a JSON
 *   object `{ <key>: value, …, "__expiration": { <key>: epoch ms } }`; an entry whose expiry is past
 *   is deleted on read; a lifetime is set only by a write that asks for one;
 * - the per-session impressions count as a raw sessionStorage key.
 * Pure: the Storage objects and the clock come in. Nothing here throws: a blocked or full storage,
 * unparseable JSON or a foreign value reads as "nothing stored"; a value that is not a JSON object
 * is never overwritten (its keys are not ours to lose) and writes then live for this page only;
 * keys this module does not own are written back untouched.
 */
import { EXPIRATION_KEY, STORAGE_KEY, TIME_FRAMES, type TimeFrame } from './popup-constants';
import { isPlainObject } from '../shared/schema';

/** The part of the Web Storage API used here. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StorageWorld {
  /** `window.localStorage`, or null where it is unavailable. */
  local: StorageLike | null;
  /** `window.sessionStorage`, or null where it is unavailable. */
  session: StorageLike | null;
  /** Epoch ms. */
  now: () => number;
}

export interface WriteOptions {
  session?: boolean;
  /** Sets `__expiration[key] = now + s * 1000`; without it an existing expiry is kept. */
  lifetimeInSeconds?: number;
}

/** Elementor's `elementorFrontend.storage`, plus the raw sessionStorage keys its pop-ups use. */
export interface BuilderStorage {
  get(key: string, opts?: { session?: boolean }): unknown;
  set(key: string, value: unknown, opts?: WriteOptions): void;
  /** A raw sessionStorage item (outside the `elementor` object). */
  getSessionItem(key: string): string | null;
  setSessionItem(key: string, value: string): void;
  now(): number;
}

type Bag = Record<string, unknown> & { [EXPIRATION_KEY]?: unknown };

/** Builds the storage over the given Storage objects and clock. */
export function createBuilderStorage(world: StorageWorld): BuilderStorage {
  // Where the stored value is not ours to overwrite (not JSON, or JSON that is not an object), the
  // page works on a private copy instead, so counting still behaves within this page view.
  const shadow: { local?: Bag; session?: Bag } = {};

  const pick = (session: boolean) => (session ? world.session : world.local);

  function load(session: boolean): { bag: Bag; writable: boolean } {
    const slot = session ? 'session' : 'local';
    if (shadow[slot]) return { bag: shadow[slot]!, writable: false };
    let text: string | null = null;
    let readable = false;
    try {
      const storage = pick(session);
      if (storage) {
        text = storage.getItem(STORAGE_KEY);
        readable = true;
      }
    } catch {
      readable = false;
    }
    if (readable) {
      if (text === null || text === '') return { bag: {}, writable: true };
      try {
        const parsed: unknown = JSON.parse(text);
        if (isPlainObject(parsed)) return { bag: parsed as Bag, writable: true };
      } catch {
        /* not JSON: fall through */
      }
    }
    // Unavailable storage, or a value that is not ours to overwrite: this page keeps its own copy.
    shadow[slot] = {};
    return { bag: shadow[slot]!, writable: false };
  }

  function save(bag: Bag, session: boolean, writable: boolean): void {
    if (!writable) return;
    try {
      pick(session)?.setItem(STORAGE_KEY, JSON.stringify(bag));
    } catch {
      /* quota exceeded or blocked: Elementor ignores it too */
    }
  }

  function expirations(bag: Bag): Record<string, unknown> {
    const e = bag[EXPIRATION_KEY];
    return isPlainObject(e) ? e : {};
  }

  /** Drops `key` when its expiry has passed (Elementor: `new Date(exp) < new Date()`). */
  function expire(bag: Bag, key: string): boolean {
    const exp = expirations(bag);
    if (!(key in exp)) return false;
    const at = expiryMs(exp[key]);
    if (at === undefined || !(at < world.now())) return false;
    delete bag[key];
    delete exp[key];
    return true;
  }

  return {
    get(key, opts = {}) {
      const session = opts.session === true;
      const { bag, writable } = load(session);
      if (expire(bag, key)) save(bag, session, writable);
      return bag[key];
    },
    set(key, value, opts = {}) {
      const session = opts.session === true;
      const { bag, writable } = load(session);
      expire(bag, key);
      bag[key] = value;
      let exp = bag[EXPIRATION_KEY];
      if (!isPlainObject(exp)) {
        // Elementor always creates and saves `__expiration`; a foreign non-object there is replaced
        // only now that an object is needed, never on a plain read.
        exp = {};
        bag[EXPIRATION_KEY] = exp;
      }
      if (opts.lifetimeInSeconds) (exp as Record<string, unknown>)[key] = world.now() + opts.lifetimeInSeconds * 1000;
      save(bag, session, writable);
    },
    getSessionItem(key) {
      try {
        return world.session?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setSessionItem(key, value) {
      try {
        world.session?.setItem(key, value);
      } catch {
        /* ignore */
      }
    },
    now: () => world.now(),
  };
}

/** An expiry as Elementor reads it (`new Date(value)`): epoch ms, a numeric string or a date string. */
export function expiryMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A stored count as a whole number: Elementor's `parseInt`, with anything unreadable read as 0. */
export function countOf(value: unknown): number {
  const n = typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Counts this page view and, when the tab has no active session yet, a session (Elementor's
 * `setViewsAndSessions`, run once per page load before any timing check).
 */
export function countPageViewAndSession(store: BuilderStorage): void {
  store.set('pageViews', countOf(store.get('pageViews')) + 1);
  if (!store.get('activeSession', { session: true })) {
    store.set('activeSession', true, { session: true });
    store.set('sessions', countOf(store.get('sessions')) + 1);
  }
}

/** Key of a pop-up's own storage entries: `popup_{id}_{key}` (Elementor's `setStorage`). */
export function popupKey(id: number, key: string): string {
  return `popup_${id}_${key}`;
}

/** Key of the per-period impressions counter: `popup-{id}-impressions-count`. */
export function impressionsKey(id: number): string {
  return `popup-${id}-impressions-count`;
}

/**
 * The page-view or session count a pop-up first saw (`popup_{id}_page_views_initialPageViews`,
 * `popup_{id}_sessions_initialSessions`): stored the first time it is falsy, then kept.
 */
export function initialCount(store: BuilderStorage, id: number, rule: 'page_views' | 'sessions'): number {
  const key = popupKey(id, rule === 'page_views' ? 'page_views_initialPageViews' : 'sessions_initialSessions');
  const current = countOf(store.get(rule === 'page_views' ? 'pageViews' : 'sessions'));
  const initial = countOf(store.get(key));
  if (initial) return initial;
  store.set(key, current);
  return current;
}

/** The current page-view or session count. */
export function currentCount(store: BuilderStorage, rule: 'page_views' | 'sessions'): number {
  return countOf(store.get(rule === 'page_views' ? 'pageViews' : 'sessions'));
}

/** Times the pop-up was counted in its period (`undefined` = "Persisting": `popup_{id}_times`). */
export function timesCount(store: BuilderStorage, id: number, period: 'session' | TimeFrame | undefined): number {
  if (period === undefined) return countOf(store.get(popupKey(id, 'times')));
  if (period === 'session') return countOf(store.getSessionItem(impressionsKey(id)));
  return countOf(store.get(impressionsKey(id)));
}

/**
 * Counts one impression in the pop-up's period: day / week / month in the `elementor` object with
 * a lifetime set only when the entry is missing (a fixed window from the first counted
 * impression), session as a raw sessionStorage key.
 */
export function countImpression(store: BuilderStorage, id: number, period: 'session' | TimeFrame): void {
  const key = impressionsKey(id);
  if (period === 'session') {
    store.setSessionItem(key, String(countOf(store.getSessionItem(key)) + 1));
    return;
  }
  const current = store.get(key);
  const next = countOf(current) + 1;
  if (!current) store.set(key, next, { lifetimeInSeconds: TIME_FRAMES[period] });
  else store.set(key, next);
}

/** Counts one display in `popup_{id}_times` (Elementor's `countTimes`, read by "Persisting"). */
export function countTimes(store: BuilderStorage, id: number): void {
  store.set(popupKey(id, 'times'), countOf(store.get(popupKey(id, 'times'))) + 1);
}

/** True once "do not show again" was chosen (`popup_{id}_disable`, no expiry). */
export function isDisabled(store: BuilderStorage, id: number): boolean {
  const v = store.get(popupKey(id, 'disable'));
  return Boolean(v) && v !== 'false' && v !== '0';
}

/** Sets `popup_{id}_disable` (the `popup:close` action with `do_not_show_again`). */
export function disable(store: BuilderStorage, id: number): void {
  store.set(popupKey(id, 'disable'), true);
}
