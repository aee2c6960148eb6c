/**
 * The settings of Elementor Pro's Cart widget, when <wc-cart> holds (or is) the widget's wrapper:
 * its `data-settings` JSON, read as printed (undefined when absent or unreadable).
 */
/** Elementor's Cart widget wrapper the element may hold (its data-settings are read). */
const ELEMENTOR_CART = '.elementor-widget-woocommerce-cart[data-settings]';

export function readDataSettings(host: HTMLElement): unknown {
  const el = host.matches(ELEMENTOR_CART) ? host : host.querySelector(ELEMENTOR_CART);
  const raw = el?.getAttribute('data-settings');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
