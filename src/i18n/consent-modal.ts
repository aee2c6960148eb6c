/** The consent settings modal's strings in every locale (its lazily loaded chunk only; the banner's bundle has the shared ones). */
import type { Bundle, StringsOf } from './index';
import { consentModal as en } from './en/consent-modal';
import { consentModal as nl } from './nl/consent-modal';

export type ConsentModalStrings = StringsOf<typeof nl>;
export const consentModalStrings: Bundle<ConsentModalStrings> = { nl, en };
