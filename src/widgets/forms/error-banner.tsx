import type { FormsStrings as Strings } from '../../i18n/forms';
import { PARTS } from './parts';

interface Props {
  message: string;
  strings: Strings;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
}

/** The failure banner of spec section 4: an error icon, then the server's text, above the heading. */
export function ErrorBanner({ message, strings, onDismiss }: Props) {
  return (
    <div part={PARTS.errorBanner} className="gform__banner" role="alert">
      <svg className="gform__banner-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 6.8v6.4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="17" r="1.3" fill="#fff" />
      </svg>
      <p className="gform__banner-text">
        <span className="se-sr-only">{strings['forms.errorIcon']}: </span>
        {message}
      </p>
      {onDismiss ? (
        <button type="button" className="gform__banner-close" aria-label={strings['forms.dismissError']} onClick={onDismiss}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
