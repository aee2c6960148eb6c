/**
 * The form renderer and its submission flow (spec sections 2, 3, 4, 5, 8). State lives in the
 * pure machine of src/core/forms/submission.ts; this component renders it and runs its effects
 * (events, the request, focus, redirects). Pages are all rendered and switched by `hidden`.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { isAutomated } from '../../core/forms/bot';
import { emptySpeeds, hiddenInputs, type SubmissionSpeeds, type UploadedFiles } from '../../core/forms/hidden-inputs';
import { looseBool } from '../../core/forms/loose';
import { cleanUniqueId } from '../../core/forms/markup';
import { formPages } from '../../core/forms/pages';
import { pricingModel } from '../../core/forms/pricing';
import { confirmationMarkupOf, type PostbackState } from '../../core/forms/response';
import { createFormStateStore } from '../../core/forms/state';
import { DEFAULT_CHUNK_SIZE } from '../../core/forms/upload';
import { initialSubmissionState, isLocked, submitErrorText, transition, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from '../../core/forms/submission';
import type { FormObject, GformConfig, ResumeState, SubmissionType } from '../../core/forms/types';
import { currencyConfig } from '../../core/shared/currency';
import { pageVersionHash, readAutomationMarkers } from '../../platform/forms/automation';
import { isShown, now, onBecomesVisible, pageUrl, revealTop, safeRedirectUrl, uniqueId } from '../../platform/forms/browser';
import { observeLazyBackgrounds } from '../../platform/forms/lazy-background';
import type { FormsStrings } from '../../i18n/forms';
import type { WidgetContext } from '../context';
import { useMachine } from '../shared/use-machine';
import { LAZY_BACKGROUND_ROOT_MARGIN, POST_RENDER_DEBOUNCE_MS, iframeName } from './constants';
import { fieldDomId } from './field-shell';
import { FormPageView, SavedView, ValidationSummary, escapeText, resumeLinkFor, Progress } from './form-view-parts';
import { fieldModuleFor } from './fields';
import { FormRuntimeContext, type FormRuntime } from './form-runtime';
import { createPricingEngine, needsEngine } from './pricing-engine';
import { ErrorBanner } from './error-banner';
import { PARTS } from './parts';
import { UPLOAD_STATE_KEYS, hasPendingUploads, type UploadRuntime } from './uploads';
import { useLazySanitizer } from './use-lazy-sanitizer';
import { useRecaptcha } from './use-recaptcha';
import { readUploadedMap, useSubmissionEffects, type FocusTarget } from './use-submission-effects';

export interface FormViewProps {
  ctx: WidgetContext<GformConfig, FormsStrings>;
  form: FormObject;
  resume: ResumeState | null;
  postback: PostbackState | null;
  /** A banner shown while no submission error is (e.g. a product config that failed validation). */
  notice?: string | null;
}


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
  // Server HTML through the lazily fetched sanitizer (./use-lazy-sanitizer.ts): left out until it is there.
  const { sanitize, ensureSanitizer } = useLazySanitizer(settings.sanitizeHtml, (m) => live.current.ctx.logError(m));
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

  const runEffect = useSubmissionEffects({
    formId, store, recaptcha, ensureSanitizer, live, pageShownAt, mounted, formRef, savedFormRef, frameRef, focusRequest, dispatchRef, stateRef,
    api, setUid, setSpeedsTick, setRecaptchaToken, setUploadAlert, schedulePostRender,
  });
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
            <ValidationSummary errorsRef={errorsRef} entries={errorEntries} formId={formId} labelOf={labelOf} strings={strings} onErrorLink={onErrorLink} />

            {lastPage > 1 && pagination.type !== 'none' ? <Progress page={state.page} total={lastPage} names={pagination.pages ?? []} steps={pagination.type === 'steps'} strings={strings} /> : null}

            {pages.map((p) => (
              <FormPageView
                key={p.number}
                page={p}
                form={form}
                formId={formId}
                lastPage={lastPage}
                current={state.page}
                pageNames={pagination.pages}
                validation={state.validation}
                fieldProps={{ initial, restored, strings, locale: settings.locale, sanitize, animate: animateLogic }}
                uploads={uploads}
                uploadAlert={uploadAlert}
                locked={locked}
                onButtonClick={onButtonClick}
              />
            ))}

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
          <SavedView savedRef={savedRef} savedFormRef={savedFormRef} formId={formId} token={view.token} resumeHref={resumeHref} method={effectiveMethod} strings={strings} onSubmit={onSubmit} onKeyDown={onKeyDown} onButtonClick={onButtonClick} />
        ) : null}

        {config.submissionMethod === 'iframe' ? <iframe ref={frameRef} name={iframeName(formId)} id={iframeName(formId)} title={iframeName(formId)} className="gform__frame" hidden /> : null}
      </div>
    </FormRuntimeContext.Provider>
  );
}
