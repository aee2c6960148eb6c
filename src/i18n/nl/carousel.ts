/** Strings of <eb-carousel> (Dutch). Keys are prefixed with 'carousel.'. */
export const carousel = {
  'carousel.label': 'Carrousel',
  'carousel.slide': '{n} van {total}',
  'carousel.prev': 'Vorige dia',
  'carousel.next': 'Volgende dia',
  'carousel.goto': 'Ga naar dia {n}',
  'carousel.pause': 'Automatisch afspelen pauzeren',
  'carousel.play': 'Automatisch afspelen starten',
  'carousel.progress': 'Voortgang',
  'carousel.thumbs': 'miniaturen',
} as const;
