/** The popup widgets' strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { popup as enPopup } from './en/popup';
import { common as nlCommon } from './nl/common';
import { popup as nlPopup } from './nl/popup';

const nl = { ...nlCommon, ...nlPopup };
export type PopupStrings = StringsOf<typeof nl>;
export const popupStrings: Bundle<PopupStrings> = { nl, en: { ...enCommon, ...enPopup } };
