/**
 * <gdpr-consent>'s first layer: the banner with its texts and its three buttons (Instellingen,
 * Weigeren where the configuration offers it, Accepteren). State and actions are the widget's
 * (gdpr-consent.tsx); this is the view.
 */
import type { RefObject } from 'react';
import type { ConsentConfig, TextKey } from './config';
import { CookieIcon } from './icons';
import { CONSENT_PARTS as P } from './parts';

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** A pointer or focus reaching a button: its chunk or calls are fetched before the click. */
export const onIntent = (fn: () => void) => ({ onPointerEnter: fn, onPointerDown: fn, onFocus: fn });

export interface ConsentBannerProps {
  bannerRef: RefObject<HTMLElement | null>;
  style: ConsentConfig['bannerStyle'];
  label: string;
  t: (key: TextKey) => string;
  url: ConsentConfig['url'];
  declineButton: ConsentConfig['declineButton'];
  onOpen: () => void;
  onDecline: () => void;
  onAccept: () => void;
  prefetchModal: () => void;
  prefetchCalls: () => void;
}

export function ConsentBanner({ bannerRef, style, label, t, url, declineButton, onOpen, onDecline, onAccept, prefetchModal, prefetchCalls }: ConsentBannerProps) {
  return (
    <div className={cls('consent-layer', `consent-layer--${style}`)}>
      <section
        ref={bannerRef}
        part={P.banner}
        role="region"
        aria-label={label}
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
              {url && (
                <a className="consent-link" href={url}>
                  {t('readMore')}
                </a>
              )}
            </p>
          </div>
        </div>
        <div className="consent-banner__actions">
          <button
            part={P.settingsButton}
            type="button"
            className="consent-btn consent-btn--secondary"
            aria-haspopup="dialog"
            onClick={onOpen}
            {...onIntent(prefetchModal)}
          >
            {t('settings')}
          </button>
          {declineButton && (
            <button part={P.declineButton} type="button" className="consent-btn consent-btn--secondary" onClick={onDecline} {...onIntent(prefetchCalls)}>
              {t('decline')}
            </button>
          )}
          <button
            part={P.acceptButton}
            type="button"
            className="consent-btn consent-btn--primary"
            onClick={onAccept}
            {...onIntent(prefetchCalls)}
          >
            {t('accept')}
          </button>
        </div>
      </section>
    </div>
  );
}
