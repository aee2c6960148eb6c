/**
 * The form renderer and its submission flow (spec sections 2, 3, 4, 5, 8). State lives in the
 * pure machine of src/core/forms/submission.ts; this component renders it and runs its effects
 * (events, the request, focus, redirects). Pages are all rendered and switched by `hidden`.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { isAutomated } from '../../core/forms/bot';
import { ajaxSubmissionFields, emptySpeeds, hiddenInputs, recordSpeed, type SubmissionSpeeds, type UploadedFiles } from '../../core/forms/hidden-inputs';
import { looseBool } from '../../core/forms/loose';
import { cleanUniqueId } from '../../core/forms/markup';
import { formPages } from '../../core/forms/pages';
import { hasPricingFields, hasSignedProductMeta, pricingModel, productConfig } from '../../core/forms/pricing';
import { confirmationMarkupOf, type PostbackState, type SubmissionOutcome } from '../../core/forms/response';
import { createFormStateStore } from '../../core/forms/state';
import { DEFAULT_CHUNK_SIZE } from '../../core/forms/upload';
import { initialSubmissionState, isLocked, submitErrorText, transition, type PendingSubmission, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from '../../core/forms/submission';
import type { FormObject, GformConfig, ResumeState, SubmissionType } from '../../core/forms/types';
import { currencyConfig } from '../../core/shared/currency';
import { format } from '../../i18n';
import { pageVersionHash, readAutomationMarkers } from '../../platform/forms/automation';
import { isShown, now, onBecomesVisible, pageUrl, redirectTo, revealTop, safeRedirectUrl, uniqueId } from '../../platform/forms/browser';
import { fetchProductMeta, submitAjax, submitIframe, submitPostback, validateProductConfig } from '../../platform/forms/calls';
import { freshNonces } from '../../platform/nonces';
import { observeLazyBackgrounds } from '../../platform/forms/lazy-background';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import type { FormsStrings } from '../../i18n/forms';
import type { WidgetContext } from '../context';
import { useMachine } from '../shared/use-machine';
import { IFRAME_TIMEOUT_MS, LAZY_BACKGROUND_ROOT_MARGIN, POST_RENDER_DEBOUNCE_MS, RESUME_TOKEN_PARAM, iframeName } from './constants';
import { FieldShell, fieldDomId } from './field-shell';
import { fieldModuleFor } from './fields';
import { FormRuntimeContext, type FormRuntime } from './form-runtime';
import { createPricingEngine, needsEngine } from './pricing-engine';
import { ErrorBanner } from './error-banner';
import { PARTS } from './parts';
import { UPLOAD_STATE_KEYS, UploadRuntimeContext, hasPendingUploads, type UploadRuntime } from './uploads';
import { useRecaptcha } from './use-recaptcha';

export interface FormViewProps {
  ctx: WidgetContext<GformConfig, FormsStrings>;
  form: FormObject;
  resume: ResumeState | null;
  postback: PostbackState | null;
  /** A banner shown while no submission error is (e.g. a product config that failed validation). */
  notice?: string | null;
}

type FocusTarget = 'errors' | 'page' | 'confirmation' | 'saved' | null;

