/**
 * <eb-carousel>: a light element (no React, no Swiper) around the markup of Elementor's carousel widgets.
 * @summary Carousels without the layout shift: Elementor's six carousel widgets on native scroll snap.
 */
import { parseBreakpoints } from '../src/core/builder/breakpoints';
import { carouselStrings } from '../src/i18n/carousel';
import { setupCarousel } from '../src/light/carousel/carousel';
import { readCarouselInput } from '../src/light/carousel/config';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'eb-carousel',
    definition: LIGHT_TAGS['eb-carousel'],
    // The pause button's style is in the page sheet (carousel-document.css, ::part(pause)).
    styles: '',
    config: ({ json, host }) => readCarouselInput(json, host),
    strings: carouselStrings,
    breakpoints: parseBreakpoints,
    setup: setupCarousel,
  }),
);
