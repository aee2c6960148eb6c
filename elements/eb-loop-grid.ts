/**
 * <eb-loop-grid>: a light element (no React) around the page's server-rendered loop items.
 * @summary Loop grid with Elementor Pro's taxonomy filters and refresh-loop call.
 */
import { parseLoopGridConfig } from '../src/core/builder/loop-config';
import { loopGridStrings } from '../src/i18n/loop-grid';
import css from '../src/light/loop-grid/loop-grid.css';
import { setupLoopGrid } from '../src/light/loop-grid/loop-grid';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'eb-loop-grid',
    definition: LIGHT_TAGS['eb-loop-grid'],
    styles: css,
    // Elementor's post id is the closest document wrapper's when the attribute is absent.
    config: ({ json, props, host }) => parseLoopGridConfig(json, props, host.closest('[data-elementor-id]')?.getAttribute('data-elementor-id')),
    strings: loopGridStrings,
    setup: setupLoopGrid,
  }),
);
