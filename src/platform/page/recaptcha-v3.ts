/**
 * reCAPTCHA v3 tokens as Contact Form 7's script gets them (spec section 7, "Captcha"): action
 * `homepage` once the API is ready, `contactform` on a change inside a form that carries a token
 * field and before its submission; each token is written into every `_wpcf7_recaptcha_response`
 * and `g-recaptcha-response` field. A submission waits for its token, then goes on. When the API
 * is missing or fails, one console error asks to check the keys, the forms get
 * `data-recaptcha-error` and submissions no longer wait (spec section 8).
 */
import { RECAPTCHA_ACTIONS, RECAPTCHA_FIELDS } from '../../core/builder/page';

/** The part of Google's v3 API used here (api.js?render=<site key>). */
interface GrecaptchaV3 {
  ready?(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): PromiseLike<string>;
}

export const RECAPTCHA_FIELD_SELECTOR = RECAPTCHA_FIELDS.map((n) => `[name="${n}"]`).join(',');

/** Starts the token flow for the page; `signal` stops it (tests). */
export function startRecaptchaV3(doc: Document, siteKey: string, signal?: AbortSignal): void {
  const win = doc.defaultView as Window & { grecaptcha?: GrecaptchaV3 };
  const fields = () => [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(RECAPTCHA_FIELD_SELECTOR)];
  const forms = () => new Set(fields().map((f) => f.form ?? f.closest('form')).filter((f): f is HTMLFormElement => !!f));
  const api = () => (win.grecaptcha && typeof win.grecaptcha.execute === 'function' ? win.grecaptcha : undefined);
  let failed = false;
  const passing = new WeakSet<HTMLFormElement>();
  const waiting = new WeakSet<HTMLFormElement>();

  function fail(reason: unknown): void {
    if (failed) return;
    failed = true;
    console.error('[site-elements] reCAPTCHA v3 failed: check the API keys (recaptchaSiteKey) and that Google\'s api.js is on the page.', reason);
    for (const f of forms()) f.setAttribute('data-recaptcha-error', '');
  }

  async function execute(action: string): Promise<void> {
    if (failed) return;
    const g = api();
    if (!g) return fail(new Error('grecaptcha is not defined'));
    try {
      const token = await g.execute(siteKey, { action });
      if (typeof token !== 'string' || !token) throw new Error('execute() gave no token');
      for (const f of fields()) {
        f.value = token;
        f.setAttribute('value', token);
      }
      // Contact Form 7's own event, so its scripts (and ours) can follow the tokens.
      doc.dispatchEvent(new CustomEvent('wpcf7grecaptchaexecuted', { detail: { action, token } }));
    } catch (e) {
      fail(e);
    }
  }

  const carriesToken = (form: HTMLFormElement | null | undefined): form is HTMLFormElement => !!form && !!form.querySelector(RECAPTCHA_FIELD_SELECTOR);

  doc.addEventListener(
    'change',
    (e) => {
      if (carriesToken((e.target as Element).closest?.('form'))) void execute(RECAPTCHA_ACTIONS.contactform);
    },
    { signal },
  );

  // Capture phase: the form's own submit handlers (Contact Form 7's ajax included) run only once the token is in.
  doc.addEventListener(
    'submit',
    (e) => {
      const form = e.target as HTMLFormElement;
      if (!carriesToken(form) || failed) return;
      if (passing.has(form)) {
        passing.delete(form);
        return;
      }
      e.preventDefault();
      e.stopImmediatePropagation();
      if (waiting.has(form)) return; // a second click while the token is on its way
      waiting.add(form);
      const submitter = e.submitter;
      void execute(RECAPTCHA_ACTIONS.contactform).then(() => {
        waiting.delete(form);
        passing.add(form);
        try {
          form.requestSubmit(submitter instanceof HTMLElement && submitter.matches('button, input') ? (submitter as HTMLButtonElement) : undefined);
        } catch {
          form.requestSubmit();
        }
      });
    },
    { capture: true, signal },
  );

  const first = () => {
    const g = api();
    if (!g) return fail(new Error('grecaptcha is not defined'));
    if (g.ready) g.ready(() => void execute(RECAPTCHA_ACTIONS.homepage));
    else void execute(RECAPTCHA_ACTIONS.homepage);
  };
  // Google's api.js may still be loading (async): give it until the page's load event.
  if (api() || doc.readyState === 'complete') first();
  else win.addEventListener('load', first, { once: true, signal });
}
