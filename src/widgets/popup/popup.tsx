/**
 * <ays-popup>'s widget: a Popup Box by AYS pop-up (spec sections 2, 3, 4 and 9). The rules live in
 * src/core/popup/*.ts (options, layout, state machine, wire details); this file renders the
 * template or window style, runs the machine's effects and wires the page (timers, scroll,
 * click selector, call-to-action and dismiss clicks, resize).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { conversionFields, dismissCookie, dismissCookieName, dismissDurationAttr, viewFields } from '../../core/popup/calls';
import { RESIZE_SETTLE_MS } from '../../core/popup/constants';
import { resolveLayout, resolveOpening } from '../../core/popup/layout';
import { initialPopupState, popupTransition, soundView, type PopupEffect, type PopupEvent, type PopupState } from '../../core/popup/machine';
import type { PopupElementConfig } from '../../core/popup/options';
import type { PopupStrings } from '../../i18n/popup';
import { getCookie, setCookie } from '../../platform/cookies';
import { ajaxPost } from '../../platform/http';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import { onResizeEnd, viewportWidth } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { useDialog } from '../shared/use-dialog';
import { useMachine } from '../shared/use-machine';
import { MuteIcon, VolumeUpIcon } from './icons';
import { CloseButton, cssVars, lightContent, renderFrame, serverHtml } from './popup-views';
import { PARTS } from './parts';
import { modalLayer } from '../../platform/modal-layer';
import css from './popup.css';

export const popupStyles = css;

/** CONTRACT: call-to-action = class `asypb-cta` (the plugin's spelling) or attribute `data-cta`. */
export const CTA_SELECTOR = '.asypb-cta, [data-cta]';
/** CONTRACT: dismiss = class `ays_pb_dismiss_ad` or attribute `data-dismiss` (plus the plugin's button id). */
export const DISMISS_SELECTOR = '.ays_pb_dismiss_ad, [data-dismiss], #ays_pb_dismiss_ad';

