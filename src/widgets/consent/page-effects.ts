/**
 * The consent widgets' effects on the page around them: body classes and padding, the settings
 * triggers, the ad pixel and Google Consent Mode, consent-gated scripts and elements, and the
 * reset-consent cookie sweep. Every function is safe to call when the page lacks what it touches.
 */
import { cookieNames } from '../../core/consent/cookie';
import { contentLevelAllowed } from '../../core/consent/levels';
import { CONSENT_MODE_DEFAULT, consentModeUpdate, pixelConsent, type ConsentModeState } from '../../core/consent/signals';
import { removeCookie } from '../../platform/cookies';
import { GATED_ELEMENT_SELECTOR, GATED_SCRIPT_SELECTOR, MODAL_OPEN_CLASSES, PADDING_CLASSES, SETTINGS_TRIGGER_SELECTOR } from './constants';

type Fbq = (...args: unknown[]) => void;
type Gtag = (...args: unknown[]) => void;
interface TagWindow {
  fbq?: Fbq;
  gtag?: Gtag;
  dataLayer?: unknown[];
}

/** Adds or removes the modal-open classes on <html> and <body>. */
export function setModalOpenClasses(open: boolean, doc: Document = document): void {
  for (const el of [doc.documentElement, doc.body]) {
    if (!el) continue;
    for (const c of MODAL_OPEN_CLASSES) el.classList.toggle(c, open);
  }
}

/**
 * Pads the body at the top or bottom by the banner's height, following it on load, on resize of
 * the window and whenever the banner itself changes size. Returns the undo.
 */
export function padBody(side: 'top' | 'bottom', banner: HTMLElement, doc: Document = document): () => void {
  const body = doc.body;
  if (!body) return () => {};
  const prop = side === 'top' ? 'padding-top' : 'padding-bottom';
  const previous = body.style.getPropertyValue(prop);
  const previousPriority = body.style.getPropertyPriority(prop);
  const previousMinHeight = body.style.getPropertyValue('min-height');
  body.classList.add(PADDING_CLASSES[side]);
  const win = doc.defaultView;
  let applied = 0;
  // Top padding would push everything the visitor sees down (a layout shift). The page is
  // scrolled by the same amount instead, so nothing visible moves: the banner lies over the top
  // of the page and the padding lets the visitor scroll up to what it covers, as the bottom
  // padding does at the end of the page.
  // The body's first in-flow element: it moves exactly as far as the padding pushes the page.
  const anchor = (): Element | null => {
    for (let el = body.firstElementChild; el; el = el.nextElementSibling) {
      const position = win?.getComputedStyle(el).position;
      if (position !== 'fixed' && position !== 'absolute' && el.getClientRects().length) return el;
    }
    return null;
  };
  const setPadding = (px: number) => {
    const top = side === 'top' && win ? anchor() : null;
    const before = top?.getBoundingClientRect().top ?? 0;
    if (px) body.style.setProperty(prop, `${px}px`);
    else if (previous) body.style.setProperty(prop, previous, previousPriority);
    else body.style.removeProperty(prop);
    applied = px;
    if (side === 'top' && win) {
      // A page too short to scroll that far gets the room at its end (where nothing is seen).
      if (px) body.style.setProperty('min-height', `calc(100vh + ${px}px)`);
      else if (previousMinHeight) body.style.setProperty('min-height', previousMinHeight);
      else body.style.removeProperty('min-height');
      // Scroll by however far the first element really moved (margins may collapse differently,
      // scroll anchoring may already have compensated).
      const moved = top ? top.getBoundingClientRect().top - before : 0;
      if (moved) win.scrollBy({ top: moved, behavior: 'instant' });
    }
  };
  const apply = () => {
    if (banner.isConnected && banner.offsetHeight !== applied) setPadding(banner.offsetHeight);
  };
  apply();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
  observer?.observe(banner);
  win?.addEventListener('resize', apply);
  return () => {
    observer?.disconnect();
    win?.removeEventListener('resize', apply);
    body.classList.remove(PADDING_CLASSES[side]);
    setPadding(0);
  };
}

/**
 * Calls `open` when any `[data-consent-settings]` element is clicked (links keep from navigating),
 * and `intent` when a pointer moves over, presses or focus enters one (to fetch the modal early).
 */
