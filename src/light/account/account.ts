/**
 * <wc-my-account>: enhances the account area WooCommerce renders (with Elementor Pro's My Account
 * widget, reference/elementor-widgets.md 5.7). Without script it is plain pages and POST forms;
 * with it:
 * - a tab of the account menu fetches that endpoint's page, takes its `.e-my-account-tab` region
 *   (menu and content; sanitized), swaps it in, pushes a history entry (back/forward swap again) and
 *   moves focus to the new content's heading. A failed, slow or unexpected answer (the session
 *   ended: a login form without the menu) loads the page normally instead.
 * - the login, register, reset and account-details forms get inline validation (errors under
 *   their fields, aria-invalid, focus to the first one, the submit held until they are fixed), a
 *   show-password button on every password field, and the project's password-strength meter
 *   (src/core/forms/password.ts) on new passwords, read out politely.
 * - logout links carry Elementor's `elementor_wc_logout` / `elementor_my_account_redirect` beside
 *   WooCommerce's `_wpnonce` (added when the markup lacks them).
 */
import { html, render } from 'lit-html';
import { passwordStrength, type PasswordStrength } from '../../core/forms/password';
import { elementorLogoutUrl, fieldProblem, tabTarget, type FieldProblem } from '../../core/shop/account';
import { stripCspTriggers } from '../../core/shared/html';
import { format } from '../../i18n';
import type { AccountStrings } from '../../i18n/account';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { getText } from '../../platform/http';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import type { LightContext } from '../context';
import type { AccountInput } from './config';
import documentCss from './account-document.css';

type Ctx = LightContext<AccountInput, AccountStrings>;

/** The history.state key of the entries this element made (and of the first one, marked at set-up). */
const STATE_KEY = 'seAccount';
const REGION = '.e-my-account-tab';
const FORMS = 'form.woocommerce-form-login, form.woocommerce-form-register, form.lost_reset_password, form.woocommerce-EditAccountForm';
/** Fields that get the strength meter: new passwords (register, reset, account details). */
const NEW_PASSWORD = '#reg_password, input[name="password_1"]';

let seq = 0;

