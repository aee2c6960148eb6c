/**
 * <gdpr-consent>: cookie-consent banner, settings modal and open button (CT Ultimate GDPR).
 * @summary Cookie-consent banner and settings modal.
 */
import { parseConsentConfig } from '../src/widgets/consent/config';
import css from '../src/widgets/consent/consent.css';
import { GdprConsent } from '../src/widgets/consent/gdpr-consent';
import { consentStrings } from '../src/i18n/consent';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'gdpr-consent',
    definition: TAGS['gdpr-consent'],
    styles: css,
    config: parseConsentConfig,
    strings: consentStrings,
    Widget: GdprConsent,
  }),
);
