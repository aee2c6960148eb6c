/**
 * The invisible reCAPTCHA hook of a form (spec section 4, section 8): initialised once the form's
 * container exists when a site key is configured. A failed init logs a console error telling to
 * check the API keys, flags the element, and no token is awaited afterwards.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { initRecaptcha, type RecaptchaHandle } from '../../platform/forms/recaptcha';
import { RECAPTCHA_POLL_MS, RECAPTCHA_TOKEN_TIMEOUT_MS } from './constants';

export interface RecaptchaBridge {
  /** True when submissions must wait for a token. */
  active(): boolean;
  /** Resolves the token, or null (timeout, failure). */
  token(): Promise<string | null>;
  reset(): void;
}

export function useRecaptcha(opts: { siteKey: string | undefined; container: RefObject<HTMLElement | null>; host: HTMLElement; formId: number; logError(message: string): void; onFailure(): void }): RecaptchaBridge {
  const handle = useRef<RecaptchaHandle | null>(null);
  const failed = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const { siteKey, container, host, formId, logError } = opts;
  const onFailure = useRef(opts.onFailure);
  onFailure.current = opts.onFailure;

  /** `final`: the API must be there now (at submission); at mount a missing API may still arrive. */
  const init = useCallback((final: boolean) => {
    if (!siteKey || handle.current || failed.current || !container.current) return;
    const r = initRecaptcha(container.current, siteKey);
    if (r.ok) {
      handle.current = r.handle;
      return;
    }
    if (r.missing && !final) return;
    failed.current = true;
    logError(`reCAPTCHA could not be initialised for form #${formId} (${r.reason}). Please check your API keys (site key and secret key).`);
    host.setAttribute('data-recaptcha-error', '');
    container.current.setAttribute('data-error', 'true');
    onFailure.current();
  }, [siteKey, container, host, formId, logError]);

  useEffect(() => {
    init(false);
    return () => abort.current?.abort();
  }, [init]);

  return {
    active() {
      init(true); // a grecaptcha that arrived after the first render is picked up here
      return Boolean(siteKey) && !failed.current && handle.current !== null;
    },
    token() {
      if (!handle.current) return Promise.resolve(null);
      abort.current = new AbortController();
      return handle.current.getToken({ pollMs: RECAPTCHA_POLL_MS, timeoutMs: RECAPTCHA_TOKEN_TIMEOUT_MS, signal: abort.current.signal });
    },
    reset() {
      handle.current?.reset();
    },
  };
}
