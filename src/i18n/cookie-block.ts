/** <gdpr-cookie-block>'s strings (with the shared ones and the banner's success message) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { consent as enConsent } from './en/consent';
import { cookieBlock as enBlock } from './en/cookie-block';
import { common as nlCommon } from './nl/common';
import { consent as nlConsent } from './nl/consent';
import { cookieBlock as nlBlock } from './nl/cookie-block';

const nl = { ...nlCommon, 'consent.success': nlConsent['consent.success'], ...nlBlock };
export type CookieBlockStrings = StringsOf<typeof nl>;
export const cookieBlockStrings: Bundle<CookieBlockStrings> = { nl, en: { ...enCommon, 'consent.success': enConsent['consent.success'], ...enBlock } };
