/**
 * <eb-sticky>: a light element (no React) that makes the section inside it sticky.
 * @summary Sticky section on chosen device modes (Elementor Pro's sticky).
 */
import { parseBreakpoints } from '../src/core/builder/breakpoints';
import { parseStickyConfig } from '../src/core/builder/sticky';
import css from '../src/light/sticky/sticky.css';
import { setupSticky } from '../src/light/sticky/sticky';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'eb-sticky',
    definition: LIGHT_TAGS['eb-sticky'],
    styles: css,
    config: ({ json, props }) => parseStickyConfig(json, props.devices as string | undefined),
    strings: { nl: {}, en: {} },
    breakpoints: parseBreakpoints,
    setup: setupSticky,
  }),
);
