/** The forms widgets' strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { forms as enForms } from './en/forms';
import { common as nlCommon } from './nl/common';
import { forms as nlForms } from './nl/forms';

const nl = { ...nlCommon, ...nlForms };
export type FormsStrings = StringsOf<typeof nl>;
export const formsStrings: Bundle<FormsStrings> = { nl, en: { ...enCommon, ...enForms } };
