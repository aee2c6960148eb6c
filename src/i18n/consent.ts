/** The consent widgets' strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { consent as enConsent } from './en/consent';
import { common as nlCommon } from './nl/common';
import { consent as nlConsent } from './nl/consent';

const nl = { ...nlCommon, ...nlConsent };
export type ConsentStrings = StringsOf<typeof nl>;
export const consentStrings: Bundle<ConsentStrings> = { nl, en: { ...enCommon, ...enConsent } };
