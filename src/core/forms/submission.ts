/**
 * The submission state machine of <gform-form> (spec section 4 "Form submission", section 5
 * "Submit flow", section 8 console errors). Pure: named states, upper-case events, and a
 * transition that returns the next state plus the effects the widget must run (emit an event,
 * send, redirect, log). One submission at a time: the lock is every status but idle.
 */
import { clampPage, submissionPageNumbers } from './pages';
import { confirmationMarkupOf, isFinished, type SubmissionOutcome } from './response';
import type { SubmissionMethod, SubmissionType } from './types';

/** 'Form {id} not found.' (spec section 8): the submission fails and nothing is sent. */
export const FORM_NOT_FOUND = 'Form {id} not found.';

/** Console errors of spec section 8, by the check that failed. */
export const SUBMIT_ERRORS = {
  'not-connected': 'Button not connected to a form. This is probably due to invalid HTML in an HTML field.',
  'no-active-button': 'Active button not found for form #{id}.',
  'in-progress': 'Submission refused for form #{id}: another submission is already in progress.',
  unsupported:
    'Unsupported submission flow detected for form #{id}: a customized submit button submitted the form without the button-click handler. Call the button-click handler (handleButtonClick) from it.',
  'iframe-filter': 'The iframe submission method cannot be set via the gform-pre-submission filter (form #{id}); the method is unchanged.',
  'config-path': 'Invalid config path format: "{path}".',
} as const;
export type SubmitError = keyof typeof SUBMIT_ERRORS;

/** The cancelable gform-pre-submission event's detail (CONTRACT section 3); listeners may change it. */
export interface PreSubmissionDetail {
  submissionType: SubmissionType;
  submissionMethod: SubmissionMethod;
  displayConfirmation: boolean;
  abort: boolean;
}

/** The submission being made. */
export interface PendingSubmission {
  type: SubmissionType;
  method: SubmissionMethod;
  displayConfirmation: boolean;
  source: number;
  target: number;
  /** gform_save=1 (save-and-continue). */
  save: boolean;
}

export type SubmissionView =
  | { kind: 'form' }
  | { kind: 'confirmation'; markup: string }
  | { kind: 'saved'; token: string; url: string }
  | { kind: 'link-sent'; markup: string };

export type SubmissionStatus = 'idle' | 'filtering' | 'awaiting-token' | 'sending' | 'done';

export interface SubmissionState {
  formId: number;
  lastPage: number;
  /** The element's configured method (a filter changes it for one submission only). */
  method: SubmissionMethod;
  status: SubmissionStatus;
  /** The page shown, 1-based. */
  page: number;
  pending: PendingSubmission | null;
  /** Validation messages by field id. */
  validation: Record<string, string>;
  /** The failure banner's text. */
  error: string | null;
  view: SubmissionView;
  /** Counts answers that re-rendered the form, so the widget can re-run post-render work. */
  renders: number;
}

export type SubmissionEvent =
  | { type: 'SUBMIT'; submissionType: SubmissionType; buttonInForm: boolean; activeButton: boolean; hasConfig: boolean }
  | { type: 'FILTERED'; detail: PreSubmissionDetail; canceled: boolean; needsToken: boolean }
  | { type: 'TOKEN' }
  | { type: 'TOKEN_FAILED'; message: string }
  | { type: 'RESPONSE'; outcome: SubmissionOutcome }
  | { type: 'RESTORE'; outcome: SubmissionOutcome; submissionType: SubmissionType; source: number; target: number }
  | { type: 'GOTO_PAGE'; page: number }
  | { type: 'DISMISS_ERROR' }
  /** The element's method attribute changed: later submissions use it (one already under way keeps its own). */
  | { type: 'METHOD'; method: SubmissionMethod };

export type SubmissionEffect =
  | { type: 'log'; error: SubmitError }
  | { type: 'pre-submission'; detail: PreSubmissionDetail }
  | { type: 'aborted' }
  /** Leaving the iframe method: drop the form's iframe target and the gform_ajax marker. */
  | { type: 'iframe-off' }
  | { type: 'await-token' }
  | { type: 'send'; submission: PendingSubmission }
  | { type: 'page-change'; page: number }
  | { type: 'focus-errors' }
  | { type: 'confirmation' }
  | { type: 'redirect'; url: string }
  | { type: 'saved'; token: string; url: string }
  | { type: 'post-render' };

export interface Transition {
  state: SubmissionState;
  effects: SubmissionEffect[];
}

/** The state of a freshly rendered form. */
export function initialSubmissionState(opts: { formId: number; lastPage: number; method: SubmissionMethod; page?: number }): SubmissionState {
  return {
    formId: opts.formId,
    lastPage: Math.max(1, opts.lastPage),
    method: opts.method,
    status: 'idle',
    page: clampPage(opts.page ?? 1, opts.lastPage),
    pending: null,
    validation: {},
    error: null,
    view: { kind: 'form' },
    renders: 0,
  };
}

/** True while a submission holds the lock (spec section 4: a second submit is refused). */
export function isLocked(state: SubmissionState): boolean {
  return state.status !== 'idle';
}

/** Fills `{id}` / `{path}` in a console error. */
export function submitErrorText(error: SubmitError, vars: { id: number | string; path?: string }): string {
  return SUBMIT_ERRORS[error].replace('{id}', String(vars.id)).replace('{path}', vars.path ?? '');
}

const same = (state: SubmissionState, ...effects: SubmissionEffect[]): Transition => ({ state, effects });

