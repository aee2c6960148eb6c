/** In-memory Web Storage and a settable clock for the builder storage tests. */
import type { StorageLike, StorageWorld } from '../../../src/core/builder/popup-storage';

export class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  writes = 0;
  constructor(init: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(init)) this.map.set(k, v);
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  /** The parsed `elementor` object. */
  elementor(): Record<string, any> {
    return JSON.parse(this.map.get('elementor') ?? '{}');
  }
}

/** Every call throws, like storage in a sandboxed iframe or with cookies blocked. */
export class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
}

/** Reads work, writes throw (quota exceeded). */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
}

export interface TestWorld extends StorageWorld {
  local: MemoryStorage;
  session: MemoryStorage;
  clock: { t: number };
}

/** A world at `start` (epoch ms) with empty storages. */
export function world(start = Date.UTC(2025, 4, 1, 10, 0, 0), local = new MemoryStorage(), session = new MemoryStorage()): TestWorld {
  const clock = { t: start };
  return { local, session, clock, now: () => clock.t };
}
