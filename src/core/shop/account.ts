/**
 * <wc-my-account>'s rules, pure (the DOM side is src/light/account/account.ts):
 * - which link the element takes over (a tab of the account menu on this site, not logout, a plain
 *   left click without modifier keys or a target), and the URL it fetches;
 * - Elementor's logout link parameters (my-account.php woocommerce_logout_default_redirect_url:
 *   `elementor_wc_logout=true&elementor_my_account_redirect={permalink}` beside WooCommerce's `_wpnonce`);
 * - the inline validation of the account forms (what a field lacks, in order of importance).
 */

/** Fetching an endpoint's page gives up after this long and loads the page normally instead. */
export const ACCOUNT_FETCH_TIMEOUT_MS = 15_000;
/** WooCommerce's my-account endpoints the menu may hold (WooCommerce's defaults). */
export const LOGOUT_ENDPOINT = 'customer-logout';

export interface ClickInfo {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The absolute URL the element fetches for a tab link, or undefined when the browser should follow it itself. */
export function tabTarget(href: string | null, target: string | null, download: boolean, click: ClickInfo, location: { href: string; origin: string }): string | undefined {
  if (!href || click.defaultPrevented || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return undefined;
  if (download || (target && target !== '_self')) return undefined;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  if (url.pathname.includes(`/${LOGOUT_ENDPOINT}`) || url.searchParams.has('elementor_wc_logout')) return undefined;
  // A link to this very page's fragment: the browser scrolls.
  const here = new URL(location.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  url.hash = '';
  return url.href;
}

/**
 * A logout link with Elementor's parameters: `elementor_wc_logout=true` and
 * `elementor_my_account_redirect` (the account page) added when missing; the nonce and any other
 * parameter kept as they are. Not a logout link: unchanged.
 */
export function elementorLogoutUrl(href: string, accountUrl: string, base: string): string {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  if (!url.pathname.includes(`/${LOGOUT_ENDPOINT}`) && !url.searchParams.has('elementor_wc_logout')) return href;
  if (url.searchParams.has('elementor_wc_logout') && url.searchParams.has('elementor_my_account_redirect')) return href;
  const nonce = url.searchParams.get('_wpnonce');
  url.searchParams.delete('_wpnonce');
  if (!url.searchParams.has('elementor_wc_logout')) url.searchParams.set('elementor_wc_logout', 'true');
  if (!url.searchParams.has('elementor_my_account_redirect')) url.searchParams.set('elementor_my_account_redirect', accountUrl);
  // WooCommerce adds the nonce last (wp_nonce_url).
  if (nonce !== null) url.searchParams.set('_wpnonce', nonce);
  return url.href;
}

export type FieldProblem = 'missing' | 'email' | 'short' | 'mismatch';

export interface FieldFacts {
  value: string;
  type: string;
  required: boolean;
  minLength: number;
  /** For a confirmation field: the value it must equal. */
  confirms?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What is wrong with a field, or undefined. */
export function fieldProblem(f: FieldFacts): FieldProblem | undefined {
  const v = f.type === 'password' ? f.value : f.value.trim();
  if (v === '') return f.required || (f.confirms !== undefined && f.confirms !== '') ? 'missing' : undefined;
  if (f.type === 'email' && !EMAIL.test(v)) return 'email';
  if (f.minLength > 0 && v.length < f.minLength) return 'short';
  if (f.confirms !== undefined && v !== f.confirms) return 'mismatch';
  return undefined;
}