export function setupAccount(ctx: Ctx): void {
  const { host, root, signal, strings: t, config } = ctx;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  adoptSheet(doc, sharedSheet('wc-my-account:document', documentCss));
  let status = '';
  const paint = () => render(html`<slot></slot><div class="se-sr-only" role="status" aria-live="polite" part="status">${status}</div>`, root);
  const say = (text: string) => {
    status = '';
    paint();
    // A new text in a later task, so the same words are announced again.
    win.setTimeout(() => {
      if (signal.aborted) return;
      status = text;
      paint();
    }, 50);
  };
  paint();

  const accountUrl = () => {
    const dash = host.querySelector<HTMLAnchorElement>('.woocommerce-MyAccount-navigation-link--dashboard a');
    return dash?.href ?? win.location.href.split(/[?#]/)[0]!;
  };

  // ---- logout links ---------------------------------------------------------------------------
  const fixLogout = (scope: ParentNode) => {
    for (const a of scope.querySelectorAll<HTMLAnchorElement>('a[href*="customer-logout"], a[href*="elementor_wc_logout"]')) {
      const href = a.getAttribute('href') ?? '';
      const fixed = elementorLogoutUrl(href, accountUrl(), win.location.href);
      if (fixed !== href) a.setAttribute('href', fixed);
    }
  };

  // ---- forms ------------------------------------------------------------------------------------
  const problemText = (p: FieldProblem, input: HTMLInputElement) =>
    p === 'missing' ? t['account.missing'] : p === 'email' ? t['account.email'] : p === 'mismatch' ? t['account.mismatch'] : format(t['account.short'], { min: input.minLength });

  const describedBy = (input: HTMLElement, id: string, on: boolean) => {
    const ids = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    if (on) ids.add(id);
    else ids.delete(id);
    if (ids.size) input.setAttribute('aria-describedby', [...ids].join(' '));
    else input.removeAttribute('aria-describedby');
  };

  const idOf = (input: HTMLInputElement) => {
    if (!input.id) input.id = `se-account-field-${++seq}`;
    return input.id;
  };

  const confirmationOf = (form: HTMLFormElement, input: HTMLInputElement): string | undefined =>
    input.name === 'password_2' ? (form.querySelector<HTMLInputElement>('input[name="password_1"]')?.value ?? '') : undefined;

  /** Shows or clears one field's error; returns the problem. */
  const check = (form: HTMLFormElement, input: HTMLInputElement): FieldProblem | undefined => {
    const problem = fieldProblem({
      value: input.value,
      type: input.getAttribute('type') === 'text' && input.dataset.sePassword !== undefined ? 'password' : (input.getAttribute('type') ?? 'text'),
      required: input.required || input.getAttribute('aria-required') === 'true',
      minLength: input.minLength > 0 ? input.minLength : 0,
      confirms: confirmationOf(form, input),
    });
    const errorId = `${idOf(input)}-se-error`;
    let error = doc.getElementById(errorId);
    if (problem) {
      if (!error) {
        error = doc.createElement('span');
        error.id = errorId;
        error.className = 'se-field-error';
        (input.closest('.se-password-wrap') ?? input).after(error);
      }
      error.textContent = problemText(problem, input);
      input.setAttribute('aria-invalid', 'true');
      describedBy(input, errorId, true);
    } else {
      error?.remove();
      input.removeAttribute('aria-invalid');
      describedBy(input, errorId, false);
    }
    return problem;
  };

  const checkedFields = (form: HTMLFormElement) =>
    [...form.querySelectorAll<HTMLInputElement>('input')].filter((i) => {
      const type = i.getAttribute('type') ?? 'text';
      if (['hidden', 'checkbox', 'radio', 'submit', 'button'].includes(type)) return false;
      return i.required || i.getAttribute('aria-required') === 'true' || type === 'email' || i.minLength > 0 || i.name === 'password_2' || i.dataset.sePassword !== undefined;
    });

  const addToggle = (input: HTMLInputElement) => {
    if (input.closest('.se-password-wrap')) return;
    input.dataset.sePassword = '';
    const wrap = doc.createElement('span');
    wrap.className = 'se-password-wrap';
    input.before(wrap);
    wrap.append(input);
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'se-show-password';
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-controls', idOf(input));
    button.textContent = t['account.show'];
    button.addEventListener(
      'click',
      () => {
        const show = input.type === 'password';
        input.type = show ? 'text' : 'password';
        button.setAttribute('aria-pressed', String(show));
        button.textContent = show ? t['account.hide'] : t['account.show'];
      },
      { signal },
    );
    wrap.append(button);
  };

  const strengthWords: Record<PasswordStrength, string> = {
    blank: '',
    unknown: t['account.strength.unknown'],
    short: t['account.strength.short'],
    bad: t['account.strength.bad'],
    good: t['account.strength.good'],
    strong: t['account.strength.strong'],
    mismatch: t['account.strength.mismatch'],
  };

  const addMeter = (form: HTMLFormElement, input: HTMLInputElement) => {
    const id = `${idOf(input)}-se-strength`;
    if (doc.getElementById(id)) return;
    const meter = doc.createElement('span');
    meter.id = id;
    meter.className = 'se-password-strength';
    meter.dataset.level = 'blank';
    meter.setAttribute('aria-live', 'polite');
    (input.closest('.se-password-wrap') ?? input).after(meter);
    describedBy(input, id, true);
    const confirm = form.querySelector<HTMLInputElement>('input[name="password_2"]');
    const update = () => {
      const disallowed = [...form.querySelectorAll<HTMLInputElement>('input[type="email"], input[name$="first_name"], input[name$="last_name"], input[name="account_display_name"]')].map((i) => i.value).filter(Boolean);
      const level = passwordStrength(input.value, confirm?.value ?? '', { disallowed });
      meter.dataset.level = level;
      meter.textContent = '';
      if (level === 'blank') return;
      meter.append(format(t['account.strength'], { level: strengthWords[level] }));
      if (level === 'short' || level === 'bad') {
        const hint = doc.createElement('span');
        hint.className = 'se-password-strength-hint';
        hint.textContent = t['account.strength.hint'];
        meter.append(hint);
      }
    };
    input.addEventListener('input', update, { signal });
    confirm?.addEventListener('input', update, { signal });
    update();
  };

  const enhanceForms = (scope: ParentNode) => {
    for (const form of scope.querySelectorAll<HTMLFormElement>(FORMS)) {
      if (form.dataset.seEnhanced !== undefined) continue;
      form.dataset.seEnhanced = '';
      form.noValidate = true;
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) addToggle(input);
      for (const input of form.querySelectorAll<HTMLInputElement>(NEW_PASSWORD)) addMeter(form, input);
      let tried = false;
      form.addEventListener(
        'submit',
        (e) => {
          tried = true;
          const problems = checkedFields(form).filter((i) => check(form, i) !== undefined);
          if (problems.length === 0) return;
          e.preventDefault();
          problems[0]!.focus();
          say(t['account.errors']);
        },
        { signal },
      );
      // After a first attempt each field is checked as it is typed; before it, when it is left (if it holds something).
      form.addEventListener(
        'input',
        (e) => {
          const input = e.target as HTMLInputElement;
          if (!(input instanceof HTMLInputElement) || !checkedFields(form).includes(input)) return;
          if (tried || input.hasAttribute('aria-invalid')) check(form, input);
          if (input.name === 'password_1') {
            const confirm = form.querySelector<HTMLInputElement>('input[name="password_2"]');
            if (confirm && (tried || confirm.hasAttribute('aria-invalid')) && confirm.value) check(form, confirm);
          }
        },
        { signal },
      );
      form.addEventListener(
        'focusout',
        (e) => {
          const input = e.target as HTMLInputElement;
          if (input instanceof HTMLInputElement && input.value !== '' && checkedFields(form).includes(input)) check(form, input);
        },
        { signal },
      );
    }
  };

  // ---- tabs -------------------------------------------------------------------------------------
  let request: AbortController | undefined;
  const region = () => host.querySelector<HTMLElement>(REGION);

  /** Loads the page normally, unless a listener of the cancelable `wc-my-account-error` event takes over. */
  const fallback = (url: string, why: string) => {
    ctx.logError(`could not load ${url} in place; loading it normally (${why})`);
    if (ctx.emit('wc-my-account-error', { url, message: why }, { cancelable: true }).defaultPrevented) return;
    win.location.assign(url);
  };

  const navigate = async (url: string, push: boolean) => {
    const current = region();
    if (!current) return void win.location.assign(url);
    request?.abort();
    const mine = (request = new AbortController());
    const sanitize = ctx.settings.sanitizeHtml;
    if (sanitize) sanitizer.prefetch();
    host.setAttribute('data-loading', '');
    current.setAttribute('aria-busy', 'true');
    const done = () => {
      host.removeAttribute('data-loading');
      region()?.removeAttribute('aria-busy');
    };
    const res = await getText(url, { timeout: config.timeout, signal: mine.signal });
    if (mine !== request || signal.aborted) return;
    request = undefined;
    if (!res.ok) {
      done();
      return fallback(url, res.message);
    }
    const parsed = new DOMParser().parseFromString(sanitize ? stripCspTriggers(res.data) : res.data, 'text/html');
    const scope = config.widgetId ? (parsed.querySelector(`[data-id="${CSS.escape(config.widgetId)}"]`) ?? parsed) : parsed;
    const fetched = scope.querySelector<HTMLElement>(REGION);
    // Only a page with the account menu is swapped: a login form means the session ended, a page
    // without the region is not the account area. Either loads normally.
    if (!fetched || !fetched.querySelector('.woocommerce-MyAccount-navigation') || !fetched.querySelector('.woocommerce-MyAccount-content')) {
      done();
      return fallback(url, 'the answer holds no account menu and content');
    }
    let markup = fetched.innerHTML;
    if (needsSanitizer(markup, sanitize)) {
      const mod = await sanitizer.load().catch(() => undefined);
      if (signal.aborted || request) return;
      if (!mod) {
        done();
        return fallback(url, 'could not load the HTML sanitizer');
      }
      markup = sanitizedWith(mod, markup, true);
    }
    const live = region();
    if (!live) return;
    live.className = fetched.className;
    live.innerHTML = markup;
    done();
    const title = parsed.title;
    if (title) doc.title = title;
    if (push) win.history.pushState({ ...(isObject(win.history.state) ? win.history.state : {}), [STATE_KEY]: url }, '', url);
    fixLogout(live);
    enhanceForms(live);
    const heading = live.querySelector<HTMLElement>('.woocommerce-MyAccount-content h1, .woocommerce-MyAccount-content h2, .woocommerce-MyAccount-content h3');
    const target = heading ?? live.querySelector<HTMLElement>('.woocommerce-MyAccount-content');
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
    const endpoint = /e-my-account-tab__([\w-]+)/.exec(fetched.className)?.[1] ?? '';
    say(format(t['account.loaded'], { title: (heading?.textContent ?? title).trim() }));
    ctx.emit('wc-my-account-navigate', { url, endpoint });
  };

  host.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !host.contains(a) || !a.closest('.woocommerce-MyAccount-navigation')) return;
      const url = tabTarget(a.getAttribute('href'), a.getAttribute('target'), a.hasAttribute('download'), e, win.location);
      if (!url) return;
      e.preventDefault();
      void navigate(url, url !== win.location.href);
    },
    { signal },
  );

  win.addEventListener(
    'popstate',
    (e) => {
      const state: unknown = e.state;
      if (!isObject(state) || typeof state[STATE_KEY] !== 'string') return;
      void navigate(win.location.href, false);
    },
    { signal },
  );

  // The entry the visitor arrived on: marked, so back to it swaps too.
  if (region()?.querySelector('.woocommerce-MyAccount-navigation')) {
    const state: unknown = win.history.state;
    if (!isObject(state) || state[STATE_KEY] !== win.location.href) win.history.replaceState({ ...(isObject(state) ? state : {}), [STATE_KEY]: win.location.href }, '');
  }
  fixLogout(host);
  enhanceForms(host);
  host.setAttribute('data-enhanced', '');
  ctx.onTeardown(() => {
    request?.abort();
    host.removeAttribute('data-enhanced');
    host.removeAttribute('data-loading');
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
