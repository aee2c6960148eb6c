/**
 * The pop-up's state machine (spec section 4 "Pop-up"): a pure transition function with named
 * states and upper-case events; the side effects it asks for are run by the widget.
 */

export type PopupStatus = 'closed' | 'open';

export interface PopupState {
  status: PopupStatus;
  /** The dismiss cookie exists (or was just set): the pop-up does not open. */
  dismissed: boolean;
  /** A conversion was counted in this page view (spec: at most once per pop-up). */
  converted: boolean;
  /** A view was counted in this page view (the plugin counts one on the first close). */
  viewed: boolean;
  /** Sound toggle: active is volume 1, inactive volume 0. */
  soundOn: boolean;
}

export type PopupEvent =
  /** Any opening (auto-open, delay, scroll, click selector, open()); `dismissed` is the cookie read now. */
  | { type: 'OPEN'; dismissed: boolean }
  | { type: 'CLOSE' }
  /** A dismiss-ad click; `durationMs` from the clicked element or the options, if any. */
  | { type: 'DISMISS'; durationMs?: number | undefined }
  /** A click on a call-to-action element. */
  | { type: 'CTA' }
  | { type: 'TOGGLE_SOUND' };

export type PopupEffect =
  | { type: 'emitOpen' }
  | { type: 'emitClose' }
  | { type: 'sendConversion' }
  /** `ays_increment_pb_views`: the plugin counts a view on the pop-up's first close in a page view. */
  | { type: 'sendView' }
  | { type: 'setDismissCookie'; durationMs?: number | undefined };

/** The state before anything happened; `dismissed` is whether the dismiss cookie exists at load. */
export function initialPopupState(dismissed: boolean): PopupState {
  return { status: 'closed', dismissed, converted: false, viewed: false, soundOn: true };
}

/** Next state and the effects to run for one event. */
export function popupTransition(state: PopupState, event: PopupEvent): { state: PopupState; effects: PopupEffect[] } {
  switch (event.type) {
    case 'OPEN':
      // Spec section 9 / CONTRACT: while the dismiss cookie exists the pop-up does not open.
      if (event.dismissed) return { state: state.dismissed ? state : { ...state, dismissed: true }, effects: [] };
      if (state.status === 'open' || state.dismissed) return { state, effects: [] };
      return { state: { ...state, status: 'open' }, effects: [{ type: 'emitOpen' }] };
    case 'CLOSE': {
      if (state.status !== 'open') return { state, effects: [] };
      const effects: PopupEffect[] = [{ type: 'emitClose' }];
      if (!state.viewed) effects.push({ type: 'sendView' });
      return { state: { ...state, status: 'closed', viewed: true }, effects };
    }
    case 'DISMISS': {
      // Spec section 4: "Dismiss-ad sets a cookie and triggers the close." (The plugin's dismiss
      // clicks the close button, so it counts the view too.)
      const effects: PopupEffect[] = [{ type: 'setDismissCookie', durationMs: event.durationMs }];
      if (state.status === 'open') {
        effects.push({ type: 'emitClose' });
        if (!state.viewed) effects.push({ type: 'sendView' });
      }
      return { state: { ...state, status: 'closed', dismissed: true, viewed: state.viewed || state.status === 'open' }, effects };
    }
    case 'CTA':
      // Spec section 4: counted at most once per pop-up, on the first click of a call-to-action.
      if (state.converted) return { state, effects: [] };
      return { state: { ...state, converted: true }, effects: [{ type: 'sendConversion' }] };
    case 'TOGGLE_SOUND':
      return { state: { ...state, soundOn: !state.soundOn }, effects: [] };
  }
}

/** Spec section 4 "Sound toggle": active is volume 1 with the volume-up icon, inactive volume 0 with the mute icon. */
export function soundView(soundOn: boolean): { volume: 0 | 1; icon: 'volume-up' | 'mute' } {
  return soundOn ? { volume: 1, icon: 'volume-up' } : { volume: 0, icon: 'mute' };
}