export function FormView({ ctx, form, resume, postback, notice }: FormViewProps) {
  const { config, settings, strings } = ctx;
  const formId = config.formId;
  const pages = useMemo(() => formPages(form), [form]);
  const lastPage = pages.length;

  const values = useMemo(() => postback?.values ?? resume?.values ?? {}, [postback, resume]);
  // Per-form state (spec section 3): what other parts of the form (pricing, uploads) read and watch.
  // Filled before the fields mount, so their first effects find it (a posted-back form brings its uploaded files back).
  const store = useMemo(() => {
    const s = createFormStateStore();
    s.set(formId, 'speeds', emptySpeeds());
    s.set(formId, UPLOAD_STATE_KEYS.files, readUploadedMap(values[`gform_uploaded_files_${formId}`] ?? values.gform_uploaded_files));
    return s;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // Pricing, formulas and conditional logic: one model per form, one engine listening to it.
  // The page's currency filled over EUR (entities decoded) here, the one place that formats money.
  const runtime = useMemo<FormRuntime>(() => ({ store, formId, currency: currencyConfig(settings.currency), model: pricingModel(form) }), [store, formId, settings.currency, form]);
  const engine = useMemo(() => (needsEngine(runtime.model) ? createPricingEngine(runtime) : null), [runtime]);
  // gform_unique_id: the one the server handed out (a postback's values, an iframe answer) once there
  // is one, else one made here as Gravity Forms' upload script makes it (8 hex digits).
  const [uid, setUid] = useState(() => cleanUniqueId(values.gform_unique_id) || uniqueId());
  const animateLogic = looseBool(form.enableAnimation);
  const uploads = useMemo<UploadRuntime>(
    () => ({ formId, store, uniqueId: uid, uploadUrl: settings.uploadUrl, chunkSize: settings.uploadChunkSize ?? DEFAULT_CHUNK_SIZE, locale: settings.locale }),
    [formId, store, uid, settings.uploadUrl, settings.uploadChunkSize, settings.locale],
  );
  // Spec section 5: "Submission is blocked with a 'currently uploading' alert while uploads are queued."
  const [uploadAlert, setUploadAlert] = useState(false);
  // Server HTML is sanitized unless the site turned it off (src/platform/sanitize.ts). DOMPurify is a
  // chunk of its own (src/platform/sanitize-lazy.ts), fetched only when some HTML has to go through
  // it: html fields with markup (./gform-form.tsx waits for it before this form's first render) and
  // confirmations (fetched with the answer, below). Until it is there such HTML is left out (fail closed).
  const [sanitizerTick, setSanitizerTick] = useState(0);
  const sanitize = useCallback((html: string) => sanitizedWith(sanitizer.loaded(), html, settings.sanitizeHtml), [settings.sanitizeHtml, sanitizerTick]); // eslint-disable-line react-hooks/exhaustive-deps
  /** Loads the sanitizer when `html` needs it; resolves once it is there (or failed: one error, the HTML stays out). */
  const ensureSanitizer = useCallback(
    async (html: string): Promise<void> => {
      if (!needsSanitizer(html, settings.sanitizeHtml) || sanitizer.loaded()) return;
      try {
        await sanitizer.load();
        if (mounted.current) setSanitizerTick((n) => n + 1);
      } catch {
        live.current.ctx.logError('could not load the HTML sanitizer; server markup is left out');
      }
    },
    [settings.sanitizeHtml],
  );
  // The bot check (spec section 5): version_hash only when no automation is detected, and only as the
  // server printed it (the element's version-hash, the form object's, Gravity Forms' own globals):
  // Gravity Forms expects wp_hash() of its version, which no browser can make (issue 29).
  const versionHash = useMemo(
    () => (isAutomated(readAutomationMarkers()) ? undefined : (config.versionHash ?? form.version_hash ?? pageVersionHash())),
    [form, config.versionHash],
  );
  const initial = useCallback((name: string) => values[name], [values]);
  const restored = Boolean(postback ?? resume);

  // The pure machine (src/core/forms/submission.ts) run by the shared runner; its effects (runEffect,
  // below) need what is defined further down, so the runner calls them through a ref.
  const runEffectRef = useRef<(effect: SubmissionEffect) => void>(() => undefined);
  const { state, stateRef, api } = useMachine<SubmissionState, SubmissionEvent, SubmissionEffect>(
    () => initialSubmissionState({ formId, lastPage, method: config.submissionMethod, page: resume?.page ?? 1 }),
    transition,
    (effect) => runEffectRef.current(effect),
  );
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [recaptchaToken, setRecaptchaToken] = useState<string | undefined>(settings.recaptchaSiteKey ? '' : undefined);

  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const savedFormRef = useRef<HTMLFormElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusTarget>(null);
  const postRenderTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pageShownAt = useRef(now());
  const mounted = useRef(true);

  const logError = useCallback((m: string) => ctx.logError(m), [ctx]);
  const recaptcha = useRecaptcha({ siteKey: settings.recaptchaSiteKey, container: recaptchaRef, host: ctx.host, formId, logError, onFailure: () => setRecaptchaToken(undefined) });

  // The latest props for effects that run after an await.
  const live = useRef({ ctx, form, config, settings, strings, engine });
  live.current = { ctx, form, config, settings, strings, engine };

  // Issue 17: a field of a type this renderer does not know (an add-on's, a beta's) renders nothing
  // where it stands; one warning per field names it, and the rest of the form works.
  useEffect(() => {
    for (const f of form.fields) {
      if (f.type !== 'page' && !fieldModuleFor(f)) console.warn(`[${ctx.tag}] field ${f.id} of type "${f.type || '(none)'}" is not supported; it is left out of form ${formId}`);
    }
  }, [form, formId, ctx.tag]);

  useEffect(() => {
    // The time on a page restarts whenever the page changes.
    const offPage = store.watch(formId, ['currentPage'], () => {
      pageShownAt.current = now();
      setUploadAlert(false);
    });
    // The uploaded-files map is a hidden input of the form: re-render it when an upload lands.
    const offFiles = store.watch(formId, [UPLOAD_STATE_KEYS.files], () => setFilesTick((n) => n + 1));
    // The 'wait for the upload' alert goes once nothing is uploading any more.
    const offPending = store.watch(formId, [UPLOAD_STATE_KEYS.pending], () => {
      if (!hasPendingUploads(store, formId)) setUploadAlert(false);
    });
    return () => {
      offPage();
      offFiles();
      offPending();
    };
  }, [store, formId]);
  // The submitting flag, also on the element for site styling (gform-form[data-submitting]).
  useEffect(() => {
    ctx.host.toggleAttribute('data-submitting', isLocked(state));
  }, [ctx.host, state]);
  useEffect(() => {
    store.set(formId, 'currentPage', state.page);
    store.set(formId, 'isSubmitting', isLocked(state));
    store.set(formId, 'validation', state.validation);
  }, [store, formId, state]);

  // The element's method follows its attribute.
  useEffect(() => {
    dispatchRef.current({ type: 'METHOD', method: config.submissionMethod });
  }, [config.submissionMethod]);

  const schedulePostRender = useCallback(() => {
    clearTimeout(postRenderTimer.current);
    postRenderTimer.current = setTimeout(() => {
      if (mounted.current) live.current.ctx.emit('gform-post-render', { formId, currentPage: stateRef.current.page });
    }, POST_RENDER_DEBOUNCE_MS);
  }, [formId]);

  const dispatchRef = useRef<(e: SubmissionEvent) => void>(() => undefined);
  const [, setSpeedsTick] = useState(0);
  const [, setFilesTick] = useState(0);

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
    [formId, store, recaptcha, settings.recaptchaSiteKey, ensureSanitizer],
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
    [formId, lastPage, pages, recaptcha, schedulePostRender, send, store],
  );

  runEffectRef.current = runEffect;
  const dispatch = api.dispatch;
  dispatchRef.current = dispatch;

  // First render: post-render, a postback answer, and re-announcing when the form becomes visible.
  useEffect(() => {
    mounted.current = true;
    if (postback) {
      // A posted-back confirmation is shown once its markup can be sanitized (never the default text first).
      const markup = postback.outcome.kind === 'data' ? confirmationMarkupOf(postback.outcome.data) : '';
      void ensureSanitizer(markup).then(() => {
        if (mounted.current) dispatch({ type: 'RESTORE', outcome: postback.outcome, submissionType: postback.submissionType, source: postback.source, target: postback.target });
      });
    } else schedulePostRender();
    const root = rootRef.current;
    const off = root ? onBecomesVisible(root, schedulePostRender) : () => undefined;
    // Backgrounds (`data-bg`) in the form's markup load once within 200px of the viewport.
    const offBackgrounds = root ? observeLazyBackgrounds(root, LAZY_BACKGROUND_ROOT_MARGIN) : () => undefined;
    return () => {
      mounted.current = false;
      off();
      offBackgrounds();
      clearTimeout(postRenderTimer.current);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // The pricing engine follows the form element (it exists while the form view is shown).
  useLayoutEffect(() => {
    const el = formRef.current;
    if (!engine || state.view.kind !== 'form' || !el) return;
    return engine.attach(el);
  }, [engine, state.view.kind]);

  // Focus moves after the DOM shows what it moves to.
  useLayoutEffect(() => {
    const target = focusRequest.current;
    if (!target) return;
    focusRequest.current = null;
    const el =
      target === 'errors'
        ? errorsRef.current
        : target === 'confirmation'
          ? confirmationRef.current
          : target === 'saved'
            ? savedRef.current
            : formRef.current?.querySelector<HTMLElement>(`[data-page="${state.page}"]`);
    if (el && !el.hidden) {
      el.focus({ preventScroll: true });
      // A new page or a confirmation shows from the form's top (progress included); errors from theirs.
      revealTop(target === 'errors' ? el : (rootRef.current ?? el));
    }
  }, [state]);

  /** The button a submission of the current view runs on: next or submit of the shown page, or send-link. */
  const activeButton = useCallback((): HTMLButtonElement | null => {
    const s = stateRef.current;
    let btn: HTMLButtonElement | null | undefined;
    if (s.view.kind === 'saved') btn = savedFormRef.current?.querySelector<HTMLButtonElement>('[data-submission-type="send-link"]');
    else {
      const type = s.page >= s.lastPage ? 'submit' : 'next';
      btn = formRef.current?.querySelector<HTMLElement>(`[data-page="${s.page}"]`)?.querySelector<HTMLButtonElement>(`[data-submission-type="${type}"]`);
    }
    return btn && !btn.disabled && isShown(btn) ? btn : null;
  }, []);

  /** The button-click handler every submit button runs (Gravity Forms' handleButtonClick). */
  const handleButtonClick = useCallback(
    (button: HTMLButtonElement) => {
      const submissionType = (button.dataset.submissionType ?? 'submit') as SubmissionType;
      dispatch({ type: 'SUBMIT', submissionType, buttonInForm: button.form !== null, activeButton: activeButton() !== null, hasConfig: true });
    },
    [activeButton, dispatch],
  );

  const onButtonClick = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    handleButtonClick(e.currentTarget);
  };

  // Enter in a field runs the active button (not whichever submit button comes first in the DOM).
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing) return;
    const t = e.target;
    if (!(t instanceof HTMLInputElement) || ['button', 'submit', 'reset', 'image', 'file'].includes(t.type)) return;
    e.preventDefault();
    const active = activeButton();
    if (active) handleButtonClick(active);
    else dispatch({ type: 'SUBMIT', submissionType: 'submit', buttonInForm: true, activeButton: false, hasConfig: true });
  };

  // A submit that did not come through the button-click handler: a customized submit button or a script.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.dataset.submissionType) return handleButtonClick(submitter);
    ctx.logError(submitErrorText('unsupported', { id: formId }));
    const active = activeButton();
    if (active) handleButtonClick(active);
  };

  const onErrorLink = (e: MouseEvent<HTMLAnchorElement>, fieldId: number) => {
    e.preventDefault();
    const wrapper = rootRef.current?.querySelector<HTMLElement>(`#${fieldDomId(formId, fieldId)}`);
    const control = wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
    (control ?? wrapper)?.focus();
  };

  const locked = isLocked(state);
  const pending = state.pending;
  const hidden = hiddenInputs({
    formId,
    page: state.page,
    lastPage,
    pending,
    method: state.method,
    uniqueId: uid,
    uploadedFiles: store.get<UploadedFiles>(formId, UPLOAD_STATE_KEYS.files) ?? {},
    speeds: store.get<SubmissionSpeeds>(formId, 'speeds') ?? emptySpeeds(),
    versionHash,
    state: config.state,
    ajaxMarker: config.ajaxMarker,
    displayTitle: config.displayTitle,
    displayDescription: config.displayDescription,
    recaptchaToken,
  });
  const effectiveMethod = pending?.method ?? state.method;
  const errorEntries = Object.entries(state.validation);
  const labelOf = (fieldId: number) => form.fields.find((f) => f.id === fieldId)?.label ?? '';
  const pagination = form.pagination ?? { type: 'percentage' as const };
  const view = state.view;
  const banner = state.error ?? (noticeDismissed ? null : (notice ?? null));
  // Only an http(s) link from the server becomes the return link.
  // Gravity Forms answers a save with the token only: its return link is the page with gf_token.
  const resumeUrl = view.kind === 'saved' ? view.url || (view.token ? resumeLinkFor(pageUrl(), view.token) : '') : '';
  const resumeHref = resumeUrl ? safeRedirectUrl(resumeUrl, pageUrl()) : null;

  return (
    <FormRuntimeContext.Provider value={runtime}>
      <div ref={rootRef} className={`gform${locked ? ' gform--submitting' : ''}`} data-form-id={formId} data-current-page={state.page} data-submitting={locked ? '' : undefined}>
        {banner ? (
          <ErrorBanner message={banner} strings={strings} onDismiss={() => (state.error ? dispatch({ type: 'DISMISS_ERROR' }) : setNoticeDismissed(true))} />
        ) : null}
        {config.displayTitle && form.title ? (
          <h2 part={PARTS.title} className="gform__title">
            {form.title}
          </h2>
        ) : null}
        {config.displayDescription && form.description ? (
          <p part={PARTS.description} className="gform__description">
            {form.description}
          </p>
        ) : null}

        {view.kind === 'form' ? (
          <form
            ref={formRef}
            part={PARTS.form}
            className="gform__form"
            id={`gform_${formId}`}
            method="post"
            encType="multipart/form-data"
            action={pageUrl()}
            target={effectiveMethod === 'iframe' ? iframeName(formId) : undefined}
            noValidate
            aria-busy={locked || undefined}
            onSubmit={onSubmit}
            onKeyDown={onKeyDown}
          >
            <div ref={errorsRef} part={PARTS.validationErrors} className="gform__errors" role="alert" aria-live="assertive" tabIndex={-1} hidden={errorEntries.length === 0}>
              {errorEntries.length ? (
                <>
                  <h3 className="gform__errors-heading">
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <circle cx="12" cy="12" r="10" fill="currentColor" />
                      <path d="M12 6.8v6.4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
                      <circle cx="12" cy="17" r="1.3" fill="#fff" />
                    </svg>
                    {strings['forms.validationHeading']}
                  </h3>
                  <ol className="gform__errors-list">
                    {errorEntries.map(([id, message]) => {
                      const fieldId = Number(id);
                      const label = labelOf(fieldId);
                      return (
                        <li key={id}>
                          <a href={`#${fieldDomId(formId, fieldId)}`} onClick={(e) => onErrorLink(e, fieldId)}>
                            {label ? format(strings['forms.validationItem'], { label, message }) : message}
                          </a>
                        </li>
                      );
                    })}
                  </ol>
                </>
              ) : null}
            </div>

            {lastPage > 1 && pagination.type !== 'none' ? <Progress page={state.page} total={lastPage} names={pagination.pages ?? []} steps={pagination.type === 'steps'} strings={strings} /> : null}

            {pages.map((p) => {
              const isLast = p.number === lastPage;
              const nextText = p.closer?.nextButton?.text || strings['forms.next'];
              const prevText = p.opener?.previousButton?.text || (isLast ? form.lastPageButton?.text : undefined) || strings['forms.previous'];
              const submitText = form.button?.text || strings['forms.submit'];
              const pageName = pagination.pages?.[p.number - 1];
              return (
                <div
                  key={p.number}
                  part={PARTS.page}
                  className="gform__page"
                  id={`gform_page_${formId}_${p.number}`}
                  data-page={p.number}
                  hidden={p.number !== state.page}
                  tabIndex={-1}
                  aria-label={lastPage > 1 ? format(strings['forms.progress'], { current: p.number, total: lastPage }) + (pageName ? `: ${pageName}` : '') : undefined}
                  role={lastPage > 1 ? 'group' : undefined}
                >
                  <div className="gform__fields">
                    <UploadRuntimeContext.Provider value={uploads}>
                      {p.fields.map((field) => (
                        <FieldShell key={field.id} field={field} formId={formId} error={state.validation[String(field.id)]} initial={initial} restored={restored} strings={strings} locale={settings.locale} sanitize={sanitize} animate={animateLogic} />
                      ))}
                    </UploadRuntimeContext.Provider>
                  </div>
                  <div className="gform__footer">
                    {p.number > 1 ? (
                      // Spec section 4: the previous button is a submit button unless on the last page.
                      <button type={isLast ? 'button' : 'submit'} part={PARTS.previousButton} className="gform__button gform__button--secondary" data-submission-type="previous" onClick={onButtonClick}>
                        {prevText}
                      </button>
                    ) : null}
                    {isLast ? (
                      <button type="submit" part={PARTS.submitButton} className="gform__button gform__button--primary" data-submission-type="submit" onClick={onButtonClick}>
                        {submitText}
                      </button>
                    ) : (
                      <button type="submit" part={PARTS.nextButton} className="gform__button gform__button--primary" data-submission-type="next" onClick={onButtonClick}>
                        {nextText}
                      </button>
                    )}
                    {form.save?.enabled ? (
                      <button type="submit" part={PARTS.saveButton} className="gform__button gform__button--link" data-submission-type="save-continue" onClick={onButtonClick}>
                        {form.save.button?.text || strings['forms.save']}
                      </button>
                    ) : null}
                    {uploadAlert && p.number === state.page ? (
                      <p part={PARTS.uploadAlert} className="gform__upload-alert" role="alert">
                        {strings['forms.uploadWait']}
                      </p>
                    ) : null}
                    {locked ? (
                      <span className="gform__spinner" role="status">
                        <span className="gform__spinner-dot" aria-hidden="true" />
                        {strings['forms.submitting']}
                      </span>
                    ) : null}
                  </div>
                </div>
              );
            })}

            {hidden.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} readOnly />
            ))}
            {settings.recaptchaSiteKey ? <div ref={recaptchaRef} part={PARTS.recaptcha} className="gform__recaptcha" /> : null}
          </form>
        ) : null}

        {view.kind === 'confirmation' || view.kind === 'link-sent' ? (
          <div
            ref={confirmationRef}
            part={PARTS.confirmation}
            className="gform__confirmation"
            id={`gform_confirmation_wrapper_${formId}`}
            role="status"
            tabIndex={-1}
            dangerouslySetInnerHTML={{ __html: sanitize(view.markup) || escapeText(view.kind === 'link-sent' ? strings['forms.linkSentDefault'] : strings['forms.confirmationDefault']) }}
          />
        ) : null}

        {view.kind === 'saved' ? (
          <div ref={savedRef} part={PARTS.savedMessage} className="gform__saved" role="status" tabIndex={-1}>
            <p>{strings['forms.saved']}</p>
            {resumeHref ? (
              <p>
                <a part={PARTS.resumeLink} className="gform__resume-link" href={resumeHref}>
                  {resumeHref}
                </a>
              </p>
            ) : null}
            <p className="gform__saved-note">{strings['forms.savedExpiry']}</p>
            <form ref={savedFormRef} className="gform__send-link" method="post" encType="multipart/form-data" action={pageUrl()} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
              <p className="gform__saved-prompt">{strings['forms.savedEmailPrompt']}</p>
              <label className="gfield__label" htmlFor={`gform_resume_email_${formId}`}>
                {strings['forms.resumeEmail']}
              </label>
              <div className="gform__send-link-row">
                <input id={`gform_resume_email_${formId}`} className="gfield__input" type="email" name="gform_resume_email" autoComplete="email" />
                <button type="submit" part={PARTS.sendLinkButton} className="gform__button gform__button--primary" data-submission-type="send-link" onClick={onButtonClick}>
                  {strings['forms.sendLink']}
                </button>
              </div>
              <input type="hidden" name={`is_submit_${formId}`} value="1" readOnly />
              <input type="hidden" name="gform_submit" value={String(formId)} readOnly />
              <input type="hidden" name="gform_resume_token" value={view.token} readOnly />
              <input type="hidden" name="gform_send_resume_link" value={view.token} readOnly />
              <input type="hidden" name={`gform_submission_method_${formId}`} value={effectiveMethod} readOnly />
              <input type="hidden" name="gform_submission_method" value={effectiveMethod} readOnly />
            </form>
          </div>
        ) : null}

        {config.submissionMethod === 'iframe' ? <iframe ref={frameRef} name={iframeName(formId)} id={iframeName(formId)} title={iframeName(formId)} className="gform__frame" hidden /> : null}
      </div>
    </FormRuntimeContext.Provider>
  );
}

