import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Carousel for the markup of Elementor\'s six carousel widgets, without the layout shift. A light element: no React, no Swiper.',
  description:
    'Wraps the server-rendered markup of a Media Carousel, Testimonial Carousel, Reviews, Slides, Loop Carousel or nested Carousel ' +
    '(.swiper-wrapper > .swiper-slide, .elementor-swiper-button-prev/next, .swiper-pagination) and reads the widget\'s own data-settings ' +
    '(its config block, else the closest [data-widget_type] / [data-settings] wrapper around it or inside it; numbers as strings, "" and [] ' +
    'for unset, {unit,size,sizes} sliders; bad values read as unset). The wrapper is a native scroller with CSS scroll snap; slides per view ' +
    'and gap are the custom properties --se-carousel-per-view and --se-carousel-gap, which the site\'s CSS can set per device before any ' +
    'script runs (dist/eb-carousel.css holds the layout) and the element sets from the settings for the current device (Elementor\'s ' +
    'breakpoints, each widget\'s fallback rule). Arrows, bullets, fraction and progress-bar pagination, loop (rewinds), autoplay with its ' +
    'delay, pause on hover, on focus and under prefers-reduced-motion, a pause/play button whenever autoplay is on, arrow keys (swapped in ' +
    'RTL), slides labelled "3 van 8" (role=group, aria-roledescription=slide), off-screen slides inert, a polite live region only while not ' +
    'rotating, lazy data-background / img[data-src] (http and https only). One resize listener for every carousel; nothing runs off screen. ' +
    'Fade, cube, coverflow and Ken Burns show as a plain slide; an unknown effect too, with one console warning. Attributes on the element: ' +
    'data-enhanced once set up, data-rotating while autoplay runs.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: {
      description: 'The widget\'s data-settings as JSON (instead of reading them from the Elementor wrapper): slides_to_show / slides_per_view, slides_to_scroll, image_spacing_custom / space_between (each with _tablet, _mobile, … variants), arrows / show_arrows / navigation, pagination, autoplay, autoplay_speed, pause_on_hover, pause_on_interaction, loop / infinite, speed, effect / transition, skin.',
      type: 'string',
    },
  },
  events: [],
  parts: [
    { name: 'pause', description: 'The pause/play button (only while autoplay is on; data-state playing | paused). Styled by the page sheet (eb-carousel::part(pause)).' },
    { name: 'paused', description: 'The pause/play button while autoplay is paused (it then offers play).' },
    { name: 'status', description: 'The visually hidden live region ("3 van 8"): polite, off while rotating.' },
  ],
  cssProperties: [
    { name: '--se-carousel-per-view', description: 'Slides per view (set by the site\'s CSS per device, or by the element from the settings).', default: 'var(--swiper-slides-to-display, 1)' },
    { name: '--se-carousel-gap', description: 'Space between slides.', default: 'var(--swiper-slides-gap, 0px)' },
    { name: '--se-carousel-progress', description: 'Progress bar pagination: the filled fraction (set by the element).' },
    { name: '--se-carousel-control-bg', description: 'Pause/play button background.', default: '#1f2328cc' },
    { name: '--se-carousel-control-color', description: 'Pause/play button icon colour.', default: '#fff' },
    { name: '--se-carousel-pause-inset', description: 'Distance of the pause/play button from the top and inline-end edges.', default: '.5rem' },
  ],
  slots: [{ name: '', description: 'The widget\'s markup as Elementor prints it.' }],
};
