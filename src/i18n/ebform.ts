/** <eb-form>'s strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { ebform as enEbform } from './en/ebform';
import { common as nlCommon } from './nl/common';
import { ebform as nlEbform } from './nl/ebform';

const nl = { ...nlCommon, ...nlEbform };
export type EbFormStrings = StringsOf<typeof nl>;
export const ebFormStrings: Bundle<EbFormStrings> = { nl, en: { ...enCommon, ...enEbform } };
