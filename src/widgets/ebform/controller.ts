/**
 * <eb-form>'s behaviour, on a `form.elementor-form` as Elementor prints it: the form <eb-form>
 * renders from a config (in its shadow root) and a printed form it enhances (in the light DOM)
 * go through the same code, so both behave alike. What Elementor's form-sender, form-steps and
 * form-redirect handlers do (reference 1.5, 1.6), with the bugs of 1.7 fixed: errors on radio and
 * checkbox fields shown on the field, a translated message on a transport failure, the button's
 * icon kept, a double submit refused, the file checks blocking the submit.
 */
import { readResult, type FormAnswer, type PopupAction } from '../../core/ebform/answer';
import { POPUP_CLOSE_DELAY_MS, RECAPTCHA_V3_ACTION } from '../../core/ebform/constants';
import type { EbFormConfig, EbMessages } from '../../core/ebform/config';
import { bodyFingerprint, idOfName, printedBody, submissionKey, toFormData, type BodyEntry, type PendingSubmission } from '../../core/ebform/request';
import { buttonLabel, enterAction, indicatorParts, indicatorState, moveStep, progressValue, shapeClass, stepButtons, stepOfFirstError } from '../../core/ebform/steps';
import { checkField, type CheckedField, type Problem } from '../../core/ebform/validate';
import { fileMessage } from '../../core/forms/upload';
import { format } from '../../i18n';
import type { EbFormStrings } from '../../i18n/ebform';
import { ajaxPost } from '../../platform/http';
import { randomKey } from '../../platform/random-key';
import { sanitizer, needsSanitizer } from '../../platform/sanitize-lazy';

export type StepSettings = Pick<EbFormConfig, 'stepType' | 'stepShape' | 'stepNextLabel' | 'stepPreviousLabel' | 'buttonWidth'>;

export interface FormControllerOptions {
  form: HTMLFormElement;
  /** The element: Elementor's jQuery-named events and ours are dispatched on it. */
  host: HTMLElement;
  strings: EbFormStrings;
  ajaxUrl: string;
  steps: StepSettings;
  messages: EbMessages;
  sanitizeHtml: boolean;
  recaptchaSiteKey: string | undefined;
  /** Our bubbling events (eb-form-submit, eb-form-success, eb-form-error). */
  emit(name: string, detail: unknown, opts?: { cancelable?: boolean }): CustomEvent;
  logError(message: string, ...rest: unknown[]): void;
  /** Where the page is (the posted `referrer`, the base of a relative redirect). */
  location?: Pick<Location, 'href' | 'assign'>;
}

export interface FormController {
  detach(): void;
  /** The current step (0 without steps). */
  step(): number;
}

interface FieldInfo {
  id: string;
  group: HTMLElement;
  rules: CheckedField;
  controls: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
}

const GROUP = '.elementor-field-group';
const HELP = 'elementor-form-help-inline';

function typeOfGroup(group: Element): string {
  for (const c of group.classList) {
    const m = /^elementor-field-type-(.+)$/.exec(c);
    if (m && !m[1]!.endsWith('-multiple')) return m[1]!;
  }
  return 'text';
}

function idOfGroup(group: Element): string | undefined {
  for (const c of group.classList) {
    const m = /^elementor-field-group-(.+)$/.exec(c);
    if (m) return m[1];
  }
  const named = group.querySelector<HTMLInputElement>('[name^="form_fields["]');
  return named ? idOfName(named.name) : undefined;
}

