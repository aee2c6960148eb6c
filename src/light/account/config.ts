/**
 * What <wc-my-account> reads from the page: the account area as WooCommerce and Elementor's My
 * Account widget print it (a `.woocommerce-MyAccount-navigation`, a `.woocommerce-MyAccount-content`,
 * or the login / register / lost-password forms), and an optional JSON config: `{"timeout": ms}`
 * (fetching a tab's page gives up after it and loads the page normally).
 */
import { ACCOUNT_FETCH_TIMEOUT_MS } from '../../core/shop/account';
import { describe, isPlainObject, type Parsed } from '../../core/shared/parsed';

export interface AccountInput {
  timeout: number;
  /** The widget's id (data-id), when the markup has Elementor's wrapper. */
  widgetId: string;
}

export const ACCOUNT_MARKUP = '.woocommerce-MyAccount-navigation, .woocommerce-MyAccount-content, form.woocommerce-form-login, form.woocommerce-form-register, form.lost_reset_password';

export function readAccountInput(json: unknown, props: Record<string, unknown>, host: HTMLElement): Parsed<AccountInput> {
  void props;
  const raw = json;
  if (raw !== undefined && raw !== null && raw !== '' && !isPlainObject(raw)) return { ok: false, issue: { path: '(root)', expected: 'an object such as {"timeout": 15000}', got: describe(raw) } };
  const obj = isPlainObject(raw) ? raw : {};
  // timeout: absent or "" for the default; a number (or numeric string, as WordPress prints numbers) of 1 to 120000 ms.
  let timeout = ACCOUNT_FETCH_TIMEOUT_MS;
  const rawTimeout = obj.timeout;
  if (rawTimeout !== undefined && rawTimeout !== '' && rawTimeout !== null) {
    const t = typeof rawTimeout === 'string' && /^\s*\d{1,6}(\.\d+)?\s*$/.test(rawTimeout) ? Number(rawTimeout) : rawTimeout;
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 1 || t > 120_000) return { ok: false, issue: { path: 'timeout', expected: 'milliseconds from 1 to 120000', got: describe(rawTimeout) } };
    timeout = t;
  }
  if (!host.querySelector(ACCOUNT_MARKUP)) {
    return { ok: false, issue: { path: '(content)', expected: "the account area's markup: a .woocommerce-MyAccount-navigation / -content or WooCommerce's login form", got: 'none' } };
  }
  const widgetId = host.querySelector('[data-widget_type^="woocommerce-my-account"]')?.getAttribute('data-id') ?? '';
  return { ok: true, value: { timeout, widgetId } };
}
