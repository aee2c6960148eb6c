/**
 * localStorage / sessionStorage wrappers that keep working (in memory) when storage is blocked,
 * full, or throws (Safari private mode, sandboxed iframes, disabled cookies).
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string, fallback: T): T;
  setJson(key: string, value: unknown): void;
}

function wrap(pick: () => Storage): SafeStorage {
  const memory = new Map<string, string>();
  const real = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  const api: SafeStorage = {
    get(key) {
      try {
        const s = real();
        if (s) return s.getItem(key);
      } catch {
        /* fall through to memory */
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        real()?.setItem(key, value);
      } catch {
        /* quota or blocked: memory keeps it for this page */
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson(key, fallback) {
      const raw = api.get(key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw);
      } catch {
        return fallback;
      }
    },
    setJson(key, value) {
      api.set(key, JSON.stringify(value));
    },
  };
  return api;
}

export const local: SafeStorage = wrap(() => window.localStorage);
export const session: SafeStorage = wrap(() => window.sessionStorage);
/** For tests: a storage over any getter (e.g. one that throws). */
export const createSafeStorage = wrap;