/** The form's fields as its markup says (class names, names, attributes): both modes read them so. */
export function readFields(form: HTMLFormElement): FieldInfo[] {
  const out: FieldInfo[] = [];
  for (const group of form.querySelectorAll<HTMLElement>(GROUP)) {
    if (group.classList.contains('elementor-field-type-submit') || group.classList.contains('e-form__buttons__wrapper')) continue;
    const controls = [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name^="form_fields["], select[name^="form_fields["], textarea[name^="form_fields["]')];
    const id = idOfGroup(group);
    if (!id) continue;
    let type = typeOfGroup(group);
    const first = controls[0];
    // The honeypot prints as a text group whose input is hidden: never checked in the browser.
    if (first instanceof HTMLInputElement && (first.type === 'hidden' || first.classList.contains('eb-honeypot') || first.style.display === 'none')) type = 'hidden';
    if (first instanceof HTMLInputElement && first.type === 'file') type = 'upload';
    const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? undefined : v);
    const maxsize = first?.getAttribute('data-maxsize');
    const accept = first?.getAttribute('accept') ?? '';
    out.push({
      id,
      group,
      controls,
      rules: {
        id,
        type: type as CheckedField['type'],
        required: group.classList.contains('elementor-field-required') || controls.some((c) => c.required),
        min: num(first?.getAttribute('min')),
        max: num(first?.getAttribute('max')),
        maxSizeMb: maxsize && Number(maxsize) > 0 ? Number(maxsize) : undefined,
        fileTypes: accept.split(',').map((x) => x.trim().replace(/^\./, '').toLowerCase()).filter(Boolean),
        maxFiles: num(first?.getAttribute('data-max-files')) !== undefined ? Number(first!.getAttribute('data-max-files')) : undefined,
        multiple: first instanceof HTMLInputElement ? first.multiple : first instanceof HTMLSelectElement ? first.multiple : false,
        options: [],
      },
    });
  }
  return out;
}

function valuesOf(f: FieldInfo): { values: string[]; files: File[] } {
  const values: string[] = [];
  const files: File[] = [];
  for (const c of f.controls) {
    if (c instanceof HTMLInputElement) {
      if (c.type === 'file') files.push(...(c.files ? [...c.files] : []));
      else if (c.type === 'checkbox' || c.type === 'radio') {
        if (c.checked) values.push(c.value);
      } else values.push(c.value);
    } else if (c instanceof HTMLSelectElement) {
      for (const o of c.selectedOptions) values.push(o.value);
    } else values.push(c.value);
  }
  return { values, files };
}

export function problemText(p: Problem, s: EbFormStrings, requiredMessage: string | undefined): string {
  switch (p.code) {
    case 'required':
      return requiredMessage ?? s['ebform.required'];
    case 'max':
    case 'min':
    case 'fileCount':
      return format(s[`ebform.${p.code}`], { limit: p.limit });
    // The Gravity Forms uploader's messages, 'name - message' (src/core/forms/upload.ts).
    case 'fileType':
      return fileMessage(p.name, p.illegal ? s['upload.illegalExtension'] : `${s['upload.invalidExtension']} ${p.allowed.join(', ')}`);
    case 'fileSize':
      return fileMessage(p.name, s['upload.exceedsLimit']);
    default:
      return s[`ebform.${p.code}`];
  }
}

const CHOICE = new Set(['checkbox', 'radio', 'acceptance']);

