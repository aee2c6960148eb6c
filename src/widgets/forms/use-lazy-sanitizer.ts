/**
 * Server HTML is sanitized unless the site turned it off (src/platform/sanitize.ts). DOMPurify is a
 * chunk of its own (src/platform/sanitize-lazy.ts), fetched only when some HTML has to go through
 * it: html fields with markup (./gform-form.tsx waits for it before a form's first render) and
 * confirmations (fetched with the answer). Until it is there such HTML is left out (fail closed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageSettings } from '../../core/shared/settings';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';

export function useLazySanitizer(
  sanitizeHtml: PageSettings['sanitizeHtml'],
  logError: (message: string) => void,
): { sanitize(html: string): string; ensureSanitizer(html: string): Promise<void> } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const log = useRef(logError);
  log.current = logError;
  const [sanitizerTick, setSanitizerTick] = useState(0);
  // A new function once the sanitizer came, so what rendered without the HTML renders again with it.
  const sanitize = useCallback((html: string) => sanitizedWith(sanitizer.loaded(), html, sanitizeHtml), [sanitizeHtml, sanitizerTick]); // eslint-disable-line react-hooks/exhaustive-deps
  /** Loads the sanitizer when `html` needs it; resolves once it is there (or failed: one error, the HTML stays out). */
  const ensureSanitizer = useCallback(
    async (html: string): Promise<void> => {
      if (!needsSanitizer(html, sanitizeHtml) || sanitizer.loaded()) return;
      try {
        await sanitizer.load();
        if (mounted.current) setSanitizerTick((n) => n + 1);
      } catch {
        log.current('could not load the HTML sanitizer; server markup is left out');
      }
    },
    [sanitizeHtml],
  );
  return { sanitize, ensureSanitizer };
}
