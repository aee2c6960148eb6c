/** The checkout <wc-checkout>'s strings (with the cart page's, the shop's and the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { checkout as enCheckout } from './en/checkout';
import { common as enCommon } from './en/common';
import { shop as enShop } from './en/shop';
import { wccart as enCart } from './en/wccart';
import { checkout as nlCheckout } from './nl/checkout';
import { common as nlCommon } from './nl/common';
import { shop as nlShop } from './nl/shop';
import { wccart as nlCart } from './nl/wccart';

const nl = { ...nlCommon, ...nlShop, ...nlCart, ...nlCheckout };
export type CheckoutStrings = StringsOf<typeof nl>;
export const checkoutStrings: Bundle<CheckoutStrings> = { nl, en: { ...enCommon, ...enShop, ...enCart, ...enCheckout } };
