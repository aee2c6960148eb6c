/**
 * <gdpr-consent>'s settings modal (spec section 4): the slider, the categories, what each level
 * allows, and the server's markup in ajax popup mode. Its own chunk with its own stylesheet: the
 * banner's first paint does not wait for it; gdpr-consent.tsx loads it on the first sign that a
 * visitor wants it (pointer over or focus on a settings button, a click, openSettings()).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { CATEGORIES, CONSENT_LEVEL, type ConsentCategory, type ConsentLevel } from '../../core/consent/levels';
import type { CloseVia, ConsentEvent, ConsentState } from '../../core/consent/machine';
import { describeSelection, isBlockAll, selectionCategories, sliderStates, type DescriptionSource } from '../../core/consent/modal';
import type { Locale } from '../../core/shared/settings';
import { pick } from '../../i18n';
import { consentModalStrings } from '../../i18n/consent-modal';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { useDialog } from '../shared/use-dialog';
import type { ConsentConfig, TextKey } from './config';
import css from './consent-modal.css';
import { CheckIcon } from './icons';
import { CloseIcon, CrossIcon, LevelIcon } from './modal-icons';
import { CONSENT_PARTS as P } from './parts';

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface ModalProps {
  /** The element's shadow root: the modal's stylesheet is adopted there. */
  root: ShadowRoot;
  state: ConsentState;
  config: ConsentConfig;
  /** The banner's texts (config `texts`, then its strings): the modal's own keys fall back to it. */
  t: (key: TextKey) => string;
  locale: Locale;
  alwaysVisible: boolean;
  dispatch: (e: ConsentEvent) => void;
  onClose: (via: CloseVia) => void;
  onSave: () => void;
}

export function ConsentModal({ root, state, config, t: bannerText, locale, alwaysVisible, dispatch, onClose, onSave }: ModalProps) {
  const strings = pick(consentModalStrings, locale);
  const t = (key: TextKey) => config.texts[key] ?? (strings[`consent.${key}` as keyof typeof strings] as string | undefined) ?? bannerText(key);
  // Before the first paint of the modal: its sheet joins consent.css in the shadow root (once per root).
  useLayoutEffect(() => adoptSheet(root, sharedSheet('gdpr-consent/modal', css)), [root]);
  const dialogRef = useDialog<HTMLDivElement>({ open: true, onEscape: alwaysVisible ? undefined : () => onClose('escape') });
  const sel = state.selection;
  // The categories the checkboxes show: those of the slider level, or the ones ticked one by one.
  const shown = selectionCategories(sel);
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
                    <label key={c} className={cls('consent-category', shown.includes(c) && 'consent-category--checked')}>
                      <input part={P.category} type="checkbox" value={c} checked={shown.includes(c)} onChange={(e) => toggle(c, e.currentTarget.checked)} />
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
      input.checked = selectionCategories(state.selection).includes(Number(input.value) as ConsentCategory);
    }
  }, [state.selection, html]);
  return <div ref={ref} className="consent-server" dangerouslySetInnerHTML={{ __html: html }} />;
}
