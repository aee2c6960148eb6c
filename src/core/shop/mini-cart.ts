/**
 * <wc-mini-cart>'s settings: Elementor Pro's Menu Cart widget (reference 5.4; PE
 * `modules/woocommerce/widgets/menu-cart.php` 199-226, 715-726) as its `data-settings` prints them
 * (`cart_type` "side-cart" | "mini-cart", `open_cart` "click" | "mouseover",
 * `automatically_open_cart` "yes" | "no"), the element's attributes over them, and the cart and
 * checkout links (attributes, else `ElementorProFrontendConfig.woocommerce.menu_cart`, else the
 * page settings, else WooCommerce's Dutch default pages). Pure.
 */
import { describe, isPlainObject, looseBoolean, type Parsed } from '../shared/parsed';
import { DEFAULT_CART_URL, DEFAULT_CHECKOUT_URL } from './add-to-cart';
import { safeUrl } from './cart';

export const CART_TYPES = ['side-cart', 'mini-cart'] as const;
export type CartType = (typeof CART_TYPES)[number];
export const OPEN_CART = ['click', 'mouseover'] as const;
export type OpenCart = (typeof OPEN_CART)[number];

/** Elementor's defaults (menu-cart.php 199-226). */
export const MENU_CART_DEFAULTS = { cartType: 'side-cart' as CartType, openCart: 'click' as OpenCart, autoOpen: false };
/** The Menu Cart's markup the tag may wrap (its `data-settings`). */
export const MENU_CART_SELECTOR = '.elementor-widget-woocommerce-menu-cart[data-settings]';
/** The side cart's slide-in (Elementor: `transition .3s`), in ms; none under prefers-reduced-motion. */
export const SLIDE_MS = 300;

export interface MiniCartSettings {
  cartType: CartType;
  openCart: OpenCart;
  autoOpen: boolean;
}

/** What the attributes say (undefined: not said). */
export interface MiniCartConfig {
  cartType: CartType | undefined;
  openCart: OpenCart | undefined;
  autoOpen: boolean | undefined;
  cartUrl: string | undefined;
  checkoutUrl: string | undefined;
}

const yesNo = (v: unknown): boolean | undefined => (v === 'yes' ? true : v === 'no' ? false : looseBoolean(v));

/**
 * The element's config from its attributes (`cart-type`, `open-cart`, `automatically-open-cart`,
 * `cart-url`, `checkout-url`) and its JSON config (the same keys, or Elementor's snake_case ones).
 * An attribute the page author wrote with a value the tag does not know is an error (named);
 * absent ones are undefined.
 */
export function miniCartElementConfig({ json, props }: { json: unknown; props: Record<string, unknown> }): Parsed<MiniCartConfig> {
  const j = isPlainObject(json) ? json : {};
  if (json !== undefined && !isPlainObject(json)) return { ok: false, issue: { path: 'config', expected: 'an object', got: describe(json) } };
  const pick = (attr: string, camel: string, snake: string) => (props[camel] !== undefined ? { path: attr, v: props[camel] } : j[camel] !== undefined ? { path: `config.${camel}`, v: j[camel] } : j[snake] !== undefined ? { path: `config.${snake}`, v: j[snake] } : undefined);
  const type = pick('cart-type', 'cartType', 'cart_type');
  if (type && !(CART_TYPES as readonly unknown[]).includes(type.v)) return { ok: false, issue: { path: type.path, expected: 'one of "side-cart", "mini-cart"', got: describe(type.v) } };
  const open = pick('open-cart', 'openCart', 'open_cart');
  if (open && !(OPEN_CART as readonly unknown[]).includes(open.v)) return { ok: false, issue: { path: open.path, expected: 'one of "click", "mouseover"', got: describe(open.v) } };
  const auto = pick('automatically-open-cart', 'automaticallyOpenCart', 'automatically_open_cart');
  const autoOpen = auto ? yesNo(auto.v) : undefined;
  if (auto && autoOpen === undefined) return { ok: false, issue: { path: auto.path, expected: '"yes" or "no"', got: describe(auto.v) } };
  const urls: Record<string, string | undefined> = {};
  for (const [attr, camel, snake] of [
    ['cart-url', 'cartUrl', 'cart_page_url'],
    ['checkout-url', 'checkoutUrl', 'checkout_page_url'],
  ] as const) {
    const u = pick(attr, camel, snake);
    if (!u) continue;
    const safe = typeof u.v === 'string' ? safeUrl(u.v) : '';
    if (!safe) return { ok: false, issue: { path: u.path, expected: 'an http(s) or relative URL', got: describe(u.v) } };
    urls[camel] = safe;
  }
  return { ok: true, value: { cartType: type?.v as CartType | undefined, openCart: open?.v as OpenCart | undefined, autoOpen, cartUrl: urls.cartUrl, checkoutUrl: urls.checkoutUrl } };
}

/**
 * The Menu Cart's `data-settings` as Elementor prints them, loosely: unreadable JSON, unknown or
 * missing values give Elementor's defaults (its own script does the same: it compares strings).
 */
export function readMenuCartSettings(dataSettings: string | null | undefined): MiniCartSettings {
  let o: Record<string, unknown> = {};
  try {
    const parsed: unknown = dataSettings ? JSON.parse(dataSettings) : {};
    if (isPlainObject(parsed)) o = parsed;
  } catch {
    // Elementor's own handler would read nothing either: the defaults
  }
  return {
    cartType: (CART_TYPES as readonly unknown[]).includes(o.cart_type) ? (o.cart_type as CartType) : MENU_CART_DEFAULTS.cartType,
    openCart: (OPEN_CART as readonly unknown[]).includes(o.open_cart) ? (o.open_cart as OpenCart) : MENU_CART_DEFAULTS.openCart,
    autoOpen: o.automatically_open_cart === 'yes' || o.automatically_open_cart === true,
  };
}

/** The attributes over the wrapped markup's settings. */
export function miniCartSettings(config: MiniCartConfig, wrapped: MiniCartSettings): MiniCartSettings {
  return { cartType: config.cartType ?? wrapped.cartType, openCart: config.openCart ?? wrapped.openCart, autoOpen: config.autoOpen ?? wrapped.autoOpen };
}

/** The cart and checkout links: attributes, Elementor's `menu_cart` config, the page settings, the defaults. */
export function miniCartLinks(config: Pick<MiniCartConfig, 'cartUrl' | 'checkoutUrl'>, elementorConfig: unknown, settings: { cartUrl?: string | undefined; checkoutUrl?: string | undefined }): { cartUrl: string; checkoutUrl: string } {
  const o = isPlainObject(elementorConfig) ? elementorConfig : {};
  const wc = isPlainObject(o.woocommerce) ? o.woocommerce : {};
  const mc = isPlainObject(wc.menu_cart) ? wc.menu_cart : {};
  const url = (...vs: unknown[]) => {
    for (const v of vs) {
      const s = typeof v === 'string' ? safeUrl(v) : '';
      if (s) return s;
    }
    return undefined;
  };
  return {
    cartUrl: url(config.cartUrl, mc.cart_page_url, settings.cartUrl) ?? DEFAULT_CART_URL,
    checkoutUrl: url(config.checkoutUrl, mc.checkout_page_url, settings.checkoutUrl) ?? DEFAULT_CHECKOUT_URL,
  };
}
