/**
 * <gdpr-consent>: the cookie-consent banner, its settings modal and the open button
 * (spec sections 2, 4, 7-9 "Cookie consent"; CONTRACT "gdpr-consent"). State lives in the pure
 * machine of src/core/consent/machine.ts; this file renders it and runs the side effects.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CONSENT_COOKIE, CONSENT_POPUP_COOKIE } from '../../core/consent/cookie';
import { allowedCategories, CONSENT_LEVEL, type ConsentCategory } from '../../core/consent/levels';
import {
  bodyPadding,
  closes,
  initialState,
  openButtonVisible,
  transition,
  type CloseVia,
  type ConsentEvent,
  type ConsentState,
  type MachineOptions,
} from '../../core/consent/machine';
import { selectionCategories, selectionLevel, selectionLevelIds } from '../../core/consent/modal';
import { decideBanner, type StoredConsent } from '../../core/consent/rules';
import { afterNextPaint } from '../../platform/after-paint';
import { getCookie, removeCookie } from '../../platform/cookies';
import { deepActiveElement } from '../../platform/focus';
import { lazyModule } from '../../platform/lazy';
import type { ConsentStrings } from '../../i18n/consent';
import type { WidgetProps } from '../context';
import type { ConsentConfig, TextKey } from './config';
import { clearConsentCookie, declineConsent, giveConsent, prefetchConsentCalls } from './consent-calls';
import { CONSENT_UPDATED_EVENT, MODAL_PREFETCH_TIMEOUT_MS, SUCCESS_MESSAGE_MS } from './constants';
import { CheckIcon, CookieIcon } from './icons';
import {
  applyGatedContent,
  applyPixelConsent,
  consentModeDefault,
  consentModeSend,
  deleteAllCookies,
  onOtherConsent,
  onSettingsTrigger,
  padBody,
  setModalOpenClasses,
} from './page-effects';
import { ConsentBanner, onIntent } from './consent-banner';
import { CONSENT_PARTS as P } from './parts';
import { useMachine } from '../shared/use-machine';


/**
 * The settings modal is a chunk of its own (code, stylesheet, icons, strings), so the banner's
 * first paint never waits for it: fetched once the banner has been painted and the page is idle,
 * or earlier on the first sign that it is wanted, together with the consent calls' POST. A failed
 * load is tried again on the next sign.
 */
const modalChunk = lazyModule(() => import('./consent-modal'));
const prefetchModal = () => {
  modalChunk.prefetch();
  prefetchConsentCalls();
};
/** A control's first signs that it is about to be used (a pointer over it, a press, focus): `fn`, to fetch what it needs. */

/** Reads the cookies and decides the state at load (reset-consent and old-format clean-up first). */
function boot(config: ConsentConfig, opts: MachineOptions): ConsentState {
  if (config.resetConsent) deleteAllCookies();
  const decision = decideBanner({
    serverConsent: config.consent,
    cookie: getCookie(CONSENT_COOKIE),
    popupCookie: getCookie(CONSENT_POPUP_COOKIE),
    nowSeconds: Math.floor(Date.now() / 1000),
    alwaysVisible: config.alwaysVisible,
  });
  if (decision.deleteCookie) removeCookie(CONSENT_COOKIE);
  return initialState(decision.show, decision.consent, opts);
}

