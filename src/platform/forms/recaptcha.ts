/**
 * The invisible reCAPTCHA hook of a form (spec section 4 "Invisible reCAPTCHA", section 9: the
 * response is polled every 100 ms). It talks to the `grecaptcha` global the page loads (Google's
 * api.js, or a stand-in); this module never loads a script itself, so the page's CSP decides.
 */

/** The part of Google's grecaptcha API the hook uses. */
export interface Grecaptcha {
  ready?(cb: () => void): void;
  render(container: HTMLElement | string, params: Record<string, unknown>): number;
  execute(widgetId?: number): unknown;
  getResponse(widgetId?: number): string;
  reset?(widgetId?: number): void;
}

export interface RecaptchaHandle {
  /** Runs the challenge and polls for the token every `pollMs`; resolves null on timeout or abort. */
  getToken(opts: { pollMs: number; timeoutMs: number; signal?: AbortSignal }): Promise<string | null>;
  /** Clears the token after it was used. */
  reset(): void;
}

export type RecaptchaInit = { ok: true; handle: RecaptchaHandle } | { ok: false; reason: string; missing: boolean };

function api(win: Window): Grecaptcha | undefined {
  const g = (win as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  return g && typeof g.render === 'function' && typeof g.getResponse === 'function' && typeof g.execute === 'function' ? g : undefined;
}

/** Renders an invisible reCAPTCHA into `container`; a missing API or a render error is a failure. */
export function initRecaptcha(container: HTMLElement, siteKey: string, win: Window = window): RecaptchaInit {
  const g = api(win);
  if (!g) return { ok: false, reason: 'the grecaptcha API is not on the page', missing: true };
  let widgetId: number;
  try {
    widgetId = g.render(container, { sitekey: siteKey, size: 'invisible', badge: 'inline' });
  } catch (e) {
    return { ok: false, reason: (e as Error)?.message ?? String(e), missing: false };
  }
  return {
    ok: true,
    handle: {
      getToken({ pollMs, timeoutMs, signal }) {
        return new Promise((resolve) => {
          const read = () => {
            try {
              return g.getResponse(widgetId) || '';
            } catch {
              return '';
            }
          };
          const existing = read();
          if (existing) return resolve(existing);
          try {
            const r = g.execute(widgetId);
            if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => undefined);
          } catch {
            // execute failing still leaves polling to time out cleanly
          }
          const started = Date.now();
          const timer = setInterval(() => {
            const token = read();
            if (token || signal?.aborted || Date.now() - started >= timeoutMs) {
              clearInterval(timer);
              resolve(token || null);
            }
          }, pollMs);
        });
      },
      reset() {
        try {
          g.reset?.(widgetId);
        } catch {
          // nothing to reset
        }
      },
    },
  };
}
