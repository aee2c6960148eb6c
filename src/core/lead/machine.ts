/**
 * The lead form's state machine (spec section 2 "Multistep lead form", section 4 "Lead form
 * status"): a pure transition function with upper-case events. Steps join a conversation one
 * after another: a step's question appears, its answers are revealed 1.3 s later, an answer hides
 * the controls (0.5 s) and the next step named by the answer follows, until a `next` holding the
 * finish marker (or the end of the list) finishes the flow. The side effects it asks for (timers,
 * record calls, scrolling, focus, the cookie) are run by the widget.
 */
import { resolveNext, type Target } from '../shared/flow';
import type { LeadConfig, LeadStep } from './config';
import { ANSWER_REVEAL_MS, AUTO_ADVANCE_MS, HIDE_MS, SCROLL_DELAY_MS, STATUS_CAPTURED } from './constants';
import { progressPercent } from './progress';
import { answerOf, stepEntry, statusAfter, type LeadEntry, type LeadStatus, type StepInput } from './record';

/** The delays the machine schedules (spec section 9); the animated ones are 0 under reduced motion. */
export interface LeadTiming {
  revealMs: number;
  hideMs: number;
  scrollMs: number;
  autoAdvanceMs: number;
}

/** The spec's delays; answer reveal, hide and scroll become 0 when the visitor asked for reduced motion. */
export function leadTiming(reducedMotion: boolean): LeadTiming {
  return reducedMotion
    ? { revealMs: 0, hideMs: 0, scrollMs: 0, autoAdvanceMs: AUTO_ADVANCE_MS }
    : { revealMs: ANSWER_REVEAL_MS, hideMs: HIDE_MS, scrollMs: SCROLL_DELAY_MS, autoAdvanceMs: AUTO_ADVANCE_MS };
}

/**
 * Where a step of the conversation is:
 * asking (question shown, answers not yet revealed), ready (answers shown), hiding (answered, the
 * controls fade out), answered (the visitor's answer shows), message (an auto-advance step).
 */
export type ItemPhase = 'asking' | 'ready' | 'hiding' | 'answered' | 'message';

export interface LogItem {
  /** Unique within the conversation (a step may be shown twice when a flow loops back). */
  key: number;
  stepId: string;
  phase: ItemPhase;
  /** The visitor's answer as it reads in the conversation (once answered). */
  display?: string;
  /** Where the flow goes once this item is done. */
  target?: Target;
}

export interface LeadState {
  /** The panel is shown (false: only the open button). */
  open: boolean;
  items: LogItem[];
  /** lead_data so far. */
  entries: LeadEntry[];
  /** The create call was asked for. */
  created: boolean;
  status?: LeadStatus;
  finished: boolean;
  /** Index in the step list of the step shown last (the progress bar's "current step"). */
  currentIndex: number;
  /** Progress in percent (spec: current step / total steps; 100 on finish). */
  progress: number;
  /** The visitor answered here, so focus follows to the next step's controls. */
  followFocus: boolean;
  nextKey: number;
}

export type LeadEvent =
  | { type: 'START' }
  | { type: 'REVEAL'; key: number }
  | { type: 'ANSWER'; key: number; input: StepInput }
  | { type: 'HIDDEN'; key: number }
  | { type: 'ADVANCE'; key: number }
  | { type: 'OPEN' }
  | { type: 'CLOSE' };

export type LeadEffect =
  /** Dispatch `event` after `ms`. */
  | { type: 'after'; ms: number; event: LeadEvent }
  /** Create (POST) or update (PUT) the lead record with these entries and status. */
  | { type: 'record'; kind: 'create' | 'update'; status: LeadStatus; entries: LeadEntry[] }
  /** Scroll the conversation to its bottom after `ms`. */
  | { type: 'scroll'; ms: number }
  /** Move focus to the first control of item `key`, or to the finish message (key undefined). */
  | { type: 'focus'; key?: number }
  /** The flow finished (the widget schedules the redirect). */
  | { type: 'finished' }
  /** Write (closed) or delete (open) the closed-state cookie. */
  | { type: 'cookie'; closed: boolean };

type Result = { state: LeadState; effects: LeadEffect[] };

/** The state before START; `closed` is whether the closed-state cookie exists at load. */
export function initialLeadState(closed: boolean): LeadState {
  return { open: !closed, items: [], entries: [], created: false, finished: false, currentIndex: -1, progress: 0, followFocus: false, nextKey: 1 };
}

const stepIndex = (config: LeadConfig, id: string) => config.steps.findIndex((s) => s.id === id);
const ids = (config: LeadConfig) => config.steps.map((s) => s.id);

function updateItem(state: LeadState, key: number, patch: Partial<LogItem>): LeadState {
  return { ...state, items: state.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) };
}

/** Shows step `id` at the end of the conversation. */
function appendStep(state: LeadState, config: LeadConfig, timing: LeadTiming, id: string): Result {
  const index = stepIndex(config, id);
  const step = config.steps[index];
  if (!step) return finish(state);
  const key = state.nextKey;
  const phase: ItemPhase = step.autoAdvance ? 'message' : timing.revealMs === 0 ? 'ready' : 'asking';
  const next: LeadState = {
    ...state,
    items: [...state.items, { key, stepId: step.id, phase }],
    nextKey: key + 1,
    currentIndex: index,
    progress: progressPercent(index + 1, config.steps.length),
  };
  // The question comes into view at once; the spec's scroll 2 s later brings the revealed answers.
  const effects: LeadEffect[] = [{ type: 'scroll', ms: 0 }];
  if (timing.scrollMs > 0) effects.push({ type: 'scroll', ms: timing.scrollMs });
  if (phase === 'message') effects.push({ type: 'after', ms: timing.autoAdvanceMs, event: { type: 'ADVANCE', key } });
  else if (phase === 'asking') effects.push({ type: 'after', ms: timing.revealMs, event: { type: 'REVEAL', key } });
  else if (next.followFocus) effects.push({ type: 'focus', key });
  return { state: next, effects };
}

