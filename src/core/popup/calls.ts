/**
 * The pop-up's wire details (spec section 7 "Pop-up conversion", section 9 dismissal, CONTRACT
 * ays-popup): the conversion request body and the dismiss cookie. Pure: the clock comes in.
 */
import { CONVERSION_ACTION, DISMISS_COOKIE_PREFIX, DISMISS_DEFAULT_MONTHS, VIEW_ACTION } from './constants';

/** The form fields of the conversion call: `action=ays_increment_pb_conversions&id=N`. */
export function conversionFields(id: number): { action: string; id: string } {
  return { action: CONVERSION_ACTION, id: String(id) };
}

/** The form fields of the view call: `action=ays_increment_pb_views&id=N`. */
export function viewFields(id: number): { action: string; id: string } {
  return { action: VIEW_ACTION, id: String(id) };
}

/** Name of the dismiss cookie: `ays_pb_dismiss_ad_{id}`. */
export function dismissCookieName(id: number): string {
  return `${DISMISS_COOKIE_PREFIX}${id}`;
}

export interface DismissCookie {
  name: string;
  /** The plugin stores the name as the value too. */
  value: string;
  expires: Date;
}

/**
 * The dismiss cookie to write at `now`: for `durationMs` when it is a positive number, else for one
 * calendar month (the plugin's `setMonth(getMonth() + 1)`).
 */
export function dismissCookie(id: number, now: Date, durationMs?: number): DismissCookie {
  const name = dismissCookieName(id);
  let expires: Date;
  if (durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0) {
    expires = new Date(now.getTime() + durationMs);
  } else {
    expires = new Date(now.getTime());
    expires.setMonth(expires.getMonth() + DISMISS_DEFAULT_MONTHS);
  }
  return { name, value: name, expires };
}

/**
 * A dismiss element's own duration: the plugin reads `data-dismiss` (milliseconds) from it;
 * empty or not a positive whole number means "use the configured duration".
 */
export function dismissDurationAttr(value: string | null | undefined): number | undefined {
  if (!value || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
