/**
 * <gdpr-cookie-block>: the cookie-blocking form (spec sections 2-4 "Consent level": 1 when the
 * box is checked, 5 when unchecked; the checkbox enables the submit button; submit posts give).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONSENT_COOKIE, decodeConsentCookie, isExpired } from '../../core/consent/cookie';
import { allowedCategories, BLOCK_FORM_LEVEL } from '../../core/consent/levels';
import { getCookie } from '../../platform/cookies';
import type { CookieBlockStrings } from '../../i18n/cookie-block';
import type { WidgetProps } from '../context';
import type { CookieBlockConfig } from './config';
import { giveConsent } from './consent-calls';
import { CONSENT_UPDATED_EVENT, SUCCESS_MESSAGE_MS } from './constants';
import { CheckIcon } from './icons';
import { COOKIE_BLOCK_PARTS as P } from './parts';

/** Checked when the recorded consent is block all. */
function initiallyBlocked(): boolean {
  const d = decodeConsentCookie(getCookie(CONSENT_COOKIE));
  return d.kind === 'ok' && !isExpired(d.value, Math.floor(Date.now() / 1000)) && d.value.level === BLOCK_FORM_LEVEL.CHECKED;
}

export function GdprCookieBlock({ ctx }: WidgetProps<CookieBlockConfig, CookieBlockStrings>) {
  const { strings: s, config } = ctx;
  const id = useId();
  const [checked, setChecked] = useState(initiallyBlocked);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  // The lock is a ref: `busy` disables the button only after the next render, so a double click in
  // one task (found by the fault matrix, tests/corpus/calls.ts) would post twice.
  const posting = useRef(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (posting.current || !changed) return;
    posting.current = true;
    const level = checked ? BLOCK_FORM_LEVEL.CHECKED : BLOCK_FORM_LEVEL.UNCHECKED;
    setBusy(true);
    const { settings, config: c, emit } = ctxRef.current;
    void giveConsent({ ajaxUrl: settings.ajaxUrl, level, expireSeconds: c.expireSeconds })
      .then(() => {
        emit(CONSENT_UPDATED_EVENT, { level, levels: allowedCategories({ level }) });
        if (c.reload) window.location.reload();
        else setSuccess(true);
      })
      .finally(() => {
        posting.current = false;
        setBusy(false);
      });
  };

  return (
    <form className="cookie-block" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cookie-block__title">
        {config.texts.title ?? s['consent.block.title']}
      </h3>
      <p className="cookie-block__intro">{config.texts.intro ?? s['consent.block.intro']}</p>
      <label className="cookie-block__option">
        <input
          part={P.checkbox}
          type="checkbox"
          className="cookie-block__checkbox"
          name="ct-ultimate-gdpr-block-cookies"
          checked={checked}
          onChange={(e) => {
            setChecked(e.currentTarget.checked);
            setChanged(true);
          }}
        />
        <span>{config.texts.checkbox ?? s['consent.block.checkbox']}</span>
      </label>
      <div className="cookie-block__actions">
        <button part={P.submitButton} type="submit" className="cookie-block__submit" disabled={!changed || busy}>
          {config.texts.submit ?? s['consent.block.submit']}
        </button>
        <div className="cookie-block__status" role="status">
          {success && (
            <p part={P.successMessage} className="cookie-block__success">
              <CheckIcon />
              {config.texts.success ?? s['consent.success']}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
