/**
 * Cookies through js-cookie: path `/`, `Secure` on https, expiry in days or as a date
 * (spec section 9: "The cookie helper adds Secure on https. Expiry is given in days.").
 */
import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Days until expiry; omit for a session cookie. */
  days?: number;
  /** An absolute expiry; wins over `days`. */
  expires?: Date;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Reads a cookie (percent-decoded, so a PHP-written `%3D` reads as `=`). */
export function getCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** Writes a cookie on path `/`, Secure on https. */
export function setCookie(name: string, value: string, opts: CookieOptions = {}): void {
  const attributes: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax' };
  if (isHttps()) attributes.secure = true;
  if (opts.expires) attributes.expires = opts.expires;
  else if (opts.days !== undefined) attributes.expires = opts.days;
  Cookies.set(name, value, attributes);
}

/** Deletes a cookie on path `/`. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
