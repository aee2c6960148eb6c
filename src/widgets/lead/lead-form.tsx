/**
 * <seoaic-lead-form>'s widget: a chat-like multistep lead form (spec sections 2-5 and 9, CONTRACT
 * "seoaic-lead-form"). The flow lives in the pure machine of src/core/lead/machine.ts; this file
 * renders the conversation, runs the machine's effects (timers, scrolling, focus, the closed-state
 * cookie, the redirect) and hands the record calls to the outbox (src/platform/outbox.ts), which
 * keeps every answer until the server has it.
 *
 * Question and answer texts are rendered as text (React escapes them); no config text is HTML.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import type { ContactField, LeadConfig, LeadStep, LeadTextKey } from '../../core/lead/config';
import { CLOSED_COOKIE, FINISH_MARKER, REDIRECT_DELAY_MS } from '../../core/lead/constants';
import { initialLeadState, leadTiming, leadTransition, targetOf, type LeadEffect, type LeadEvent, type LeadState, type LogItem } from '../../core/lead/machine';
import type { StepInput } from '../../core/lead/record';
import type { LeadStrings } from '../../i18n/lead';
import { getCookie, removeCookie, setCookie } from '../../platform/cookies';
import { composedContains, deepActiveElement } from '../../platform/focus';
import { leadOutbox, newRecordKey, openInNewTab, queueLeadRecord, redirectTarget } from '../../platform/lead/records';
import { prefersReducedMotion } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { answerControlStyles, ChoiceButton, NextButton, TextAnswer, TickList, useTicked } from '../shared/answer-controls';
import { useMachine, type MachineApi } from '../shared/use-machine';
import { LEAD_PARTS as P } from './parts';
import css from './lead.css';

export const leadStyles = `${answerControlStyles}\n${css}`;

type T = (key: LeadTextKey) => string;

/** The `data-next` of a control: the step id it leads to, or the finish marker. */
function nextAttr(config: LeadConfig, step: LeadStep, input: StepInput): string {
  const target = targetOf(config, step.id, input);
  return target.kind === 'finish' ? FINISH_MARKER : target.id;
}

/** The first control of a step a keyboard user would want (an answer, an input), else the log. */
const FIRST_CONTROL = 'button:not(:disabled), input:not(:disabled), select:not(:disabled)';

