/**
 * Arms a pop-up's triggers on the page (spec section 4: "Shown once a trigger fires, after which
 * all triggers are destroyed"): every enabled trigger listens at once; the first to fire calls
 * `fire` and every trigger is taken down. The rules themselves live in
 * src/core/builder/popup-triggers.ts; this module only listens.
 */
import type { TriggerSettings } from '../../core/builder/popup-settings';
import { clickFires, enabledTriggers, isExitIntent, scrollStep, secondsToMs, type TriggerName } from '../../core/builder/popup-triggers';
import { detectAdblock } from '../page/adblock';

/** Inactivity is "no key, pointer or touch input" (Elementor listens to keypress and mousemove only). */
export const ACTIVITY_EVENTS = ['keydown', 'pointermove', 'pointerdown', 'touchstart', 'wheel'] as const;

export interface ArmOptions {
  doc?: Document;
  /** One console warning (a bad scrolling_to selector). */
  warn(message: string): void;
}

type Disarm = () => void;

function documentHeight(doc: Document): number {
  const html = doc.documentElement;
  const body = doc.body;
  return Math.max(html.scrollHeight, html.offsetHeight, html.clientHeight, body?.scrollHeight ?? 0, body?.offsetHeight ?? 0);
}

/** Arms every enabled trigger; returns the function that takes them all down. */
export function armTriggers(triggers: TriggerSettings, fire: (name: TriggerName) => void, opts: ArmOptions): Disarm {
  const doc = opts.doc ?? document;
  const win = doc.defaultView ?? window;
  const disarms: Disarm[] = [];
  let done = false;
  const disarmAll = () => {
    done = true;
    for (const d of disarms.splice(0)) d();
  };
  const fired = (name: TriggerName) => {
    if (done) return;
    disarmAll();
    fire(name);
  };

  for (const name of enabledTriggers(triggers)) {
    switch (name) {
      case 'page_load': {
        const timer = win.setTimeout(() => fired(name), secondsToMs(triggers.pageLoad!.delay));
        disarms.push(() => win.clearTimeout(timer));
        break;
      }
      case 'scrolling': {
        const cfg = triggers.scrolling!;
        let lastY = win.scrollY;
        const onScroll = () => {
          const step = scrollStep(lastY, win.scrollY, cfg, documentHeight(doc), win.innerHeight);
          lastY = step.lastY;
          if (step.fire) fired(name);
        };
        win.addEventListener('scroll', onScroll, { passive: true });
        disarms.push(() => win.removeEventListener('scroll', onScroll));
        break;
      }
      case 'scrolling_to': {
        const selector = triggers.scrollingTo!.selector;
        let target: Element | null = null;
        try {
          target = selector ? doc.querySelector(selector) : null;
        } catch {
          opts.warn(`scrolling_to_selector "${selector}" is not a valid CSS selector; the scrolling_to trigger is off`);
        }
        if (target && typeof IntersectionObserver === 'function') {
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) fired(name);
          });
          observer.observe(target);
          disarms.push(() => observer.disconnect());
        }
        break;
      }
      case 'click': {
        const times = triggers.click!.times;
        let count = 0;
        // Capture: a click whose handler stops propagation still counts.
        const onClick = () => {
          count++;
          if (clickFires(count, times)) fired(name);
        };
        doc.addEventListener('click', onClick, true);
        disarms.push(() => doc.removeEventListener('click', onClick, true));
        break;
      }
      case 'inactivity': {
        const ms = secondsToMs(triggers.inactivity!.time);
        let timer = win.setTimeout(() => fired(name), ms);
        const restart = () => {
          win.clearTimeout(timer);
          timer = win.setTimeout(() => fired(name), ms);
        };
        for (const type of ACTIVITY_EVENTS) doc.addEventListener(type, restart, { capture: true, passive: true });
        disarms.push(() => {
          win.clearTimeout(timer);
          for (const type of ACTIVITY_EVENTS) doc.removeEventListener(type, restart, { capture: true });
        });
        break;
      }
      case 'exit_intent': {
        // The pointer leaving the document: a mouseout with nowhere to go. Touch screens have no
        // pointer that can leave, so nothing fires there (see the README).
        const onOut = (e: MouseEvent) => {
          if (isExitIntent(e.clientY, e.relatedTarget === null)) fired(name);
        };
        doc.addEventListener('mouseout', onOut);
        disarms.push(() => doc.removeEventListener('mouseout', onOut));
        break;
      }
      case 'adblock_detection': {
        const timer = win.setTimeout(() => {
          if (detectAdblock(doc)) fired(name);
        }, secondsToMs(triggers.adblock!.delay));
        disarms.push(() => win.clearTimeout(timer));
        break;
      }
    }
  }
  return disarmAll;
}
