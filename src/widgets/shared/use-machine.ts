/**
 * Runs a pure state machine (`transition(state, event) -> { state, effects }`) in a widget:
 * `after` effects become timers (cleared on unmount), the others go to `run`. Effects that need
 * the DOM of the new state (focus, scroll) should be queued by `run` with `afterCommit`, which
 * runs them once React has committed that state.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type AfterEffect<E> = { type: 'after'; ms: number; event: E };

export interface MachineApi<E> {
  dispatch(event: E): void;
  /** Runs `fn` after the next commit (or at once when nothing is pending). */
  afterCommit(fn: () => void): void;
  /** Runs `fn` after `ms` unless the widget unmounts first. */
  later(fn: () => void, ms: number): void;
  /**
   * Renders the current state now (flushSync), with what `fn` sets in the same render: for an effect
   * that reads the DOM of the state it was dispatched with (a form posted as it shows).
   */
  flush(fn?: () => void): void;
}

/** The machine's current state (rendered) and its api; `stateRef.current` moves with each event at once. */
export function useMachine<S, E, F extends { type: string }>(
  init: () => S,
  transition: (state: S, event: E) => { state: S; effects: (F | AfterEffect<E>)[] },
  run: (effect: F, api: MachineApi<E>) => void,
): { state: S; stateRef: { current: S }; api: MachineApi<E> } {
  const [state, setState] = useState(init);
  const stateRef = useRef(state);
  const transitionRef = useRef(transition);
  transitionRef.current = transition;
  const runRef = useRef(run);
  runRef.current = run;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const commitQueue = useRef<(() => void)[]>([]);
  const [tick, setTick] = useState(0);
  /** A state change is on its way to a commit (afterCommit then needs no render of its own). */
  const committing = useRef(false);

  const api = useRef<MachineApi<E>>(undefined as unknown as MachineApi<E>);
  if (!api.current) {
    const later = (fn: () => void, ms: number) => {
      const t = setTimeout(() => {
        timers.current.delete(t);
        fn();
      }, ms);
      timers.current.add(t);
    };
    const dispatch = (event: E) => {
      const prev = stateRef.current;
      const { state: next, effects } = transitionRef.current(prev, event);
      if (next === prev && effects.length === 0) return;
      stateRef.current = next;
      // An unchanged state commits nothing, so afterCommit must then ask for a render itself.
      if (next !== prev) {
        committing.current = true;
        setState(next);
      }
      for (const effect of effects) {
        if (effect.type === 'after') {
          const e = effect as AfterEffect<E>;
          later(() => dispatch(e.event), e.ms);
        } else runRef.current(effect as F, api.current);
      }
    };
    api.current = {
      dispatch,
      later,
      flush(fn) {
        flushSync(() => {
          fn?.();
          setState(stateRef.current);
        });
      },
      afterCommit(fn) {
        commitQueue.current.push(fn);
        if (!committing.current) setTick((n) => n + 1);
      },
    };
  }

  useLayoutEffect(() => {
    committing.current = false;
    const queued = commitQueue.current.splice(0);
    for (const fn of queued) fn();
  }, [state, tick]);

  useEffect(() => {
    const set = timers.current;
    return () => {
      for (const t of set) clearTimeout(t);
      set.clear();
    };
  }, []);

  return { state, stateRef, api: api.current };
}
