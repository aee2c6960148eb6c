/**
 * Elementor's lazy slide images (`data-background` on a slide or its background, `img[data-src]`,
 * Swiper's `swiper-lazy` classes): loaded for the slides in view and the next ones, http(s) only.
 * A chunk of its own, loaded only by a carousel that has them (the thumbnail strip uses it too).
 */
import type { CarouselKit, CarouselPart } from './kit';

/** The lazy images of a slide (also in carousel.ts, which asks for this chunk when one is there). */
const LAZY = '[data-background], img[data-src]';
const loaded = new WeakSet<Element>();

/** An http(s) URL (resolved against the page) or nothing: a lazy image never gets another scheme. */
function safeUrl(v: string, base: string): string | undefined {
  try {
    const u = new URL(v, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** Loads `slide`'s lazy images (itself and those inside it), each once. */
export function lazy(slide: HTMLElement): void {
  for (const el of [slide, ...slide.querySelectorAll<HTMLElement>(LAZY)]) {
    const bg = el.getAttribute('data-background');
    const src = el.localName === 'img' ? el.getAttribute('data-src') : null;
    if ((bg === null && src === null) || loaded.has(el)) continue;
    loaded.add(el);
    const url = safeUrl(bg ?? src!, el.ownerDocument.baseURI);
    if (url && bg !== null) el.style.backgroundImage = `url("${url}")`;
    else if (url) (el as HTMLImageElement).src = url;
    el.classList.remove('swiper-lazy');
    el.classList.toggle('swiper-lazy-loaded', !!url);
    el.setAttribute('data-lazy', url ? 'loaded' : 'refused');
    for (const p of el.querySelectorAll(':scope > .swiper-lazy-preloader')) p.remove();
  }
}

export function images(k: CarouselKit): CarouselPart {
  return {
    // The slides in view and one on each side.
    view: (from, to) => k.slides.forEach((el, i) => i >= from - 1 && i <= to && lazy(el)),
  };
}
