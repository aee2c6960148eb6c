/**
 * Browser reads and writes of <gform-form> that are not network calls: the page URL, redirects,
 * the postback block a server put into the element, the resume token in the URL, a unique id,
 * a monotonic clock and the iframe submission's answer.
 */
import { newUniqueId } from '../../core/forms/upload';

/** The page's own URL without its fragment (postback target, current_page_url). */
export function pageUrl(win: Window = window): string {
  return win.location.href.replace(/#.*$/, '');
}

/** The page's query string without '?'. */
export function pageQuery(win: Window = window): string {
  return win.location.search.replace(/^\?/, '');
}

/** A URL parameter of the page, or null. */
export function pageParam(name: string, win: Window = window): string | null {
  try {
    return new URLSearchParams(win.location.search).get(name);
  } catch {
    return null;
  }
}

/** A redirect target that is safe to follow: http(s) or relative; javascript:, data: and the like are refused. */
export function safeRedirectUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Sends the browser to `url` (confirmation type redirect). Returns false when the URL was refused. */
export function redirectTo(url: string, win: Window = window): boolean {
  const safe = safeRedirectUrl(url, win.location.href);
  if (!safe) return false;
  win.location.assign(safe);
  return true;
}

/** A random id (gform_unique_id). */
export function uniqueId(): string {
  const c = globalThis.crypto;
  return newUniqueId(() => (c?.getRandomValues ? c.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32 : Math.random()));
}

/** Milliseconds on a monotonic clock (submission speeds). */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The JSON of the light-DOM block of `type` a server wrote into the element, or undefined. */
export function readHostBlock(host: HTMLElement, type: string): unknown {
  const el = host.querySelector(`:scope > script[type="${type}"]`);
  if (!el) return undefined;
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** True when an element takes part in layout (not hidden, display:none or visibility:hidden). */
export function isShown(el: HTMLElement): boolean {
  if (el.closest('[hidden]')) return false;
  if (el.getClientRects().length === 0) return false;
  return getComputedStyle(el).visibility !== 'hidden';
}

/**
 * Waits for the next load of `frame` (an iframe submission's answer) and reads its text; a
 * cross-origin or empty document gives '', a timeout null.
 */
export function nextFrameText(frame: HTMLIFrameElement, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      frame.removeEventListener('load', onLoad);
      resolve(null);
    }, timeoutMs);
    function onLoad() {
      clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      let text = '';
      try {
        const doc = frame.contentDocument;
        // Gravity Forms answers with an HTML page (body.GF_AJAX_POSTBACK): its markup is the answer.
        text = doc?.body?.classList.contains('GF_AJAX_POSTBACK') ? doc.documentElement.outerHTML : (doc?.body?.textContent ?? '');
      } catch {
        text = '';
      }
      resolve(text);
    }
    frame.addEventListener('load', onLoad);
  });
}

/** Calls `fn` when `el` becomes visible again after having no size (a form in a closed tab or popup). */
export function onBecomesVisible(el: HTMLElement, fn: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let visible = el.getClientRects().length > 0;
  const ro = new ResizeObserver(() => {
    const now = el.getClientRects().length > 0;
    if (now && !visible) fn();
    visible = now;
  });
  ro.observe(el);
  return () => ro.disconnect();
}

/** Scrolls so the top of `el` is in view, only when it is not (a page change after a long page). */
export function revealTop(el: HTMLElement): void {
  const top = el.getBoundingClientRect().top;
  const height = el.ownerDocument.documentElement.clientHeight || window.innerHeight;
  if (top < 0 || top > height - 40) el.scrollIntoView({ block: 'start' });
}

/** Today in the visitor's time zone, as a calendar day (the date picker's "today"). */
export function today(): { year: number; month: number; day: number } {
  const d = new Date();
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/**
 * The values a form would post, by input name (the browser's own FormData: ticked checkboxes
 * only, disabled controls left out); a name posted more than once gives a list. Files are skipped.
 */
export function readFormValues(form: HTMLFormElement): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const prev = out[name];
    if (prev === undefined) out[name] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[name] = [prev, value];
  }
  return out;
}
