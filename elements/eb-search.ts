/**
 * <eb-search>: a light element (no React) around the markup of Elementor Pro's Search Form and
 * Search widgets.
 * @summary Search without the invisible field: the full-screen skin as a real modal, live results as a WAI-ARIA combobox.
 */
import { searchStrings } from '../src/i18n/search';
import css from '../src/light/search/search.css';
import { readSearchInput } from '../src/light/search/config';
import { setupSearch } from '../src/light/search/search';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'eb-search',
    definition: LIGHT_TAGS['eb-search'],
    styles: css,
    config: ({ json, props, host }) => readSearchInput(json, props, host),
    strings: searchStrings,
    setup: setupSearch,
  }),
);