function finish(state: LeadState): Result {
  const next: LeadState = { ...state, finished: true, progress: progressPercent(0, 0, true) };
  const effects: LeadEffect[] = [{ type: 'finished' }, { type: 'scroll', ms: 0 }];
  if (state.followFocus) effects.push({ type: 'focus' });
  return { state: next, effects };
}

/** Goes where `target` says: the next step, or the end. */
function go(state: LeadState, config: LeadConfig, timing: LeadTiming, target: Target): Result {
  return target.kind === 'finish' ? finish(state) : appendStep(state, config, timing, target.id);
}

/** The `next` candidates of an answered step, most specific first. */
function nextCandidates(step: LeadStep, answerNext: string | undefined): (string | undefined)[] {
  // single: the clicked button's next, then the step's; multi: the step's (its next button), then the answers'.
  return step.type === 'single' ? [answerNext, step.next] : [step.next, answerNext];
}

/**
 * Where `input` on step `stepId` leads (what its button carries): the answer's or the step's
 * `next`, else the following step, else the end.
 */
export function targetOf(config: LeadConfig, stepId: string, input: StepInput): Target {
  const index = stepIndex(config, stepId);
  const step = config.steps[index];
  if (!step) return { kind: 'finish' };
  return resolveNext(ids(config), index, ...nextCandidates(step, answerOf(step, input).answerNext));
}

/** Next state and the effects to run for one event. */
export function leadTransition(state: LeadState, event: LeadEvent, config: LeadConfig, timing: LeadTiming): Result {
  const none: Result = { state, effects: [] };
  switch (event.type) {
    case 'START': {
      if (state.items.length > 0) return none;
      return appendStep(state, config, timing, config.steps[0]!.id);
    }
    case 'REVEAL': {
      const item = state.items.find((i) => i.key === event.key);
      if (!item || item.phase !== 'asking') return none;
      const next = updateItem(state, event.key, { phase: 'ready' });
      return { state: next, effects: state.followFocus ? [{ type: 'focus', key: event.key }] : [] };
    }
    case 'ANSWER': {
      const item = state.items.at(-1);
      // Only the newest step answers, once (a second click while it hides is ignored).
      if (!item || item.key !== event.key || item.phase !== 'ready' || state.finished) return none;
      const index = stepIndex(config, item.stepId);
      const step = config.steps[index];
      if (!step || step.type !== event.input.type) return none;
      const answered = answerOf(step, event.input);
      const target = targetOf(config, step.id, event.input);
      const entries = [...state.entries, stepEntry(step, answered.answer)];
      // Spec section 4: captured at the last step or when the flow ends; once captured it stays so.
      const status = state.status === STATUS_CAPTURED ? STATUS_CAPTURED : statusAfter(index, config.steps.length, target.kind === 'finish');
      const effects: LeadEffect[] = [];
      if (!state.created) {
        effects.push({ type: 'record', kind: 'create', status, entries });
        // The create body has no status; a flow that is captured at once says so in an update.
        if (status === STATUS_CAPTURED) effects.push({ type: 'record', kind: 'update', status, entries });
      } else {
        effects.push({ type: 'record', kind: 'update', status, entries });
      }
      let next: LeadState = { ...updateItem(state, item.key, { phase: 'hiding', display: answered.display, target }), entries, created: true, status, followFocus: true };
      if (timing.hideMs > 0) return { state: next, effects: [...effects, { type: 'after', ms: timing.hideMs, event: { type: 'HIDDEN', key: item.key } }] };
      const done = leadTransition(next, { type: 'HIDDEN', key: item.key }, config, timing);
      next = done.state;
      return { state: next, effects: [...effects, ...done.effects] };
    }
    case 'HIDDEN': {
      const item = state.items.find((i) => i.key === event.key);
      if (!item || item.phase !== 'hiding' || !item.target) return none;
      return go(updateItem(state, event.key, { phase: 'answered' }), config, timing, item.target);
    }
    case 'ADVANCE': {
      const item = state.items.at(-1);
      if (!item || item.key !== event.key || item.phase !== 'message' || state.finished) return none;
      const index = stepIndex(config, item.stepId);
      const target = resolveNext(ids(config), index, config.steps[index]?.next);
      const moved = go(state, config, timing, target);
      // A flow that ends on a message step: the lead (if one was created) is captured now.
      if (target.kind === 'finish' && state.created && state.status !== STATUS_CAPTURED) {
        return {
          state: { ...moved.state, status: STATUS_CAPTURED },
          effects: [{ type: 'record', kind: 'update', status: STATUS_CAPTURED, entries: state.entries }, ...moved.effects],
        };
      }
      return moved;
    }
    case 'OPEN':
      return state.open ? none : { state: { ...state, open: true }, effects: [{ type: 'cookie', closed: false }] };
    case 'CLOSE':
      return state.open ? { state: { ...state, open: false }, effects: [{ type: 'cookie', closed: true }] } : none;
  }
}
