/**
 * <wc-my-account>: a light element (no React) around the account area WooCommerce renders
 * (Elementor Pro's My Account widget).
 * @summary Tabs without page loads (history, focus), inline validation, show password and a strength meter for WooCommerce's account pages.
 */
import { accountStrings } from '../src/i18n/account';
import css from '../src/light/account/account.css';
import { readAccountInput } from '../src/light/account/config';
import { setupAccount } from '../src/light/account/account';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'wc-my-account',
    definition: LIGHT_TAGS['wc-my-account'],
    styles: css,
    config: ({ json, props, host }) => readAccountInput(json, props, host),
    strings: accountStrings,
    setup: setupAccount,
  }),
);
