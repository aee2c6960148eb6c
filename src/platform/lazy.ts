/**
 * A module fetched with import() on first need, not before: one request however often it is
 * asked for, and asked again after a failed load (the next sign that it is wanted tries again).
 */
export interface LazyModule<T> {
  /** The module, fetching it on the first call. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined. */
  loaded(): T | undefined;
  /** Starts the fetch and ignores a failure (a later load() tries again). */
  prefetch(): void;
}

/** Wraps `() => import('./x')` (a literal path, so the build gives the module a file of its own). */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const get = (): Promise<T> =>
    (pending ??= load().then(
      (m) => (value = m),
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  return { load: get, loaded: () => value, prefetch: () => void get().catch(() => undefined) };
}
