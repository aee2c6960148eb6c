/**
 * <eb-popup>'s widget: an Elementor Pro pop-up driven by its own `data-elementor-settings`
 * (spec sections 3, 4, 5 and 9; CONTRACT eb-popup). The rules live in src/core/builder/popup-*.ts
 * (settings, triggers, timing, storage, state machine, action links); the page listeners in
 * src/platform/builder/. This file checks the timing once, arms the triggers, and renders the
 * modal: overlay, box, close button and the element's own light-DOM content.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ACTION_LINK_SELECTOR, MS_PER_SECOND, OUTSIDE_CLICK_IGNORE, POPUP_FOCUS_DELAY_MS, type AnimationName } from '../../core/builder/popup-constants';
import { countMoments, INITIAL_STATE, isAutomatic, popupTransition, type EbPopupEffect, type EbPopupEvent, type EbPopupState, type OpenSource } from '../../core/builder/popup-machine';
import type { EbPopupConfig, Responsive } from '../../core/builder/popup-settings';
import { countImpression, countTimes, disable, isDisabled } from '../../core/builder/popup-storage';
import { checkTiming, deviceMode, deviceSetting, readBreakpoints } from '../../core/builder/popup-timing';
import type { EbPopupStrings } from '../../i18n/ebpopup';
import { armTriggers } from '../../platform/builder/popup-triggers';
import { countThisPage, dispatchElementorEvent, pageStorage, timingWorld } from '../../platform/builder/popup-page';
import { deepActiveElement } from '../../platform/focus';
import { modalLayer, type ModalHandle } from '../../platform/modal-layer';
import { prefersReducedMotion, viewportWidth } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { useMachine, type MachineApi } from '../shared/use-machine';
import { hasPopped, markPopped, registerPopup } from './page';
import { PARTS } from './parts';
import css from './eb-popup.css';

export const ebPopupStyles = css;

interface Animation {
  name: AnimationName;
  phase: 'enter' | 'exit';
}

/** A closed pop-up renders nothing; its light-DOM content stays in the page, unseen, until it opens. */
/** The entrance and exit animations, effects of the machine's status changes. */
type MotionEffect = { type: 'enter' } | { type: 'exit' } | { type: 'settled' };

/** The machine's transition with the motion its status change asks for (before its own effects). */
function withMotion(state: EbPopupState, event: EbPopupEvent): { state: EbPopupState; effects: (EbPopupEffect | MotionEffect)[] } {
  const { state: next, effects } = popupTransition(state, event);
  if (next === state && effects.length === 0) return { state, effects };
  const motion: MotionEffect[] = [];
  if (next.status === 'open' && state.status !== 'open') motion.push({ type: 'enter' });
  else if (next.status === 'closing') motion.push({ type: 'exit' });
  else if (next.status === 'closed') motion.push({ type: 'settled' });
  return { state: next, effects: [...motion, ...effects] };
}