export function LeadForm({ ctx }: WidgetProps<LeadConfig, LeadStrings>) {
  const { config, strings, host, root } = ctx;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const timing = useMemo(() => leadTiming(reducedMotion), [reducedMotion]);
  const box = useMemo(leadOutbox, []);
  const recordKey = useRef<string | undefined>(undefined);
  const logRef = useRef<HTMLDivElement | null>(null);
  const openRef = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();
  const t: T = useMemo(() => (key) => config.texts[key] ?? strings[`lead.${key}`], [config.texts, strings]);
  const redirect = useMemo(() => redirectTarget(config.redirectUrl), [config.redirectUrl]);

  const run = (effect: LeadEffect, api: MachineApi<LeadEvent>) => {
    switch (effect.type) {
      case 'record': {
        const { settings } = ctxRef.current;
        recordKey.current ??= newRecordKey();
        queueLeadRecord(box, settings, recordKey.current, effect.kind, effect.status, effect.entries);
        break;
      }
      case 'scroll': {
        const go = () => {
          const log = logRef.current;
          if (log) log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion || effect.ms === 0 ? 'auto' : 'smooth' });
        };
        if (effect.ms === 0) api.afterCommit(go);
        else api.later(go, effect.ms);
        break;
      }
      case 'focus':
        api.afterCommit(() => {
          const panel = ctxRef.current.root.querySelector<HTMLElement>('.lead__panel');
          if (!panel || panel.hidden) return;
          const target =
            effect.key === undefined
              ? panel.querySelector<HTMLElement>('.lead__finish')
              : panel.querySelector<HTMLElement>(`[data-key="${effect.key}"]`)?.querySelector<HTMLElement>(FIRST_CONTROL);
          target?.focus({ preventScroll: true });
        });
        break;
      case 'finished':
        if (redirect) api.later(() => openInNewTab(redirect), REDIRECT_DELAY_MS);
        break;
      case 'cookie':
        // Spec section 4: the close button sets a session cookie, the open button deletes it.
        if (effect.closed) setCookie(CLOSED_COOKIE, '1');
        else removeCookie(CLOSED_COOKIE);
        break;
    }
  };

  const { state, api } = useMachine<LeadState, LeadEvent, Exclude<LeadEffect, { type: 'after' }>>(
    () => initialLeadState(getCookie(CLOSED_COOKIE) !== undefined),
    (s, e) => leadTransition(s, e, config, timing),
    run,
  );

  // At mount, not after the first paint: the welcome step's timer starts with the element in both
  // builds (preact runs useEffect on the next animation frame, React right after the commit).
  useLayoutEffect(() => api.dispatch({ type: 'START' }), [api]);
  // The outbox retries now (a page view), on `online` and on its timer while this element lives.
  useEffect(() => box.attach(ctx.settings.restNonce), [box, ctx.settings.restNonce]);

  const current = state.items.at(-1);
  useLayoutEffect(() => {
    host.setAttribute('data-state', state.open ? 'open' : 'closed');
    host.setAttribute('data-progress', String(state.progress));
    if (current && !state.finished) host.setAttribute('data-step', current.stepId);
    else host.removeAttribute('data-step');
    host.toggleAttribute('data-finished', state.finished);
  }, [host, state.open, state.progress, state.finished, current]);

  const answer = useCallback(
    (key: number, input: StepInput) => {
      // The answered controls are about to be disabled: keep focus in the conversation meanwhile.
      if (composedContains(root, deepActiveElement())) logRef.current?.focus({ preventScroll: true });
      api.dispatch({ type: 'ANSWER', key, input });
    },
    [root, api],
  );

  const close = () => {
    const hadFocus = composedContains(root, deepActiveElement());
    api.dispatch({ type: 'CLOSE' });
    if (hadFocus) api.afterCommit(() => openRef.current?.focus());
  };
  const open = () => {
    api.dispatch({ type: 'OPEN' });
    api.afterCommit(() => {
      const panel = ctxRef.current.root.querySelector<HTMLElement>('.lead__panel');
      const last = panel?.querySelector<HTMLElement>('[part~="step"]:last-of-type');
      const target = last?.querySelector<HTMLElement>(FIRST_CONTROL) ?? panel?.querySelector<HTMLElement>('.lead__finish') ?? logRef.current;
      target?.focus();
    });
  };

  const stepById = useMemo(() => new Map(config.steps.map((s) => [s.id, s])), [config.steps]);
  const progressStyle = { '--lead-progress': `${state.progress}%` } as CSSProperties;
  const motionStyle = { '--lead-hide-ms': `${timing.hideMs}ms` } as CSSProperties;

  return (
    <div className={`lead${config.floating ? ' lead--floating' : ''}`} style={motionStyle}>
      <section part={P.panel} className="lead__panel" aria-labelledby={titleId} hidden={!state.open}>
        <header className="lead__header">
          <h2 id={titleId} className="lead__title">
            {t('title')}
          </h2>
          <button type="button" part={P.closeButton} className="lead__close" aria-label={t('close')} onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div
          part={P.progress}
          className="lead__progress"
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          aria-valuetext={`${state.progress}%`}
          style={progressStyle}
        >
          <span className="lead__progress-bar" />
        </div>
        <div ref={logRef} className="lead__log" role="log" aria-label={strings['lead.conversation']} tabIndex={0}>
          {state.items.map((item) => {
            const step = stepById.get(item.stepId);
            return step ? <StepView key={item.key} item={item} step={step} config={config} strings={strings} t={t} onAnswer={answer} /> : null;
          })}
          {state.finished ? (
            <div part={P.finish} className="lead__finish" tabIndex={-1}>
              <p className="lead__bubble lead__bubble--bot">{t('finish')}</p>
              {redirect ? (
                <p className="lead__redirect">
                  {t('redirect')}{' '}
                  <a part={P.redirectLink} href={redirect} target="_blank" rel="noopener">
                    {t('redirectLink')}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
      {state.open ? null : (
        <button ref={openRef} type="button" part={P.openButton} className="lead__open" onClick={open}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 5h16v10H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span>{t('open')}</span>
        </button>
      )}
    </div>
  );
}

interface StepProps {
  item: LogItem;
  step: LeadStep;
  config: LeadConfig;
  strings: LeadStrings;
  t: T;
  onAnswer(key: number, input: StepInput): void;
}

/** One step of the conversation; memoised, so an answer re-renders only the steps it changes. */
const StepView = memo(function StepView({ item, step, config, strings, t, onAnswer }: StepProps) {
  const questionId = useId();
  const withControls = item.phase === 'ready' || item.phase === 'hiding';
  const answered = (item.phase === 'hiding' || item.phase === 'answered') && item.display !== undefined;
  const answer = (input: StepInput) => onAnswer(item.key, input);
  return (
    <div part={P.step} className={`lead__step lead__step--${item.phase}`} data-step-id={step.id} data-key={item.key} data-phase={item.phase} role="group" aria-labelledby={questionId}>
      <p part={P.question} id={questionId} className="lead__bubble lead__bubble--bot">
        {step.question}
      </p>
      {item.phase === 'asking' ? (
        <p className="lead__typing" aria-hidden="true">
          <span />
          <span />
          <span />
        </p>
      ) : null}
      {withControls ? (
        <fieldset className={`lead__controls${item.phase === 'hiding' ? ' lead__controls--hiding' : ''}`} disabled={item.phase === 'hiding'}>
          <Controls step={step} config={config} strings={strings} t={t} questionId={questionId} onAnswer={answer} />
        </fieldset>
      ) : null}
      {answered ? (
        <p part={P.answer} className={`lead__bubble lead__bubble--me${item.display ? '' : ' lead__bubble--none'}`}>
          <span className="se-sr-only">{strings['lead.yourAnswer']}: </span>
          {item.display || strings['lead.noAnswer']}
        </p>
      ) : null}
    </div>
  );
});

interface ControlsProps {
  step: LeadStep;
  config: LeadConfig;
  strings: LeadStrings;
  t: T;
  questionId: string;
  onAnswer(input: StepInput): void;
}

function Controls(props: ControlsProps) {
  switch (props.step.type) {
    case 'single':
      return <SingleControls {...props} />;
    case 'multi':
      return <MultiControls {...props} />;
    case 'textfield':
      return <TextControls {...props} />;
    case 'contact_fields':
      return <ContactControls {...props} />;
  }
}

function SingleControls({ step, config, onAnswer }: ControlsProps) {
  return (
    <div className="se-choices">
      {step.answers.map((a, i) => (
        <ChoiceButton key={i} next={nextAttr(config, step, { type: 'single', index: i })} onClick={() => onAnswer({ type: 'single', index: i })}>
          {a.text}
        </ChoiceButton>
      ))}
    </div>
  );
}

function MultiControls({ step, config, t, onAnswer }: ControlsProps) {
  const [chosen, toggle] = useTicked();
  return (
    <>
      <TickList items={step.answers} ticked={chosen} onToggle={toggle} />
      <div className="lead__actions">
        <NextButton next={nextAttr(config, step, { type: 'multi', chosen })} label={t('next')} onClick={() => onAnswer({ type: 'multi', chosen })} />
      </div>
    </>
  );
}

function TextControls({ step, config, strings, t, questionId, onAnswer }: ControlsProps) {
  return (
    <TextAnswer
      questionId={questionId}
      placeholder={step.placeholder ?? strings['lead.placeholder']}
      nextLabel={t('next')}
      nextFor={(text) => nextAttr(config, step, { type: 'textfield', text })}
      onAnswer={(text) => onAnswer({ type: 'textfield', text })}
    />
  );
}

/**
 * The message for a control that fails the browser's validity check, in the tag's own words (the
 * browser's validationMessage is in the browser's language, not the page's).
 */
export function invalidText(c: { validity: ValidityState; type: string }, strings: Record<`lead.invalid.${'required' | 'email' | 'url' | 'tel' | 'number' | 'format'}`, string>): string {
  const v = c.validity;
  if (v.valid) return '';
  if (v.valueMissing) return strings['lead.invalid.required'];
  if (v.typeMismatch && c.type === 'email') return strings['lead.invalid.email'];
  if (v.typeMismatch && c.type === 'url') return strings['lead.invalid.url'];
  if (c.type === 'tel') return strings['lead.invalid.tel'];
  if (v.badInput && c.type === 'number') return strings['lead.invalid.number'];
  return strings['lead.invalid.format'];
}

/** Spec section 5: every input and select must pass the browser's validity check, else its message (the tag's text) shows and the step does not advance. */
function ContactControls({ step, config, strings, t, onAnswer }: ControlsProps) {
  const [values, setValues] = useState<string[]>(() => step.fields.map(() => ''));
  const [errors, setErrors] = useState<string[]>(() => step.fields.map(() => ''));
  const baseId = useId();
  const fieldId = (i: number) => `${baseId}-f${i}`;
  const errorId = (i: number) => `${baseId}-e${i}`;

  const change = (i: number, el: HTMLInputElement | HTMLSelectElement) => {
    const value = el.value;
    setValues((v) => v.map((x, j) => (j === i ? value : x)));
    // A message goes away as soon as the field is valid.
    if (errors[i] && el.checkValidity()) setErrors((errs) => errs.map((x, j) => (j === i ? '' : x)));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const controls = Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'));
    const messages = controls.map((c) => invalidText(c, strings));
    if (messages.some((m) => m !== '')) {
      setErrors(messages);
      // Once the messages are in, keep the button in view; then focus the first invalid field (its
      // message is its description), scrolled into view if need be. No browser bubble: it would
      // speak the browser's language.
      requestAnimationFrame(() => {
        form.querySelector('.lead__actions')?.scrollIntoView({ block: 'nearest' });
        controls[messages.findIndex((m) => m !== '')]?.focus();
      });
      return;
    }
    onAnswer({ type: 'contact_fields', values });
  };

  return (
    <form className="lead__form lead__form--contact" noValidate onSubmit={submit}>
      {step.fields.map((f, i) => (
        <div key={i} className="lead__field">
          <label htmlFor={fieldId(i)} className="lead__label">
            {f.label}
            {f.required ? (
              <span className="lead__required" title={strings['lead.required']}>
                {' '}
                *
              </span>
            ) : null}
          </label>
          <ContactInput field={f} id={fieldId(i)} value={values[i] ?? ''} invalid={errors[i] !== ''} describedBy={errors[i] ? errorId(i) : undefined} choose={strings['lead.choose']} onChange={(el) => change(i, el)} />
          {errors[i] ? (
            <p part={P.fieldError} id={errorId(i)} className="lead__error">
              {errors[i]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="lead__actions">
        <NextButton next={nextAttr(config, step, { type: 'contact_fields', values })} label={t('next')} submit />
      </div>
    </form>
  );
}

interface ContactInputProps {
  field: ContactField;
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  choose: string;
  onChange(el: HTMLInputElement | HTMLSelectElement): void;
}

function ContactInput({ field, id, value, invalid, describedBy, choose, onChange }: ContactInputProps) {
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autocomplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  if (field.type === 'select') {
    return (
      <select part={P.input} className="se-input" {...common} value={value} onChange={(e) => onChange(e.currentTarget)}>
        <option value="">{choose}</option>
        {field.options.map((o, i) => (
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  return <input part={P.input} className="se-input" type={field.type} placeholder={field.placeholder} maxLength={500} {...common} value={value} onChange={(e) => onChange(e.currentTarget)} />;
}
