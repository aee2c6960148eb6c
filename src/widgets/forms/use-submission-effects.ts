/**
 * What the form's submission machine (src/core/forms/submission.ts) asks for, done: the events,
 * the pre-submission filter, the reCAPTCHA token, the request by the form's method (ajax, iframe,
 * postback) with its product check and fresh nonces, focus requests, redirects. The form view
 * (form-view.tsx) renders the state; the shared runner calls the function this hook returns.
 */
import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { emptySpeeds, ajaxSubmissionFields, recordSpeed, type SubmissionSpeeds, type UploadedFiles } from '../../core/forms/hidden-inputs';
import { hasPricingFields, hasSignedProductMeta, productConfig } from '../../core/forms/pricing';
import { confirmationMarkupOf, type SubmissionOutcome } from '../../core/forms/response';
import type { FormStateStore } from '../../core/forms/state';
import { submitErrorText, type PendingSubmission, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from '../../core/forms/submission';
import type { FormObject, GformConfig } from '../../core/forms/types';
import type { FormsStrings } from '../../i18n/forms';
import { now, pageUrl, redirectTo } from '../../platform/forms/browser';
import { fetchProductMeta, submitAjax, submitIframe, submitPostback, validateProductConfig } from '../../platform/forms/calls';
import { freshNonces } from '../../platform/nonces';
import type { PageSettings } from '../../core/shared/settings';
import type { WidgetContext } from '../context';
import type { MachineApi } from '../shared/use-machine';
import { IFRAME_TIMEOUT_MS } from './constants';
import type { PricingEngine } from './pricing-engine';
import { UPLOAD_STATE_KEYS, hasPendingUploads } from './uploads';
import type { useRecaptcha } from './use-recaptcha';

/** Where focus goes after the next commit. */
export type FocusTarget = 'errors' | 'page' | 'confirmation' | 'saved' | null;

export interface SubmissionEffectsDeps {
  formId: number;
  store: FormStateStore;
  recaptcha: ReturnType<typeof useRecaptcha>;
  ensureSanitizer(html: string): Promise<void>;
  /** The latest props, for what runs after an await. */
  live: RefObject<{ ctx: WidgetContext<GformConfig, FormsStrings>; form: FormObject; config: GformConfig; settings: PageSettings; strings: FormsStrings; engine: PricingEngine | null }>;
  pageShownAt: RefObject<number>;
  mounted: RefObject<boolean>;
  formRef: RefObject<HTMLFormElement | null>;
  savedFormRef: RefObject<HTMLFormElement | null>;
  frameRef: RefObject<HTMLIFrameElement | null>;
  focusRequest: RefObject<FocusTarget>;
  dispatchRef: RefObject<(e: SubmissionEvent) => void>;
  stateRef: RefObject<SubmissionState>;
  api: MachineApi<SubmissionEvent>;
  setUid(id: string): void;
  setSpeedsTick: Dispatch<SetStateAction<number>>;
  setRecaptchaToken: Dispatch<SetStateAction<string | undefined>>;
  setUploadAlert(on: boolean): void;
  schedulePostRender(): void;
}

export function useSubmissionEffects(d: SubmissionEffectsDeps): (effect: SubmissionEffect) => void {
  const { formId, store, recaptcha, ensureSanitizer, live, pageShownAt, mounted, formRef, savedFormRef, frameRef, focusRequest, dispatchRef, stateRef, api, setUid, setSpeedsTick, setRecaptchaToken, setUploadAlert, schedulePostRender } = d;
  const send = useCallback(
    async (submission: PendingSubmission) => {
      const { settings: st, strings: str, config: cf, form: fm, engine: en } = live.current;
      const speeds = recordSpeed(store.get<SubmissionSpeeds>(formId, 'speeds') ?? emptySpeeds(), submission.source, now() - pageShownAt.current);
      store.set(formId, 'speeds', speeds);
      // Render the hidden inputs of this submission before the form is read or posted.
      api.flush(() => {
        // Pending recalculations land first: the form posts the totals the visitor saw last.
        en?.flush();
        setSpeedsTick((n) => n + 1);
      });
      const formEl = stateRef.current.view.kind === 'saved' ? savedFormRef.current : formRef.current;
      if (!formEl) return dispatchRef.current({ type: 'RESPONSE', outcome: { kind: 'failure', message: str['forms.unknownError'] } });
      // Spec section 5: a form with products submits only once its product config validated (gform_validate_config).
      // Nonces printed on a page a cache kept too long are refreshed once first (the WordPress plugin's route).
      const nonces = await freshNonces(st);
      if (!mounted.current) return;
      if (submission.type === 'submit' && hasPricingFields(fm)) {
        // The signed product meta: the form object's (this project's backend, the WordPress plugin), else
        // from Gravity Forms' own config path; validated with the config nonce (gform_config_ajax).
        const configNonce = nonces.gformConfigNonce ?? nonces.gformNonce;
        const signed = hasSignedProductMeta(fm) ? null : await fetchProductMeta({ ajaxUrl: st.ajaxUrl, formId, nonce: configNonce });
        if (!mounted.current) return;
        const check = await validateProductConfig({ ajaxUrl: st.ajaxUrl, nonce: configNonce, config: signed ?? productConfig(fm, formId) });
        if (!mounted.current) return;
        if (!check.ok) {
          live.current.ctx.logError(`form ${formId}: ${check.message}`);
          return dispatchRef.current({ type: 'RESPONSE', outcome: { kind: 'failure', message: check.message } });
        }
      }
      const action = pageUrl();
      let outcome: SubmissionOutcome;
      try {
        if (submission.method === 'postback') {
          submitPostback(formEl, action);
          return; // the browser navigates; the lock stays until it does
        }
        if (submission.method === 'iframe' && frameRef.current) {
          outcome = await submitIframe({ form: formEl, frame: frameRef.current, action, timeoutMs: IFRAME_TIMEOUT_MS, unknownError: str['forms.unknownError'], formId });
        } else {
          const extra = ajaxSubmissionFields({ formId, nonce: nonces.gformNonce, pageUrl: action, referer: action, displayTitle: cf.displayTitle, displayDescription: cf.displayDescription });
          outcome = await submitAjax({ ajaxUrl: st.ajaxUrl, form: formEl, extra, unknownError: str['forms.unknownError'], formId });
        }
      } catch {
        outcome = { kind: 'failure', message: str['forms.unknownError'] };
      }
      if (outcome.kind === 'data' && outcome.data.uploaded_files) store.set(formId, UPLOAD_STATE_KEYS.files, readUploadedMap(outcome.data.uploaded_files));
      // The server handed out a gform_unique_id (an iframe answer's form markup): later pages and uploads carry it.
      if (outcome.kind === 'data' && outcome.data.gform_unique_id) setUid(outcome.data.gform_unique_id);
      // A confirmation's markup is shown sanitized: the sanitizer first (fetched only now).
      if (outcome.kind === 'data') await ensureSanitizer(confirmationMarkupOf(outcome.data));
      if (recaptcha.active()) {
        recaptcha.reset();
        setRecaptchaToken('');
      }
      if (mounted.current) dispatchRef.current({ type: 'RESPONSE', outcome });
    },
    [formId, store, recaptcha, ensureSanitizer, api, dispatchRef, frameRef, formRef, live, mounted, pageShownAt, savedFormRef, setRecaptchaToken, setSpeedsTick, setUid, stateRef],
  );

  const runEffect = useCallback(
    (effect: SubmissionEffect) => {
      const { ctx: c, strings: str } = live.current;
      switch (effect.type) {
        case 'log':
          c.logError(submitErrorText(effect.error, { id: formId }));
          break;
        case 'pre-submission': {
          // Files still queued or uploading: refused with the 'currently uploading' alert, as
          // Gravity Forms' own pre-submission filter does (the submission counts as aborted).
          if (hasPendingUploads(store, formId)) {
            setUploadAlert(true);
            dispatchRef.current({ type: 'FILTERED', detail: effect.detail, canceled: true, needsToken: false });
            break;
          }
          // Listeners of the cancelable event may change the detail (CONTRACT section 3).
          const detail = { ...effect.detail };
          const event = c.emit('gform-pre-submission', detail, { cancelable: true });
          dispatchRef.current({ type: 'FILTERED', detail: event.detail, canceled: event.defaultPrevented, needsToken: recaptcha.active() });
          break;
        }
        case 'aborted':
          c.emit('gform-submission-aborted', { formId });
          break;
        case 'iframe-off':
          formRef.current?.removeAttribute('target');
          break;
        case 'await-token':
          recaptcha
            .token()
            .then((token) => {
              if (!mounted.current) return;
              if (token) {
                flushSync(() => setRecaptchaToken(token));
                dispatchRef.current({ type: 'TOKEN' });
              } else dispatchRef.current({ type: 'TOKEN_FAILED', message: str['forms.recaptchaFailed'] });
            })
            .catch(() => dispatchRef.current({ type: 'TOKEN_FAILED', message: str['forms.recaptchaFailed'] }));
          break;
        case 'send':
          void send(effect.submission);
          break;
        case 'page-change': {
          pageShownAt.current = now();
          // Focus moves to the new page, whose label ("Stap 2 van 3: …") is read out.
          focusRequest.current = 'page';
          c.emit('gform-page-change', { formId, currentPage: effect.page });
          break;
        }
        case 'focus-errors':
          focusRequest.current = 'errors';
          break;
        case 'confirmation':
          focusRequest.current = 'confirmation';
          c.emit('gform-confirmation', { formId });
          break;
        case 'redirect':
          if (!redirectTo(effect.url)) c.logError(`refused to redirect to "${effect.url}"`);
          break;
        case 'saved':
          focusRequest.current = 'saved';
          c.emit('gform-saved', { formId, resumeToken: effect.token });
          break;
        case 'post-render':
          schedulePostRender();
          break;
      }
    },
    [formId, recaptcha, schedulePostRender, send, store, dispatchRef, focusRequest, formRef, live, pageShownAt, setUploadAlert],
  );
  return runEffect;
}

/** An uploaded-files map from a posted value (JSON text) or a server's answer; anything else is an empty map. */
export function readUploadedMap(v: unknown): UploadedFiles {
  let map = v;
  if (typeof v === 'string') {
    try {
      map = v ? JSON.parse(v) : {};
    } catch {
      map = {};
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return {};
  return Object.fromEntries(Object.entries(map as Record<string, unknown>).filter(([, list]) => Array.isArray(list))) as UploadedFiles;
}
