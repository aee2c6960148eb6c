/**
 * <gdpr-cookie-list>: the cookie list table with a first / third party filter (CT Ultimate GDPR).
 * @summary Table of the cookies a site uses, filterable by first / third party.
 */
import { parseCookieListConfig } from '../src/widgets/consent/config';
import css from '../src/widgets/consent/cookie-list.css';
import { GdprCookieList } from '../src/widgets/consent/cookie-list';
import { cookieListStrings } from '../src/i18n/cookie-list';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'gdpr-cookie-list',
    definition: TAGS['gdpr-cookie-list'],
    styles: css,
    config: parseCookieListConfig,
    strings: cookieListStrings,
    Widget: GdprCookieList,
  }),
);