export function GdprConsent({ ctx }: WidgetProps<ConsentConfig, ConsentStrings>) {
  const { config, strings, host } = ctx;
  const opts: MachineOptions = useMemo(
    () => ({ alwaysVisible: config.alwaysVisible, reload: config.reload, defaultLevel: config.defaultLevel }),
    [config.alwaysVisible, config.reload, config.defaultLevel],
  );
  const optsRef = useRef(opts);
  optsRef.current = opts;
  // The pure machine (src/core/consent/machine.ts) run by the shared runner; what a choice does (the
  // cookie, the post, the events) is done by the handlers below. Handlers read stateRef: it moves with
  // each event at once, not only at the next render, so a save right after a change (a native
  // listener, a script) sees that change.
  const { state, stateRef, api } = useMachine<ConsentState, ConsentEvent, never>(() => boot(config, opts), (s, e) => ({ state: transition(s, e, optsRef.current), effects: [] }), () => undefined);
  const dispatch = api.dispatch;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  /**
   * The choice being posted. The same choice again while it is in flight (a double click, the
   * modal closed twice) is not posted again; a different one (Accept, then the settings saved at
   * once) is posted after it, so the server and the cookie end with the visitor's last choice.
   * The page's own change (banner, modal) happens in every case.
   */
  const posting = useRef<{ key: string; done: Promise<void> } | null>(null);
  const post = useCallback((key: string, send: () => Promise<void>, reloadAfter: boolean): void => {
    const prior = posting.current;
    if (prior?.key === key) return;
    const entry = {
      key,
      done: new Promise<void>((resolve) => {
        // The change is in this frame; the POST (fetch's own cost is ~10 ms at 4x) after it is painted.
        afterNextPaint(() => void (prior?.done ?? Promise.resolve()).then(send).finally(resolve));
      }),
    };
    posting.current = entry;
    void entry.done.then(() => {
      if (posting.current !== entry) return; // a later choice is still to be posted
      posting.current = null;
      // The optional reload after a give, once the last choice is in.
      if (reloadAfter && ctxRef.current.config.reload) window.location.reload();
    });
  }, []);
  /** Focus was in the banner or modal that is going away: it moves to the open button. */
  const refocus = useRef(false);
  const noteFocus = () => {
    if (ctxRef.current.root.activeElement) refocus.current = true;
  };

  const t = useCallback(
    (key: TextKey) => config.texts[key] ?? strings[`consent.${key}` as keyof typeof strings],
    [config.texts, strings],
  );

  // ---- actions -------------------------------------------------------------------------------

  /** After a give: the event on every path (the optional reload follows in `post`). */
  const finish = useCallback((level: number, levels: number[]) => {
    ctxRef.current.emit(CONSENT_UPDATED_EVENT, { level, levels });
  }, []);

  const accept = useCallback(() => {
    const { config: c, settings: s } = ctxRef.current;
    const level = c.acceptLevel;
    const send = () => giveConsent({ ajaxUrl: s.ajaxUrl, level, expireSeconds: c.expireSeconds }).then(() => finish(level, allowedCategories({ level })));
    post(`accept ${level}`, send, true);
    noteFocus();
    dispatch({ type: 'ACCEPT', level });
  }, [finish, post]);

  const save = useCallback(() => {
    const { config: c, settings: s } = ctxRef.current;
    const selection = stateRef.current.selection;
    const level = selectionLevel(selection);
    const levelIds = selectionLevelIds(selection);
    const consent: StoredConsent = { level, categories: selectionCategories(selection) };
    const send = () => {
      // Again just before the call: a give posted before this one may have written its cookie.
      clearConsentCookie();
      return giveConsent({ ajaxUrl: s.ajaxUrl, level, levelIds, expireSeconds: c.expireSeconds }).then(() => finish(level, consent.categories));
    };
    post(`save ${level} ${levelIds.join(',')}`, send, true);
    clearConsentCookie();
    noteFocus();
    dispatch({ type: 'SAVE', consent });
  }, [finish, post]);

  // A decline: posted once the banner or modal that went is painted (and after a choice still in
  // flight); block all stored, the banner gone. Closing the modal is one (spec section 4: "Closing
  // the modal counts as a decline."), and so is the banner's own refusal (CT's first-layer decline,
  // `#ct-ultimate-cookie-close-modal`).
  const decline = useCallback(() => {
    const { config: c, settings: st, emit } = ctxRef.current;
    const send = () =>
      declineConsent(st.ajaxUrl, c.expireSeconds).then(() => {
        emit(CONSENT_UPDATED_EVENT, { level: CONSENT_LEVEL.BLOCK_ALL, levels: [] });
      });
    post('decline', send, false);
    noteFocus();
    dispatch({ type: 'DECLINED' });
  }, [post]);

  const open = useCallback(() => {
    prefetchModal();
    dispatch({ type: 'OPEN' });
  }, []);

  // The modal's chunk, read at render time: when it was prefetched (at idle, or on hover) the tap's
  // own commit shows the modal. The state only re-renders when it arrives after the tap (read from
  // state alone, a chunk prefetched after mount cost a second render a frame later).
  const [fetched, setModal] = useState(() => modalChunk.loaded());
  const modal = fetched ?? modalChunk.loaded();
  // A first-time visitor sees the banner and may well open the settings: once the banner has been
  // painted and the page is idle, the modal's chunk is fetched, so the tap opens it at once.
  useEffect(() => {
    if (state.banner !== 'shown' || modalChunk.loaded()) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetchModal, { timeout: MODAL_PREFETCH_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetchModal, MODAL_PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state.banner]);
  useEffect(() => {
    if (state.modal !== 'open' || modal) return;
    let live = true;
    modalChunk.load().then(
      (m) => live && setModal(m),
      (e: unknown) => live && ctxRef.current.logError('the settings could not be loaded', e),
    );
    return () => {
      live = false;
    };
  }, [state.modal, modal]);

  const close = useCallback((via: CloseVia) => {
    const s = stateRef.current;
    if (s.modal !== 'open' || !closes(via, optsRef.current)) return;
    decline();
  }, [decline]);

  // Layout effects, declared before the one that sets data-banner: by the time the host says it
  // is ready, its methods, the page's [data-consent-settings] links and other elements' consent
  // events all reach it (passive effects may run a frame later and miss a quick click).
  useLayoutEffect(() => {
    ctx.expose({ openSettings: open, closeSettings: () => close('button') });
  }, [ctx, open, close]);

  // ---- page effects --------------------------------------------------------------------------

  useLayoutEffect(() => onSettingsTrigger(open, document, prefetchModal), [open]);
  useLayoutEffect(() => onOtherConsent(host, (d) => dispatch({ type: 'EXTERNAL_CONSENT', consent: { level: d.level, categories: d.levels as ConsentCategory[] } })), [host]);

  // Pixels, Consent Mode and gated content follow the recorded consent; at load Consent Mode gets
  // its all-denied default first.
  const signalled = useRef(false);
  useEffect(() => {
    const categories = state.consent?.categories ?? null;
    if (!signalled.current) {
      signalled.current = true;
      consentModeDefault();
      if (categories) consentModeSend(categories);
    } else {
      consentModeSend(categories ?? []);
    }
    applyPixelConsent(categories);
    applyGatedContent(categories);
  }, [state.consent]);

  // The modal-open classes and the focus hand-over below are layout effects: they land in the
  // commit that opens or closes the modal in both builds (preact runs plain effects a frame after
  // paint, where a fast Tab would start from the body).
  useLayoutEffect(() => {
    if (state.modal !== 'open') return;
    setModalOpenClasses(true);
    return () => setModalOpenClasses(false);
  }, [state.modal]);

  // The dialog gives focus back to its opener; when that opener went away with the banner (or
  // Accept removed the button that had focus), the open button takes it.
  const openButtonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!refocus.current || state.modal === 'open') return;
    refocus.current = false;
    const active = deepActiveElement();
    if (!active || active === document.body || !active.isConnected) openButtonRef.current?.focus();
  }, [state.modal, state.banner]);

  const bannerRef = useRef<HTMLElement>(null);
  const padding = bodyPadding(state, config.bannerStyle);
  useLayoutEffect(() => {
    if (!padding || !bannerRef.current) return;
    return padBody(padding, bannerRef.current);
  }, [padding]);

  useEffect(() => {
    if (!state.success) return;
    const timer = setTimeout(() => dispatch({ type: 'SUCCESS_DONE' }), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state.success]);

  useLayoutEffect(() => {
    host.setAttribute('data-banner', state.banner);
    host.setAttribute('data-modal', state.modal);
  }, [host, state.banner, state.modal]);

  // Ajax popup mode: options first, then the markup; a failure is logged and nothing is shown.
  useEffect(() => {
    if (!config.ajaxPopup) return;
    let live = true;
    dispatch({ type: 'POPUP_LOADING' });
    const fail = (why: string) => {
      if (!live) return;
      ctxRef.current.logError(`cookie popup could not be loaded: ${why}`);
      dispatch({ type: 'POPUP_FAILED' });
    };
    void (async () => {
      // The mode's calls and DOMPurify: chunks of their own, fetched side by side and only here,
      // so pages without the ajax popup never download them; DOMPurify not at all when the site
      // turned sanitizing off (the markup is then used as it comes).
      const sanitizing = ctxRef.current.settings.sanitizeHtml;
      const [{ loadPopupMarkup }, sanitizer] = await Promise.all([import('./ajax-popup'), sanitizing ? import('../../platform/sanitize') : undefined]);
      if (!live) return;
      const answer = await loadPopupMarkup(ctxRef.current.settings, () => live);
      if (answer.kind === 'gone') return;
      if (answer.kind === 'failed') return fail(answer.why);
      if (answer.kind === 'builtin') return dispatch({ type: 'POPUP_BUILTIN' });
      dispatch({ type: 'POPUP_READY', html: sanitizer ? sanitizer.sanitizeHtml(answer.html) : answer.html });
    })().catch((e: unknown) => fail(String(e)));
    return () => {
      live = false;
    };
  }, [config.ajaxPopup]);

  // ---- view ----------------------------------------------------------------------------------

  const style = config.bannerStyle;
  const showOpen = openButtonVisible(state, opts);
  const popupFailed = state.popup.state === 'failed';

  return (
    <>
      {state.banner === 'shown' && !popupFailed && (
        <ConsentBanner
          bannerRef={bannerRef}
          style={style}
          label={strings['consent.bannerLabel']}
          t={t}
          url={config.url}
          declineButton={config.declineButton}
          onOpen={open}
          onDecline={decline}
          onAccept={accept}
          prefetchModal={prefetchModal}
          prefetchCalls={prefetchConsentCalls}
        />
      )}

      {showOpen && !popupFailed && (
        <button
          ref={openButtonRef}
          part={P.openButton}
          type="button"
          className="consent-open"
          aria-label={t('open')}
          title={t('open')}
          onClick={open}
          {...onIntent(prefetchModal)}
        >
          <CookieIcon />
        </button>
      )}

      {state.modal === 'open' && modal && (
        <modal.ConsentModal
          root={ctx.root}
          state={state}
          config={config}
          t={t}
          locale={ctx.settings.locale}
          alwaysVisible={config.alwaysVisible}
          dispatch={dispatch}
          onClose={close}
          onSave={save}
        />
      )}

      <div className="consent-status" role="status">
        {state.success && (
          <p part={P.successMessage} className="consent-toast">
            <CheckIcon />
            {t('success')}
          </p>
        )}
      </div>
    </>
  );
}
