/**
 * <gdpr-consent>'s strings (banner, open button, success message; with the shared ones) in every
 * locale. The settings modal, the cookie list and the blocking form each have their own bundle
 * (consent-modal.ts, cookie-list.ts, cookie-block.ts), so each chunk carries only its own.
 */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { consent as enConsent } from './en/consent';
import { common as nlCommon } from './nl/common';
import { consent as nlConsent } from './nl/consent';

const nl = { ...nlCommon, ...nlConsent };
export type ConsentStrings = StringsOf<typeof nl>;
export const consentStrings: Bundle<ConsentStrings> = { nl, en: { ...enCommon, ...enConsent } };