export function PopupWidget({ ctx }: WidgetProps<PopupElementConfig, PopupStrings>) {
  const { host, root, strings, settings } = ctx;
  const { id, popup } = ctx.config;

  // Spec section 4: on a mobile viewport the overrides apply; re-evaluated once a resize settles.
  const [vw, setVw] = useState(viewportWidth);
  useEffect(() => onResizeEnd(() => setVw(viewportWidth()), RESIZE_SETTLE_MS), []);
  const layout = useMemo(() => resolveLayout(popup, vw), [popup, vw]);

  const isDismissed = useCallback(() => getCookie(dismissCookieName(id)) !== undefined, [id]);
  const pendingEvents = useRef<('popup-open' | 'popup-close')[]>([]);
  const latest = useRef({ ctx, id, popup });
  latest.current = { ctx, id, popup };

  // The pure machine (src/core/popup/machine.ts) run by the shared runner; its effects here.
  const runEffect = (effect: PopupEffect) => {
    const { ctx: c, id: popupId, popup: p } = latest.current;
    switch (effect.type) {
      case 'emitOpen':
        pendingEvents.current.push('popup-open');
        break;
      case 'emitClose':
        pendingEvents.current.push('popup-close');
        break;
      case 'sendConversion':
        // Spec section 7: the answer is read as text and ignored. ajaxPost never rejects; keepalive
        // lets the count reach the server when the call-to-action is a link that leaves the page.
        void ajaxPost(c.settings.ajaxUrl, conversionFields(popupId), { parse: 'text', keepalive: true });
        break;
      case 'sendView':
        // The plugin posts {id, action: 'ays_increment_pb_views'} on the first close; the answer is ignored.
        void ajaxPost(c.settings.ajaxUrl, viewFields(popupId), { parse: 'text', keepalive: true });
        break;
      case 'setDismissCookie': {
        const cookie = dismissCookie(popupId, new Date(), effect.durationMs ?? p.options.dismissDuration);
        setCookie(cookie.name, cookie.value, { expires: cookie.expires });
        break;
      }
    }
  };
  const { state, stateRef, api } = useMachine<PopupState, PopupEvent, PopupEffect>(() => initialPopupState(isDismissed()), popupTransition, runEffect);
  const dispatch = api.dispatch;
  // Server HTML (description, custom HTML) is sanitized, and DOMPurify's chunk is fetched only
  // for a pop-up that shows some with markup in it (src/platform/sanitize-lazy.ts): such a pop-up
  // opens once the sanitizer is there, so it is painted once, complete. A pop-up that opens by
  // itself fetches it at mount, one opened by a click when the pointer or focus reaches the
  // selector's element. A close (or an unmount) before the sanitizer came cancels that opening.
  // A chunk that failed is not asked for again (the browser keeps a failed module import by its
  // URL): one error, and the pop-up works on without its server HTML. Each pop-up that waited
  // commits its opening on its own (flushSync): React would otherwise render every pop-up the
  // chunk released in one batch, and each commit's push onto the open stack (./stack.ts) would
  // re-render the others inside it, one level deeper per pop-up (89 of them overflowed the stack).
  const opening = useRef(0);
  const sanitizerFailed = useRef(false);
  const sanitizerFailure = useCallback((e: unknown) => {
    if (sanitizerFailed.current) return;
    sanitizerFailed.current = true;
    latest.current.ctx.logError('could not load the HTML sanitizer; the pop-up shows no server HTML (description, custom HTML)', e);
  }, []);
  useEffect(() => () => void opening.current++, []);
  const needsSanitizing = useCallback(() => serverHtml(latest.current.popup, lightContent(host)).some((h) => needsSanitizer(h, latest.current.ctx.settings.sanitizeHtml)), [host]);
  /** The cancel of an opening by itself that waits for another dialog to close (below). */
  const waitingTurn = useRef<(() => void) | null>(null);
  const requestOpen = useCallback(() => {
    // Opened now (a click, open()): an opening by itself still waiting has happened.
    waitingTurn.current?.();
    waitingTurn.current = null;
    const open = () => dispatch({ type: 'OPEN', dismissed: isDismissed() });
    if (stateRef.current.status === 'open' || isDismissed() || sanitizer.loaded() || sanitizerFailed.current || !needsSanitizing()) return open();
    const ticket = ++opening.current;
    const openNow = () => ticket === opening.current && flushSync(open);
    sanitizer.load().then(openNow, (e: unknown) => {
      sanitizerFailure(e);
      openNow();
    });
  }, [dispatch, isDismissed, needsSanitizing, sanitizerFailure]);
  const requestClose = useCallback(() => {
    opening.current++;
    dispatch({ type: 'CLOSE' });
  }, [dispatch]);

  // popup-open / popup-close fire once the DOM shows the new state.
  useEffect(() => {
    const events = pendingEvents.current.splice(0);
    for (const name of events) ctx.emit(name, { id });
  }, [state, ctx, id]);

  useLayoutEffect(() => {
    host.setAttribute('data-state', state.status);
  }, [host, state.status]);

  // Wiring is done in layout effects, in the same commit that sets data-state: once the host shows
  // a state, open()/close(), the opening selector and call-to-action clicks all work (passive
  // effects may run a frame later and miss a quick click).
  useLayoutEffect(() => {
    ctx.expose({ open: requestOpen, close: requestClose });
  }, [ctx, requestOpen, requestClose]);

  // Opening: at load (immediately, after the delay and/or the scroll distance) and on clicks of
  // the configured selector. Planned once per element; a config change re-plans what has not fired.
  const loadPlanned = useRef(false);
  useLayoutEffect(() => {
    const plan = resolveOpening(popup, viewportWidth());
    const cleanups: (() => void)[] = [];
    const prefetch = !isDismissed() && needsSanitizing();
    if (prefetch && plan.onLoad) sanitizer.prefetch();
    if (plan.onLoad && !loadPlanned.current) {
      loadPlanned.current = true;
      // An opening by itself (at load, after the delay or the scroll distance) waits while another
      // dialog is open on the page, and comes once that one has closed (src/platform/modal-layer.ts).
      const openByItself = () => {
        let ran = false;
        const cancel = modalLayer().whenFree(() => {
          ran = true;
          waitingTurn.current = null;
          requestOpen();
        });
        if (!ran) waitingTurn.current = cancel;
      };
      cleanups.push(() => {
        if (!waitingTurn.current) return;
        // Still waiting: a re-plan waits again.
        waitingTurn.current();
        waitingTurn.current = null;
        loadPlanned.current = false;
      });
      if (plan.immediate) {
        openByItself();
      } else {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let fired = false;
        const fire = () => {
          fired = true;
          openByItself();
        };
        if (plan.scrollTop > 0) {
          const onScroll = () => {
            if (window.scrollY < plan.scrollTop) return;
            window.removeEventListener('scroll', onScroll);
            timer = setTimeout(fire, plan.delay);
          };
          window.addEventListener('scroll', onScroll, { passive: true });
          onScroll();
          cleanups.push(() => window.removeEventListener('scroll', onScroll));
        } else {
          timer = setTimeout(fire, plan.delay);
        }
        cleanups.push(() => {
          clearTimeout(timer);
          if (!fired) loadPlanned.current = false;
        });
      }
    }
    if (plan.clickSelector) {
      const selector = plan.clickSelector;
      let valid = true;
      try {
        host.ownerDocument.querySelector(selector);
      } catch {
        valid = false;
        ctx.logError(`action_button "${selector}" is not a valid CSS selector; click opening is off`);
      }
      if (valid) {
        const onClick = (e: MouseEvent) => {
          const target = e.target;
          if (!(target instanceof Element) || !target.closest(selector)) return;
          e.preventDefault();
          requestOpen();
        };
        host.ownerDocument.addEventListener('click', onClick);
        cleanups.push(() => host.ownerDocument.removeEventListener('click', onClick));
        if (prefetch && !plan.onLoad) {
          // The sanitizer's fetch starts when a click may come: the pointer over, or focus on, the opener.
          const reach = (e: Event) => {
            if (!(e.target instanceof Element) || !e.target.closest(selector)) return;
            sanitizer.prefetch();
            stop();
          };
          const stop = () => {
            host.ownerDocument.removeEventListener('pointerover', reach);
            host.ownerDocument.removeEventListener('focusin', reach);
          };
          host.ownerDocument.addEventListener('pointerover', reach, { passive: true });
          host.ownerDocument.addEventListener('focusin', reach);
          cleanups.push(stop);
        }
      }
    }
    return () => {
      for (const f of cleanups) f();
    };
  }, [popup, host, ctx, requestOpen, isDismissed, needsSanitizing]);

  // Call-to-action and dismiss clicks, in the light-DOM content or the rendered custom HTML.
  useLayoutEffect(() => {
    const onClick = (e: Event) => {
      for (const node of e.composedPath()) {
        if (node === host) break;
        if (!(node instanceof Element)) continue;
        if (node.matches(CTA_SELECTOR)) dispatch({ type: 'CTA' });
        if (node.matches(DISMISS_SELECTOR)) {
          e.preventDefault();
          dispatch({ type: 'DISMISS', durationMs: dismissDurationAttr(node.getAttribute('data-dismiss')) });
          break;
        }
      }
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, dispatch]);

  const open = state.status === 'open';
  const focusTarget = useRef<HTMLElement | null>(null);
  const dialogRef = useDialog<HTMLDivElement>({ open, onEscape: requestClose, initialFocus: focusTarget });

  // Sound toggle (spec section 4): every audio/video of the pop-up follows it.
  const sound = soundView(state.soundOn);
  // A layout effect: the volume follows in the commit that shows the toggle's icon (preact runs
  // plain effects after paint: the lite build's browser test saw the new icon with the old volume).
  useLayoutEffect(() => {
    if (!open) return;
    for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) media.volume = sound.volume;
  }, [open, sound.volume, root]);
  useEffect(() => {
    if (!open) return;
    const audio = root.querySelector<HTMLAudioElement>('audio.ays__audio');
    // Browsers may refuse to autoplay; the toggle and the page keep working either way.
    audio?.play()?.catch(() => undefined);
  }, [open, root]);

  const titleId = useId();
  const hasLightContent = useMemo(() => (open ? lightContent(host) : false), [host, open]);
  // Open with server HTML to sanitize and no sanitizer yet (its config changed while open, or an
  // opening that did not wait): that HTML stays out (fail closed) until the sanitizer is there.
  const [, sanitizerCame] = useState(0);
  const waiting = open && !sanitizer.loaded() && !sanitizerFailed.current && serverHtml(popup, hasLightContent).some((h) => needsSanitizer(h, settings.sanitizeHtml));
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    sanitizer.load().then(
      () => live && sanitizerCame((n) => n + 1),
      (e: unknown) => live && sanitizerFailure(e),
    );
    return () => {
      live = false;
    };
  }, [waiting, sanitizerFailure]);
  if (!open) return null;
  const safe = (html: string) => sanitizedWith(sanitizer.loaded(), html, settings.sanitizeHtml);

  const o = popup.options;
  const viewType = popup.viewType;
  const hasSound = (viewType === 'video' && o.videoUrl !== '') || o.sound !== '';
  const showTitle = popup.showTitle && popup.title.trim() !== '';
  const title = (className: string) => (showTitle ? <h2 id={titleId} part={PARTS.title} className={className}>{popup.title}</h2> : <span className={className} />);

  const closeButton = <CloseButton layout={layout} label={strings['popup.close']} onClose={requestClose} />;
  const body = (withTitle: boolean, extra?: ReactNode) => (
    <div className="ays__body" part={PARTS.content}>
      {withTitle && showTitle ? (
        <h2 id={titleId} part={PARTS.title} className="ays__title">
          {popup.title}
        </h2>
      ) : null}
      {withTitle && showTitle && viewType === 'default' ? <hr className="ays__rule" /> : null}
      {popup.showDescription && popup.description.trim() !== '' ? (
        <div className="ays__description" dangerouslySetInnerHTML={{ __html: safe(popup.description) }} />
      ) : null}
      <div className="ays__content">
        {hasLightContent || popup.customHtml.trim() === '' ? <slot /> : <div dangerouslySetInnerHTML={{ __html: safe(popup.customHtml) }} />}
      </div>
      {o.enableDismiss ? (
        <div className="ays__dismiss-row">
          <button type="button" part={PARTS.dismissButton} className="ays__dismiss" onClick={() => dispatch({ type: 'DISMISS' })}>
            {o.dismissText || strings['popup.dismiss']}
          </button>
        </div>
      ) : null}
      {extra}
    </div>
  );
  const soundToggle = hasSound ? (
    <button
      type="button"
      part={PARTS.soundToggle}
      className="ays__sound"
      aria-pressed={state.soundOn}
      aria-label={strings['popup.sound']}
      data-icon={sound.icon}
      data-side={layout.closePosition === 'left-bottom' ? 'right' : 'left'}
      onClick={() => dispatch({ type: 'TOGGLE_SOUND' })}
    >
      {sound.icon === 'volume-up' ? <VolumeUpIcon /> : <MuteIcon />}
    </button>
  ) : null;

  const frame = renderFrame(popup, { title, closeButton, body, soundToggle, strings });
  const labelled = showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': popup.title.trim() || strings['popup.dialog'] };

  return (
    <div className={`ays ays--${viewType}${popup.overlay ? '' : ' ays--no-overlay'}${layout.fullscreen ? ' ays--fullscreen' : ''}`} style={cssVars(popup, layout)}>
      {popup.overlay ? <div part={PARTS.overlay} className="ays__overlay" onClick={o.closeOnOverlay ? requestClose : undefined} /> : null}
      <div
        ref={(el) => {
          dialogRef.current = el;
          focusTarget.current = el;
        }}
        part={PARTS.popup}
        role="dialog"
        aria-modal="true"
        {...labelled}
        tabIndex={-1}
        className={`ays__popup ays__popup--${viewType}`}
        data-view-type={viewType}
        data-close={layout.closePosition}
        data-mobile={layout.mobile ? '' : undefined}
        data-fullscreen={layout.fullscreen ? '' : undefined}
      >
        {frame}
      </div>
      {o.sound ? <audio className="ays__audio" src={o.sound} preload="auto" /> : null}
    </div>
  );
}
