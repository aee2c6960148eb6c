/**
 * What the page-builder pop-up reads from and writes to the browser: Elementor's storage over the
 * real localStorage / sessionStorage, the page-view and session count (once per page load, however
 * many pop-ups the page has), the visit the timing rules look at, and Elementor's window events.
 */
import { createBuilderStorage, countPageViewAndSession, type BuilderStorage, type StorageLike } from '../../core/builder/popup-storage';
import { readBreakpoints, type TimingWorld } from '../../core/builder/popup-timing';
import type { PageSettings } from '../../core/shared/settings';
import { viewportWidth } from '../viewport';

function storageOrNull(get: () => Storage): StorageLike | null {
  try {
    return get();
  } catch {
    return null; // e.g. a sandboxed iframe or blocked cookies: reading the property throws
  }
}

/** Elementor's storage over this window's Web Storage and clock. */
export function pageStorage(): BuilderStorage {
  return createBuilderStorage({
    local: storageOrNull(() => window.localStorage),
    session: storageOrNull(() => window.sessionStorage),
    now: () => Date.now(),
  });
}

let counted = false;

/** Counts this page view (and a new session) once per page load, before the first timing check. */
export function countThisPage(store: BuilderStorage): void {
  if (counted) return;
  counted = true;
  countPageViewAndSession(store);
}

/** The visit as the timing rules see it. */
export function timingWorld(settings: PageSettings, doc: Document = document): TimingWorld {
  return {
    referrer: doc.referrer,
    host: doc.defaultView?.location.host ?? '',
    user: settings.user,
    viewportWidth: viewportWidth(),
    breakpoints: readBreakpoints(settings.breakpoints),
    userAgent: navigator.userAgent,
  };
}

type JQueryLike = (target: unknown) => { trigger(name: string, args: unknown[]): unknown };

/**
 * Elementor's pop-up events: `elementor/popup/show|hide` through jQuery on the document (handlers
 * `(event, id, instance)`) when the page has jQuery, then as a non-bubbling CustomEvent on window
 * with `detail.id`, in that order, as Elementor sends them.
 */
export function dispatchElementorEvent(type: 'show' | 'hide', id: number, host: HTMLElement): void {
  const name = `elementor/popup/${type}`;
  const win = host.ownerDocument.defaultView ?? window;
  const jq = (win as unknown as { jQuery?: JQueryLike }).jQuery;
  if (typeof jq === 'function') {
    try {
      jq(host.ownerDocument).trigger(name, [id, host]);
    } catch (e) {
      console.error(`[eb-popup] a jQuery ${name} handler failed`, e);
    }
  }
  win.dispatchEvent(new CustomEvent(name, { detail: { id } }));
}
