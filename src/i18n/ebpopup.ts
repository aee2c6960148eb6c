/** The page-builder pop-up's strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { ebpopup as enEbpopup } from './en/ebpopup';
import { common as nlCommon } from './nl/common';
import { ebpopup as nlEbpopup } from './nl/ebpopup';

const nl = { ...nlCommon, ...nlEbpopup };
export type EbPopupStrings = StringsOf<typeof nl>;
export const ebPopupStrings: Bundle<EbPopupStrings> = { nl, en: { ...enCommon, ...enEbpopup } };