export function EbPopupWidget({ ctx }: WidgetProps<EbPopupConfig, EbPopupStrings>) {
  const { host, strings } = ctx;
  const { id, settings } = ctx.config;
  const store = useMemo(() => pageStorage(), []);
  const breakpoints = useMemo(() => readBreakpoints(ctx.settings.breakpoints), [ctx.settings.breakpoints]);

  const [anim, setAnim] = useState<Animation | null>(null);
  const pendingEvents = useRef<('show' | 'hide')[]>([]);
  /** What had the focus when the pop-up opened: it gets it back on close. */
  const opener = useRef<HTMLElement | null>(null);
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ id, settings, breakpoints });
  latest.current = { id, settings, breakpoints };

  /** The animation for this device (Elementor's getCurrentDeviceSetting); none under reduced motion. */
  const animationFor = useCallback((values: Responsive<AnimationName | 'none'>): AnimationName | null => {
    if (prefersReducedMotion()) return null;
    const name = deviceSetting(values, deviceMode(viewportWidth(), latest.current.breakpoints), latest.current.breakpoints);
    return name && name !== 'none' ? name : null;
  }, []);

  // The pure machine (src/core/builder/popup-machine.ts) run by the shared runner, with the entrance
  // and exit animations as effects of its status changes (withMotion, below).
  const runEffect = (effect: EbPopupEffect | MotionEffect, api: MachineApi<EbPopupEvent>) => {
    const { id: popupId, settings: s } = latest.current;
    switch (effect.type) {
      case 'count': {
        const plan = countMoments(s.timing, effect.moment);
        if (plan.persisting) countTimes(store, popupId);
        if (plan.period) countImpression(store, popupId, plan.period);
        break;
      }
      case 'markPopped':
        markPopped();
        break;
      case 'emitShow':
        pendingEvents.current.push('show');
        break;
      case 'emitHide':
        pendingEvents.current.push('hide');
        break;
      case 'enter': {
        clearTimeout(exitTimer.current);
        const name = animationFor(s.entranceAnimation);
        setAnim(name ? { name, phase: 'enter' } : null);
        break;
      }
      case 'exit': {
        const name = animationFor(s.exitAnimation);
        setAnim(name ? { name, phase: 'exit' } : null);
        // Elementor removes the pop-up once the duration has passed, whether or not animationend came.
        const ms = name ? s.animationDuration * MS_PER_SECOND : 0;
        exitTimer.current = setTimeout(() => api.dispatch({ type: 'EXIT_DONE' }), ms);
        break;
      }
      case 'settled':
        setAnim(null);
        break;
    }
  };
  const { state, stateRef, api } = useMachine<EbPopupState, EbPopupEvent, EbPopupEffect | MotionEffect>(() => INITIAL_STATE, withMotion, runEffect);
  const dispatch = api.dispatch;

  /** The cancel of an automatic opening waiting for another dialog to close. */
  const waiting = useRef<(() => void) | null>(null);
  const requestOpen = useCallback(
    (source: OpenSource): void => {
      // A trigger that fires while another dialog is open (the consent settings, the side cart, a
      // pop-up) waits until it closes: one dialog at a time, as avoid_multiple_popups keeps one
      // pop-up per page. One the visitor asks for (a click, a link, show()) opens on top.
      const layer = modalLayer();
      if (isAutomatic(source) && layer.busy() && stateRef.current.status === 'closed') {
        if (waiting.current) return;
        waiting.current = layer.whenFree(() => {
          waiting.current = null;
          requestOpen(source);
        });
        return;
      }
      waiting.current?.();
      waiting.current = null;
      if (stateRef.current.status !== 'open') {
        const active = deepActiveElement();
        opener.current = active instanceof HTMLElement && active !== host.ownerDocument.body ? active : null;
      }
      dispatch({ type: 'OPEN', source, disabled: isDisabled(store, latest.current.id), popped: hasPopped(), avoidMultiple: latest.current.settings.avoidMultiplePopups });
    },
    [dispatch, store, host],
  );
  const requestClose = useCallback(() => {
    dispatch({ type: 'CLOSE', animated: animationFor(latest.current.settings.exitAnimation) !== null });
  }, [dispatch, animationFor]);

  useEffect(
    () => () => {
      clearTimeout(exitTimer.current);
      waiting.current?.();
    },
    [],
  );

  // show / hide events, once the DOM shows the new state: popup-show on the element, then
  // Elementor's elementor/popup/show (jQuery on document, then window).
  useEffect(() => {
    for (const type of pendingEvents.current.splice(0)) {
      ctx.emit(`popup-${type}`, { id });
      dispatchElementorEvent(type, id, host);
    }
  }, [state, ctx, id, host]);

  useLayoutEffect(() => {
    host.setAttribute('data-state', state.status);
    if (state.openedBy) host.setAttribute('data-opened-by', state.openedBy);
  }, [host, state]);

  // `classes` go on the element, where the site's CSS can reach them.
  useLayoutEffect(() => {
    const added = settings.classes.filter((c) => !host.classList.contains(c));
    if (added.length) host.classList.add(...added);
    return () => host.classList.remove(...added);
  }, [host, settings.classes]);

  useLayoutEffect(() => {
    ctx.expose({ show: () => requestOpen('method'), hide: requestClose });
  }, [ctx, requestOpen, requestClose]);

  // Load: count the page view once, check the timing rules once, arm the triggers when they pass;
  // the open selector and action links work whatever the timing says. Wired in a layout effect so
  // the commit that sets data-state also has every listener in place.
  useLayoutEffect(() => {
    const warn = (message: string) => console.warn(`[${ctx.tag}] ${message}`);
    for (const name of settings.unknownAnimations) warn(`animation "${name}" is not known; the pop-up opens without it`);
    countThisPage(store);
    const timing = checkTiming(id, settings.timing, timingWorld(ctx.settings, host.ownerDocument), store);
    host.setAttribute('data-timing', timing.passed ? 'passed' : 'failed');
    const failed = Object.entries(timing.results).filter(([, ok]) => !ok).map(([rule]) => rule);
    if (failed.length) host.setAttribute('data-timing-failed', failed.join(' '));
    else host.removeAttribute('data-timing-failed');
    const cleanups: (() => void)[] = [];
    if (timing.passed) cleanups.push(armTriggers(settings.triggers, (name) => requestOpen(name), { doc: host.ownerDocument, warn }));

    const selector = settings.openSelector;
    if (selector) {
      let valid = true;
      try {
        host.ownerDocument.querySelector(selector);
      } catch {
        valid = false;
        warn(`open_selector "${selector}" is not a valid CSS selector; clicks do not open the pop-up`);
      }
      if (valid) {
        // Delegated, as Elementor's $('body').on('click', selector): elements added later count too.
        const onClick = (e: MouseEvent) => {
          for (const node of e.composedPath()) {
            if (node === host.ownerDocument) break;
            if (node instanceof Element && node.matches(selector)) {
              requestOpen('open_selector');
              return;
            }
          }
        };
        host.ownerDocument.addEventListener('click', onClick);
        cleanups.push(() => host.ownerDocument.removeEventListener('click', onClick));
      }
    }
    cleanups.push(
      registerPopup({
        id,
        host,
        open: requestOpen,
        close: requestClose,
        isOpen: () => stateRef.current.status === 'open',
        disable: () => disable(store, id),
      }),
    );
    return () => {
      for (const f of cleanups) f();
    };
  }, [id, settings, host, store, ctx.tag, ctx.settings, requestOpen, requestClose]);

  const open = state.status === 'open';
  const a11y = settings.a11yNavigation;

  // On the page's modal layer while open (not during its exit): Escape closes it only when it is
  // the top dialog, and with a11y_navigation the page behind is inert and focus stays inside;
  // prevent_scroll: the page stops scrolling. A layout effect: on the layer in the commit that
  // shows the pop-up, in both builds (preact runs plain effects a frame or two after paint).
  const layerHandle = useRef<ModalHandle | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!open || !box) return;
    const handle = modalLayer().open(box, {
      onEscape: settings.preventCloseOnEsc ? undefined : requestClose,
      // a11y_navigation moves focus in after a delay (below).
      moveFocus: false,
      modal: a11y,
      lockScroll: settings.preventScroll,
    });
    layerHandle.current = handle;
    return () => {
      layerHandle.current = null;
      handle.release();
    };
    // The settings are read at opening: a config change does not re-stack an open pop-up.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  // close_button_delay: the close button appears N s after opening.
  const [closeShown, setCloseShown] = useState(true);
  useLayoutEffect(() => {
    if (!open || settings.closeButtonDelay <= 0) return;
    setCloseShown(false);
    const t = setTimeout(() => setCloseShown(true), settings.closeButtonDelay * MS_PER_SECOND);
    return () => {
      clearTimeout(t);
      setCloseShown(true);
    };
  }, [open, settings.closeButtonDelay]);

  // close_automatically: closes N s after opening.
  useEffect(() => {
    if (!open || settings.closeAutomatically <= 0) return;
    const t = setTimeout(requestClose, settings.closeAutomatically * MS_PER_SECOND);
    return () => clearTimeout(t);
  }, [open, settings.closeAutomatically, requestClose]);

  // Clicks on the background or anywhere outside the box close it, unless switched off; only while
  // it is the top dialog (a click in a dialog opened over it is not a click outside). A layout
  // effect: armed in the commit that shows the pop-up, in both builds.
  useLayoutEffect(() => {
    if (!open) return;
    const doc = host.ownerDocument;
    const cleanups: (() => void)[] = [];
    if (!settings.preventCloseOnBackgroundClick) {
      const onClick = (e: MouseEvent) => {
        if (!boxRef.current || !modalLayer().isTop(boxRef.current)) return;
        const path = e.composedPath();
        if (boxRef.current && path.includes(boxRef.current)) return;
        // Action links decide for themselves (a toggle link would otherwise close, then reopen).
        if (path.some((n) => n instanceof Element && (n.matches(OUTSIDE_CLICK_IGNORE) || n.matches(ACTION_LINK_SELECTOR)))) return;
        requestClose();
      };
      // From the next task on: the click that opened the pop-up is not an outside click.
      const t = setTimeout(() => doc.addEventListener('click', onClick, true), 0);
      cleanups.push(() => {
        clearTimeout(t);
        doc.removeEventListener('click', onClick, true);
      });
    }
    return () => {
      for (const f of cleanups) f();
    };
  }, [open, settings.preventCloseOnBackgroundClick, requestClose, host]);

  // a11y_navigation (on by default): focus moves into the pop-up 250 ms after it opens, or after
  // its entrance animation (if it is the top dialog then); Tab and Shift+Tab wrap (the layer);
  // focus returns to the opener on close.
  const entering = anim?.phase === 'enter';
  useEffect(() => {
    const box = boxRef.current;
    if (!open || !a11y || !box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusIn = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (box.isConnected) layerHandle.current?.focusIn();
      }, POPUP_FOCUS_DELAY_MS);
    };
    const afterAnimation = (e: AnimationEvent) => {
      if (e.target === box) focusIn();
    };
    if (entering) {
      box.addEventListener('animationend', afterAnimation, { once: true });
      box.addEventListener('animationcancel', afterAnimation, { once: true });
    } else focusIn();
    return () => {
      clearTimeout(timer);
      box.removeEventListener('animationend', afterAnimation);
      box.removeEventListener('animationcancel', afterAnimation);
    };
    // `entering` is read once, at opening: the animation ending must not restart the delay.
  }, [open, a11y]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!open || !a11y) return;
    return () => {
      const back = opener.current;
      const active = deepActiveElement();
      const lost = !active || active === host.ownerDocument.body || host.contains(active) || (active.getRootNode() as ShadowRoot).host === host;
      if (back?.isConnected && lost) back.focus();
    };
  }, [open, a11y, host]);

  const onAnimationEnd = (e: { target: EventTarget; currentTarget: EventTarget }) => {
    if (e.target === e.currentTarget && anim?.phase === 'enter') setAnim(null);
  };

  const label = useMemo(() => (open ? dialogLabel(host) : ''), [host, open]);
  if (state.status === 'closed') return null;

  const position = settings.closeButtonPosition;
  const animStyle: CSSProperties = anim
    ? { animationName: `ebp-${anim.name}`, animationDuration: `${settings.animationDuration}s`, animationDirection: anim.phase === 'exit' ? 'reverse' : 'normal' }
    : {};
  return (
    <div className={`ebp${state.status === 'closing' ? ' ebp--closing' : ''}`}>
      <div part={PARTS.overlay} className="ebp__overlay" />
      <div
        ref={boxRef}
        part={PARTS.popup}
        role="dialog"
        aria-modal={a11y ? 'true' : undefined}
        aria-label={label || strings['ebpopup.dialog']}
        tabIndex={-1}
        className="ebp__box"
        data-animation={anim ? `${anim.name}${anim.phase === 'exit' ? ' reverse' : ''}` : undefined}
        style={animStyle}
        onAnimationEnd={onAnimationEnd}
      >
        <button type="button" part={PARTS.closeButton} className="ebp__close" data-position={position} aria-label={strings['ebpopup.close']} hidden={!closeShown} onClick={requestClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" />
          </svg>
        </button>
        <div part={PARTS.content} className="ebp__content">
          <slot />
        </div>
      </div>
    </div>
  );
}

/** The dialog's name: the content's first heading, else none (the caller falls back to "Pop-up"). */
function dialogLabel(host: HTMLElement): string {
  const heading = host.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  return (heading?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
}
