/**
 * The page-builder pop-up's state machine (spec section 4 "Page-builder popups"): closed, open,
 * and closing while an exit animation plays. A pure transition function with upper-case events;
 * the effects it asks for (events, counters) are run by the widget.
 */
import type { TimingSettings } from './popup-settings';
import type { TriggerName } from './popup-triggers';

export type EbPopupStatus = 'closed' | 'open' | 'closing';

/** What opened the pop-up: a trigger, the open selector, an action link (or the page's hash), or show(). */
export type OpenSource = TriggerName | 'open_selector' | 'action' | 'method';

export interface EbPopupState {
  status: EbPopupStatus;
  openedBy: OpenSource | null;
}

export type EbPopupEvent =
  | {
      type: 'OPEN';
      source: OpenSource;
      /** `popup_{id}_disable` is set ("do not show again"): nothing opens it. */
      disabled: boolean;
      /** Another pop-up already opened in this page view. */
      popped: boolean;
      /** The pop-up's `avoid_multiple_popups`. */
      avoidMultiple: boolean;
    }
  /** `animated`: an exit animation will play (then EXIT_DONE ends it). */
  | { type: 'CLOSE'; animated: boolean }
  | { type: 'EXIT_DONE' };

export type EbPopupEffect =
  | { type: 'emitShow' }
  | { type: 'emitHide' }
  /** Count a display at this moment (see {@link countMoments}). */
  | { type: 'count'; moment: 'open' | 'close' }
  /** Mark the page as "a pop-up has popped" (Elementor's `popupPopped`). */
  | { type: 'markPopped' };

export const INITIAL_STATE: EbPopupState = { status: 'closed', openedBy: null };

/** True for the automatic openings (the triggers), the only ones `avoid_multiple_popups` stops. */
export function isAutomatic(source: OpenSource): boolean {
  return source !== 'open_selector' && source !== 'action' && source !== 'method';
}

/** Next state and the effects to run for one event. */
export function popupTransition(state: EbPopupState, event: EbPopupEvent): { state: EbPopupState; effects: EbPopupEffect[] } {
  switch (event.type) {
    case 'OPEN': {
      if (state.status === 'open' || event.disabled) return { state, effects: [] };
      // Elementor 3.1 applied avoid_multiple_popups to the triggers; 3.33 passes its flag in the wrong
      // argument and never applies it (a bug). Here it stops automatic openings once another pop-up
      // opened in this page view; links, the open selector and show() still open it.
      if (event.avoidMultiple && event.popped && isAutomatic(event.source)) return { state, effects: [] };
      return {
        state: { status: 'open', openedBy: event.source },
        effects: [{ type: 'count', moment: 'open' }, { type: 'markPopped' }, { type: 'emitShow' }],
      };
    }
    case 'CLOSE':
      if (state.status !== 'open') return { state, effects: [] };
      return {
        state: { ...state, status: event.animated ? 'closing' : 'closed' },
        effects: [{ type: 'count', moment: 'close' }, { type: 'emitHide' }],
      };
    case 'EXIT_DONE':
      if (state.status !== 'closing') return { state, effects: [] };
      return { state: { ...state, status: 'closed' }, effects: [] };
  }
}

/** Which counters a display increments at a moment (open or close). */
export interface CountPlan {
  /** `popup_{id}_times` (Elementor's `countTimes`, read by the "Persisting" times rule). */
  persisting: boolean;
  /** `popup-{id}-impressions-count` in the rule's period, when the times rule has one. */
  period: 'session' | 'day' | 'week' | 'month' | undefined;
}

/**
 * What to count at `moment`. Elementor counts `popup_{id}_times` on open unless the times rule
 * says "On Close" (then on close); a period counter is counted on open or on close of this pop-up
 * only (Elementor counts "On Open" already at the load-time check, and "On Close" on the close of
 * any pop-up: quirks not copied, see the README).
 */
export function countMoments(timing: TimingSettings, moment: 'open' | 'close'): CountPlan {
  const when = timing.times?.count ?? 'open';
  if (when !== moment) return { persisting: false, period: undefined };
  return { persisting: true, period: timing.times?.period };
}