/** The pure transition function. */
export function transition(state: SubmissionState, event: SubmissionEvent): Transition {
  switch (event.type) {
    case 'METHOD':
      return same(event.method === state.method ? state : { ...state, method: event.method });
    case 'SUBMIT': {
      // The three checks of spec section 5 ("Submit flow"), in order.
      if (!event.buttonInForm) return same(state, { type: 'log', error: 'not-connected' });
      if (!event.activeButton) return same(state, { type: 'log', error: 'no-active-button' });
      if (isLocked(state)) return same(state, { type: 'log', error: 'in-progress' });
      if (!event.hasConfig) return same({ ...state, error: FORM_NOT_FOUND.replace('{id}', String(state.formId)) });
      const { source, target } = submissionPageNumbers(event.submissionType, state.page, state.lastPage);
      const pending: PendingSubmission = {
        type: event.submissionType,
        method: state.method,
        displayConfirmation: true,
        source,
        target,
        save: event.submissionType === 'save-continue',
      };
      const detail: PreSubmissionDetail = { submissionType: pending.type, submissionMethod: pending.method, displayConfirmation: true, abort: false };
      return same({ ...state, status: 'filtering', pending }, { type: 'pre-submission', detail });
    }

    case 'FILTERED': {
      if (state.status !== 'filtering' || !state.pending) return same(state);
      if (event.canceled || event.detail.abort === true) return same({ ...state, status: 'idle', pending: null }, { type: 'aborted' });
      const effects: SubmissionEffect[] = [];
      let method = state.pending.method;
      const asked = event.detail.submissionMethod;
      if (asked !== method) {
        if (asked === 'iframe') effects.push({ type: 'log', error: 'iframe-filter' });
        else if (asked === 'ajax' || asked === 'postback') {
          if (method === 'iframe') effects.push({ type: 'iframe-off' });
          method = asked;
        }
      }
      const pending: PendingSubmission = { ...state.pending, method, displayConfirmation: event.detail.displayConfirmation !== false };
      if (event.needsToken) return { state: { ...state, status: 'awaiting-token', pending }, effects: [...effects, { type: 'await-token' }] };
      return { state: { ...state, status: 'sending', pending, error: null }, effects: [...effects, { type: 'send', submission: pending }] };
    }

    case 'TOKEN':
      if (state.status !== 'awaiting-token' || !state.pending) return same(state);
      return same({ ...state, status: 'sending', error: null }, { type: 'send', submission: state.pending });

    case 'TOKEN_FAILED':
      if (state.status !== 'awaiting-token') return same(state);
      return same({ ...state, status: 'idle', pending: null, error: event.message });

    case 'RESPONSE':
      if (state.status !== 'sending' || !state.pending) return same(state);
      return answer(state, state.pending, event.outcome);

    case 'RESTORE': {
      const pending: PendingSubmission = {
        type: event.submissionType,
        method: state.method,
        displayConfirmation: true,
        source: event.source,
        target: event.target,
        save: event.submissionType === 'save-continue',
      };
      return answer({ ...state, page: clampPage(event.source || state.page, state.lastPage) }, pending, event.outcome);
    }

    case 'GOTO_PAGE': {
      const page = clampPage(event.page, state.lastPage);
      if (page === state.page) return same(state);
      return same({ ...state, page, renders: state.renders + 1 }, { type: 'page-change', page }, { type: 'post-render' });
    }

    case 'DISMISS_ERROR':
      return same({ ...state, error: null });
  }
}

/** Applies a submission answer (spec section 4): failure, validation errors, page change, confirmation, saved. */
function answer(state: SubmissionState, pending: PendingSubmission, outcome: SubmissionOutcome): Transition {
  const idle = { ...state, status: 'idle' as const, pending: null, renders: state.renders + 1 };
  if (outcome.kind === 'failure') {
    // The banner shows the server's text; the submitting flag is cleared.
    return same({ ...idle, renders: state.renders, error: outcome.message });
  }
  const data = outcome.data;
  if (!data.is_valid) {
    const page = clampPage(data.page_number || pending.source || state.page, state.lastPage);
    const effects: SubmissionEffect[] = [];
    if (page !== state.page) effects.push({ type: 'page-change', page });
    effects.push({ type: 'focus-errors' }, { type: 'post-render' });
    return { state: { ...idle, page, validation: { ...data.validation_messages }, error: null, view: { kind: 'form' } }, effects };
  }
  const clean = { ...idle, validation: {}, error: null };
  if (pending.type === 'save-continue' || data.submission_type === 'save_and_continue' || (pending.save && data.resume_token)) {
    const token = data.resume_token ?? '';
    const url = data.resume_url ?? '';
    return same({ ...clean, view: { kind: 'saved', token, url } }, { type: 'saved', token, url }, { type: 'post-render' });
  }
  if (pending.type === 'send-link' || data.submission_type === 'send_link') {
    return same({ ...clean, view: { kind: 'link-sent', markup: confirmationMarkupOf(data) } }, { type: 'post-render' });
  }
  if (isFinished(data, pending.target)) {
    if (!pending.displayConfirmation) return same(clean, { type: 'confirmation' });
    if (data.confirmation_type === 'redirect' && data.confirmation_redirect) {
      return same({ ...clean, status: 'done' }, { type: 'confirmation' }, { type: 'redirect', url: data.confirmation_redirect });
    }
    return same({ ...clean, status: 'done', view: { kind: 'confirmation', markup: confirmationMarkupOf(data) } }, { type: 'confirmation' }, { type: 'post-render' });
  }
  const page = clampPage(data.page_number || pending.target || pending.source, state.lastPage);
  const effects: SubmissionEffect[] = [];
  if (page !== state.page) effects.push({ type: 'page-change', page });
  effects.push({ type: 'post-render' });
  return { state: { ...clean, page, view: { kind: 'form' } }, effects };
}
