/**
 * <gdpr-consent>: the cookie-consent banner, its settings modal and the open button
 * (spec sections 2, 4, 7-9 "Cookie consent"; CONTRACT "gdpr-consent"). State lives in the pure
 * machine of src/core/consent/machine.ts; this file renders it and runs the side effects.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { CONSENT_COOKIE, CONSENT_POPUP_COOKIE } from '../../core/consent/cookie';
import { allowedCategories, CATEGORIES, CONSENT_LEVEL, type ConsentCategory, type ConsentLevel } from '../../core/consent/levels';
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
import { describeSelection, isBlockAll, selectionCategories, selectionLevel, selectionLevelIds, sliderStates, type DescriptionSource } from '../../core/consent/modal';
import { parsePopupMarkup, parsePopupOptions, POPUP_MARKUP_ROUTE, POPUP_OPTIONS_ROUTE } from '../../core/consent/requests';
import { decideBanner, type StoredConsent } from '../../core/consent/rules';
import { restRoute } from '../../core/shared/settings';
import { getCookie, removeCookie } from '../../platform/cookies';
import { deepActiveElement } from '../../platform/focus';
import { restJson } from '../../platform/http';
import type { ConsentStrings } from '../../i18n/consent';
import type { WidgetProps } from '../context';
import { useDialog } from '../shared/use-dialog';
import type { ConsentConfig, TextKey } from './config';
import { clearConsentCookie, declineConsent, giveConsent } from './consent-calls';
import { CONSENT_UPDATED_EVENT, SUCCESS_MESSAGE_MS } from './constants';
import { CheckIcon, CloseIcon, CookieIcon, CrossIcon, LevelIcon } from './icons';
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
import { CONSENT_PARTS as P } from './parts';

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

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
  const [state, react] = useReducer((s: ConsentState, e: ConsentEvent) => transition(s, e, optsRef.current), undefined, () => boot(config, opts));
  const stateRef = useRef(state);
  stateRef.current = state;
  // Handlers read stateRef; it moves with each event at once, not only at the next render, so a
  // save right after a change (a native listener, a script) sees that change.
  const dispatch = useCallback((e: ConsentEvent) => {
    stateRef.current = transition(stateRef.current, e, optsRef.current);
    react(e);
  }, []);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const busy = useRef(false);
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

  /** After a give: the event on every path, then the optional reload. */
  const finish = useCallback((level: number, levels: number[]) => {
    const { emit, config: c } = ctxRef.current;
    emit(CONSENT_UPDATED_EVENT, { level, levels });
    if (c.reload) window.location.reload();
  }, []);

  const accept = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const { config: c, settings: s } = ctxRef.current;
    const level = c.acceptLevel;
    noteFocus();
    dispatch({ type: 'ACCEPT', level });
    void giveConsent({ ajaxUrl: s.ajaxUrl, level, expireSeconds: c.expireSeconds })
      .then(() => finish(level, allowedCategories({ level })))
      .finally(() => (busy.current = false));
  }, [finish]);

  const save = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const { config: c, settings: s } = ctxRef.current;
    const selection = stateRef.current.selection;
    const level = selectionLevel(selection);
    const levelIds = selectionLevelIds(selection);
    const consent: StoredConsent = { level, categories: selectionCategories(selection) };
    clearConsentCookie();
    noteFocus();
    dispatch({ type: 'SAVE', consent });
    void giveConsent({ ajaxUrl: s.ajaxUrl, level, levelIds, expireSeconds: c.expireSeconds })
      .then(() => finish(level, consent.categories))
      .finally(() => (busy.current = false));
  }, [finish]);

  const open = useCallback(() => dispatch({ type: 'OPEN' }), []);

  const close = useCallback((via: CloseVia) => {
    const s = stateRef.current;
    if (s.modal !== 'open' || !closes(via, optsRef.current)) return;
    const { config: c, settings: st, emit } = ctxRef.current;
    noteFocus();
    dispatch({ type: 'DECLINED' });
    // Spec section 4: "Closing the modal counts as a decline."
    void declineConsent(st.ajaxUrl, c.expireSeconds).then(() => {
      emit(CONSENT_UPDATED_EVENT, { level: CONSENT_LEVEL.BLOCK_ALL, levels: [] });
    });
  }, []);

  // Layout effects, declared before the one that sets data-banner: by the time the host says it
  // is ready, its methods, the page's [data-consent-settings] links and other elements' consent
  // events all reach it (passive effects may run a frame later and miss a quick click).
  useLayoutEffect(() => {
    ctx.expose({ openSettings: open, closeSettings: () => close('button') });
  }, [ctx, open, close]);

  // ---- page effects --------------------------------------------------------------------------

  useLayoutEffect(() => onSettingsTrigger(open), [open]);
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

  useEffect(() => {
    if (state.modal !== 'open') return;
    setModalOpenClasses(true);
    return () => setModalOpenClasses(false);
  }, [state.modal]);

  // The dialog gives focus back to its opener; when that opener went away with the banner (or
  // Accept removed the button that had focus), the open button takes it.
  const openButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
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
      const { settings: s } = ctxRef.current;
      const optsAnswer = await restJson('GET', restRoute(s.restUrl, POPUP_OPTIONS_ROUTE), undefined, { nonce: s.restNonce });
      if (!live) return;
      if (!optsAnswer.ok) return fail(optsAnswer.message);
      const options = parsePopupOptions(optsAnswer.data);
      if (!options) return fail('unreadable cookie-popup-options answer');
      if (!options.ajaxEnabled) return dispatch({ type: 'POPUP_BUILTIN' });
      const markup = await restJson<string>('GET', restRoute(s.restUrl, POPUP_MARKUP_ROUTE), undefined, { nonce: s.restNonce, parse: 'text' });
      if (!live) return;
      if (!markup.ok) return fail(markup.message);
      const html = parsePopupMarkup(markup.text);
      if (!html) return fail('empty or unreadable cookie-popup answer');
      // DOMPurify is loaded only here: pages without the ajax popup never download it.
      const { sanitizeHtml } = await import('../../platform/sanitize');
      if (!live) return;
      dispatch({ type: 'POPUP_READY', html: sanitizeHtml(html, ctxRef.current.settings.sanitizeHtml) });
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
        <div className={cls('consent-layer', `consent-layer--${style}`)}>
          <section
            ref={bannerRef}
            part={P.banner}
            role="region"
            aria-label={strings['consent.bannerLabel']}
            className={cls('consent-banner', `consent-banner--${style}`)}
          >
            <div className="consent-banner__body">
              <span className="consent-banner__badge" aria-hidden="true">
                <CookieIcon />
              </span>
              <div className="consent-banner__copy">
                <h2 className="consent-banner__title">{t('title')}</h2>
                <p className="consent-banner__text">
                  {t('content')}{' '}
                  {config.url && (
                    <a className="consent-link" href={config.url}>
                      {t('readMore')}
                    </a>
                  )}
                </p>
              </div>
            </div>
            <div className="consent-banner__actions">
              <button part={P.settingsButton} type="button" className="consent-btn consent-btn--secondary" aria-haspopup="dialog" onClick={open}>
                {t('settings')}
              </button>
              <button part={P.acceptButton} type="button" className="consent-btn consent-btn--primary" onClick={accept}>
                {t('accept')}
              </button>
            </div>
          </section>
        </div>
      )}

      {showOpen && !popupFailed && (
        <button ref={openButtonRef} part={P.openButton} type="button" className="consent-open" aria-label={t('open')} title={t('open')} onClick={open}>
          <CookieIcon />
        </button>
      )}

      {state.modal === 'open' && (
        <ConsentModal
          state={state}
          config={config}
          t={t}
          strings={strings}
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

interface ModalProps {
  state: ConsentState;
  config: ConsentConfig;
  t: (key: TextKey) => string;
  strings: WidgetProps<ConsentConfig, ConsentStrings>['ctx']['strings'];
  alwaysVisible: boolean;
  dispatch: (e: ConsentEvent) => void;
  onClose: (via: CloseVia) => void;
  onSave: () => void;
}

function ConsentModal({ state, config, t, strings, alwaysVisible, dispatch, onClose, onSave }: ModalProps) {
  const dialogRef = useDialog<HTMLDivElement>({ open: true, onEscape: alwaysVisible ? undefined : () => onClose('escape') });
  const sel = state.selection;
  const block = isBlockAll(sel);
  const source: DescriptionSource = useMemo(() => {
    const lines = (key: keyof typeof strings) => strings[key].split('\n');
    const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, config.descriptions[c] ?? lines(`consent.desc.${c}` as keyof typeof strings)])) as Record<ConsentCategory, string[]>;
    return { always: lines('consent.desc.always'), byCategory, byLevel: config.levels };
  }, [config.descriptions, config.levels, strings]);
  const { allowed, notAllowed } = describeSelection(sel, source);
  const select = (level: number) => dispatch({ type: 'SELECT', action: { type: 'SELECT_LEVEL', level } });
  const toggle = (category: number, checked: boolean) => dispatch({ type: 'SELECT', action: { type: 'TOGGLE_CATEGORY', category, checked } });

  return (
    <div
      className="consent-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose('outside');
      }}
    >
      <div
        ref={dialogRef}
        part={P.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-modal-title"
        className={cls('consent-modal', block ? 'consent-modal--block ct-ultimate-gdpr-slider-block' : 'consent-modal--not-block ct-ultimate-gdpr-slider-not-block')}
      >
        <header className="consent-modal__header">
          <h2 id="consent-modal-title" className="consent-modal__title">
            {t('modalTitle')}
          </h2>
          <button part={P.modalClose} type="button" className="consent-modal__close" aria-label={t('close')} onClick={() => onClose('button')}>
            <CloseIcon />
          </button>
        </header>
        <div className="consent-modal__body">
          {state.popup.state === 'ready' ? (
            <ServerMarkup html={state.popup.html} state={state} dispatch={dispatch} />
          ) : state.popup.state === 'loading' ? (
            <p className="consent-modal__loading">{strings['consent.loading']}</p>
          ) : (
            <>
              <p className="consent-modal__intro">
                {t('modalIntro')}{' '}
                {config.url && (
                  <a className="consent-link" href={config.url}>
                    {t('readMore')}
                  </a>
                )}
              </p>
              <fieldset className="consent-slider">
                <legend className="consent-legend">{t('sliderLegend')}</legend>
                <div className="consent-slider__items">
                  {sliderStates(sel).map(({ level, state: look }) => (
                    <label
                      key={level}
                      part={P.sliderItem}
                      data-level={level}
                      data-state={look}
                      className={cls('consent-slider__item', `consent-slider__item--${look}`, look, level === CONSENT_LEVEL.BLOCK_ALL && 'consent-slider__item--block')}
                    >
                      <input
                        className="consent-slider__input"
                        type="radio"
                        name="consent-level"
                        value={level}
                        checked={sel.level === level}
                        onChange={() => select(level)}
                      />
                      <span className="consent-slider__icon">
                        <LevelIcon level={level} />
                      </span>
                      <span className="consent-slider__label">{strings[`consent.level.${level}` as keyof typeof strings]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="consent-categories">
                <legend className="consent-legend">{t('categoriesLegend')}</legend>
                <div className="consent-categories__items">
                  {CATEGORIES.map((c) => (
                    <label key={c} className={cls('consent-category', sel.categories.includes(c) && 'consent-category--checked')}>
                      <input part={P.category} type="checkbox" value={c} checked={sel.categories.includes(c)} onChange={(e) => toggle(c, e.currentTarget.checked)} />
                      <span>{strings[`consent.category.${c}` as keyof typeof strings]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="consent-describe" aria-live="polite">
                <div className="consent-describe__col consent-describe__col--allowed">
                  <h3 className="consent-describe__title">{t('allowedTitle')}</h3>
                  <ul className="consent-describe__list">
                    {allowed.map((item) => (
                      <li key={item}>
                        <CheckIcon />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="consent-describe__col consent-describe__col--not-allowed">
                  <h3 className="consent-describe__title">{t('notAllowedTitle')}</h3>
                  <ul className="consent-describe__list">
                    {notAllowed.map((item) => (
                      <li key={item}>
                        <CrossIcon />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              {config.cookies.length > 0 && (
                <details className="consent-cookies">
                  <summary>{strings['consent.cookiesTitle']}</summary>
                  <ul>
                    {config.cookies.map((c) => (
                      <li key={c.name}>
                        <strong>{c.name}</strong>
                        {c.purpose && ` · ${c.purpose}`}
                        {c.expiry && ` · ${c.expiry}`}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </div>
        <footer className="consent-modal__footer">
          <button part={P.saveButton} type="button" className="consent-btn consent-btn--primary" onClick={onSave} disabled={state.popup.state === 'loading'}>
            {t('save')}
          </button>
        </footer>
      </div>
    </div>
  );
}

/**
 * The server's popup markup (ajax popup mode), sanitized. Its radios (values 1..5) and checkboxes
 * (values 5..8) drive the same selection as the built-in controls; the selection is mirrored back
 * into the markup (checked state and the active / selected classes).
 */
function ServerMarkup({ html, state, dispatch }: { html: string; state: ConsentState; dispatch: (e: ConsentEvent) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onChange = (e: Event) => {
      const input = e.target as HTMLInputElement;
      const n = Number(input.value);
      if (input.type === 'radio') dispatch({ type: 'SELECT', action: { type: 'SELECT_LEVEL', level: n } });
      else if (input.type === 'checkbox') dispatch({ type: 'SELECT', action: { type: 'TOGGLE_CATEGORY', category: n, checked: input.checked } });
    };
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, [dispatch]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const looks = new Map(sliderStates(state.selection).map((x) => [x.level as number, x.state]));
    for (const input of Array.from(el.querySelectorAll<HTMLInputElement>('input[type="radio"]'))) {
      const level = Number(input.value) as ConsentLevel;
      input.checked = state.selection.level === level;
      const item = input.closest('label, li') ?? input;
      for (const look of ['active', 'selected', 'unselected']) item.classList.toggle(`consent-slider__item--${look}`, looks.get(level) === look);
    }
    for (const input of Array.from(el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))) {
      input.checked = state.selection.categories.includes(Number(input.value) as ConsentCategory);
    }
  }, [state.selection, html]);
  return <div ref={ref} className="consent-server" dangerouslySetInnerHTML={{ __html: html }} />;
}