/** The page's URL with `gf_token` set (Gravity Forms' default `{save_link}`). */
function resumeLinkFor(page: string, token: string): string {
  try {
    const u = new URL(page);
    u.searchParams.set(RESUME_TOKEN_PARAM, token);
    return u.href;
  } catch {
    return '';
  }
}

/** An uploaded-files map from a posted value (JSON text) or a server's answer; anything else is an empty map. */
function readUploadedMap(v: unknown): UploadedFiles {
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

function escapeText(text: string): string {
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

/** Page progress: "Stap 2 van 3" with a bar (percentage) or the list of page names (steps). */
function Progress({ page, total, names, steps, strings }: { page: number; total: number; names: string[]; steps: boolean; strings: FormsStrings }) {
  const percent = Math.round((page / total) * 100);
  const text = format(strings['forms.progress'], { current: page, total });
  const name = names[page - 1];
  if (steps) {
    return (
      <ol part={PARTS.progress} className="gform__steps" aria-label={strings['forms.progressLabel']}>
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={`gform__step${i + 1 === page ? ' gform__step--active' : ''}${i + 1 < page ? ' gform__step--done' : ''}`} aria-current={i + 1 === page ? 'step' : undefined}>
            <span className="gform__step-number">{i + 1}</span>
            <span className="gform__step-name">{names[i] ?? format(strings['forms.progress'], { current: i + 1, total })}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div part={PARTS.progress} className="gform__progress">
      <p className="gform__progress-text" id="gform_progress_text">
        <strong>{text}</strong>
        {name ? <span className="gform__progress-name"> – {name}</span> : null}
      </p>
      <div className="gform__progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} aria-labelledby="gform_progress_text">
        <div className="gform__progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
