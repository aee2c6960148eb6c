/**
 * <gdpr-cookie-block>: the cookie-blocking form (CT Ultimate GDPR's block-cookies shortcode).
 * @summary Cookie-blocking form: one checkbox and a submit button.
 */
import { parseCookieBlockConfig } from '../src/widgets/consent/config';
import css from '../src/widgets/consent/cookie-block.css';
import { GdprCookieBlock } from '../src/widgets/consent/cookie-block';
import { cookieBlockStrings } from '../src/i18n/cookie-block';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'gdpr-cookie-block',
    definition: TAGS['gdpr-cookie-block'],
    styles: css,
    config: parseCookieBlockConfig,
    strings: cookieBlockStrings,
    Widget: GdprCookieBlock,
  }),
);
