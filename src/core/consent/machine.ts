/**
 * The <gdpr-consent> state machine (spec section 4 "Cookie consent"): banner, settings modal,
 * success message and the ajax popup markup. A pure transition function; the widget performs the
 * side effects (calls, cookie, events) that its handlers pair with each event.
 */
import { allowedCategories, type ConsentLevel } from './levels';
import { initialSelection, selectionReducer, type Selection, type SelectionAction } from './modal';
import type { StoredConsent } from './rules';

export type PopupMarkup = { state: 'builtin' } | { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' };

export interface ConsentState {
  banner: 'shown' | 'hidden';
  modal: 'open' | 'closed';
  selection: Selection;
  /** The consent recorded (cookie or this page's choice); null while none is known. */
  consent: StoredConsent | null;
  /** 'Successfully submitted!' is on screen. */
  success: boolean;
  popup: PopupMarkup;
}

export interface MachineOptions {
  /** display_cookie_always: the banner never hides; outside clicks and Escape keep the modal open. */
  alwaysVisible: boolean;
  /** The page reloads after a save, so no success message is shown. */
  reload: boolean;
  /** The slider level the modal starts at when no consent is stored. */
  defaultLevel: ConsentLevel;
}

export type CloseVia = 'button' | 'outside' | 'escape';

export type ConsentEvent =
  | { type: 'ACCEPT'; level: number }
  | { type: 'OPEN' }
  | { type: 'CLOSE'; via: CloseVia }
  | { type: 'SELECT'; action: SelectionAction }
  | { type: 'SAVE'; consent: StoredConsent }
  | { type: 'DECLINED' }
  | { type: 'EXTERNAL_CONSENT'; consent: StoredConsent }
  | { type: 'SUCCESS_DONE' }
  | { type: 'POPUP_LOADING' }
  | { type: 'POPUP_READY'; html: string }
  | { type: 'POPUP_FAILED' }
  | { type: 'POPUP_BUILTIN' };

/** The state at load, from the show decision and the consent the cookie records. */
export function initialState(show: boolean, consent: StoredConsent | null, opts: MachineOptions): ConsentState {
  return {
    banner: show || opts.alwaysVisible ? 'shown' : 'hidden',
    modal: 'closed',
    selection: selectionFor(consent, opts),
    consent,
    success: false,
    popup: { state: 'builtin' },
  };
}

/** True when a CLOSE via `via` closes the modal: close buttons always; outside and Escape unless always-visible. */
export function closes(via: CloseVia, opts: MachineOptions): boolean {
  return via === 'button' || !opts.alwaysVisible;
}

const hideBanner = (opts: MachineOptions): ConsentState['banner'] => (opts.alwaysVisible ? 'shown' : 'hidden');

const BLOCK_ALL_CONSENT: StoredConsent = { level: 1, categories: [] };

/** The modal selection that shows a recorded consent. */
function selectionFor(consent: StoredConsent | null, opts: MachineOptions): Selection {
  if (!consent) return initialSelection(null, opts.defaultLevel);
  const ids = consent.categories.length ? consent.categories : consent.level === 1 ? [1] : [];
  return initialSelection({ level: consent.level, ids }, opts.defaultLevel);
}

/** The transition function. */
export function transition(s: ConsentState, e: ConsentEvent, opts: MachineOptions): ConsentState {
  switch (e.type) {
    case 'ACCEPT': {
      const consent: StoredConsent = { level: e.level, categories: allowedCategories({ level: e.level }) };
      return { ...s, banner: hideBanner(opts), modal: 'closed', consent, selection: selectionFor(consent, opts), success: !opts.reload };
    }
    case 'OPEN':
      if (s.modal === 'open' || s.popup.state === 'failed') return s;
      return { ...s, modal: 'open' };
    case 'CLOSE':
      if (s.modal !== 'open' || !closes(e.via, opts)) return s;
      return { ...s, modal: 'closed' };
    case 'SELECT': {
      const selection = selectionReducer(s.selection, e.action);
      return selection === s.selection ? s : { ...s, selection };
    }
    case 'SAVE':
      return { ...s, banner: hideBanner(opts), modal: 'closed', consent: e.consent, success: !opts.reload };
    case 'DECLINED':
      // The plugin's decline stores block all (level 1).
      return { ...s, banner: hideBanner(opts), modal: 'closed', consent: BLOCK_ALL_CONSENT, selection: selectionFor(BLOCK_ALL_CONSENT, opts) };
    case 'EXTERNAL_CONSENT':
      return { ...s, banner: hideBanner(opts), consent: e.consent, selection: s.modal === 'open' ? s.selection : selectionFor(e.consent, opts) };
    case 'SUCCESS_DONE':
      return s.success ? { ...s, success: false } : s;
    case 'POPUP_LOADING':
      return { ...s, popup: { state: 'loading' } };
    case 'POPUP_READY':
      return { ...s, popup: { state: 'ready', html: e.html } };
    case 'POPUP_FAILED':
      return { ...s, modal: 'closed', popup: { state: 'failed' } };
    case 'POPUP_BUILTIN':
      return { ...s, popup: { state: 'builtin' } };
  }
}

/**
 * The open button shows while the banner is hidden, never in always-visible mode. It stays under
 * the open modal (the backdrop covers it) so focus can return to it when the modal closes.
 */
export function openButtonVisible(s: ConsentState, opts: MachineOptions): boolean {
  return !opts.alwaysVisible && s.banner === 'hidden';
}

/** Top and bottom panels pad the body while the banner shows and no consent is recorded. */
export function bodyPadding(s: ConsentState, style: string): 'top' | 'bottom' | null {
  if (s.banner !== 'shown' || s.consent !== null) return null;
  if (style === 'top-panel') return 'top';
  if (style === 'bottom-panel') return 'bottom';
  return null;
}
