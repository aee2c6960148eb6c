/**
 * The Media Carousel's slideshow skin: how its thumbnail strip follows the main carousel. Apart
 * from carousel-nav.ts so that only the strip's chunk carries it (its layout per device, which the
 * first paint needs, is thumbsLayout in carousel.ts).
 */

/**
 * The slideshow skin's thumbnail strip follows the main carousel (Swiper's controller, by slide):
 * the first visible thumbnail (fractional when centred) for main slide `index`, clamped to the strip.
 */
export function thumbStart(index: number, thumbs: number, perView: number, centered: boolean): number {
  const max = Math.max(0, thumbs - perView);
  const at = centered ? index - (perView - 1) / 2 : index;
  return Math.min(max, Math.max(0, at));
}

/** The main slide a thumbnail goes to: its own index, within the main carousel's slides. */
export function thumbTarget(thumb: number, slides: number): number {
  return Math.min(Math.max(0, slides - 1), Math.max(0, Math.floor(thumb)));
}
