/**
 * <seoaic-lead-form>'s widget: a chat-like multistep lead form (spec sections 2-5 and 9, CONTRACT
 * "seoaic-lead-form"). The flow lives in the pure machine of src/core/lead/machine.ts; this file
 * renders the conversation, runs the machine's effects (timers, scrolling, focus, the closed-state
 * cookie, the redirect) and hands the record calls to the outbox (src/platform/outbox.ts), which
 * keeps every answer until the server has it.
 *
 * Question and answer texts are rendered as text (React escapes them); no config text is HTML.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { LeadConfig, LeadStep, LeadTextKey } from '../../core/lead/config';
import { CLOSED_COOKIE, REDIRECT_DELAY_MS } from '../../core/lead/constants';
import { initialLeadState, leadTiming, leadTransition, type LeadEffect, type LeadEvent, type LeadState, type LogItem } from '../../core/lead/machine';
import type { StepInput } from '../../core/lead/record';
import type { LeadStrings } from '../../i18n/lead';
import { getCookie, removeCookie, setCookie } from '../../platform/cookies';
import { composedContains, deepActiveElement } from '../../platform/focus';
import { leadOutbox, newRecordKey, openInNewTab, queueLeadRecord, redirectTarget } from '../../platform/lead/records';
import { prefersReducedMotion } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { answerControlStyles } from '../shared/answer-controls';
import { Controls } from './lead-controls';
import { useMachine, type MachineApi } from '../shared/use-machine';
import { LEAD_PARTS as P } from './parts';
import css from './lead.css';

export const leadStyles = `${answerControlStyles}\n${css}`;

type T = (key: LeadTextKey) => string;

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