export function onSettingsTrigger(open: () => void, doc: Document = document, intent?: () => void): () => void {
  const trigger = (e: Event) => e.composedPath().find((n): n is Element => n instanceof Element && n.matches(SETTINGS_TRIGGER_SELECTOR));
  const handler = (e: Event) => {
    if (!trigger(e)) return;
    e.preventDefault();
    open();
  };
  // A pointer over, a press on or focus in a trigger: the modal is probably wanted next.
  const early = (e: Event) => {
    if (trigger(e)) intent?.();
  };
  const earlyEvents = intent ? ['pointerover', 'pointerdown', 'focusin'] : [];
  doc.addEventListener('click', handler);
  for (const type of earlyEvents) doc.addEventListener(type, early);
  return () => {
    doc.removeEventListener('click', handler);
    for (const type of earlyEvents) doc.removeEventListener(type, early);
  };
}

/** Calls `fn` for each `consent-updated` event from another element (a cookie-block form, a second banner). */
export function onOtherConsent(self: Element, fn: (detail: { level: number; levels: number[] }) => void, doc: Document = document): () => void {
  const handler = (e: Event) => {
    if (e.target === self || !(e instanceof CustomEvent)) return;
    const d = e.detail as { level?: unknown; levels?: unknown } | null;
    if (typeof d?.level !== 'number' || !Array.isArray(d.levels)) return;
    fn({ level: d.level, levels: d.levels.filter((x): x is number => typeof x === 'number') });
  };
  doc.addEventListener('consent-updated', handler);
  return () => doc.removeEventListener('consent-updated', handler);
}

function tagWindow(doc: Document): TagWindow {
  return (doc.defaultView ?? {}) as TagWindow;
}

/** Pushes a gtag command where `gtag` exists, else onto `dataLayer` the way gtag.js does (an Arguments object). */
function gtagCommand(doc: Document, ...args: unknown[]): boolean {
  const w = tagWindow(doc);
  try {
    if (typeof w.gtag === 'function') {
      w.gtag(...args);
      return true;
    }
    if (Array.isArray(w.dataLayer)) {
      // gtag.js and Tag Manager only read consent commands from Arguments objects, not plain arrays.
      const asArguments = function (..._a: unknown[]) {
        // eslint-disable-next-line prefer-rest-params
        return arguments;
      };
      w.dataLayer.push(asArguments(...args));
      return true;
    }
  } catch (e) {
    console.error('[gdpr-consent] consent mode call failed', e);
  }
  return false;
}

/** Google Consent Mode v2 at load: `consent default` with everything denied. */
export function consentModeDefault(doc: Document = document): ConsentModeState | null {
  const state = { ...CONSENT_MODE_DEFAULT };
  return gtagCommand(doc, 'consent', 'default', state) ? state : null;
}

/** Google Consent Mode v2 after a decision: `consent update` mapped from the categories. */
export function consentModeSend(categories: readonly number[], doc: Document = document): ConsentModeState | null {
  const state = consentModeUpdate(categories);
  return gtagCommand(doc, 'consent', 'update', state) ? state : null;
}

/** The Meta pixel: `fbq('consent', 'revoke')` until advertising is allowed, then 'grant'. */
export function applyPixelConsent(categories: readonly number[] | null, doc: Document = document): 'grant' | 'revoke' | null {
  const w = tagWindow(doc);
  if (typeof w.fbq !== 'function') return null;
  const value = pixelConsent(categories);
  try {
    w.fbq('consent', value);
  } catch (e) {
    console.error('[gdpr-consent] fbq consent call failed', e);
  }
  return value;
}

/**
 * Consent-gated content: `<script type="text/plain" data-consent-level="N">` runs (once) and
 * elements with `data-consent-level` are shown only while the consent allows level N.
 * Returns how many scripts ran now.
 */
export function applyGatedContent(categories: readonly number[] | null, doc: Document = document): number {
  let ran = 0;
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>(GATED_ELEMENT_SELECTOR))) {
    el.hidden = !contentLevelAllowed(Number(el.dataset.consentLevel), categories);
  }
  for (const original of Array.from(doc.querySelectorAll<HTMLScriptElement>(GATED_SCRIPT_SELECTOR))) {
    if (original.hasAttribute('data-consent-executed')) continue;
    if (!contentLevelAllowed(Number(original.dataset.consentLevel), categories)) continue;
    const script = doc.createElement('script');
    for (const { name, value } of Array.from(original.attributes)) {
      if (name === 'type' || name === 'data-consent-level' || name === 'data-type') continue;
      script.setAttribute(name, value);
    }
    const type = original.getAttribute('data-type');
    if (type) script.type = type;
    if (original.nonce) script.nonce = original.nonce;
    if (!original.src) script.textContent = original.textContent;
    original.setAttribute('data-consent-executed', '');
    original.after(script);
    ran++;
  }
  return ran;
}

/** cookie_reset_consent: deletes every cookie this page can see (path /), as the plugin does. */
export function deleteAllCookies(doc: Document = document): string[] {
  const names = cookieNames(doc.cookie);
  for (const name of names) removeCookie(name);
  return names;
}
