/**
 * Per-form state kept by form id and key, with watchers (spec section 3, "Form data"). It replaces
 * Gravity Forms' jQuery-free `gform.state`: any part of a form (pricing, uploads, the submission
 * flow) sets a key and others watch it. Pure: no DOM, no timers; watchers run synchronously.
 */

export interface StateChange<T = unknown> {
  formId: number;
  key: string;
  value: T;
  previous: T | undefined;
}

export type StateWatcher = (change: StateChange) => void;

export interface FormStateStore {
  /** The value of `key` for `formId`, or undefined. */
  get<T = unknown>(formId: number, key: string): T | undefined;
  /** Sets a value; watchers of that form and key run when it changed (Object.is). */
  set<T>(formId: number, key: string, value: T): void;
  /** Updates a value from the previous one. */
  update<T>(formId: number, key: string, fn: (previous: T | undefined) => T): void;
  /** Watches some keys of a form (all keys with `'*'`); returns the unwatch function. */
  watch(formId: number, keys: readonly string[] | '*', watcher: StateWatcher): () => void;
  /** A snapshot of every key of a form. */
  snapshot(formId: number): Record<string, unknown>;
  /** Forgets a form's values and watchers. */
  clear(formId: number): void;
}

/** Creates a store. Each <gform-form> widget owns one; the keys are scoped by form id. */
export function createFormStateStore(): FormStateStore {
  const values = new Map<number, Map<string, unknown>>();
  const watchers = new Map<number, Set<{ keys: ReadonlySet<string> | '*'; fn: StateWatcher }>>();

  const bucket = (formId: number) => {
    let b = values.get(formId);
    if (!b) values.set(formId, (b = new Map()));
    return b;
  };

  const store: FormStateStore = {
    get: <T>(formId: number, key: string) => values.get(formId)?.get(key) as T | undefined,
    set(formId, key, value) {
      const b = bucket(formId);
      const previous = b.get(key);
      if (b.has(key) && Object.is(previous, value)) return;
      b.set(key, value);
      for (const w of [...(watchers.get(formId) ?? [])]) {
        if (w.keys === '*' || w.keys.has(key)) w.fn({ formId, key, value, previous });
      }
    },
    update(formId, key, fn) {
      store.set(formId, key, fn(store.get(formId, key)));
    },
    watch(formId, keys, fn) {
      let set = watchers.get(formId);
      if (!set) watchers.set(formId, (set = new Set()));
      const entry = { keys: keys === '*' ? ('*' as const) : new Set(keys), fn };
      set.add(entry);
      return () => {
        watchers.get(formId)?.delete(entry);
      };
    },
    snapshot: (formId) => Object.fromEntries(values.get(formId) ?? []),
    clear(formId) {
      values.delete(formId);
      watchers.delete(formId);
    },
  };
  return store;
}
