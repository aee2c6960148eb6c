/** <gdpr-cookie-list>'s strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { cookieList as enList } from './en/cookie-list';
import { common as nlCommon } from './nl/common';
import { cookieList as nlList } from './nl/cookie-list';

const nl = { ...nlCommon, ...nlList };
export type CookieListStrings = StringsOf<typeof nl>;
export const cookieListStrings: Bundle<CookieListStrings> = { nl, en: { ...enCommon, ...enList } };
