/**
 * The live search's timing rules, apart from any DOM: the 300 ms debounce (SE `debounce`) and the
 * sequencing that Elementor lacks (reference §4.2, Bugs): every request gets a number, and only
 * the answer to the newest request may change the results, so a slow first answer arriving after
 * a fast second one is dropped. Pure (the timer functions come in).
 */

export interface Debouncer<A extends unknown[]> {
  /** (Re)starts the wait; `fn` runs `ms` after the last call, with that call's arguments. */
  call(...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** True while a call waits. */
  pending(): boolean;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: Timers = globalTimers): Debouncer<A> {
  let handle: unknown;
  let waiting = false;
  const cancel = () => {
    if (waiting) timers.clear(handle);
    waiting = false;
  };
  return {
    call(...args) {
      cancel();
      waiting = true;
      handle = timers.set(() => {
        waiting = false;
        fn(...args);
      }, ms);
    },
    cancel,
    pending: () => waiting,
  };
}

export interface Sequencer {
  /** A new request's number; every earlier number stops being current. */
  next(): number;
  /** True when `n` is the newest request and nothing invalidated it since. */
  current(n: number): boolean;
  /** No request is current any more (the field was cleared, the element torn down). */
  invalidate(): void;
}

export function sequencer(): Sequencer {
  let latest = 0;
  let live = false;
  return {
    next: () => {
      live = true;
      return ++latest;
    },
    current: (n) => live && n === latest,
    invalidate: () => {
      live = false;
      latest++;
    },
  };
}
