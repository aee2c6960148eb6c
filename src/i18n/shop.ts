/** The shop's strings (cart tags, add to cart) in every locale (a chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { format } from './index';
import { shop as en } from './en/shop';
import { shop as nl } from './nl/shop';
import { STORE_ERRORS, type StoreError } from '../core/shop/errors';

export type ShopStrings = StringsOf<typeof nl>;
export const shopStrings: Bundle<ShopStrings> = { nl, en };

/**
 * The text to show for a Store API error, in the tag's language. A coupon error's reason is only
 * in WooCommerce's (English or site-language) message, so it is recognised from that message
 * ("has expired", "does not exist", "already been applied") and told in the tag's language;
 * `name` fills {name} for item errors.
 */
export function storeErrorText(strings: ShopStrings, error: Pick<StoreError, 'code' | 'message' | 'status'>, vars: { name?: string; code?: string } = {}): string {
  const fill = { name: vars.name || '', code: vars.code || '', status: error.status, n: '' };
  if (error.code === STORE_ERRORS.couponError && vars.code) {
    if (/has expired/i.test(error.message)) return format(strings['shop.coupon.expired'], fill);
    if (/does not exist|is an invalid coupon/i.test(error.message)) return format(strings['shop.coupon.notExist'], fill);
    if (/already been applied/i.test(error.message)) return format(strings['shop.coupon.alreadyApplied'], fill);
  }
  // WooCommerce puts the number in its message: "(2 remaining)", "allowed in the cart is 3".
  if (vars.name) {
    const left = /\((\d+) remaining\)/.exec(error.message);
    if (error.code === STORE_ERRORS.partiallyOutOfStock && left) return format(strings['shop.stock.onlyLeft'], { ...fill, n: left[1]! });
    const limit = /(maximum|minimum) quantity of .* allowed in the cart is (\d+)/i.exec(error.message);
    if (error.code === STORE_ERRORS.invalidQuantity && limit) return format(strings[limit[1]!.toLowerCase() === 'maximum' ? 'shop.quantity.max' : 'shop.quantity.min'], { ...fill, n: limit[2]! });
  }
  // WooCommerce names the product only in its (English or site-language) message: take it from there.
  if (!vars.name) {
    const named = /^(?:Sorry, )?["“]?(.+?)["”]? (?:is|are) out of stock and cannot be purchased/i.exec(error.message) ?? /There (?:are|is) not enough ["“]?(.+?)["”]? in stock/i.exec(error.message);
    if (named) return storeErrorText(strings, { ...error, code: /not enough/i.test(error.message) ? STORE_ERRORS.partiallyOutOfStock : STORE_ERRORS.outOfStock }, { ...vars, name: named[1]! });
  }
  const key = `shop.error.${error.code}` as keyof ShopStrings;
  const template = key in strings ? strings[key] : strings['shop.error.unknown'];
  // An item error without the item's name: the server's own message names it, else the general text.
  if (template.includes('{name}') && !vars.name) return error.message || strings['shop.error.unknown'];
  return format(template, fill).replace(/\s{2,}/g, ' ').trim();
}
