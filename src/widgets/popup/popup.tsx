/**
 * <ays-popup>'s widget: a Popup Box by AYS pop-up (spec sections 2, 3, 4 and 9). The rules live in
 * src/core/popup/*.ts (options, layout, state machine, wire details); this file renders the
 * template or window style, runs the machine's effects and wires the page (timers, scroll,
 * click selector, call-to-action and dismiss clicks, resize).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { conversionFields, dismissCookie, dismissCookieName, dismissDurationAttr, viewFields } from '../../core/popup/calls';
import { RESIZE_SETTLE_MS } from '../../core/popup/constants';
import { resolveLayout, resolveOpening, type PopupLayout } from '../../core/popup/layout';
import { initialPopupState, popupTransition, soundView, type PopupEffect, type PopupEvent, type PopupState } from '../../core/popup/machine';
import type { PopupConfig, PopupElementConfig } from '../../core/popup/options';
import type { PopupStrings } from '../../i18n/popup';
import { getCookie, setCookie } from '../../platform/cookies';
import { ajaxPost } from '../../platform/http';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import { onResizeEnd, viewportWidth } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { useDialog } from '../shared/use-dialog';
import { LilCloseIcon, MaterialCloseIcon, MinimalCloseIcon, MuteIcon, VolumeUpIcon } from './icons';
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
  const [state, setState] = useState<PopupState>(() => initialPopupState(isDismissed()));
  const stateRef = useRef(state);
  const pendingEvents = useRef<('popup-open' | 'popup-close')[]>([]);
  const latest = useRef({ ctx, id, popup });
  latest.current = { ctx, id, popup };

  const runEffects = useCallback((effects: PopupEffect[]) => {
    const { ctx: c, id: popupId, popup: p } = latest.current;
    for (const effect of effects) {
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
    }
  }, []);

  const dispatch = useCallback(
    (event: PopupEvent) => {
      const { state: next, effects } = popupTransition(stateRef.current, event);
      if (next === stateRef.current && effects.length === 0) return;
      stateRef.current = next;
      setState(next);
      runEffects(effects);
    },
    [runEffects],
  );
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

/** The server HTML an open pop-up puts into its shadow root: the description, and the custom HTML when the element has no content of its own. */
function serverHtml(popup: PopupConfig, hasLightContent: boolean): string[] {
  const out: string[] = [];
  if (popup.showDescription && popup.description.trim() !== '') out.push(popup.description);
  if (!hasLightContent && popup.customHtml.trim() !== '') out.push(popup.customHtml);
  return out;
}

