import type { StringsOf } from '../index';
import type { carousel as nl } from '../nl/carousel';

/** Strings of <eb-carousel> (English). */
export const carousel: StringsOf<typeof nl> = {
  'carousel.label': 'Carousel',
  'carousel.slide': '{n} of {total}',
  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goto': 'Go to slide {n}',
  'carousel.pause': 'Pause autoplay',
  'carousel.play': 'Start autoplay',
  'carousel.progress': 'Progress',
  'carousel.thumbs': 'thumbnails',
};
