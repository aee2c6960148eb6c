/** The cart page <wc-cart>'s strings (with the shop's and the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { shop as enShop } from './en/shop';
import { wccart as enCart } from './en/wccart';
import { common as nlCommon } from './nl/common';
import { shop as nlShop } from './nl/shop';
import { wccart as nlCart } from './nl/wccart';

const nl = { ...nlCommon, ...nlShop, ...nlCart };
export type WcCartStrings = StringsOf<typeof nl>;
export const wcCartStrings: Bundle<WcCartStrings> = { nl, en: { ...enCommon, ...enShop, ...enCart } };
