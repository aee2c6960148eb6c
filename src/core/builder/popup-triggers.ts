/**
 * The rules of a pop-up's triggers (spec section 4 "Page-builder popups": "Shown once a trigger
 * fires, after which all triggers are destroyed"; ../shared/reference/elementor.md section 1
 * "Triggers"). The widget's platform adapter listens to the page and asks these functions whether
 * to fire. Pure: positions, counts and random numbers come in as arguments.
 */
import { MS_PER_SECOND } from './popup-constants';
import type { ScrollDirection, TriggerSettings } from './popup-settings';

/** Trigger names as Elementor's settings name them, in the order Elementor arms them. */
export const TRIGGER_NAMES = ['page_load', 'scrolling', 'scrolling_to', 'click', 'inactivity', 'exit_intent', 'adblock_detection'] as const;
export type TriggerName = (typeof TRIGGER_NAMES)[number];

const FIELD: Record<TriggerName, keyof TriggerSettings> = {
  page_load: 'pageLoad',
  scrolling: 'scrolling',
  scrolling_to: 'scrollingTo',
  click: 'click',
  inactivity: 'inactivity',
  exit_intent: 'exitIntent',
  adblock_detection: 'adblock',
};

/** The triggers switched on, in Elementor's order. All are armed together. */
export function enabledTriggers(triggers: TriggerSettings): TriggerName[] {
  return TRIGGER_NAMES.filter((n) => triggers[FIELD[n]] !== undefined);
}

/** Seconds (as configured) to the milliseconds a timer waits. */
export function secondsToMs(seconds: number): number {
  return Math.max(0, Math.round(seconds * MS_PER_SECOND));
}

/**
 * How far down the page is scrolled, in percent of the scrollable height (spec section 9: "The
 * scroll trigger uses a percentage offset of page height"): `scrollY / (documentHeight -
 * innerHeight) * 100`. A page that cannot scroll is at 100 % once anything scrolls.
 */
export function scrollPercent(scrollY: number, documentHeight: number, viewportHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return scrollY > 0 ? 100 : 0;
  return (scrollY / scrollable) * 100;
}

export interface ScrollStep {
  fire: boolean;
  /** The position to compare the next scroll event with. */
  lastY: number;
}

/**
 * One scroll event of the scrolling trigger. Down fires once the page is scrolled at least
 * `offset` % of its scrollable height (moving down); up fires on any upward scroll. A scroll event
 * that did not move vertically is no direction at all (Elementor counts it as up).
 */
export function scrollStep(lastY: number, scrollY: number, cfg: { direction: ScrollDirection; offset: number }, documentHeight: number, viewportHeight: number): ScrollStep {
  if (scrollY === lastY) return { fire: false, lastY };
  const direction: ScrollDirection = scrollY > lastY ? 'down' : 'up';
  if (direction !== cfg.direction) return { fire: false, lastY: scrollY };
  if (direction === 'up') return { fire: true, lastY: scrollY };
  return { fire: scrollPercent(scrollY, documentHeight, viewportHeight) >= cfg.offset, lastY: scrollY };
}

/** The click trigger fires on exactly the Nth click anywhere on the page (numeric strings were read as numbers). */
export function clickFires(clickCount: number, times: number): boolean {
  return clickCount === times;
}

/** Exit intent: the pointer left the document (no element it moved to) through the top edge. */
export function isExitIntent(clientY: number, leftDocument: boolean): boolean {
  return leftDocument && clientY <= 0;
}

