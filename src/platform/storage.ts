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
  // Keys whose last write the real storage refused (quota): read from memory until a write succeeds,
  // so an older stored value never shadows the newer one kept here.
  const refused = new Set<string>();
  const api: SafeStorage = {
    get(key) {
      if (!refused.has(key)) {
        try {
          const s = real();
          if (s) return s.getItem(key);
        } catch {
          /* fall through to memory */
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        const s = real();
        if (s) {
          s.setItem(key, value);
          refused.delete(key);
        }
      } catch {
        /* quota or blocked: memory keeps it for this page */
        refused.add(key);
      }
    },
    remove(key) {
      memory.delete(key);
      refused.delete(key);
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