/** True when the element has content of its own (anything but the JSON config block and blank text). */
function lightContent(host: HTMLElement): boolean {
  for (const n of Array.from(host.childNodes)) {
    if (n.nodeType === Node.ELEMENT_NODE && !(n as Element).matches('script[type="application/json"]')) return true;
    if (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') return true;
  }
  return false;
}

/** Dynamic values of the row as custom properties (set through the CSSOM: fine under a strict CSP). */
function cssVars(popup: PopupConfig, layout: PopupLayout): CSSProperties {
  const vars: Record<string, string> = {
    '--ays-width': `${popup.width}${popup.widthUnit}`,
    '--ays-height': `${layout.height}px`,
    '--ays-border-size': `${layout.borderSize}px`,
  };
  if (layout.minHeight) vars['--ays-min-height'] = `${layout.minHeight}px`;
  if (popup.borderRadius !== undefined) vars['--ays-radius'] = `${popup.borderRadius}px`;
  const c = popup.colors;
  if (c.background) vars['--ays-bg'] = c.background;
  if (c.text) vars['--ays-color'] = c.text;
  if (c.border) vars['--ays-border-color'] = c.border;
  if (c.header) vars['--ays-header-bg'] = c.header;
  if (c.overlay) vars['--ays-overlay'] = c.overlay;
  return vars as CSSProperties;
}

function CloseButton({ layout, label, onClose }: { layout: PopupLayout; label: string; onClose: () => void }) {
  const c = layout.close;
  let content: ReactNode;
  let named = false;
  switch (c.kind) {
    case 'image':
      content = <img src={c.src} width={c.size} height={c.size} alt="" />;
      break;
    case 'icon':
      content = c.icon === 'material' ? <MaterialCloseIcon size={c.size} /> : c.icon === 'lil' ? <LilCloseIcon /> : <MinimalCloseIcon size={c.size} />;
      break;
    default:
      // Text with letters ("Nee, bedankt") names the button itself; a glyph (✕, x, ×) does not.
      named = /\p{L}{2,}/u.test(c.text);
      content = layout.viewType === 'macos' ? <span className="ays__light ays__light--close" aria-hidden="true" /> : <span aria-hidden={named ? undefined : 'true'}>{c.text}</span>;
  }
  if (layout.viewType === 'macos') named = false;
  return (
    <button
      type="button"
      part={PARTS.closeButton}
      className="ays__close"
      data-kind={c.kind}
      data-position={layout.closePosition}
      aria-label={named ? undefined : label}
      onClick={onClose}
    >
      {content}
    </button>
  );
}

interface FrameParts {
  title: (className: string) => ReactNode;
  closeButton: ReactNode;
  body: (withTitle: boolean, extra?: ReactNode) => ReactNode;
  soundToggle: ReactNode;
  strings: PopupStrings;
}

/** The chrome of each template and window style around the common body. */
function renderFrame(popup: PopupConfig, p: FrameParts): ReactNode {
  const { title, closeButton, body, soundToggle } = p;
  const o = popup.options;
  switch (popup.viewType) {
    case 'lil':
      return (
        <>
          <div className="ays__head">{title('ays__bar-title')}</div>
          {closeButton}
          {body(false)}
          {soundToggle}
        </>
      );
    case 'facebook':
      return (
        <>
          <div className="ays__fb-bar">
            <span className="ays__fb-logo" aria-hidden="true">
              f
            </span>
            {title('ays__bar-title')}
          </div>
          {closeButton}
          {body(false)}
          <div className="ays__fb-foot" aria-hidden="true">
            facebook
          </div>
          {soundToggle}
        </>
      );
    case 'template':
      return (
        <>
          <div className="ays__banner">
            {popup.bgImage ? <img className="ays__banner-img" src={popup.bgImage} alt="" /> : null}
            {title('ays__bar-title')}
          </div>
          {closeButton}
          {body(false)}
          {soundToggle}
        </>
      );
    case 'image':
      return (
        <>
          <div className="ays__media">{popup.bgImage ? <img src={popup.bgImage} alt="" /> : null}</div>
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    case 'image_type_img_theme': {
      const src = o.imageSrc || popup.bgImage;
      return (
        <>
          {src ? <img className="ays__cover" src={src} alt="" /> : null}
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    }
    case 'video':
      return (
        <>
          {o.videoUrl ? <video className="ays__video" src={o.videoUrl} controls playsInline preload="metadata" /> : null}
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    case 'win98':
      return (
        <>
          <div className="ays__w98-bar">
            {title('ays__bar-title')}
            {closeButton}
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'cmd':
      return (
        <>
          <div className="ays__cmd-bar">
            <span className="ays__cmd-icon" aria-hidden="true">
              C:\
            </span>
            {title('ays__bar-title')}
            <span className="ays__cmd-controls">
              <span className="ays__cmd-control" aria-hidden="true">
                &#8210;
              </span>
              <span className="ays__cmd-control" aria-hidden="true">
                &#9744;
              </span>
              {closeButton}
            </span>
          </div>
          {body(
            false,
            <p className="ays__prompt" aria-hidden="true">
              C:\&gt;<span className="ays__cursor" />
            </p>,
          )}
          {soundToggle}
        </>
      );
    case 'macos':
      return (
        <>
          <div className="ays__mac-bar">
            <span className="ays__lights">
              {closeButton}
              <span className="ays__light ays__light--min" aria-hidden="true" />
              <span className="ays__light ays__light--max" aria-hidden="true" />
            </span>
            {title('ays__bar-title')}
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'ubuntu':
      return (
        <>
          <div className="ays__ubu-bar">
            <span className="ays__ubu-buttons">
              {closeButton}
              <span className="ays__ubu-button" aria-hidden="true">
                &#8211;
              </span>
              <span className="ays__ubu-button" aria-hidden="true">
                &#9633;
              </span>
            </span>
            {title('ays__bar-title')}
          </div>
          <div className="ays__ubu-tools" aria-hidden="true">
            <span className="ays__ubu-nav">&#8249;</span>
            <span className="ays__ubu-nav">&#8250;</span>
            <span className="ays__ubu-path">&#8962; Home</span>
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'winxp':
      return (
        <>
          <div className="ays__xp-bar">
            {title('ays__bar-title')}
            <span className="ays__xp-controls">
              <span className="ays__xp-control ays__xp-control--min" aria-hidden="true" />
              <span className="ays__xp-control ays__xp-control--max" aria-hidden="true" />
              {closeButton}
            </span>
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'notification':
    case 'minimal':
    case 'default':
    default:
      return (
        <>
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
  }
}
