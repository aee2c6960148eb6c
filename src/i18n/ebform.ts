/** <eb-form>'s strings (with the shared ones and the upload rules' messages of the Gravity Forms uploader) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { ebform as enEbform } from './en/ebform';
import { common as nlCommon } from './nl/common';
import { ebform as nlEbform } from './nl/ebform';
import { upload as enUpload } from './en/upload';
import { upload as nlUpload } from './nl/upload';

const nl = { ...nlCommon, ...nlUpload, ...nlEbform };
export type EbFormStrings = StringsOf<typeof nl>;
export const ebFormStrings: Bundle<EbFormStrings> = { nl, en: { ...enCommon, ...enUpload, ...enEbform } };
