/** Add to cart's and <wc-mini-cart>'s strings with the shop's and the shared ones, in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { miniCart as enMini } from './en/mini-cart';
import { shop as enShop } from './en/shop';
import { common as nlCommon } from './nl/common';
import { miniCart as nlMini } from './nl/mini-cart';
import { shop as nlShop } from './nl/shop';

const nl = { ...nlCommon, ...nlShop, ...nlMini };
export type MiniCartStrings = StringsOf<typeof nl>;
export const miniCartStrings: Bundle<MiniCartStrings> = { nl, en: { ...enCommon, ...enShop, ...enMini } };

/** The add-to-cart behaviour's strings (no shared ones: it carries no widget chrome). */
const addNl = { ...nlShop, ...nlMini };
export type AddToCartStrings = StringsOf<typeof addNl>;
export const addToCartStrings: Bundle<AddToCartStrings> = { nl: addNl, en: { ...enShop, ...enMini } };