/** Attaches the behaviour to `form`. The returned detach undoes the listeners (not the DOM changes). */
export function attachForm(o: FormControllerOptions): FormController {
  const { form, host, strings: s } = o;
  const loc = o.location ?? window.location;
  const ac = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(t: EventTarget, name: K | string, fn: (e: any) => void) => t.addEventListener(name, fn, { signal: ac.signal });
  let waiting = false;
  let seq = 0;
  // A printed form that already says novalidate is Elementor's "custom" validation: Elementor's own
  // script posts it unchecked and the server's field errors are the messages. It stays so at the
  // final submit (only uploads are checked here, as nothing else stops a 50 MB file); the steps
  // still check their fields before moving on. Forms we render ourselves carry data-eb-config.
  const serverValidates = form.noValidate && !form.hasAttribute('data-eb-config');
  form.noValidate = true; // our messages, in the visitor's language, in place of the browser's bubbles
  const fields = readFields(form);
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"], input[type="submit"]');

  // ---- steps (form-steps.js) ----
  const wrapper = form.querySelector<HTMLElement>('.elementor-form-fields-wrapper') ?? form;
  // Steps Elementor's own form-steps handler already built (its script still runs on the page):
  // they stay Elementor's (its buttons, its state); ours would be a second set.
  const elementorSteps = !form.hasAttribute('data-eb-steps') && form.querySelector('.e-form__step, .e-form__indicators') !== null;
  const stepEls = elementorSteps ? [] : [...wrapper.querySelectorAll<HTMLElement>(':scope > .elementor-field-type-step, :scope > .e-form__step')];
  let current = 0;
  const parts = indicatorParts(o.steps.stepType);
  let indicators: HTMLElement[] = [];
  let meter: HTMLElement | null = null;
  let indicatorsWrap: HTMLElement | null = null;
  const stepOfField = new Map<string, number>();

  function button(direction: 'next' | 'previous', index: number): HTMLElement {
    const wrap = document.createElement('div');
    wrap.className = `elementor-field-group e-form__buttons__wrapper elementor-field-type-${direction}`;
    const b = document.createElement('button');
    b.type = 'button';
    const size = /elementor-size-[a-z]+/.exec(submitButton?.className ?? '')?.[0] ?? '';
    b.className = `elementor-button ${size} e-form__buttons__wrapper__button e-form__buttons__wrapper__button-${direction}`.replace(/\s+/g, ' ');
    b.dataset.direction = direction;
    const marker = stepEls[index]!.querySelector<HTMLElement>('.e-field-step');
    b.textContent = buttonLabel(direction, { previousButton: marker?.getAttribute('data-previousButton') ?? marker?.dataset.previousbutton ?? undefined, nextButton: marker?.getAttribute('data-nextButton') ?? undefined }, o.steps);
    on(b, 'click', () => applyStep(direction));
    wrap.append(b);
    return wrap;
  }

  if (stepEls.length && !form.hasAttribute('data-eb-steps')) {
    form.setAttribute('data-eb-steps', '');
    const submitWrap = submitButton?.closest<HTMLElement>('.elementor-field-type-submit') ?? null;
    const labels: string[] = [];
    stepEls.forEach((step, i) => {
      step.classList.add('e-form__step');
      // Without elementor-field-type-step, Elementor's form-steps handler (should it run later) finds no steps to build again.
      step.classList.remove('elementor-field-group', 'elementor-column', 'elementor-field-type-step');
      const marker = step.querySelector<HTMLElement>('.e-field-step');
      labels.push(marker?.getAttribute('data-label') ?? '');
      const stop = stepEls[i + 1] ?? null;
      let n = step.nextElementSibling;
      while (n && n !== stop) {
        const next = n.nextElementSibling;
        if (n !== submitWrap) step.append(n);
        n = next;
      }
      step.setAttribute('role', 'group');
      step.setAttribute('aria-label', format(s['ebform.step'], { n: i + 1, total: stepEls.length }) + (labels[i] ? `: ${labels[i]}` : ''));
      const buttons = document.createElement('div');
      buttons.className = `e-form__buttons elementor-column elementor-col-${o.steps.buttonWidth.desktop}`;
      const b = stepButtons(i, stepEls.length);
      if (b.previous) buttons.append(button('previous', i));
      if (b.next) buttons.append(button('next', i));
      if (b.submit && submitWrap) {
        submitWrap.className = submitWrap.className.replace(/elementor-col-\d+/g, '').replace(/\belementor-column\b|\be-form__buttons\b/g, '').trim() + ' e-form__buttons__wrapper';
        submitButton!.classList.add('e-form__buttons__wrapper__button');
        buttons.append(submitWrap);
      }
      step.append(buttons);
    });
    if (parts.indicators) {
      indicatorsWrap = document.createElement('div');
      indicatorsWrap.className = `e-form__indicators e-form__indicators--type-${o.steps.stepType}`;
      indicatorsWrap.setAttribute('aria-hidden', 'true'); // the steps' own group labels say where the visitor is
      if (parts.progressBar) {
        const bar = document.createElement('div');
        bar.className = 'e-form__indicators__indicator__progress';
        meter = document.createElement('div');
        meter.className = 'e-form__indicators__indicator__progress__meter';
        bar.append(meter);
        indicatorsWrap.append(bar);
      } else {
        labels.forEach((label, i) => {
          if (i) {
            const sep = document.createElement('div');
            sep.className = 'e-form__indicators__indicator__separator';
            indicatorsWrap!.append(sep);
          }
          const ind = document.createElement('div');
          ind.className = 'e-form__indicators__indicator';
          if (parts.icon) {
            const icon = document.createElement('div');
            icon.className = `e-form__indicators__indicator__icon ${shapeClass(o.steps.stepShape)}`;
            const lib = stepEls[i]!.querySelector('.e-field-step')?.getAttribute('data-iconLibrary');
            if (lib) {
              const el = document.createElement('i');
              el.className = lib;
              icon.append(el);
            }
            ind.append(icon);
          }
          if (parts.number) {
            const num = document.createElement('div');
            num.className = `e-form__indicators__indicator__number ${shapeClass(o.steps.stepShape)}`;
            num.textContent = String(i + 1);
            ind.append(num);
          }
          if (parts.label) {
            const l = document.createElement('span');
            l.className = 'e-form__indicators__indicator__label';
            l.textContent = label;
            ind.append(l);
          }
          indicators.push(ind);
          indicatorsWrap!.append(ind);
        });
      }
      wrapper.before(indicatorsWrap);
    }
  } else if (stepEls.length) {
    // Built by an earlier attach (the element was moved or re-rendered): take its parts over.
    indicators = [...form.querySelectorAll<HTMLElement>('.e-form__indicators__indicator')];
    meter = form.querySelector('.e-form__indicators__indicator__progress__meter');
    for (const b of form.querySelectorAll<HTMLButtonElement>('button.e-form__buttons__wrapper__button[data-direction]')) {
      const direction = b.dataset.direction === 'previous' ? 'previous' : 'next';
      on(b, 'click', () => applyStep(direction));
    }
  }
  for (const f of fields) {
    const i = stepEls.findIndex((st) => st.contains(f.group));
    if (i >= 0) stepOfField.set(f.id, i);
  }

  function showStep(index: number, focus: boolean): void {
    current = index;
    stepEls.forEach((st, i) => {
      st.classList.toggle('elementor-hidden', i !== index);
      st.hidden = i !== index;
    });
    indicators.forEach((ind, i) => {
      ind.classList.remove('e-form__indicators__indicator--state-inactive', 'e-form__indicators__indicator--state-active', 'e-form__indicators__indicator--state-completed');
      ind.classList.add(`e-form__indicators__indicator--state-${indicatorState(i, index)}`);
    });
    if (meter) {
      const v = progressValue(index, stepEls.length);
      host.style.setProperty('--e-form-steps-indicator-progress-meter-width', v);
      form.style.setProperty('--e-form-steps-indicator-progress-meter-width', v);
      meter.textContent = v;
    }
    if (focus) {
      const first = stepEls[index]?.querySelector<HTMLElement>('input:not([type=hidden]):not(.eb-honeypot), select, textarea, button');
      first?.focus();
    }
  }
  if (stepEls.length) showStep(0, false);

  // ---- messages ----
  function clearMessages(): void {
    form.querySelectorAll('.elementor-message').forEach((m) => m.remove());
    form.querySelectorAll('.elementor-error').forEach((g) => g.classList.remove('elementor-error'));
    for (const f of fields) {
      f.group.classList.remove('error');
      for (const c of f.controls) {
        c.setAttribute('aria-invalid', 'false');
        c.removeAttribute('aria-describedby');
      }
    }
  }

  function fieldError(f: FieldInfo, text: string): void {
    f.group.querySelector(`:scope > .${HELP}`)?.remove();
    f.group.classList.add('elementor-error');
    const span = document.createElement('span');
    span.className = `elementor-message elementor-message-danger elementor-help-inline ${HELP}`;
    span.setAttribute('role', 'alert');
    span.id = `eb-form-error-${f.id}`;
    span.textContent = text;
    f.group.append(span);
    for (const c of f.controls) {
      c.setAttribute('aria-invalid', 'true');
      c.setAttribute('aria-describedby', span.id);
    }
  }

  function formMessage(kind: 'success' | 'danger', text: string, html: boolean): void {
    const div = document.createElement('div');
    div.className = `elementor-message elementor-message-${kind}`;
    div.setAttribute('role', kind === 'danger' ? 'alert' : 'status');
    form.append(div);
    if (!html || !needsSanitizer(text, o.sanitizeHtml)) {
      if (html && !o.sanitizeHtml) div.innerHTML = text;
      else div.textContent = text;
      return;
    }
    // Server HTML (`msg1<br>msg2`): sanitized first; while DOMPurify loads, the text alone.
    div.textContent = text.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '');
    sanitizer.load().then(
      (m) => {
        if (div.isConnected) div.innerHTML = m.sanitizeHtml(text);
      },
      () => undefined,
    );
  }

  // ---- validation ----
  function check(list: FieldInfo[]): Map<FieldInfo, string> {
    const bad = new Map<FieldInfo, string>();
    for (const f of list) {
      if (f.group.closest('[hidden]') && !stepEls.some((st) => st.contains(f.group))) continue;
      const { values, files } = valuesOf(f);
      const p = checkField(f.rules, values, files);
      if (p) bad.set(f, problemText(p, s, o.messages.required));
    }
    return bad;
  }

  function showProblems(bad: Map<FieldInfo, string>): void {
    for (const [f, text] of bad) fieldError(f, text);
  }

  function focusFirst(bad: Iterable<FieldInfo>): void {
    for (const f of bad) {
      const c = f.controls.find((x) => !(x instanceof HTMLInputElement && x.type === 'hidden'));
      c?.focus();
      return;
    }
  }

  function applyStep(direction: 'next' | 'previous'): void {
    const to = moveStep(current, direction, stepEls.length);
    if (to === null) return;
    if (direction === 'next') {
      const inStep = fields.filter((f) => stepEls[current]!.contains(f.group));
      for (const f of inStep) {
        f.group.querySelector(`:scope > .${HELP}`)?.remove();
        f.group.classList.remove('elementor-error');
        f.controls.forEach((c) => c.setAttribute('aria-invalid', 'false'));
      }
      const bad = check(inStep);
      if (bad.size) {
        showProblems(bad);
        focusFirst(bad.keys());
        return;
      }
    }
    showStep(to, true);
  }

  // ---- events ----
  const jq = () => (window as unknown as { jQuery?: (el: Element) => { trigger(name: string, data?: unknown[]): void } }).jQuery;
  function trigger(name: string, detail?: unknown): void {
    host.dispatchEvent(new CustomEvent(name, { detail }));
    // Scripts written for Elementor (GTM snippets, pop-ups) listen with jQuery on the form.
    const $ = jq();
    if (typeof $ === 'function') {
      try {
        $(form).trigger(name, detail === undefined ? undefined : [detail]);
      } catch (e) {
        o.logError(`a jQuery "${name}" handler threw`, e);
      }
    }
  }

  function setWaiting(on: boolean): void {
    waiting = on;
    form.classList.toggle('elementor-form-waiting', on);
    form.toggleAttribute('aria-busy', on);
    if (!submitButton) return;
    submitButton.disabled = on;
    const inner = submitButton.querySelector(':scope > span') ?? submitButton;
    inner.querySelector(':scope > .elementor-form-spinner')?.remove();
    if (on) {
      // Elementor prepends this spinner; we never rewrite the button, so its icon stays (1.7).
      const spin = document.createElement('span');
      spin.className = 'elementor-button-text elementor-form-spinner';
      spin.setAttribute('role', 'status');
      const label = document.createElement('span');
      label.className = 'eb-form-sr';
      label.textContent = s['ebform.sending'];
      spin.append(label);
      inner.prepend(spin);
    }
  }

  async function recaptchaToken(): Promise<void> {
    const input = form.querySelector<HTMLInputElement>('input[name="g-recaptcha-response"]');
    const key = o.recaptchaSiteKey ?? form.querySelector('.elementor-g-recaptcha[data-type="v3"]')?.getAttribute('data-sitekey') ?? undefined;
    if (!input || input.value || !key) return;
    const g = (window as unknown as { grecaptcha?: { execute(k: string, o: { action: string }): PromiseLike<string> } }).grecaptcha;
    if (!g || typeof g.execute !== 'function') return;
    try {
      const token = await g.execute(key, { action: RECAPTCHA_V3_ACTION });
      if (typeof token === 'string') input.value = token;
    } catch (e) {
      o.logError('reCAPTCHA v3 gave no token; the form is sent without one', e);
    }
  }

  function openPopup(p: PopupAction): void {
    const run = () => {
      if (p.action === 'open') {
        const el = document.querySelector<HTMLElement & { show?: () => void }>(`eb-popup[popup-id="${CSS.escape(p.id)}"]`);
        if (el && typeof el.show === 'function') el.show();
        else o.logError(`the pop-up ${p.id} to open is not on the page`);
        return;
      }
      let el: (HTMLElement & { hide?: () => void }) | null = p.id ? document.querySelector(`eb-popup[popup-id="${CSS.escape(p.id)}"]`) : null;
      // The pop-up that holds the form, through shadow roots.
      let n: Node | null = host;
      while (!el && n) {
        if (n instanceof HTMLElement && n.localName === 'eb-popup') el = n;
        n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);
      }
      if (el && typeof el.hide === 'function') el.hide();
    };
    if (p.action === 'open') run();
    else setTimeout(run, POPUP_CLOSE_DELAY_MS);
  }

  function finish(answer: FormAnswer): void {
    if (answer.kind === 'success') {
      trigger('submit_success', answer.raw);
      trigger('form_destruct', answer.raw);
      const ev = o.emit('eb-form-success', { message: answer.message, redirectUrl: answer.redirectUrl, popup: answer.popup, data: answer.data }, { cancelable: true });
      if (answer.redirectUrl && !ev.defaultPrevented) loc.assign(answer.redirectUrl);
      form.reset();
      if (stepEls.length) showStep(0, false);
      trigger('reset');
      const text = o.messages.success ?? (answer.message || s['ebform.success']);
      formMessage('success', text, o.messages.success === undefined && answer.message !== '');
      if (answer.popup && !ev.defaultPrevented) openPopup(answer.popup);
      return;
    }
    if (answer.kind === 'invalid') {
      const byId = new Map(fields.map((f) => [f.id, f]));
      const ids = new Set<string>();
      for (const [key, text] of Object.entries(answer.errors)) {
        const f = byId.get(key);
        if (f) {
          fieldError(f, text);
          ids.add(key);
        }
      }
      const to = stepOfFirstError(fields.map((f) => f.id), stepOfField, ids);
      if (to !== null && to !== current) showStep(to, false);
      if (ids.size) focusFirst(fields.filter((f) => ids.has(f.id)));
      trigger('error');
      const fallback = ids.size ? (o.messages.invalid ?? s['ebform.invalid']) : (o.messages.error ?? s['ebform.error']);
      formMessage('danger', answer.message || fallback, answer.message !== '');
      o.emit('eb-form-error', { kind: 'invalid', message: answer.message, errors: answer.errors });
      return;
    }
    trigger('error');
    formMessage('danger', answer.reason === 'timeout' ? s['ebform.timeout'] : s['ebform.transport'], false);
    o.emit('eb-form-error', { kind: 'failure', reason: answer.reason, status: answer.status });
  }

  /** The last submission sent without a usable answer (its key goes again with the same values). */
  let pending: PendingSubmission | null = null;
  const sameOrigin = (url: string): boolean => {
    try {
      return new URL(url, loc.href).origin === new URL(loc.href).origin;
    } catch {
      return false;
    }
  };

  async function submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    if (waiting) return; // a double submit is refused (Elementor's elementor-form-waiting guard)
    clearMessages();
    const bad = check(serverValidates ? fields.filter((f) => f.group.classList.contains('elementor-field-type-upload')) : fields);
    if (bad.size) {
      showProblems(bad);
      const ids = new Set([...bad.keys()].map((f) => f.id));
      const to = stepOfFirstError(fields.map((f) => f.id), stepOfField, ids);
      if (to !== null && to !== current) showStep(to, false);
      focusFirst(bad.keys());
      trigger('error');
      o.emit('eb-form-error', { kind: 'validation', errors: Object.fromEntries([...bad].map(([f, t]) => [f.id, t])) });
      return;
    }
    const started = o.emit('eb-form-submit', {}, { cancelable: true });
    if (started.defaultPrevented) return;
    setWaiting(true);
    const mine = ++seq;
    await recaptchaToken();
    const entries = [...new FormData(form).entries()] as BodyEntry[];
    const choiceFields = fields.filter((f) => CHOICE.has(f.rules.type) || (f.rules.type === 'select' && f.rules.multiple)).map((f) => f.id);
    const body = printedBody({ entries, choiceFields, referrer: loc.href });
    // The same values sent again after a lost answer carry the same Idempotency-Key (the reference
    // backend stores the submission once; PRO Elements ignores the header). Same origin only: a
    // custom header would make a cross-origin post need a preflight the site may not answer.
    pending = submissionKey(pending, bodyFingerprint(body), randomKey);
    const headers = sameOrigin(o.ajaxUrl) ? { 'Idempotency-Key': pending.key } : undefined;
    const result = await ajaxPost(o.ajaxUrl, toFormData(body), { multipart: true, ...(headers ? { headers } : {}) });
    if (mine !== seq || ac.signal.aborted) return;
    setWaiting(false);
    const answer = readResult(result, loc.href);
    if (answer.kind !== 'failure') pending = null;
    if (!result.ok) o.logError(result.message);
    finish(answer);
  }

  // A printed form in the element's light DOM: its submit is taken in the capture phase on the
  // element and goes no further, so a handler Elementor's own script may still have bound on the
  // form never posts it a second time (the page's document-level capture listeners, reCAPTCHA's
  // included, still run first). A form in the shadow root: on the form itself.
  const light = form.getRootNode() === host.getRootNode() && host.contains(form);
  const submitTarget: EventTarget = light ? host : form;
  submitTarget.addEventListener(
    'submit',
    (ev: Event) => {
      if (ev.target !== form) return;
      if (light) ev.stopPropagation();
      handleSubmit(ev as SubmitEvent);
    },
    { signal: ac.signal, capture: light },
  );
  function handleSubmit(e: SubmitEvent): void {
    submit(e).catch((err: unknown) => {
      setWaiting(false);
      o.logError('the submission failed', err);
      finish({ kind: 'failure', reason: 'network', status: undefined });
    });
  }

  on(form, 'keydown', (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !stepEls.length) return;
    const t = e.target as HTMLElement;
    const btn = t.closest<HTMLElement>('.e-form__buttons__wrapper__button');
    const dir = btn?.dataset.direction as 'next' | 'previous' | undefined;
    const action = enterAction({ total: stepEls.length, current, inTextarea: t.localName === 'textarea', onButton: btn ? (dir ?? 'submit') : undefined });
    if (!action) return;
    e.preventDefault();
    applyStep(action);
  });

  // The file checks on choosing (Elementor's validateFileSize), one message per field, not one per change.
  on(form, 'change', (e: Event) => {
    const t = e.target as HTMLInputElement;
    if (t.type !== 'file') return;
    const f = fields.find((x) => x.controls.includes(t));
    if (!f) return;
    f.group.querySelector(`:scope > .${HELP}`)?.remove();
    f.group.classList.remove('elementor-error');
    t.setAttribute('aria-invalid', 'false');
    const p = checkField({ ...f.rules, required: false }, [], valuesOf(f).files);
    if (p) {
      fieldError(f, problemText(p, s, o.messages.required));
      trigger('error');
    }
  });

  return {
    detach: () => ac.abort(),
    step: () => current,
  };
}
